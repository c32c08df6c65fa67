"""The IR of a binary HLO proto (``HloProto`` / ``HloModuleProto``, decoded by upb: hlo_proto_schema), built
straight from the decoded messages: the same Module, Computation, Instruction, Shape and attribute values the
text parser builds from XLA's text of the same module, so that ``fmt`` (the one printer of XLA's syntax) prints
the same text.

An instruction's attributes come from a loop over its opcode's attribute schema (hlotool.attributes): each
attribute has a reader (hlotool.parser.hlo_proto_readers, ``READERS``: the proto fields it reads and how it types
them, or None where XLA's printer leaves the attribute out). A field of an instruction that no reader of its
opcode reads is an error naming the message, the field number and the instruction: nothing is dropped silently. So
is a field hlotool's schema does not know (hlo_proto_schema) and a field of a sub-message hlotool does not support.

Speed (bench/protos.py: faster than reading the module's text): each computation is decoded by upb on its
own, its instructions with only their name, id and operands; the rest of an instruction's bytes (opcode, shape,
metadata, attributes) repeats across instructions, and each distinct rest is decoded and read once
(``_Made``, its attributes shared read-only), with a plan per opcode and set of fields (``Plan``).
Memory (no more than reading the text): constants stay their LiteralProto's bytes until read (LazyLiteral, as the
text parser keeps their text), so reading a module imports no NumPy; ``parse_file`` hands over the file's bytes
a computation at a time (hlotool.parser.sources.FileBytes).

Deliberately not kept (XLA's text does not carry them either): instruction and computation ids (the text
refers by name), the computations' program shapes beyond the signature, ``HloModuleProto.id``, the device
assignment's device ids, the buffer assignment of an ``HloProto``, ``device_type`` and ``pjrt_id``.
"""
from __future__ import annotations

import gc
import operator
import sys
from typing import Any, cast

from ..attributes import missing_message
from ..ir.module import NO_ATTRS, Computation, Instruction, Module, SharedAttrs, StackFrameTables
from ..ir.values import (
    Braced,
    CompRef,
    KeyValue,
    Pair,
    Paren,
    ProgramShape,
    Word,
)
from ..sharding.model import Sharding
from .hlo_proto_readers import (
    CONSTANT,
    PLANS,
    READERS,
    SHARED,
    Ctx,
    Plan,
    field_descriptors,
    frontend_attributes,
    index,
    sharding,
)
from .hlo_proto_schema import (
    ByteSource,
    ProtoDecodeError,
    check_lean,
    fields_of,
    locate_problem,
    parse_message,
)
from .hlo_proto_values import (
    ALIAS_KINDS,
    FIELD_NUMBERS,
    HloProtoError,
    Malformed,
    Shapes,
    Unsupported,
    constant_literal,
    in_field,
    refuse,
)

__all__ = ["buffer_assignment_bytes", "instruction_names_by_id", "module_from_proto", "module_of_bytes",
           "module_proto_of", "output_sharding_of"]


# ------------------------------------------------------------------------------------- the module
def module_proto_of(data: bytes, filename: str | None = None):
    """The HloModuleProto of a serialized ``HloProto`` (what ``--xla_dump_hlo_as_proto`` writes) or bare
    ``HloModuleProto``, without its computations (each is decoded on its own: module_of_bytes); raises
    HloProtoError."""
    return _ModuleBytes(data, filename).header


class _ModuleBytes:
    """Where a serialized HloProto's or HloModuleProto's module is: its computations' byte ranges, and the
    rest of it decoded (``header``). Only the module's own tags are walked in Python; upb decodes.

    ``offset``: where ``data`` starts in the file (an HloSnapshot's module): byte offsets in messages are the
    file's."""

    def __init__(self, data: ByteSource, filename: str | None, offset: int = 0):
        self.data, self.filename, self.offset = data, filename, offset
        if not data:
            raise HloProtoError("empty file: not an HLO proto", filename)
        first = None
        try:
            top = fields_of(data, "HloProto")
            modules = [f for f in top if f[0] == 1]
            if len(modules) == 1:
                fields = fields_of(data, "HloModuleProto", modules[0][2], modules[0][3])
                if any(f[0] == 3 for f in fields):
                    self.type_name, self.fields = "HloProto", fields
                    self.module_at = modules[0][2], modules[0][3]
                    self.buffer_assignment = next(((s, e) for n, _, s, e in top if n == 3), None)
                    self._header()
                    return
        except ProtoDecodeError as e:
            first = self.in_file(e)
        try:
            self.fields = fields_of(data, "HloModuleProto")
        except ProtoDecodeError as e:
            detail = f"as an HloProto: {first}; as an HloModuleProto: {self.in_file(e)}" if first else self.in_file(e)
            raise HloProtoError(f"not a valid HLO proto ({detail})", filename) from None
        self.type_name, self.buffer_assignment = "HloModuleProto", None
        self.module_at = 0, len(data)
        self._header()

    def _header(self) -> None:
        data = self.data
        self.computations = [(s, e) for n, _, s, e in self.fields if n == 3]
        if not self.computations:
            where = self.place("HloModuleProto", *self.module_at)
            raise HloProtoError(f"not an HLO module proto: no computations ({where})", self.filename)
        rest = b"".join(data[tag_at:e] for n, tag_at, _, e in self.fields if n != 3)
        self.header = self.decode(rest, "HloModuleProto")

    def decode(self, raw: bytes, type_name: str, view: str | None = None):
        """Bytes of the module decoded; a problem is located in the whole file."""
        try:
            msg = parse_message(raw, type_name, view)
            if view == "lean":
                check_lean(msg, raw, type_name)
            return msg
        except ProtoDecodeError as e:
            raise HloProtoError(f"not a valid HLO proto ({self.located(e)})", self.filename) from None

    def located(self, fallback: ProtoDecodeError) -> ProtoDecodeError:
        """The first problem of the whole module's bytes (``fallback`` where none is found), at its byte in the
        file."""
        return self.in_file(locate_problem(bytes(self.data), self.type_name) or fallback)

    def in_file(self, e: ProtoDecodeError) -> ProtoDecodeError:
        """``e`` (located in ``data``) located in the file."""
        return e if e.offset is None or not self.offset else ProtoDecodeError(e.detail, e.offset + self.offset)

    def place(self, type_name: str, start: int, end: int, field: str | None = None, begins: int | None = None) -> str:
        """Where the field ``field`` (its first occurrence) of the ``type_name`` message in data[start:end] is,
        as an error message says it: ``<type>.<field> (field N) at byte K``; where there is no such field,
        ``<type> at byte K``, K where the message ``begins`` (its tag; ``start`` if not given)."""
        if field is not None:
            number = FIELD_NUMBERS[type_name].get(field)
            try:
                found = next((tag_at for n, tag_at, _, _ in fields_of(self.data, type_name, start, end)
                              if n == number), None)
            except ProtoDecodeError:      # (upb has read the message: not expected)
                found = None
            if found is not None:
                return f"{type_name}.{field} (field {number}) at byte {found + self.offset}"
        return f"{type_name} at byte {(start if begins is None else begins) + self.offset}"


def module_of_bytes(data: ByteSource, filename: str | None = None, offset: int = 0) -> Module:
    """The IR of a serialized ``HloProto`` or ``HloModuleProto`` (not gzipped). Raises HloProtoError, located
    (message, field, byte offset) where the bytes are malformed; where it cannot represent what they hold, naming
    it and the instruction, computation or module field it is in, at that field's byte offset. ``offset``: where
    ``data`` starts in its file (an HloSnapshot's module), for those byte offsets. ``data`` may also be a file's
    bytes read as they are asked for (hlotool.parser.sources.FileBytes: ``len``, ``[i]``, ``[start:end]`` and
    ``bytes()``), so that a file is never held whole.

    Each computation is decoded by upb on its own, with only its instructions' names, ids and operands
    ("lean"); an instruction's other fields are decoded once per distinct bytes (hlo_proto_schema.VIEWS)."""
    where = _ModuleBytes(data, filename, offset)
    # Tens of thousands of long-lived objects and no garbage cycles: the cyclic collector would only re-scan
    # them (as for the text parser, hlotool.parser._parse).
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _ModuleBuilder(where).module()
    except Malformed as e:
        raise HloProtoError(f"not a valid HLO proto ({where.located(e.args[0])})", filename) from None
    except Unsupported as e:
        raise HloProtoError(str(e), filename) from None
    except RecursionError:
        raise HloProtoError("shapes or literals nested too deeply", filename) from None
    finally:
        if gc_was_enabled:
            gc.enable()


def instruction_names_by_id(data: bytes, filename: str | None = None) -> dict[int, str]:
    """The instruction names of a serialized HloProto's or HloModuleProto's module by instruction id (what XLA's
    buffer assignment names values by). Raises HloProtoError."""
    where = _ModuleBytes(data, filename)
    names: dict[int, str] = {}
    for s, e in where.computations:
        computation = where.decode(data[s:e], "HloComputationProto", "lean")
        names.update((i.id, i.name) for i in computation.instructions)
    return names


def buffer_assignment_bytes(data: bytes) -> bytes | None:
    """The serialized BufferAssignmentProto of a serialized HloProto (what an optimized module's
    --xla_dump_hlo_as_proto file holds), or None where it has none (or is no HloProto)."""
    try:
        where = _ModuleBytes(data, None)
    except HloProtoError:
        return None
    if where.buffer_assignment is None:
        return None
    start, end = where.buffer_assignment
    return data[start:end]


def module_from_proto(module_proto, filename: str | None = None) -> Module:
    """The IR of a decoded HloModuleProto."""
    return module_of_bytes(module_proto.SerializeToString(), filename)


def output_sharding_of(module_proto) -> Sharding | None:
    """A module proto's ``spmd_output_sharding`` (the result's sharding XLA recorded after the partitioner,
    which its text does not print), or None where it has none."""
    if not module_proto.HasField("spmd_output_sharding"):
        return None
    try:
        return sharding(module_proto.spmd_output_sharding, with_metadata=False)
    except Unsupported as e:
        raise HloProtoError(str(e)) from None


class _Made:
    """What an instruction's bytes beyond its name, id and operands make: the same for every instruction
    with those bytes (a module has about ten times fewer than instructions), attributes included (shared,
    read-only: ir.module.SharedAttrs)."""
    __slots__ = ("op", "shape", "attrs", "number", "literal", "called", "plan", "fields", "proto")

    def __init__(self, op, shape, attrs, number, literal, called, plan, fields, proto):
        # attrs: None where they depend on the instruction's context (plan.of_context): read per instruction,
        # from proto and fields.
        self.op, self.shape, self.attrs, self.number, self.literal, self.called = (op, shape, attrs, number,
                                                                                   literal, called)
        self.plan, self.fields, self.proto = plan, fields, proto


_UNMADE = object()
_NAME_OF = operator.attrgetter("name")
_SERIALIZED = operator.methodcaller("SerializeToString")
_SIZE = operator.methodcaller("ByteSize")
_ID_OF = operator.attrgetter("id")
_OPERANDS_OF = operator.attrgetter("operand_ids")


class _ModuleBuilder:
    def __init__(self, where: _ModuleBytes):
        self.where = where
        self.proto = where.header
        self.filename = where.filename
        self.shapes = Shapes()
        data = where.data
        self.comp_ids = []
        self.comp_names = {}
        for s, e in where.computations:     # (each decoded message dropped at once: it holds a copy of its bytes)
            c = where.decode(data[s:e], "HloComputationProto", "names")
            self.comp_ids.append(c.id)
            self.comp_names[c.id] = c.name
        # Per computation id: (instruction id, called computation ids) of its instructions that call.
        self.calls: dict[int, list[tuple[int, Any]]] = {}
        self.callers: list[Instruction] = []     # the instructions with called computation ids
        # The values of _OfField readers, by reader and the field's encoded bytes.
        self.shared: dict[Any, dict] = {}
        self.made: dict[bytes, _Made] = {}

    def module(self) -> Module:
        p = self.proto
        try:
            refuse(p, ("original_value_recovery_table",))
            header, stack_frames = self.header(), self.stack_frames()
        except Unsupported as e:
            raise Unsupported(f"{e} ({self.where.place('HloModuleProto', *self.where.module_at, e.field)})") from None
        sequences = p.schedule.sequences
        data, where = self.where.data, self.where
        built = {}
        for start, end in where.computations:       # one at a time: one computation's upb arena alive at once
            c = where.decode(data[start:end], "HloComputationProto", "lean")
            built[c.id] = self.computation(c, c.id == p.entry_computation_id, sequences, (start, end))
            del c
        comps = [built[k] for k in self.print_order()]
        names = {c.name: c for c in comps}
        for inst in self.callers:
            called = [names[r.name] for v in inst.attrs.values()
                      for r in ((v,) if v.__class__ is CompRef else v if v.__class__ is tuple and v
                                and v[0].__class__ is CompRef else ())]
            if called:
                inst.called_computations = called
        return Module(p.name, comps, header, stack_frames, filename=self.filename)

    def header(self) -> dict:
        p = self.proto
        attrs: dict[str, Any] = {}
        if p.schedule.sequences:
            attrs["is_scheduled"] = True
        if p.HasField("host_program_shape") and (p.host_program_shape.parameters
                                                 or p.host_program_shape.HasField("result")):
            hps = p.host_program_shape
            with in_field("host_program_shape"):
                attrs["entry_computation_layout"] = ProgramShape(tuple(self.shapes.shape(s) for s in hps.parameters),
                                                                 self.shapes.shape(hps.result))
        if p.input_output_alias.entries:
            attrs["input_output_alias"] = Braced(tuple(
                Pair(index(e.output_shape_index), ":", Paren((e.parameter_number, index(e.parameter_shape_index),
                                                               Word(ALIAS_KINDS.get(e.kind, "may-alias")))))
                for e in p.input_output_alias.entries))
        if p.buffer_donor.entries:
            attrs["buffer_donor"] = Braced(tuple(Paren((e.parameter_number, index(e.parameter_shape_index)))
                                                 for e in p.buffer_donor.entries))
        da = p.device_assignment
        if da.replica_count > 1:
            attrs["replica_count"] = da.replica_count
        if da.computation_count > 1:
            attrs["num_partitions"] = da.computation_count
        with in_field("frontend_attributes"):
            fa = frontend_attributes(p.frontend_attributes)
        if fa is not None:
            attrs["frontend_attributes"] = fa
        # spmd shardings, cross-program prefetches (each copy-start carries its index), profile info,
        # is_dynamic, ids: not in XLA's text either. The output sharding is read where it is needed
        # (output_sharding_of); each sharding is still checked to be one hlotool can read.
        with in_field("spmd_output_sharding"):
            if p.HasField("spmd_output_sharding"):
                sharding(p.spmd_output_sharding)
        with in_field("spmd_parameters_shardings"):
            for s in p.spmd_parameters_shardings:
                sharding(s)
        return attrs

    def stack_frames(self) -> StackFrameTables:
        sfi = self.proto.stack_frame_index
        tables = StackFrameTables()
        tables.file_names.update(enumerate(sfi.file_names, 1))
        tables.function_names.update(enumerate(sfi.function_names, 1))
        for k, loc in enumerate(sfi.file_locations, 1):
            tables.file_locations[k] = Braced(tuple(KeyValue(key, getattr(loc, key)) for key in (
                "file_name_id", "function_name_id", "line", "end_line", "column", "end_column")), " ")
        for k, f in enumerate(sfi.stack_frames, 1):
            tables.stack_frames[k] = Braced((KeyValue("file_location_id", f.file_location_id),
                                             KeyValue("parent_frame_id", f.parent_frame_id + 1)), " ")
        return tables

    def print_order(self) -> list[int]:
        """Computation ids in the order XLA's text printer uses (a post-order of the call graph, callees in the
        order their callers' instructions call them, by instruction id); the proto lists them sorted."""
        known = self.comp_names
        callees = {k: [cid for _, ids in sorted(self.calls.get(k, ())) for cid in ids if cid in known]
                   for k in self.comp_ids}
        called = {cid for ids in callees.values() for cid in ids}
        order: list = []
        seen: set[int] = set()
        for root in [k for k in self.comp_ids if k not in called] + self.comp_ids:
            if root in seen:
                continue
            seen.add(root)
            stack = [(root, iter(callees[root]))]
            while stack:
                top, it = stack[-1]
                for nxt in it:
                    if nxt not in seen:
                        seen.add(nxt)
                        stack.append((nxt, iter(callees[nxt])))
                        break
                else:
                    stack.pop()
                    order.append(top)
        return order

    def computation(self, c, is_entry: bool, sequences, at: tuple[int, int]) -> Computation:
        """The computation (``c``: the lean view's, of the bytes ``at`` in the module's), its instructions built in
        the proto's order (XLA's post-order: operands first) and listed in the schedule's order where the module
        has one. An instruction that cannot be read is an error naming it and located at its bytes."""
        protos = list(c.instructions)
        # An instruction's bytes beyond its name, id and operands: upb writes the fields it decoded first
        # and then, as they came, those it kept as bytes; without the latter, the rest is the former's size.
        encoded = list(map(_SERIALIZED, protos))
        c.DiscardUnknownFields()
        known = map(_SIZE, protos)
        names = map(_NAME_OF, protos)
        idents = list(map(_ID_OF, protos))
        operand_ids = map(_OPERANDS_OF, protos)
        made_by_bytes = self.made
        calls = []
        made: dict[int, Instruction] = {}
        made_of = made.__getitem__
        instructions = []
        params = []
        ctx = None
        name = None
        try:
            for whole, size, name, ident, ids in zip(encoded, known, names, idents, operand_ids, strict=True):
                rest = whole[size:]
                m = made_by_bytes.get(rest)
                if m is None:
                    m = made_by_bytes[rest] = self.instruction_bytes(rest)
                if ids:
                    try:
                        operands = tuple(map(made_of, ids))
                    except KeyError as e:
                        raise Unsupported(f"operand id {e.args[0]} is not an instruction of the computation "
                                           "defined before it", "operand_ids") from None
                else:
                    operands = ()
                attrs = m.attrs
                if attrs is None:
                    if ctx is None:
                        ctx = Ctx(c, self.comp_names, self.shapes)
                    ctx.inst, ctx.op, ctx.shape, ctx.operands, ctx.called = m.proto, m.op, m.shape, operands, None
                    attrs = self.attributes(m.plan, m.fields, ctx, m.op)
                inst = Instruction(name, m.op, m.shape, None, attrs, parameter_number=m.number, literal=m.literal,
                                   operands=operands)
                if m.number is not None:
                    params.append(inst)
                made[ident] = inst
                instructions.append(inst)
                if m.called is not None:
                    calls.append((ident, m.called))
                    self.callers.append(inst)
        except Unsupported as e:        # (the instruction that failed is the next one to be listed)
            raise Unsupported(f"{e} (instruction {name}: {self.instruction_place(at, len(instructions), e.field)})"
                               ) from None
        if len(made) != len(instructions):
            first: dict[int, int] = {}      # id -> where it is first; the first id seen before:
            again = next(k for k, ident in enumerate(idents) if first.setdefault(ident, k) != k)
            raise Unsupported(f"HloComputationProto {c.name}: instruction id {idents[again]} is used more than once "
                               f"({self.instruction_place(at, again, 'id')})")
        if calls:
            self.calls[c.id] = calls
        root = made.get(c.root_id)
        if root is None:
            raise Unsupported(f"HloComputationProto {c.name}: root id {c.root_id} is not an instruction "
                               f"({self.where.place('HloComputationProto', *at, 'root_id')})")
        root.is_root = True
        if c.id in sequences:
            ids = sequences[c.id].instruction_ids
            if len(ids) == len(made) and made.keys() == set(ids):
                instructions = [made[k] for k in ids]
        params.sort(key=lambda p: cast(int, p.parameter_number))     # set on each: params are parameters
        signature = (tuple((p.name, p.shape.without_layout()) for p in params), root.shape.without_layout())
        comp = Computation(c.name, instructions, is_entry, signature,
                           c.execution_thread if c.execution_thread not in ("", "main") else None)
        for inst in instructions:
            inst.computation = comp
        return comp

    def instruction_place(self, at: tuple[int, int], index: int, field: str | None) -> str:
        """Where the ``index``-th instruction of the computation of the bytes ``at`` is (its ``field``, where
        given), as an error message says it."""
        try:
            listed = [f for f in fields_of(self.where.data, "HloComputationProto", *at) if f[0] == 2]
        except ProtoDecodeError:      # (upb has read them: not expected)
            return self.where.place("HloComputationProto", *at)
        _, tag_at, start, end = listed[index]
        return self.where.place("HloInstructionProto", start, end, field, tag_at)

    def instruction_bytes(self, rest: bytes) -> _Made:
        """What the instruction bytes ``rest`` (beyond name, id and operands) make. An Unsupported says which
        field it is in, where it knows."""
        try:
            proto = parse_message(rest, "HloInstructionProto")
        except ProtoDecodeError as e:
            raise Malformed(e) from None
        fields = dict(proto.ListFields())
        op = proto.opcode
        plan = PLANS.get((op, tuple(fields)))
        if plan is None:
            plan = PLANS[op, tuple(fields)] = Plan(op, fields)
        with in_field("shape"):
            shape = self.shapes.shape(proto.shape)
        attrs = None
        if not plan.of_context:
            ctx = Ctx(None, self.comp_names, self.shapes)
            ctx.inst, ctx.op, ctx.shape = proto, op, shape
            attrs = self.attributes(plan, fields, ctx, op)
            attrs = SharedAttrs(attrs) if attrs else NO_ATTRS
        literal = None
        if op == "constant":
            with in_field("literal"):
                literal = constant_literal(proto.literal, shape, self.shapes)
        return _Made(sys.intern(op), shape, attrs, proto.parameter_number if op == "parameter" else None, literal,
                     tuple(proto.called_computation_ids) or None, plan, fields if attrs is None else None,
                     proto if attrs is None else None)

    def attributes(self, plan: Plan, fields: dict, ctx: Ctx, op: str) -> dict:
        """An instruction's attributes by its plan. An Unsupported names the field it was read from."""
        attrs = {}
        key = None
        try:
            for key, how, what, required in plan.steps:
                if how == CONSTANT:
                    attrs[key] = what
                    continue
                if how == SHARED:
                    raw = fields[field_descriptors()[what.field]]
                    ident = raw if raw.__class__ is bytes else raw.SerializeToString()
                    table = self.shared.get(what)
                    if table is None:
                        table = self.shared[what] = {}
                    value = table.get(ident, _UNMADE)
                    if value is _UNMADE:
                        value = table[ident] = what.make(raw)
                else:
                    value = what(ctx)
                if value is not None:
                    attrs[key] = value
                elif required:
                    raise Unsupported(missing_message(op, key))
        except Unsupported as e:
            if e.field is None and key in READERS:       # the first of the attribute's fields that is set
                by_name = field_descriptors()
                e.field = next((n for n in READERS[key][0] if by_name[n] in fields), None)
            raise
        return attrs
