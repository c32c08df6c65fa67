"""Shardings: what a ``sharding=`` attribute (and Shardy's attributes) say, read, printed, checked
and placed. One module per job, each at its own layer (``tests/test_layering.py``), so this package
re-exports nothing:

* ``model``: the data (``Sharding``, ``NamedSharding``, the ``Sdy*`` attributes, ``ShardingError``),
  core, next to the IR; the device-group algebra it shares with replica groups is
  ``hlotool.ir.device_groups``.
* ``parse_gspmd`` (``{devices=[2,1]0,1}``), ``parse_named`` (``{mesh['x'=2], [{'x'}]}``), ``parse_sdy``
  (``#sdy.sharding<@mesh, [...]>``): the parsers.
* ``text``: the printer (``hlotool.fmt.values.sharding_text`` binds it to the value printer).
* ``checks``: the verifier's sharding checks (V113).
* ``placement``: which device holds which block of a value; splitting and assembling.
"""
