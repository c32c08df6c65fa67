"""``hlotool extract`` and ``hlotool reduce``: from a failing module to a small repro.

``extract`` cuts one instruction out of a module (``extract.extract``, ``extract.capture_inputs``);
``reduce`` shrinks a module by delta debugging while a property holds (``driver.Reducer`` with a
property from ``properties`` and the reductions of ``shrinking_steps``)."""
from .driver import PropertyDoesNotHold, Reducer, Result
from .extract import Extracted, ExtractError, capture_inputs, extract
from .properties import MismatchWithXla, NaN, Property, TestCommand, VerifyFails

__all__ = ["extract", "capture_inputs", "Extracted", "ExtractError", "Reducer", "Result", "PropertyDoesNotHold",
           "Property", "TestCommand", "VerifyFails", "MismatchWithXla", "NaN"]
