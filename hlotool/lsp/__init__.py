"""The HLO language server (``hlotool lsp``): see ``hlotool.lsp.server``. pygls is imported only by the
server module, so ``hlotool.lsp.analysis`` works without the ``lsp`` extra."""
