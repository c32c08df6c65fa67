"""The verifier's sharding checks: each ``sharding=`` is one XLA accepts (its HloSharding,
NamedSharding and Mesh checks) and fits its instruction's shape (V113), and a while or a conditional
carries one sharding across its parts."""
from __future__ import annotations

from ...shape_inference import shape_text


def _sharding_problem(sh) -> str | None:
    """Why XLA refuses sharding ``sh`` whatever the shape (its HloSharding / NamedSharding / Mesh
    checks), or None."""
    if sh.kind == "tuple":
        return next((why for el in sh.elements if (why := _sharding_problem(el))), None)
    if sh.kind == "named":
        return sh.named.problem()
    if sh.kind != "tiled":
        return None
    if sh.iota is not None:
        why = sh.iota.problem()
        return None if why is None else "devices=" + why
    seen = set()
    for d in sh.devices:
        if d < 0 or d in seen:
            return f"device {d} is {'negative' if d < 0 else 'not unique'} in the tile assignment"
        seen.add(d)
    return None


def _sharding_fits(sh, shape) -> str | None:
    """Why sharding ``sh`` cannot apply to ``shape``, or None."""
    if sh.kind == "named":
        try:
            tiled = sh.named.to_tiled()
        except ValueError:
            return None                      # _sharding_problem reports it
        if tiled.kind == "tiled" and shape.is_array and len(sh.named.dims) != shape.rank:
            return (f"it has {len(sh.named.dims)} dimension sharding(s), the shape {shape_text(shape)} has rank "
                    f"{shape.rank}")
        return None
    if sh.kind == "tuple":
        if not shape.is_tuple:
            return None
        leaves = _leaves(shape)
        # An empty tuple (a host callback's ``()`` result) takes one element, as XLA's
        # HloSharding::RequiredLeaves has it.
        if len(sh.elements) != max(len(leaves), 1):
            return f"a tuple sharding of {len(sh.elements)} elements for {len(leaves)} leaves" + \
                (" (an empty tuple takes one)" if not leaves else "")
        # strict=False: an empty tuple's one element has no leaf to fit
        return next((why for el, leaf in zip(sh.elements, leaves, strict=False) if (why := _sharding_fits(el, leaf))),
                    None)
    if sh.kind != "tiled" or not sh.tile_dims or not shape.is_array:
        return None
    rank = len(sh.tile_dims) - (1 if sh.last_tile_dim_replicate else 0) - len(sh.last_tile_dims)
    if rank != shape.rank:
        return (f"its tile assignment has {rank} data dimension(s) (excluding subgroups), the shape "
                f"{shape_text(shape)} has rank {shape.rank}")
    n = 1
    for d in sh.tile_dims:
        n *= d
    if sh.devices and len(sh.devices) != n:
        return f"devices=[{','.join(map(str, sh.tile_dims))}] needs {n} devices, {len(sh.devices)} are listed"
    return None


def _leaves(shape):
    return [x for s in shape.tuple_shapes for x in (_leaves(s) if s.is_tuple else [s])]


def check_shardings(module, report):
    for comp in module.computations:
        for inst in comp.instructions:
            sh = inst.attribute_map.get("sharding")
            if sh is not None and hasattr(sh, "kind"):
                why = _sharding_problem(sh)
                if why:
                    why = why[len("sharding: "):] if why.startswith("sharding: ") else why
                    report("V113", f"invalid sharding: {why}", inst.loc, comp, inst)
                    continue
                why = _sharding_fits(sh, inst.shape)
                if why:
                    report("V113", f"sharding does not fit {shape_text(inst.shape)}: {why}", inst.loc, comp, inst)


def _sharding_of(inst):
    return inst.attribute_map.get("sharding") if inst is not None else None


def check_control_flow_shardings(module, report):
    """A while and its condition/body interfaces, a conditional and its branch roots, carry one
    sharding when any of them has one (XLA: "Inconsistent while sharding among instructions")."""
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode == "while" and len(inst.called_computations) == 2:
                parts = [inst] + [p for c in inst.called_computations for p in c.parameters[:1]] + \
                    [c.root for c in inst.called_computations if c.root.shape == inst.shape]
            elif inst.opcode == "conditional":
                parts = [inst] + [c.root for c in inst.called_computations]
            else:
                continue
            shardings = [_sharding_of(p) for p in parts]
            if any(x is not None for x in shardings) and any(x != shardings[0] for x in shardings):
                parts = "condition/body parameters and body root" if inst.opcode == "while" else "branch roots"
                report("V113", f"inconsistent {inst.opcode} sharding: {inst.name} and the {parts}"
                               " must carry the same sharding", inst.loc, comp, inst)
