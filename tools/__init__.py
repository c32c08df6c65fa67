"""Developer tools of the hlotool repository (not part of the hlotool wheel)."""
