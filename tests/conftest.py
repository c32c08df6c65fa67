"""Fixtures and pytest hooks only; shared helpers live in ``tests/support/``."""
import os

import pytest
from hypothesis import settings

# The helpers' asserts report their values as a test's do: registered before any helper is imported.
pytest.register_assert_rewrite("support")

from support.jax_cache import use_jax_compilation_cache  # noqa: E402  (after the rewrite hook, on purpose)

# Multi-device differential tests run XLA CPU with 8 simulated host devices; XLA reads the flag
# once, when jax is first imported, so it is set before any test imports jax.
_DEVICES_FLAG = "--xla_force_host_platform_device_count=8"
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _DEVICES_FLAG).strip()

# The suite replays the same examples on every run, so CI gates a merge on known behaviour.
# HYPOTHESIS_PROFILE=explore draws new ones; scripts/fuzz.py fuzzes the parser at length.
settings.register_profile("default", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


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
    use_jax_compilation_cache()
    return H


@pytest.hookimpl(tryfirst=True)          # before -m selects on the markers
def pytest_collection_modifyitems(config, items):
    """A test that takes the ``xla`` fixture has jaxlib as its oracle: it carries the ``xla`` marker."""
    for item in items:
        if "xla" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xla)


# ------------------------------------------------------------------ suite timing
# The run's wall time and its slowest tests (setup + call + teardown), printed after every run that ran tests, so
# a slower suite shows up where it happens; HLOTOOL_SUITE_TIMING=0 leaves it out. Timing is reported, never tested.
# Under pytest-xdist (addopts' -n) the workers' reports reach these hooks in the controller, and each worker sends
# the CPU time it and its subprocesses took when it finishes (pytest_testnodedown).
_SLOWEST_SHOWN = 20
_test_seconds: dict[str, float] = {}
_session_started: list[float] = []
_worker_cpu: list[float] = []


def _cpu_seconds() -> tuple[float, float]:
    """CPU time of this process, and of its subprocesses that have ended (CLI runs, XLA dumps, mypy, Chromium)."""
    import resource
    import time
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time(), children.ru_utime + children.ru_stime


def pytest_sessionstart(session):
    import time
    _session_started.append(time.perf_counter())


def pytest_collection_finish(session):
    """The modules and test items made so far live until the end: the cyclic garbage collector stops looking at
    them, and collects the young generation after 20,000 allocations rather than 700 (the tests allocate IR
    objects by the million; collecting spent about a seventh of a run)."""
    use_jax_compilation_cache()            # where a test module imported jax
    import gc
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 10, 10)


def pytest_runtest_logreport(report):
    _test_seconds[report.nodeid] = _test_seconds.get(report.nodeid, 0.0) + report.duration


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)     # an xdist worker: tell the controller
    if workeroutput is not None:
        workeroutput["hlotool_cpu_seconds"] = sum(_cpu_seconds())


@pytest.hookimpl(optionalhook=True)       # pytest-xdist's hook: absent without it
def pytest_testnodedown(node, error):
    seconds = getattr(node, "workeroutput", {}).get("hlotool_cpu_seconds")
    if seconds is not None:
        _worker_cpu.append(seconds)


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    import time
    if not _test_seconds or not _session_started or os.environ.get("HLOTOOL_SUITE_TIMING") == "0":
        return
    wall = time.perf_counter() - _session_started[0]
    in_tests = sum(_test_seconds.values())
    own, children = _cpu_seconds()
    tr = terminalreporter
    tr.write_sep("=", "suite timing")
    between = (f"{wall - in_tests:.1f} s collecting and between them" if in_tests <= wall
               else "tests ran side by side")
    if _worker_cpu:       # the workers' own count, or the controller's once it has reaped them (all theirs included)
        workers = max(sum(_worker_cpu), children)
        cpu = (f"{workers + own:.1f} s CPU: {len(_worker_cpu)} workers and their subprocesses {workers:.1f} s, "
               f"the controller {own:.1f} s")
    else:
        cpu = f"{own + children:.1f} s CPU: this process {own:.1f} s, its subprocesses {children:.1f} s"
    tr.write_line(f"{len(_test_seconds)} tests in {wall:.1f} s wall ({in_tests:.1f} s in tests, {between}; {cpu})")
    for nodeid, seconds in sorted(_test_seconds.items(), key=lambda kv: -kv[1])[:_SLOWEST_SHOWN]:
        tr.write_line(f"{seconds:8.2f} s  {nodeid}")
