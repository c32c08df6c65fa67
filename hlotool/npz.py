"""The .npz convention for inputs and outputs: arrays ``arg0..argN`` / ``out0..outM``.

NumPy cannot store bf16/f8/f6/f4/sub-byte integer dtypes, so such arrays are stored as the
same-width unsigned bit pattern (uint16 for bf16, uint8 otherwise; sub-byte types keep one element
per byte holding the low ``bits`` bits), and a string array ``__dtypes__`` lists ``key=TYPE``.
TYPE may be an HLO name (``bf16``, ``f8e4m3fn``, ``s4``) or an ml_dtypes name (``bfloat16``,
``float8_e4m3fn``, ``int4``).
"""
from __future__ import annotations

import io
import os
from pathlib import Path

import ml_dtypes
import numpy as np

# ml_dtypes name -> (HLO name, bits)
SPECIAL_DTYPES: dict[str, tuple[str, int]] = {
    "bfloat16": ("bf16", 16),
    "float8_e4m3fn": ("f8e4m3fn", 8),
    "float8_e5m2": ("f8e5m2", 8),
    "float8_e4m3b11fnuz": ("f8e4m3b11fnuz", 8),
    "float8_e5m2fnuz": ("f8e5m2fnuz", 8),
    "float8_e4m3fnuz": ("f8e4m3fnuz", 8),
    "float8_e3m4": ("f8e3m4", 8),
    "float8_e4m3": ("f8e4m3", 8),
    "float8_e8m0fnu": ("f8e8m0fnu", 8),
    "float6_e2m3fn": ("f6e2m3fn", 6),
    "float6_e3m2fn": ("f6e3m2fn", 6),
    "float4_e2m1fn": ("f4e2m1fn", 4),
    "int4": ("s4", 4),
    "uint4": ("u4", 4),
    "int2": ("s2", 2),
    "uint2": ("u2", 2),
    "int1": ("s1", 1),
    "uint1": ("u1", 1),
}
HLO_TO_NUMPY = {hlo: getattr(ml_dtypes, np_name) for np_name, (hlo, _) in SPECIAL_DTYPES.items()
                if hasattr(ml_dtypes, np_name)}
_BITS = {hlo: bits for hlo, bits in SPECIAL_DTYPES.values()}
_ML_TO_HLO = {np_name: hlo for np_name, (hlo, _) in SPECIAL_DTYPES.items()}


class NpzFormatError(ValueError):
    """An .npz that does not follow the convention."""


def encode_array(a: np.ndarray) -> tuple[np.ndarray, str | None]:
    """Return (npz-storable array, HLO type name or None)."""
    a = np.asarray(a)
    spec = SPECIAL_DTYPES.get(a.dtype.name)
    if spec is None:
        return a, None
    hlo, bits = spec
    if bits == 16:
        return a.view(np.uint16).copy(), hlo
    raw = a.view(np.uint8)
    if bits < 8:
        raw = raw & np.uint8((1 << bits) - 1)
    return raw.copy(), hlo


def decode_array(raw: np.ndarray, type_name: str | None) -> np.ndarray:
    """Inverse of :func:`encode_array`; ``type_name`` is an HLO or ml_dtypes name."""
    if type_name is None:
        return raw
    hlo = _ML_TO_HLO.get(type_name, type_name)
    if hlo not in HLO_TO_NUMPY:
        raise NpzFormatError(f"unknown element type '{type_name}' in __dtypes__")
    dt = np.dtype(HLO_TO_NUMPY[hlo])
    bits = _BITS[hlo]
    if bits == 16:
        return raw.astype(np.uint16).view(dt)
    raw = raw.astype(np.uint8)
    if bits < 8:
        raw = raw & np.uint8((1 << bits) - 1)
        if hlo[0] == "s":  # sign-extend sub-byte signed integers
            sign = np.uint8(1 << (bits - 1))
            raw = np.where(raw & sign, raw | np.uint8((0xFF << bits) & 0xFF), raw).astype(np.uint8)
    return raw.view(dt)


def save_npz(path: str | os.PathLike, arrays: dict[str, np.ndarray]) -> None:
    stored: dict[str, np.ndarray] = {}
    dtypes: list[str] = []
    for key, arr in arrays.items():
        enc, hlo = encode_array(arr)
        stored[key] = enc
        if hlo is not None:
            dtypes.append(f"{key}={hlo}")
    if dtypes:
        stored["__dtypes__"] = np.array(dtypes)
    buf = io.BytesIO()
    # (numpy's stub lets **kwds fill its bool allow_pickle too, so a dict of arrays does not type-check)
    np.savez_compressed(buf, **stored)  # type: ignore[arg-type]
    Path(path).write_bytes(buf.getvalue())


def decode_npz(path: str | os.PathLike) -> dict[str, np.ndarray]:
    """Load an .npz, restoring bf16/f8/int4/... dtypes listed in ``__dtypes__``."""
    with np.load(path, allow_pickle=False) as z:
        types = {}
        if "__dtypes__" in z.files:
            for s in z["__dtypes__"]:
                if "=" not in str(s):
                    raise NpzFormatError(f"__dtypes__ entry '{s}' is not key=TYPE")
                k, t = str(s).split("=", 1)
                types[k] = t
        return {k: decode_array(z[k], types.get(k)) for k in z.files if k != "__dtypes__"}


def numbered(arrays: dict[str, np.ndarray], prefix: str) -> list[np.ndarray]:
    """``prefix0, prefix1, ...`` in numeric order (``arg`` or ``out``); gaps are an error."""
    keys = [k for k in arrays if k.startswith(prefix) and k[len(prefix):].isdigit()]
    idx = sorted(int(k[len(prefix):]) for k in keys)
    if idx != list(range(len(idx))):
        raise NpzFormatError(f"arrays {prefix}0..{prefix}{len(idx) - 1} expected, found "
                             + ", ".join(sorted(keys)))
    return [arrays[f"{prefix}{i}"] for i in idx]


def per_device(arrays: dict[str, np.ndarray], prefix: str) -> tuple[dict[int, np.ndarray], dict[tuple[int, int],
                                                                                                np.ndarray]]:
    """Global ``prefixI`` arrays by I, and per-device ``prefixI_devD`` arrays by (I, D)."""
    import re
    pattern = re.compile(rf"{re.escape(prefix)}(\d+)(?:_dev(\d+))?")
    globals_: dict[int, np.ndarray] = {}
    devices: dict[tuple[int, int], np.ndarray] = {}
    for key, value in arrays.items():
        m = pattern.fullmatch(key)
        if m is None:
            continue
        if m.group(2) is None:
            globals_[int(m.group(1))] = value
        else:
            devices[(int(m.group(1)), int(m.group(2)))] = value
    return globals_, devices
