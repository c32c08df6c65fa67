"""XLA primitive types: names, widths, kinds and their NumPy / ml_dtypes counterparts."""
from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np


@dataclass(frozen=True)
class PrimitiveType:
    name: str          # the HLO spelling, e.g. "bf16"
    kind: str          # pred | signed | unsigned | float | complex | token | opaque
    bits: int          # storage width in bits (0 for token/opaque)
    numpy: np.dtype | None

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_integer(self) -> bool:
        return self.kind in ("signed", "unsigned")

    @property
    def is_array_type(self) -> bool:
        return self.kind not in ("token", "opaque")


def _t(name, kind, bits, dt):
    return PrimitiveType(name, kind, bits, None if dt is None else np.dtype(dt))


PRIMITIVE_TYPES: dict[str, PrimitiveType] = {
    t.name: t
    for t in [
        _t("pred", "pred", 8, np.bool_),
        _t("s1", "signed", 1, ml_dtypes.int1),
        _t("s2", "signed", 2, ml_dtypes.int2),
        _t("s4", "signed", 4, ml_dtypes.int4),
        _t("s8", "signed", 8, np.int8),
        _t("s16", "signed", 16, np.int16),
        _t("s32", "signed", 32, np.int32),
        _t("s64", "signed", 64, np.int64),
        _t("u1", "unsigned", 1, ml_dtypes.uint1),
        _t("u2", "unsigned", 2, ml_dtypes.uint2),
        _t("u4", "unsigned", 4, ml_dtypes.uint4),
        _t("u8", "unsigned", 8, np.uint8),
        _t("u16", "unsigned", 16, np.uint16),
        _t("u32", "unsigned", 32, np.uint32),
        _t("u64", "unsigned", 64, np.uint64),
        _t("f16", "float", 16, np.float16),
        _t("bf16", "float", 16, ml_dtypes.bfloat16),
        _t("f32", "float", 32, np.float32),
        _t("f64", "float", 64, np.float64),
        _t("f8e5m2", "float", 8, ml_dtypes.float8_e5m2),
        _t("f8e4m3", "float", 8, ml_dtypes.float8_e4m3),
        _t("f8e4m3fn", "float", 8, ml_dtypes.float8_e4m3fn),
        _t("f8e4m3b11fnuz", "float", 8, ml_dtypes.float8_e4m3b11fnuz),
        _t("f8e3m4", "float", 8, ml_dtypes.float8_e3m4),
        _t("f8e5m2fnuz", "float", 8, ml_dtypes.float8_e5m2fnuz),
        _t("f8e4m3fnuz", "float", 8, ml_dtypes.float8_e4m3fnuz),
        _t("f8e8m0fnu", "float", 8, ml_dtypes.float8_e8m0fnu),
        _t("f4e2m1fn", "float", 4, ml_dtypes.float4_e2m1fn),
        _t("c64", "complex", 64, np.complex64),
        _t("c128", "complex", 128, np.complex128),
        _t("token", "token", 0, None),
        _t("opaque", "opaque", 0, None),
    ]
}

# ml_dtypes / numpy names accepted on input (e.g. npz files) in addition to HLO names.
_NUMPY_NAME_TO_HLO = {
    t.numpy.name: t.name for t in PRIMITIVE_TYPES.values() if t.numpy is not None
}
_NUMPY_NAME_TO_HLO["bool"] = "pred"


def primitive_type(name: str) -> PrimitiveType:
    """Look up an HLO type name (``bf16``) or an ml_dtypes/NumPy name (``bfloat16``)."""
    if name in PRIMITIVE_TYPES:
        return PRIMITIVE_TYPES[name]
    if name in _NUMPY_NAME_TO_HLO:
        return PRIMITIVE_TYPES[_NUMPY_NAME_TO_HLO[name]]
    raise KeyError(name)


def hlo_type_of(dtype: np.dtype) -> str:
    """The HLO type name of a NumPy dtype."""
    return _NUMPY_NAME_TO_HLO[np.dtype(dtype).name]
