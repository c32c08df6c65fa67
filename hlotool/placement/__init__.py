"""Where the shards of a value live on a device grid: which device holds which block of it (``blocks``:
placements of GSPMD and Shardy shardings, splitting and assembling) and, where a result's sharding is not
written, the placements that fit the per-device values (``inference``). The interpreter's, and through it
the backends' and dump's; it prints shardings in its messages (hlotool.fmt). The sharding model it reads
is ``hlotool.sharding``."""
