import os
from pathlib import Path

# Multi-device differential tests run XLA CPU with 8 simulated host devices; XLA reads the flag
# once, when jax is first imported, so it is set before any test imports jax.
_DEVICES_FLAG = "--xla_force_host_platform_device_count=8"
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _DEVICES_FLAG).strip()

import pytest
from hypothesis import settings

# The suite replays the same examples on every run, so CI gates a merge on known behaviour.
# HYPOTHESIS_PROFILE=explore draws new ones; scripts/fuzz.py fuzzes the parser at length.
settings.register_profile("default", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
SAMPLES = ROOT / "samples"


def corpus_files():
    files = sorted(CORPUS.glob("*/*.hlo")) if CORPUS.exists() else []
    return files + sorted(SAMPLES.glob("*.hlo"))


@pytest.fixture(scope="session")
def xla():
    """jaxlib's HLO module (XLA's C++ parser and printer); skips where jax is not installed."""
    try:
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        import jax
        jax.config.update("jax_enable_x64", True)
        import jaxlib._hlo as H
    except Exception:  # pragma: no cover - CI installs jax
        pytest.skip("jax is not installed")
    return H


def xla_print(H, text: str) -> str:
    o = H.HloPrintOptions()
    o.print_large_constants = True
    return H.hlo_module_from_text(text).to_string(o)


def browser_available() -> bool:
    """Headless Chromium, chromedriver and selenium (Debian's chromium, chromium-driver; the test extra)."""
    import importlib.util
    import shutil
    return bool((shutil.which("chromium") or shutil.which("chromium-browser")) and shutil.which("chromedriver")
                and importlib.util.find_spec("selenium"))


class chrome_driver:
    """A headless Chromium driven by selenium, 1280x800, closed on exit."""

    def __enter__(self):
        import shutil
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        opts = webdriver.ChromeOptions()
        opts.binary_location = shutil.which("chromium") or shutil.which("chromium-browser")
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--window-size=1280,800"):
            opts.add_argument(arg)
        self.driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=opts)
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
        return self.driver

    def __exit__(self, *exc):
        self.driver.quit()
