"""Shardings: what a ``sharding=`` attribute (and Shardy's attributes) say, as data (``model``: ``Sharding``,
``NamedSharding``, the ``Sdy*`` attributes, ``ShardingError``) and as HLO text (``text``, the one printer;
``hlotool.fmt.values.sharding_text`` binds it to the value printer). Core, next to the IR; the device-group
algebra it shares with replica groups is ``hlotool.ir.device_groups``. This package re-exports nothing.

Elsewhere, each at its own layer: the parsers (``hlotool.parser.sharding_gspmd``, ``sharding_named``,
``sharding_sdy``), the verifier's checks (``hlotool.verifier.structure.shardings``), and where each device's
block lives (``hlotool.placement``).
"""
