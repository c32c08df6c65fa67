"""Runtimes other than hlotool's interpreter that ``hlotool run`` can run a module on.

``hlotool.backends.xla``: XLA itself, through jaxlib's PJRT clients (jax is optional; imported only
when this backend runs). Layering: backends read the IR, print it (``hlotool.fmt``) and reuse the
interpreter's input splitting and output assembly (``hlotool.interp.device_io``) so inputs and
outputs follow one convention. ``hlotool.backends.oracle`` keeps the oracle functions the tests,
``hlotool reduce --mismatch-with xla`` and ``run --compare-with xla`` call. Only ``hlotool.cli`` and
``hlotool.reduce`` import backends: nothing below them.
"""
