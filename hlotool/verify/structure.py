"""Structural checks (XLA's hlo_verifier.cc): parameters and signatures, cycles, the entry layout,
aliasing, async and start/done pairs, collective groups and the schedule. Each check is a function
``check_x(module, report)`` listed in STRUCTURE_CHECKS (``check_x(module, report, replicas, partitions)``
in DEVICE_COUNT_CHECKS); ``report(code, message, loc, ...)`` records a finding."""
from __future__ import annotations

from ..ir.attrs import Braced, CompRef, IotaList, MeshAxesGroups, Paren, ProgramShape
from ..ir.collectives import CROSS_PARTITION, group_mode
from ..ir.shape import UNBOUNDED, Shape
from ..opcodes import async_sugar, opcodes_where


def _txt(s: Shape) -> str:
    return s.to_text(layout=False)


def check_parameters(module, report):
    for comp in module.computations:
        params = [i for i in comp.instructions if i.opcode == "parameter"]
        numbers = sorted(p.parameter_number for p in params)
        if numbers != list(range(len(params))):
            seen, dup = set(), None
            for p in params:
                if p.parameter_number in seen:
                    dup = p
                seen.add(p.parameter_number)
            bad = dup or max(params, key=lambda p: p.parameter_number)
            report("V102", f"parameter numbers of {comp.name} must be 0..{len(params) - 1}, each once; found "
                           f"{{{','.join(map(str, numbers))}}}", bad.loc, comp, bad)
            continue
        if comp.signature is not None:
            sig_params, sig_result = comp.signature
            if len(sig_params) != len(params):
                report("V103", f"the signature of {comp.name} declares {len(sig_params)} parameters, the body has "
                               f"{len(params)}", comp.loc, comp)
                continue
            for (name, shape), p in zip(sig_params, comp.parameters):
                if not shape.same_ignoring_layout(p.shape):
                    report("V103", f"the signature of {comp.name} declares parameter {name} as {_txt(shape)}, "
                                   f"parameter({p.parameter_number}) is {_txt(p.shape)}", p.loc, comp, p)
            if not sig_result.same_ignoring_layout(comp.root.shape):
                report("V103", f"the signature of {comp.name} declares the result {_txt(sig_result)}, ROOT "
                               f"{comp.root.name} is {_txt(comp.root.shape)}", comp.root.loc, comp, comp.root)


def _called(inst):
    for v in inst.attrs.values():
        if isinstance(v, CompRef):
            yield v.name
        elif isinstance(v, tuple) and v and isinstance(v[0], CompRef):
            yield from (r.name for r in v)


def _in_dependency_order(comp) -> bool:
    """Whether every operand and control predecessor comes before its user in the computation."""
    seen = set()
    for inst in comp.instructions:
        for o in inst.operand_names:
            if o not in seen:
                return False
        for p in inst.attrs.get("control-predecessors", ()):
            if p not in seen:
                return False
        seen.add(inst.name)
    return True


def check_cycles(module, report):
    # Within a computation: operands and control predecessors.
    for comp in module.computations:
        # Operands are defined before use (the parser checks it), so only control edges can close a cycle.
        if not any("control-predecessors" in i.attrs for i in comp.instructions):
            continue
        if _in_dependency_order(comp):       # every edge points back: no cycle (the usual case)
            continue
        preds = {i.name: list(i.operand_names) + list(i.control_predecessors) for i in comp.instructions}
        state: dict[str, int] = {}
        for start in preds:
            if state.get(start):
                continue
            stack = [(start, iter(preds[start]))]
            state[start] = 1
            while stack:
                node, it = stack[-1]
                nxt = next(it, None)
                if nxt is None:
                    state[node] = 2
                    stack.pop()
                elif nxt in preds and state.get(nxt) == 1:
                    inst = comp.get(nxt)
                    report("V104", f"{comp.name} has a cycle through {nxt} (operands and control predecessors)",
                           inst.loc, comp, inst)
                    return
                elif nxt in preds and not state.get(nxt):
                    state[nxt] = 1
                    stack.append((nxt, iter(preds[nxt])))
    # Between computations: no recursion.
    calls = {c.name: {n for i in c.instructions for n in _called(i)} for c in module.computations}
    color: dict[str, int] = {}

    def visit(name, path):
        color[name] = 1
        for callee in calls.get(name, ()):
            if color.get(callee) == 1:
                comp = module.get_computation(callee)
                report("V104", f"computation {callee} calls itself through {' -> '.join(path + [callee])}",
                       comp.loc if comp else None, comp)
                return True
            if not color.get(callee) and visit(callee, path + [callee]):
                return True
        color[name] = 2
        return False

    for c in module.computations:
        if not color.get(c.name) and visit(c.name, [c.name]):
            return


def check_entry_layout(module, report):
    """The entry computation's parameters and ROOT have the shapes entry_computation_layout gives
    (element types and dimensions; the layouts are layout.check_entry_layouts')."""
    layout = module.attrs.get("entry_computation_layout")
    if not isinstance(layout, ProgramShape):
        return
    entry = module.entry
    params = entry.parameters
    if len(layout.parameters) != len(params):
        report("V107", f"entry_computation_layout has {len(layout.parameters)} parameters, {entry.name} has "
                       f"{len(params)}", entry.loc, entry)
        return
    for k, (want, p) in enumerate(zip(layout.parameters, params)):
        if not want.same_ignoring_layout(p.shape):
            report("V107", f"entry_computation_layout gives parameter {k} as {_txt(want)}, {p.name} is "
                           f"{_txt(p.shape)}", p.loc, entry, p)
    root = entry.root
    if not layout.result.same_ignoring_layout(root.shape):
        report("V107", f"entry_computation_layout gives the result as {_txt(layout.result)}, ROOT {root.name} is "
                       f"{_txt(root.shape)}", root.loc, entry, root)


def _subshape(shape: Shape, index) -> Shape | None:
    for i in index:
        if not shape.is_tuple or not isinstance(i, int) or not 0 <= i < len(shape.tuple_shapes):
            return None
        shape = shape.tuple_shapes[i]
    return shape


def check_aliasing(module, report):
    entry = module.entry
    params = {p.parameter_number: p for p in entry.parameters}
    alias = module.attrs.get("input_output_alias")
    if isinstance(alias, Braced):
        seen_out = set()
        for item in alias.items:
            try:
                out_index = tuple(item.left.items)
                pnum, pindex = item.right.items[0], tuple(item.right.items[1].items)
            except (AttributeError, IndexError, TypeError):
                report("V108", f"input_output_alias entry {item} is not {{out index}}: (param, {{param index}})",
                       entry.loc, entry)
                continue
            out = _subshape(entry.root.shape, out_index)
            p = params.get(pnum)
            pin = _subshape(p.shape, pindex) if p is not None else None
            if out is None:
                report("V108", f"input_output_alias output index {{{','.join(map(str, out_index))}}} does not exist "
                               f"in the result {entry.root.shape}", entry.root.loc, entry)
            elif p is None or pin is None:
                report("V108", f"input_output_alias refers to parameter {pnum} index "
                               f"{{{','.join(map(str, pindex))}}}, which does not exist", entry.loc, entry)
            elif not out.same_ignoring_layout(pin):
                report("V108", f"input_output_alias pairs output {_txt(out)} with parameter {pnum} {_txt(pin)}; "
                               "the shapes must be equal", p.loc, entry, p)
            elif out_index in seen_out:
                report("V108", f"output index {{{','.join(map(str, out_index))}}} is aliased twice", entry.loc, entry)
            seen_out.add(out_index)
    donor = module.attrs.get("buffer_donor")
    if isinstance(donor, Braced):
        for item in donor.items:
            if not (isinstance(item, Paren) and len(item.items) == 2 and isinstance(item.items[1], Braced)):
                report("V108", f"buffer_donor entry {item} is not (param, {{index}})", entry.loc, entry)
                continue
            pnum, pindex = item.items[0], tuple(item.items[1].items)
            p = params.get(pnum)
            if p is None or _subshape(p.shape, pindex) is None:
                report("V108", f"buffer_donor refers to parameter {pnum} index {{{','.join(map(str, pindex))}}}, "
                               "which does not exist", entry.loc, entry)


# `X-done` must consume the matching `X-start`.
DONE_TO_START = {
    "async-done": ("async-start", "async-update"), "async-update": ("async-start", "async-update"),
    "all-reduce-done": ("all-reduce-start",), "all-gather-done": ("all-gather-start",),
    "collective-permute-done": ("collective-permute-start",), "copy-done": ("copy-start",),
    "send-done": ("send",), "recv-done": ("recv",),
}


def check_async_pairs(module, report):
    for comp in module.computations:
        for inst in comp.instructions:
            starts = DONE_TO_START.get(inst.opcode)
            if inst.opcode in ("send-done", "recv-done") and inst.operands and \
                    inst.operands[0].opcode == "get-tuple-element":
                starts = None        # pipelined through a loop: the send/recv is in another iteration
            sugar = async_sugar(inst.opcode)
            if sugar is not None and sugar[1] != "start":     # X-done consumes X-start or X-update
                starts = (f"{sugar[0]}-start", f"{sugar[0]}-update")
            if starts and inst.operands and inst.operands[0].opcode not in starts:
                op = inst.operands[0]
                report("V109", f"{inst.opcode} must consume a {' or '.join(starts)}, found {op.opcode} {op.name}",
                       inst.loc, comp, inst)
            if (inst.opcode in ("async-update", "async-done") or (sugar and sugar[1] != "start")) \
                    and inst.operands:
                start = _async_start_of(inst)
                keys = list(inst.attrs)
                if start is not None and "async_group_id" in start.attrs and "async_group_id" not in inst.attrs:
                    keys.append("async_group_id")      # the group id is restated on every part
                for key in keys:
                    value = inst.attrs.get(key)
                    if key in _PER_INSTRUCTION_ATTRS or (sugar is None and key == "calls"):
                        continue
                    if start is not None and _with_default(key, start.attrs.get(key)) != _with_default(key, value):
                        report("V109", f"{inst.opcode} has {key}={_show(value)} but its start {start.name} has "
                                       f"{key}={_show(start.attrs.get(key))}: an async op's parts wrap one "
                                       "instruction", inst.loc, comp, inst)
                        break
            if inst.opcode in ("async-update", "async-done") and inst.operands and \
                    inst.operands[0].opcode in ("async-start", "async-update"):
                a, b = _async_callee(inst.operands[0]), inst.attrs.get("calls")
                if a is not None and b is not None and a != b:
                    report("V109", f"{inst.opcode} calls {b.name} but its async-start calls {a.name}",
                           inst.loc, comp, inst)
    callers: dict = {}
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode == "async-start" and isinstance(inst.attrs.get("calls"), CompRef):
                callers.setdefault(inst.attrs["calls"].name, []).append((inst, comp))
    for name, starts in callers.items():
        if len(starts) > 1:   # XLA: "Computation w is called by more than one async op"
            inst, comp = starts[1]
            report("V109", f"computation {name} is called by more than one async-start: "
                           + ", ".join(s.name for s, _ in starts), inst.loc, comp, inst)


# Attributes that belong to each instruction of an async op, not to the wrapped instruction.
_PER_INSTRUCTION_ATTRS = frozenset({"metadata", "backend_config", "frontend_attributes", "statistics",
                                    "sharding", "control-predecessors", "origin"})


def _show(value) -> str:
    return f'"{value}"' if isinstance(value, str) and not hasattr(value, "name") else str(getattr(value, "name", value))


def _async_start_of(inst):
    """The start an async-update/done (or X-update/X-done) belongs to, following updates back."""
    seen = 0
    while inst.operands and seen < 10_000:
        inst = inst.operands[0]
        seen += 1
        if inst.opcode == "async-start" or (async_sugar(inst.opcode) or ("", ""))[1] == "start":
            return inst
        if not (inst.opcode == "async-update" or (async_sugar(inst.opcode) or ("", ""))[1] == "update"):
            return None
    return None


def _async_callee(inst):
    """The computation an async-start runs, following async-updates back to their start."""
    while inst.opcode == "async-update" and inst.operands:
        if inst.attrs.get("calls") is not None:
            return inst.attrs["calls"]
        inst = inst.operands[0]
    return inst.attrs.get("calls")


# Starts whose result only their done (or the next update) may consume.
SINGLE_USER_STARTS = frozenset({"copy-start", "collective-permute-start", "all-reduce-start",
                                "all-gather-start", "async-start", "async-update"})


def check_async_users(module, report):
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode in SINGLE_USER_STARTS or (async_sugar(inst.opcode) or ("", "done"))[1] != "done":
                users = comp.users_of(inst)
                if len(users) != 1:
                    report("V109", f"{inst.opcode} must have exactly one user (its done or update), found "
                                   f"{len(users)}" + (": " + ", ".join(u.name for u in users) if users else ""),
                           inst.loc, comp, inst)


# A send/recv's one user: its done, or a tuple carrying it to a done in another iteration (pipelined).
TRANSFER_USERS = {"send": ("send-done", "tuple"), "recv": ("recv-done", "tuple")}


def _async_computations(module) -> set:
    return {c.name for comp in module.computations for i in comp.instructions
            if i.opcode in ("async-start", "async-update", "async-done") for c in i.called_computations}


def check_transfers(module, report):
    """Each send/recv has one user, its send-done/recv-done or a tuple (pipelined through a loop), unless
    it is the ROOT of an async computation; a send/recv and its done share the channel and
    is_host_transfer (XLA's VerifyAsynchronousInstructionPairs and VerifyChannels)."""
    async_comps = None
    for comp in module.computations:
        for inst in comp.instructions:
            allowed = TRANSFER_USERS.get(inst.opcode)
            if allowed is None:
                continue
            if inst is comp.root:
                async_comps = _async_computations(module) if async_comps is None else async_comps
                if comp.name in async_comps:
                    continue
            users = comp.users_of(inst)
            if len(users) != 1 or users[0].opcode not in allowed:
                found = ", ".join(f"{u.opcode} {u.name}" for u in users) or "none"
                report("V109", f"{inst.opcode} must have one user, its {allowed[0]} (or a tuple carrying it to "
                               f"one, pipelined), found {found}", inst.loc, comp, inst)
                continue
            done = users[0]
            if done.opcode == allowed[0]:
                for key, default in (("channel_id", None), ("is_host_transfer", False)):
                    a, b = inst.attrs.get(key, default), done.attrs.get(key, default)
                    if a != b:
                        report("V109", f"{done.opcode} {done.name} has {key}={_show(b)} but its {inst.opcode} "
                                       f"{inst.name} has {key}={_show(a)}", done.loc, comp, done)
                        break


def _unbounded(shape: Shape) -> bool:
    return any(_unbounded(s) for s in shape.tuple_shapes) if shape.is_tuple else UNBOUNDED in shape.dims


def check_unbounded(module, report):
    """XLA's verifier refuses unbounded dynamic dimensions (``?``) in any instruction's shape (unbounded
    dynamism is for StableHLO; HLO dimensions are static or bounded, ``<=N``)."""
    for comp in module.computations:
        for inst in comp.instructions:
            if _unbounded(inst.shape):
                report("V209", f"{inst.opcode} has an unbounded dynamic dimension: {_txt(inst.shape)}; XLA "
                               "allows only static and bounded (<=N) sizes", inst.loc, comp, inst)


# Values XLA takes when the attribute is absent, so writing them or not is the same.
_ASYNC_DEFAULTS = {"async_execution_thread": "main"}


def _with_default(key, value):
    return _ASYNC_DEFAULTS.get(key) if value is None else value


def _check_replica_groups(groups, inst, comp, report) -> None:
    """Replica ids are >= 0, each named once, no group is empty, and together they are 0..N-1
    (XLA: 'Replica k is not named' / 'out of range')."""
    seen = set()
    for g in groups:
        if not g and len(groups) > 1:
            report("V110", "replica_groups: a replica group is empty", inst.loc, comp, inst)
            return
        for r in g:
            if r < 0 or r in seen:
                report("V110", f"replica_groups: replica {r} is {'negative' if r < 0 else 'repeated'}",
                       inst.loc, comp, inst)
                return
            seen.add(r)
    missing = sorted(set(range(len(seen))) - seen)
    if missing:
        report("V110", f"replica_groups name {len(seen)} replicas but not replica {missing[0]}: together the "
                       f"groups must be 0..{len(seen) - 1}", inst.loc, comp, inst)


# Collectives whose replica_groups must name every participant once.
_GROUPED = opcodes_where(groups_cover_devices=True)


def device_counts(module, replicas: int | None = None, partitions: int | None = None):
    """(replicas, partitions) the collectives run on: the given counts (``verify --replicas
    --partitions``), else the module header's ``replica_count`` / ``num_partitions``; None where
    neither states one."""
    if replicas is None:
        r = module.attrs.get("replica_count")
        replicas = r if isinstance(r, int) else None
    if partitions is None:
        p = module.attrs.get("num_partitions")
        partitions = p if isinstance(p, int) else None
    return replicas, partitions


def _check_group_counts(inst, groups, counts, comp, report) -> None:
    """With the replica and partition counts known (the header's replica_count/num_partitions, or
    verify's --replicas/--partitions), the groups name exactly the participants of the group mode
    (XLA: "In kCrossReplica mode, replica groups should contain 8 replicas, but found 2")."""
    replicas, partitions = counts
    if replicas is None and partitions is None:
        return
    replicas = replicas if replicas is not None else 1
    partitions = partitions if partitions is not None else 1
    mode = group_mode(inst)
    expected = {"cross-replica": replicas, "cross-partition": partitions,
                "cross-replica-and-partition": replicas, "flattened-id": replicas * partitions}[mode]
    if isinstance(groups, IotaList):
        found = 1
        for d in groups.dims:
            found *= d
    elif isinstance(groups, MeshAxesGroups):
        found = groups.num_devices
    elif groups:
        found = sum(len(g) for g in groups)
    else:
        return
    if found != expected:
        report("V110", f"in {mode} mode the replica groups must name {expected} "
                       f"{'partitions' if mode == CROSS_PARTITION else 'ids'} (replica_count={replicas}, "
                       f"num_partitions={partitions}), found {found}"
                       + (f": the mesh has {found} devices" if isinstance(groups, MeshAxesGroups) else ""),
               inst.loc, comp, inst)


def _check_permute_ids(inst, pairs, counts, comp, report) -> None:
    replicas, partitions = counts
    limit = partitions if inst.attrs.get("channel_id") is not None else replicas
    if not isinstance(limit, int):
        return
    bad = next((i for p in pairs for i in p if i >= limit), None)
    if bad is not None:
        what = "num_partitions" if inst.attrs.get("channel_id") is not None else "replica_count"
        report("V110", f"source_target_pairs name {bad}, but {what}={limit}", inst.loc, comp, inst)


# Meshes with more devices are checked without listing their groups.
_MAX_EXPANDED_DEVICES = 1 << 18


def _mesh_groups(groups, inst, comp, report):
    """The explicit groups of a mesh-axes form; None where XLA refuses it (reported) or where it is
    too big to list."""
    why = groups.problem()
    if why is not None:
        report("V110", why, inst.loc, comp, inst)
        return None
    if groups.num_devices > _MAX_EXPANDED_DEVICES:
        return None
    return tuple(tuple(row) for row in groups.expand().tolist())


def check_collectives(module, report, replicas: int | None = None, partitions: int | None = None):
    """replica_groups, source_target_pairs and channel_id; ``replicas`` / ``partitions`` override the
    header's counts."""
    counts = device_counts(module, replicas, partitions)
    for comp in module.computations:
        for inst in comp.instructions:
            groups = inst.attrs.get("replica_groups")
            if isinstance(groups, MeshAxesGroups):
                if groups.problem() is None and inst.opcode in _GROUPED:
                    _check_group_counts(inst, groups, counts, comp, report)
                groups = _mesh_groups(groups, inst, comp, report)
            elif isinstance(groups, IotaList) and groups.problem() is not None:
                report("V110", groups.problem(), inst.loc, comp, inst)    # XLA's compiler aborts on it
                groups = None
            elif inst.opcode in _GROUPED and isinstance(groups, (tuple, IotaList)):
                _check_group_counts(inst, groups, counts, comp, report)
            if inst.attrs.get("use_global_device_ids") is True:
                if inst.attrs.get("channel_id") is None:
                    report("V110", "use_global_device_ids=true needs a channel_id", inst.loc, comp, inst)
                if isinstance(groups, tuple) and not any(groups):
                    report("V110", "with use_global_device_ids=true the replica groups cannot be empty",
                           inst.loc, comp, inst)
            if isinstance(groups, tuple):
                _check_replica_groups(groups, inst, comp, report)
                sizes = {len(g) for g in groups}
                if len(sizes) > 1 and inst.opcode in ("all-gather", "all-gather-start", "reduce-scatter",
                                                      "all-to-all"):
                    report("V110", f"replica_groups of {inst.opcode} must all have the same size, found sizes "
                                   f"{sorted(sizes)}", inst.loc, comp, inst)
            pairs = inst.attrs.get("source_target_pairs")
            if isinstance(pairs, tuple):
                allowed = _permute_slots(inst)
                _check_permute_ids(inst, pairs, counts, comp, report)
                srcs, dsts = [p[0] for p in pairs], [p[1] for p in pairs]
                worst = max((ids.count(i) for ids in (srcs, dsts) for i in set(ids)), default=0)
                if worst > allowed or min(srcs + dsts, default=0) < 0:
                    report("V110", f"source_target_pairs: each source and each target may appear "
                                   f"{'once' if allowed == 1 else f'at most {allowed} times'}, and ids must "
                                   "be >= 0", inst.loc, comp, inst)
            ch = inst.attrs.get("channel_id")
            if ch is not None and (not isinstance(ch, int) or ch < 0):
                report("V110", f"channel_id must be a non-negative integer, found {ch}", inst.loc, comp, inst)


def _permute_slots(inst) -> int:
    """How often an id may appear among a collective-permute's sources (and its targets): once, or in
    the in-place form (input, output, input offsets, output offsets) once per entry of the input
    offsets (per entry of its first element where the buffers are tuples), as XLA counts."""
    if len(inst.operands) != 4:
        return 1
    offsets = inst.operands[2].shape
    if inst.operands[0].shape.is_array:
        return len(offsets.tuple_shapes) if offsets.is_tuple else 1
    first = offsets.tuple_shapes[0] if offsets.is_tuple and offsets.tuple_shapes else None
    return len(first.tuple_shapes) if first is not None and first.is_tuple else 1


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
            return (f"it has {len(sh.named.dims)} dimension sharding(s), the shape {_txt(shape)} has rank "
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
        return next((why for el, leaf in zip(sh.elements, leaves) if (why := _sharding_fits(el, leaf))), None)
    if sh.kind != "tiled" or not sh.tile_dims or not shape.is_array:
        return None
    rank = len(sh.tile_dims) - (1 if sh.last_tile_dim_replicate else 0) - len(sh.last_tile_dims)
    if rank != shape.rank:
        return (f"its tile assignment has {rank} data dimension(s) (excluding subgroups), the shape "
                f"{_txt(shape)} has rank {shape.rank}")
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
            sh = inst.attrs.get("sharding")
            if sh is not None and hasattr(sh, "kind"):
                why = _sharding_problem(sh)
                if why:
                    why = why[len("sharding: "):] if why.startswith("sharding: ") else why
                    report("V113", f"invalid sharding: {why}", inst.loc, comp, inst)
                    continue
                why = _sharding_fits(sh, inst.shape)
                if why:
                    report("V113", f"sharding does not fit {_txt(inst.shape)}: {why}", inst.loc, comp, inst)


# Opcodes whose called computations run on the caller's execution thread (async ops switch).
_SAME_THREAD_CALLERS = frozenset({"while", "conditional", "call", "fusion", "map", "reduce",
                                  "reduce-window", "scatter", "select-and-scatter", "sort", "all-reduce",
                                  "reduce-scatter", "custom-call"})


def _channel_family(opcode: str) -> str:
    # Collectives may share a channel id (jax's shard_map output does, and XLA compiles it); host
    # send/recv may not share one with anything else.
    return "send/recv" if opcode in ("send", "recv", "send-done", "recv-done") else "collective"


def check_channels(module, report):
    """A send/recv channel id serves only send/recv; all-reduces are all layout-constrained or none
    is (XLA's verifier)."""
    families: dict = {}
    constrained: dict = {}
    for comp in module.computations:
        for inst in comp.instructions:
            ch = inst.attrs.get("channel_id")
            if isinstance(ch, int):
                first = families.setdefault(ch, (_channel_family(inst.opcode), inst))
                if first[0] != _channel_family(inst.opcode):
                    report("V110", f"channel_id={ch} is used by {inst.opcode} and by {first[1].opcode} "
                                   f"{first[1].name}: a send/recv channel serves only send and recv",
                           inst.loc, comp, inst)
            if inst.opcode in ("all-reduce", "all-reduce-start"):
                flag = inst.attrs.get("constrain_layout") is True
                other = constrained.setdefault(not flag, None)
                constrained.setdefault(flag, inst)
                if other is not None:
                    report("V110", f"{inst.name} has constrain_layout={str(flag).lower()} but {other.name} "
                                   f"has {str(not flag).lower()}: all all-reduces of a module must agree",
                           inst.loc, comp, inst)


def _sharding_of(inst):
    return inst.attrs.get("sharding") if inst is not None else None


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
                report("V113", f"inconsistent {inst.opcode} sharding: {inst.name} and the "
                               f"{'condition/body parameters and body root' if inst.opcode == 'while' else 'branch roots'}"
                               " must carry the same sharding", inst.loc, comp, inst)


def check_threads(module, report):
    for comp in module.computations:
        for inst in comp.instructions:
            if inst.opcode not in _SAME_THREAD_CALLERS:
                continue
            for callee in inst.called_computations:
                if callee.execution_thread != comp.execution_thread:
                    report("V105", f"{inst.opcode} calls {callee.name}, which runs on execution thread "
                                   f"{_thread(callee)}, from a computation on {_thread(comp)}: they must agree",
                           inst.loc, comp, inst)
                    break


def _thread(comp) -> str:
    return f'"{comp.execution_thread}"' if comp.execution_thread else '"main" (the default)'


def check_schedule(module, report):
    if module.attrs.get("is_scheduled") is not True:
        return
    for comp in module.computations:
        position = {i.name: k for k, i in enumerate(comp.instructions)}
        for k, inst in enumerate(comp.instructions):
            for p in inst.control_predecessors:
                if position.get(p, -1) > k:
                    report("V111", f"the schedule runs {inst.name} before its control predecessor {p}",
                           inst.loc, comp, inst)


STRUCTURE_CHECKS = (check_parameters, check_cycles, check_entry_layout, check_aliasing, check_async_pairs,
                    check_async_users, check_transfers, check_channels, check_unbounded, check_shardings,
                    check_control_flow_shardings, check_threads, check_schedule)
# Checks that also read the replica and partition counts: ``check(module, report, replicas, partitions)``.
DEVICE_COUNT_CHECKS = (check_collectives,)
