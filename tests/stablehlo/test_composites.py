"""stablehlo.composite both ways, as XLA's translation makes it: a call of a copy of its own of the decomposition,
marked is_composite, with composite.name / composite.attributes (the dictionary as MLIR prints it) /
composite.version as frontend attributes; the decomposition function itself stays a function of the module. Printed
back as stablehlo.composite."""
import numpy as np
import pytest

import hlotool
from hlotool.fmt.stablehlo import format_stablehlo

TEMPLATE = """\
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.composite "my.gelu" %arg0 {ATTRS} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @my_gelu(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
"""

ATTRS = [
    "composite_attributes = {approximate = true}, decomposition = @my_gelu, version = 1 : i32",
    "decomposition = @my_gelu",
    # every kind of attribute value: MLIR prints the dictionary sorted, floats as 1.500000e+00 where six digits say
    # them exactly, a quote in a string as \22; the op's own frontend attributes are replaced
    'composite_attributes = {n = 3 : i64, s = "x\\"y\\\\z", f = 1.5 : f32, g = 0.1 : f64, h = 0.1 : f32, '
    "pi = 3.14159265358979 : f64, arr = dense<[1, 2]> : tensor<2xi64>, farr = dense<[1.0, 2.5]> : tensor<2xf32>, "
    'b = false, z = [1 : i32, "a"]}, decomposition = @my_gelu, mhlo.frontend_attributes = {other = "1"}',
]

TWICE_AND_CALLED = """\
module @m {
  func.func private @my_gelu(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.composite "my.gelu" %arg0 {decomposition = @my_gelu} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.composite "my.gelu" %0 {decomposition = @my_gelu} : (tensor<4xf32>) -> tensor<4xf32>
    %2 = func.call @my_gelu(%1) : (tensor<4xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
"""


@pytest.mark.parametrize("text", [TEMPLATE.replace("ATTRS", a) for a in ATTRS] + [TWICE_AND_CALLED])
def test_composites_convert_as_xlas_translation_and_run(xla, text):
    from tools.corpus.stablehlo import xla_conversion
    module = hlotool.parse_stablehlo(text, "composite.mlir")
    result = hlotool.diff(module, hlotool.parse(xla_conversion(text)))
    assert result.same, result
    composites = [i for c in module.computations for i in c.instructions if i.attrs.get("is_composite")]
    assert composites and len({i.attrs["to_apply"].name for i in composites}) == len(composites)  # a copy each
    x = np.linspace(-1, 1, 4, dtype=np.float32)
    want = x * np.tanh(x) if "multiply" in text else np.tanh(np.tanh(np.tanh(x)))
    np.testing.assert_allclose(hlotool.run(module, x)[0], want, rtol=1e-6)


def test_jax_composites_convert_as_xla_and_print_back(xla):
    from functools import partial

    import jax
    import jax.numpy as jnp

    from tools.corpus.stablehlo import xla_conversion

    @partial(jax.lax.composite, name="my.tangent")
    def tangent(x, *, scale=2.0):
        return jnp.sin(x) / jnp.cos(x) * scale

    text = jax.jit(lambda x: tangent(x, scale=3.0) + 1).lower(jnp.ones(4, jnp.float32)).as_text()
    assert "stablehlo.composite" in text
    module = hlotool.parse_stablehlo(text)
    xla_module = hlotool.parse(xla_conversion(text))
    assert hlotool.diff(module, xla_module).same
    printed = format_stablehlo(xla_module)          # HLO -> StableHLO: the composite again
    assert 'stablehlo.composite "my.tangent"' in printed and "composite_attributes = {scale = 3.000000e+00 : f64}" \
        in printed
    assert hlotool.diff(hlotool.parse_stablehlo(printed, canonicalize=False), xla_module).same
    assert hlotool.diff(hlotool.parse(xla_conversion(printed)), xla_module).same
