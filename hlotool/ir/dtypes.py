"""XLA primitive types: names, widths, kinds and their NumPy / ml_dtypes counterparts."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .._lazy import lazy_import

if TYPE_CHECKING:
    import numpy as np
else:
    np = lazy_import("numpy", globals(), "np")

# ml_dtypes' types, named as NumPy names their dtypes.
_ML_DTYPES = frozenset({"int1", "int2", "int4", "uint1", "uint2", "uint4", "bfloat16", "float8_e5m2",
                        "float8_e4m3", "float8_e4m3fn", "float8_e4m3b11fnuz", "float8_e3m4",
                        "float8_e5m2fnuz", "float8_e4m3fnuz", "float8_e8m0fnu", "float6_e2m3fn",
                        "float6_e3m2fn", "float4_e2m1fn"})
_RESOLVED: dict[str, "np.dtype"] = {}


def _numpy_dtype(numpy_name: str):
    dt = _RESOLVED.get(numpy_name)
    if dt is None:
        if numpy_name in _ML_DTYPES:
            import ml_dtypes
            dt = np.dtype(getattr(ml_dtypes, numpy_name))
        else:
            dt = np.dtype(numpy_name)
        _RESOLVED[numpy_name] = dt
    return dt


@dataclass(frozen=True)
class PrimitiveType:
    name: str          # the HLO spelling, e.g. "bf16"
    kind: str          # pred | signed | unsigned | float | complex | token | opaque
    bits: int          # storage width in bits (0 for token/opaque)
    numpy_name: str | None   # the NumPy / ml_dtypes dtype's name, e.g. "bfloat16"

    @property
    def numpy(self) -> "np.dtype | None":
        """The NumPy dtype (NumPy and ml_dtypes are imported on first use)."""
        return None if self.numpy_name is None else _numpy_dtype(self.numpy_name)

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_integer(self) -> bool:
        return self.kind in ("signed", "unsigned")

    @property
    def is_array_type(self) -> bool:
        return self.kind not in ("token", "opaque")


_t = PrimitiveType

PRIMITIVE_TYPES: dict[str, PrimitiveType] = {
    t.name: t
    for t in [
        _t("pred", "pred", 8, "bool"),
        _t("s1", "signed", 1, "int1"),
        _t("s2", "signed", 2, "int2"),
        _t("s4", "signed", 4, "int4"),
        _t("s8", "signed", 8, "int8"),
        _t("s16", "signed", 16, "int16"),
        _t("s32", "signed", 32, "int32"),
        _t("s64", "signed", 64, "int64"),
        _t("u1", "unsigned", 1, "uint1"),
        _t("u2", "unsigned", 2, "uint2"),
        _t("u4", "unsigned", 4, "uint4"),
        _t("u8", "unsigned", 8, "uint8"),
        _t("u16", "unsigned", 16, "uint16"),
        _t("u32", "unsigned", 32, "uint32"),
        _t("u64", "unsigned", 64, "uint64"),
        _t("f16", "float", 16, "float16"),
        _t("bf16", "float", 16, "bfloat16"),
        _t("f32", "float", 32, "float32"),
        _t("f64", "float", 64, "float64"),
        _t("f8e5m2", "float", 8, "float8_e5m2"),
        _t("f8e4m3", "float", 8, "float8_e4m3"),
        _t("f8e4m3fn", "float", 8, "float8_e4m3fn"),
        _t("f8e4m3b11fnuz", "float", 8, "float8_e4m3b11fnuz"),
        _t("f8e3m4", "float", 8, "float8_e3m4"),
        _t("f8e5m2fnuz", "float", 8, "float8_e5m2fnuz"),
        _t("f8e4m3fnuz", "float", 8, "float8_e4m3fnuz"),
        _t("f8e8m0fnu", "float", 8, "float8_e8m0fnu"),
        _t("f6e2m3fn", "float", 6, "float6_e2m3fn"),
        _t("f6e3m2fn", "float", 6, "float6_e3m2fn"),
        _t("f4e2m1fn", "float", 4, "float4_e2m1fn"),
        _t("c64", "complex", 64, "complex64"),
        _t("c128", "complex", 128, "complex128"),
        _t("token", "token", 0, None),
        _t("opaque", "opaque", 0, None),
    ]
}

# ml_dtypes / numpy names accepted on input (e.g. npz files) in addition to HLO names.
_NUMPY_NAME_TO_HLO = {
    t.numpy_name: t.name for t in PRIMITIVE_TYPES.values() if t.numpy_name is not None
}
_NUMPY_NAME_TO_HLO["bool"] = "pred"


def primitive_type(name: str) -> PrimitiveType:
    """Look up an HLO type name (``bf16``) or an ml_dtypes/NumPy name (``bfloat16``)."""
    if name in PRIMITIVE_TYPES:
        return PRIMITIVE_TYPES[name]
    if name in _NUMPY_NAME_TO_HLO:
        return PRIMITIVE_TYPES[_NUMPY_NAME_TO_HLO[name]]
    raise KeyError(name)


def hlo_type_of(dtype) -> str:
    """The HLO type name of a NumPy dtype."""
    return _NUMPY_NAME_TO_HLO[np.dtype(dtype).name]
