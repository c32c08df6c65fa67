"""Shared helpers of the test suite (and of the bench scripts that reuse them).

Test modules import from here, never from one another; ``tests/conftest.py`` holds only fixtures
and pytest hooks. ``tests/`` is on ``sys.path`` while pytest runs (rootdir-relative conftest), so
``from support.paths import ROOT`` works from any test module.

- ``paths``: the repository's folders (ROOT, CORPUS, SAMPLES) and the corpus files;
- ``browser``: headless Chromium through selenium (``browser_available``, ``chrome_driver``);
- ``graph_page``: driving ``hlotool graph``'s page in Chromium (self-test script, canvas checks);
- ``xla_oracle``: XLA CPU (jaxlib, through ``hlotool.backends``) as the oracle: print, compile, run, compare;
- ``xla_dumps``: real ``--xla_dump_to`` folders made by jax, and ``hlotool dump`` as a process;
- ``planted_modules``: modules with a planted problem (extract, reduce);
- ``hlo_texts``: HLO texts several test modules (or a bench script) share;
- ``corpus_cases``: running a corpus case (pre/post) on the interpreter against XLA's recorded outputs.
"""
