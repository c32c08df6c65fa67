"""The typed IR: plain dataclasses, built by the parser and read by everything else.

Shardings are not re-exported here: they are ``hlotool.sharding.model``'s."""
from .device_groups import IotaList, Mesh, MeshAxesGroups  # noqa: F401  (re-exported API)
from .dtypes import PRIMITIVE_TYPES, PrimitiveType, hlo_type_of, primitive_type  # noqa: F401  (re-exported API)
from .literals import LazyLiteral, Literal, ShapedLiteral  # noqa: F401  (re-exported API)
from .module import Computation, Instruction, Module, SourceLoc, StackFrameTables  # noqa: F401  (re-exported API)
from .shape import COMBINE_DIM, UNBOUNDED, Layout, Shape, array_shape, tuple_shape  # noqa: F401  (re-exported API)
from .values import *  # noqa: F403  (re-exports every value type)
