"""XLA's compiles of the programs the tests run through jax, kept between runs by content: jax's persistent
compilation cache (an entry is named by the HLO, the compile options and jax's version), in hlotool's cache folder
(``hlotool.parser.cache_dir``: $HLOTOOL_CACHE, else $XDG_CACHE_HOME/hlotool, else ~/.cache/hlotool). A run
that finds an entry loads the executable XLA compiled before: the same program, the same results.

Set in this process only, never in the environment: a jax program a test runs as a process to make XLA's dumps
must compile."""
import os
import sys


def use_jax_compilation_cache() -> None:
    """Turn the cache on where jax is imported (and not set up otherwise already); a no-op before that."""
    jax = sys.modules.get("jax")
    if jax is None or os.environ.get("JAX_COMPILATION_CACHE_DIR") or jax.config.jax_compilation_cache_dir:
        return
    cache = os.environ.get("HLOTOOL_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "hlotool")
    jax.config.update("jax_compilation_cache_dir", os.path.join(cache, "jax-compilations"))
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
    jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
