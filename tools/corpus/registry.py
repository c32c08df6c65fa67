"""The registry of corpus programs, and what their builders share.

A program is declared once, with the ``@program`` decorator (``@md`` for a multi-device one) on a
builder ``build(r) -> (fn, args)`` or ``(fn, args, opts)``: ``r`` is a :class:`Rand` seeded from
the program's name, ``opts`` keyword arguments of ``jax.jit`` (kind "jit": in_shardings /
out_shardings) or of ``jax.pmap`` (kinds "pmap" and "replica": axis_name, in_axes, ...).
``tools.corpus.programs`` imports every family module, in catalogue order.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Any, Callable

import jax
import numpy as np
from jax.sharding import Mesh


@dataclass
class Program:
    name: str
    build: Callable[["Rand"], tuple]
    tags: list[str]
    description: str
    devices: int = 1
    config: dict[str, Any] = field(default_factory=dict)   # jax.config values while it is generated
    kind: str = "jit"
    module: str = ""                                       # the family module that declares it

    def meta(self) -> dict:
        """meta.json without the versions of the tools that made it."""
        if self.devices == 1:
            return {"devices": 1, "tags": self.tags, "description": self.description}
        replicas = self.devices if self.kind == "replica" else 1
        return {"devices": self.devices, "replicas": replicas, "partitions": self.devices // replicas,
                "kind": self.kind, "tags": self.tags, "description": self.description}


PROGRAMS: dict[str, Program] = {}
KINDS = ("shard_map", "jit", "pmap", "replica")


def program(name: str, tags: list[str], description: str, devices: int = 1, kind: str | None = None, **config):
    """Register a program (see the module docstring).  ``config``: jax.config values to set while
    it is lowered, compiled and run."""
    if kind is None:
        kind = "shard_map" if devices > 1 else "jit"
    assert kind in KINDS, kind

    def deco(build):
        if name in PROGRAMS:
            raise ValueError(f"corpus program {name!r} is declared twice "
                             f"({PROGRAMS[name].module} and {build.__module__})")
        PROGRAMS[name] = Program(name, build, tags, description, devices, config, kind, build.__module__)
        return build

    return deco


def md(name: str, tags: list[str], description: str, devices: int, kind: str = "shard_map", **config):
    """Register a multi-device program: tags start with "multi-device" and the kind."""
    tags = list(dict.fromkeys(["multi-device", kind, *tags]))
    return program(name, tags, description, devices=devices, kind=kind, **config)


class Rand:
    """Deterministic input factory (seeded from the program name)."""

    def __init__(self, name: str):
        self.g = np.random.default_rng(zlib.crc32(name.encode()))

    def normal(self, *shape, dtype=np.float32, scale=1.0):
        return (self.g.standard_normal(shape) * scale).astype(dtype)

    def uniform(self, *shape, lo=0.0, hi=1.0, dtype=np.float32):
        return self.g.uniform(lo, hi, shape).astype(dtype)

    def ints(self, *shape, lo=-10, hi=10, dtype=np.int32):
        return self.g.integers(lo, hi, shape, endpoint=True).astype(dtype)

    def bools(self, *shape):
        return self.g.integers(0, 2, shape).astype(bool)

    def complex(self, *shape, dtype=np.complex64):
        return (self.g.standard_normal(shape) + 1j * self.g.standard_normal(shape)).astype(dtype)

    def spd(self, n, batch=(), dtype=np.float32):
        a = self.g.standard_normal(batch + (n, n))
        return (a @ np.swapaxes(a, -1, -2) + n * np.eye(n)).astype(dtype)


SPECIAL_F = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 1e-3, 100.0, -100.0,
             np.inf, -np.inf, np.nan, 1e-40, -1e-42, 3e38, -3e38, 0.75, np.pi, -np.e, 7.0]


def special_floats(r: Rand, dtype=np.float32, extra=8):
    vals = np.array(SPECIAL_F, dtype=np.float64)
    if np.dtype(dtype) == np.float64:
        vals = np.concatenate([vals, [1e-310, 1e300, -1e300]])
    with np.errstate(over="ignore"):
        out = np.concatenate([vals, r.g.standard_normal(extra) * 3]).astype(dtype)
    return out


def unit_floats(r: Rand, n=16, dtype=np.float32):
    """Values in (-1, 1) plus the boundaries and nan (domain of asin/atanh/erfinv...)."""
    return np.concatenate([[0.0, -0.0, 1.0, -1.0, np.nan, 0.5, -0.999],
                           r.g.uniform(-1, 1, n)]).astype(dtype)


def mixed(r: Rand, *shape, dtype=np.float32, lo=-4, hi=8):
    """Floats of very different magnitudes (|x| ~ 1e-4 .. 1e8, both signs): a sum of them depends
    on the order of the additions."""
    mag = 10.0 ** r.g.integers(lo, hi, shape)
    return (r.g.standard_normal(shape) * mag).astype(dtype)


def shmap(f, mesh, in_specs, out_specs):
    return jax.shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, check_vma=False)


def mesh1d(n=4, name="i"):
    return Mesh(np.array(jax.devices()[:n]), (name,))


def mesh2d(a=2, b=2, names=("x", "y")):
    return Mesh(np.array(jax.devices()[:a * b]).reshape(a, b), names)


def named_shardings(mesh, *specs):
    return tuple(jax.sharding.NamedSharding(mesh, s) for s in specs)
