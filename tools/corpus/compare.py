"""Comparing a generated program folder with another (``--check``): the texts byte for byte and
modulo the source locations jax records (stack frames: they name the generator's files and lines,
which move whenever the generator is edited), the arrays of io.npz bit for bit and up to float
rounding, and meta.json without the version fields."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import numpy as np

from hlotool import parse
from hlotool.fmt import format_module
from hlotool.ir.module import Module, StackFrameTables
from hlotool.ir.values import Braced, KeyValue
from hlotool.npz import decode_npz

from .generate import bit_equal, close_enough, versions


def without_locations(module: Module) -> Module:
    """``module`` without its stack-frame tables and its instructions' ``stack_frame_id``s."""
    computations = []
    for comp in module.computations:
        insts = []
        for inst in comp.instructions:
            meta = inst.attrs.get("metadata")
            if isinstance(meta, Braced) and meta.get("stack_frame_id") is not None:
                kept = tuple(it for it in meta.items if not (isinstance(it, KeyValue) and it.key == "stack_frame_id"))
                inst = dataclasses.replace(inst, attrs={**inst.attrs, "metadata": Braced(kept, meta.sep)})
            insts.append(inst)
        computations.append(dataclasses.replace(comp, instructions=insts))
    return dataclasses.replace(module, computations=computations, stack_frames=StackFrameTables())


def compare_text(mine: str, theirs: str) -> str:
    if mine == theirs:
        return "identical"
    a, b = format_module(without_locations(parse(mine))), format_module(without_locations(parse(theirs)))
    return "same but stack frames" if a == b else "DIFFERENT"


def compare_arrays(mine: Path, theirs: Path) -> str:
    if mine.read_bytes() == theirs.read_bytes():
        return "identical"
    a, b = decode_npz(mine), decode_npz(theirs)
    if set(a) != set(b):
        return f"DIFFERENT keys ({sorted(set(a) ^ set(b))[:4]})"
    inexact = []
    for k in sorted(a):
        if bit_equal(a[k], b[k]):
            continue
        if not close_enough(np.asarray(a[k]), np.asarray(b[k])):
            return f"DIFFERENT ({k})"
        inexact.append(k)
    if not inexact:
        return "same arrays"
    return f"float rounding in {len(inexact)} array(s): {', '.join(inexact[:6])}" + (" ..." if len(inexact) > 6 else "")


def compare_meta(mine: Path, theirs: Path) -> str:
    a, b = json.loads(mine.read_text()), json.loads(theirs.read_text())
    drop = set(versions())
    same = {k: v for k, v in a.items() if k not in drop} == {k: v for k, v in b.items() if k not in drop}
    return "same" if same else "DIFFERENT"


def compare_program(mine: Path, theirs: Path) -> dict[str, str]:
    """{file: verdict} for one program folder."""
    if not theirs.is_dir():
        return {"folder": "missing in the reference"}
    return {"pre.hlo": compare_text((mine / "pre.hlo").read_text(), (theirs / "pre.hlo").read_text()),
            "post.hlo": compare_text((mine / "post.hlo").read_text(), (theirs / "post.hlo").read_text()),
            "io.npz": compare_arrays(mine / "io.npz", theirs / "io.npz"),
            "meta.json": compare_meta(mine / "meta.json", theirs / "meta.json")}
