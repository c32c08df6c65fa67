"""Complex math and CHLO decompositions against XLA's own StableHLO -> HLO translation (jaxlib's
``mlir_module_to_xla_computation``): hlotool's conversion equals XLA's structurally and runs to XLA's numbers."""
from __future__ import annotations

import numpy as np
import pytest

import hlotool


def _as_xla_converts(xla, fn, *args):
    """hlotool's conversion of jax's StableHLO for ``fn(*args)``: asserted equal to XLA's; the module and the text."""
    import jax

    from tools.corpus.stablehlo import xla_conversion
    text = jax.jit(fn).lower(*args).as_text()
    module = hlotool.parse_stablehlo(text, "program.mlir")
    result = hlotool.diff(module, hlotool.parse(xla_conversion(text)))
    assert result.same, result
    return module, text


def _runs_to_xla_numbers(module, fn, *args, rtol):
    got = [np.asarray(v) for v in hlotool.run(module, *args)]
    want = fn(*args)
    want = [np.asarray(w) for w in (want if isinstance(want, (tuple, list)) else [want])]
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, w, rtol=rtol, atol=rtol, equal_nan=True)


def _complex_points(dtype):
    """Values across the plane: small, near |z| = 1 and z = -1, large, on the axes, signed zeros."""
    parts = np.array([-3e3, -2.0, -1.0, -0.9, -1e-3, -0.0, 0.0, 1e-4, 0.5, 1.0, 1.2, 7.0, 4e4])
    re, im = np.meshgrid(parts, parts[::-1])
    return (re + 1j * im).ravel().astype(dtype)


COMPLEX_OPS = {"exp": "exponential", "log": "log", "log1p": "log_plus_one", "sqrt": "sqrt"}


@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
@pytest.mark.parametrize("name", sorted(COMPLEX_OPS))
def test_complex_math_expands_as_xla_does(xla, name, dtype):
    """exp, log, log1p and sqrt of complex numbers: XLA's translation expands them into real arithmetic (StableHLO's
    complex math expander); hlotool's conversion is the same instructions and computes XLA's numbers."""
    import jax.numpy as jnp
    fn = getattr(jnp, name)
    z = _complex_points(dtype)
    module, text = _as_xla_converts(xla, fn, z)
    assert f"stablehlo.{COMPLEX_OPS[name]}" in text
    opcodes = {inst.opcode for inst in module.entry.instructions}
    assert {"real", "imag", "complex"} <= opcodes          # expanded, not one complex instruction
    _runs_to_xla_numbers(module, fn, z, rtol=1e-5 if dtype == "complex64" else 1e-12)


def test_real_operands_stay_one_instruction(xla):
    import jax.numpy as jnp
    x = np.linspace(0.1, 3, 7, dtype=np.float32)
    module, _ = _as_xla_converts(xla, lambda v: (jnp.exp(v), jnp.log(v), jnp.log1p(v), jnp.sqrt(v)), x)
    assert sorted(i.opcode for i in module.entry.instructions if i.opcode != "parameter" and i.opcode != "tuple") \
        == ["exponential", "log", "log-plus-one", "sqrt"]


def test_complex_scalar_sqrt_of_a_reduction(xla):
    """fft's ortho normalisation: sqrt of a complex scalar (a constant's product), divided into 1."""
    import jax
    x = (np.arange(24).reshape(4, 6) * (0.5 - 0.25j)).astype(np.complex128)

    def ortho(v):
        return jax.numpy.fft.ifft(v, norm="ortho", axis=0)
    module, _ = _as_xla_converts(xla, ortho, x)
    _runs_to_xla_numbers(module, ortho, x, rtol=1e-12)


@pytest.mark.parametrize("name", ["igamma", "igammac"])
def test_while_state_a_select_of_itself_returns_is_invariant(xla, name):
    """A while body that returns select(p, v, v) for its value v: MLIR folds the select, the value is loop-invariant
    and XLA's export reads it as an implicit capture (after the carried values)."""
    from jax import lax
    fn = getattr(lax, name)
    a = np.linspace(0.5, 5, 6).astype(np.float32)
    x = a[::-1].copy()
    module, text = _as_xla_converts(xla, fn, a, x)
    assert "stablehlo.select %iterArg, %iterArg_" in text
    _runs_to_xla_numbers(module, fn, a, x, rtol=1e-5)


def test_zeta_of_a_constant_q_folds_what_q_determines(xla):
    """chlo.zeta(x, 2): the legalisation's terms in q (q + 1, ..., 1 / q^2, q <= 0) are constants MLIR folds."""
    import jax
    x = np.linspace(1.5, 6, 8).astype(np.float32)

    def fn(v):
        return jax.scipy.special.zeta(v, np.float32(2.0))
    module, text = _as_xla_converts(xla, fn, x)
    assert "chlo.zeta" in text
    _runs_to_xla_numbers(module, fn, x, rtol=1e-5)


CHLO_OF_COMPLEX = {"square": "chlo.square", "arctan": "chlo.atan", "arctanh": "chlo.atanh", "sinh": "chlo.sinh",
                   "cosh": "chlo.cosh", "arcsin": "chlo.asin", "arccos": "chlo.acos", "arcsinh": "chlo.asinh",
                   "arccosh": "chlo.acosh"}


@pytest.mark.parametrize("dtype", ["float32", "complex64", "complex128"])
@pytest.mark.parametrize("name", sorted(CHLO_OF_COMPLEX))
def test_chlo_of_complex_decomposes_as_xla_does(xla, name, dtype):
    """chlo.square, chlo.atan, chlo.atanh, chlo.sinh, chlo.cosh, chlo.asin, chlo.acos, chlo.asinh and chlo.acosh
    of complex numbers (the legalisation's complex algorithms: atan(z) is -i atanh(iz); sinh and cosh from
    e^(z + log 1/2), the complex log of the constant expanded, not folded; asin, acos and their hyperbolic kin from
    one Hull et al. kernel) and of reals: hlotool's conversion is XLA's and computes its numbers (asin of complex
    numbers used to run the real algorithm on them: other numbers)."""
    import jax.numpy as jnp
    fn = getattr(jnp, name)
    real_points = np.linspace(1.01, 3, 9) if name == "arccosh" else np.linspace(-0.99, 0.99, 9)
    z = _complex_points(dtype) if dtype.startswith("complex") else real_points.astype(dtype)
    module, text = _as_xla_converts(xla, fn, z)
    assert CHLO_OF_COMPLEX[name] in text
    _runs_to_xla_numbers(module, fn, z, rtol=1e-5 if dtype != "complex128" else 1e-12)


def test_chlo_ragged_dot_is_hlo_ragged_dot(xla):
    """chlo.ragged_dot (jax's lowering for TPU and GPU) is HLO's ragged-dot, with its dimension numbers, as XLA's
    translation makes it; it computes jax's numbers (each group of lhs rows times its rhs matrix)."""
    import jax

    from tools.corpus.stablehlo import xla_conversion
    lhs = (np.arange(24, dtype=np.float32).reshape(6, 4) - 7) / 10
    rhs = (np.arange(60, dtype=np.float32).reshape(3, 4, 5) - 20) / 10
    group_sizes = np.array([2, 3, 1], np.int32)
    text = jax.jit(jax.lax.ragged_dot).trace(lhs, rhs, group_sizes).lower(lowering_platforms=("tpu",)).as_text()
    assert "chlo.ragged_dot" in text
    module = hlotool.parse_stablehlo(text, "ragged.mlir")
    result = hlotool.diff(module, hlotool.parse(xla_conversion(text)))
    assert result.same, result
    assert module.entry.root.opcode == "ragged-dot"
    _runs_to_xla_numbers(module, jax.lax.ragged_dot, lhs, rhs, group_sizes, rtol=1e-5)


RAGGED_BATCHED = """\
module @m {
  func.func public @main(%arg0: tensor<2x6x4xf32>, %arg1: tensor<2x3x4x5xf32>, %arg2: tensor<2x3xi32>) -> tensor<2x6x5xf32> {
    %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{precision_config = [#chlo<precision HIGHEST>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [1]>}> : (tensor<2x6x4xf32>, tensor<2x3x4x5xf32>, tensor<2x3xi32>) -> tensor<2x6x5xf32>
    return %0 : tensor<2x6x5xf32>
  }
}
"""


def test_chlo_ragged_dot_batch_dimensions_and_precision(xla):
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_stablehlo(RAGGED_BATCHED, "ragged.mlir")
    result = hlotool.diff(module, hlotool.parse(xla_conversion(RAGGED_BATCHED)))
    assert result.same, result
    root = module.entry.root
    assert (root.attrs["lhs_batch_dims"], root.attrs["lhs_ragged_dims"], root.attrs["rhs_group_dims"]) == \
        ((0,), (1,), (1,))


PARTS_OF_COMPLEX = """\
module @m {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %2 = stablehlo.imag %0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    return %1, %2 : tensor<3xf32>, tensor<3xf32>
  }
}
"""


def test_real_and_imag_of_a_complex_op_are_its_operands(xla):
    """MLIR's canonicaliser: real(complex(a, b)) is a and imag(complex(a, b)) is b (the complex op then unused)."""
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_stablehlo(PARTS_OF_COMPLEX, "parts.mlir")
    result = hlotool.diff(module, hlotool.parse(xla_conversion(PARTS_OF_COMPLEX)))
    assert result.same, result
    assert [i.opcode for i in module.entry.instructions] == ["parameter", "parameter", "tuple"]
