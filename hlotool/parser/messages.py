"""How syntax errors name what was expected and what was found, and the error of an attribute value
that does not have the form its key requires (``AttributeValueError``)."""
from __future__ import annotations

from typing import NoReturn


class AttributeValueError(ValueError):
    """A value that does not have the form its key requires."""


def attribute_expects(key: str, expected: str, value: object = None) -> NoReturn:
    """Raise the error for ``key``'s value, which is not ``expected`` (an ``AttributeValueError``)."""
    raise AttributeValueError(f"attribute '{key}' expects {expected}")

# How terminals are named in "expected X" messages.
TERMINAL_NAMES = {
    "NAME": "a name", "INT": "an integer", "FLOAT": "a number", "STRING": "a string",
    "SHAPE": "a shape like f32[2,3]", "LPAR": "'('", "RPAR": "')'", "LBRACE": "'{'", "RBRACE": "'}'",
    "LSQB": "'['", "RSQB": "']'", "COMMA": "','", "COLON": "':'", "EQUAL": "'='", "__ANON_0": "'->'",
    "ATTR_KEY": "an attribute like key=value", "BACKEND_CONFIG_EQ": "backend_config=",
    "PARAM_NAME": "a parameter 'name: shape'", "ROOT": "ROOT", "ENTRY": "ENTRY",
    "CONSTANT_LPAR": "constant(", "LITERAL": "a literal", "DIMS": "sizes like 3x3",
    "PADDING": "padding like 0_1x1_0", "DIM_LABELS": "dim labels like b01f_01io->b01f",
    "BRACED_RAW": "a braced value", "TRANSPOSE": "T(...)", "HLOMODULE": "HloModule",
    "FILE_NAMES": "FileNames", "FUNCTION_NAMES": "FunctionNames", "FILE_LOCATIONS": "FileLocations",
    "STACK_FRAMES": "StackFrames", "LESSTHAN": "'<'", "MORETHAN": "'>'", "$END": "end of input",
    "DEVICE_IDS_EQ": "device_ids=", "DEVICE_ID_EQ": "device_id=",
    "NAMED_SHARDING": "a named sharding {mesh[...], ...}",
}


def _friendly(names) -> list[str]:
    out = []
    for n in sorted(names):
        f = TERMINAL_NAMES.get(n)
        if f is None:
            if n.startswith("__ANON") or n.isupper():
                continue
            f = n
        if f not in out:
            out.append(f)
    return out


def _found(tok) -> str:
    if tok is None or tok.type == "$END":
        return "end of input"
    s = str(tok)
    if len(s) > 40:
        s = s[:37] + "..."
    return f"'{s}'"


def _expected_text(expected) -> str:
    names = _friendly(expected)
    if not names:
        return "something else"
    if len(names) > 6:
        names = names[:6] + ["..."]
    return " or ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " or " + names[-1]
