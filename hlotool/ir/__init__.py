"""The typed IR: plain dataclasses, built by the parser and read by everything else."""
from .attrs import *  # noqa: F401,F403
from .dtypes import PRIMITIVE_TYPES, PrimitiveType, hlo_type_of, primitive_type  # noqa: F401
from .module import Computation, Instruction, Module, SourceLoc, StackFrameTables  # noqa: F401
from .shape import COMBINE_DIM, UNBOUNDED, Layout, Shape, array_shape, tuple_shape  # noqa: F401
