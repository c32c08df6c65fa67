"""A Pygments lexer for XLA's textual HLO (``pygmentize -l hlo``, Markdown/Sphinx fences ``hlo``), and the
lexers of the other texts in an XLA dump folder that ``hlotool serve`` highlights (``lexer_for``).

HloLexer is registered through the ``pygments.lexers`` entry point. ``hlotool fmt --color``, the language
server's semantic tokens and token lookups (``hlotool.lsp``) and ``hlotool serve`` use it, so the rules
exist once. Imports nothing of hlotool: it sits at the bottom of the layering with the IR.
"""
from __future__ import annotations

import re
from functools import cache

from pygments.lexer import Lexer, RegexLexer, bygroups, default, include, inherit
from pygments.lexers import get_lexer_by_name
from pygments.lexers.asm import LlvmLexer
from pygments.lexers.ptx import PtxLexer
from pygments.token import Comment, Error, Keyword, Name, Number, Operator, Punctuation, String, Whitespace, _TokenType

__all__ = ["HloLexer", "TOKEN_TYPES", "COMPUTATION_KEYS", "TextProtoLexer", "TEXTPROTO_TOKEN_TYPES",
           "XlaLlvmLexer", "XlaPtxLexer", "StableHloLexer", "STABLEHLO_TOKEN_TYPES", "lexer_for"]

_NAME = r"[A-Za-z_][\w.\-]*"
_TYPE = r"(?:pred|token|bf16|tf32|[suf]\d+(?:e\d+m\d+(?:fnuz|fn|b11fnuz)?|fnuz|fn)?|c64|c128|opaque)"
_ANON = r"\{(?=\s*(?:ROOT\s+)?%?[\w.\-]+\s*=\s*[\w(])"
# Attributes whose values name computations.
COMPUTATION_KEYS = ("calls", "to_apply", "body", "condition", "true_computation", "false_computation",
                    "branch_computations", "called_computations", "async_computations", "scatter",
                    "select", "comparator")

# Every token type the lexer yields (tests/highlighting/test_pygments_lexer.py checks each appears on the samples).
TOKEN_TYPES = (Comment.Single, Comment.Multiline, Keyword, Keyword.Type, Name.Function, Name.Variable,
               Name.Builtin, Name.Attribute, Name.Constant, Name.Namespace, Name, Number.Integer,
               Number.Float, Number.Hex, String.Double, String.Single, Operator, Punctuation, Whitespace)


class _OneRegexLexer(RegexLexer):
    """A RegexLexer that tries a state's rules as one regular expression, ``(?:rule1)()|(?:rule2)()|...``:
    the first alternative that matches wins, as the first rule that matches does in RegexLexer's loop, so the
    tokens are the same (tests/highlighting/test_pygments_lexer.py compares them); the empty group after a rule
    tells which one matched. One ``re`` call a token rather than one a rule tried: HLO lexes about 1.7x as fast
    (``hlotool serve``'s text views, ``fmt --color``, the language server's tokens)."""

    def get_tokens_unprocessed(self, text, stack=("root",)):
        cls = type(self)
        states = cls.__dict__.get("_one_regex_states")
        if states is None:
            states = {name: _one_regex(rules, cls.flags) for name, rules in self._tokens.items()}
            cls._one_regex_states = states
        pos = 0
        statestack = list(stack)
        match, rules = states[statestack[-1]]
        while True:
            m = match(text, pos)
            if m is not None:
                rexmatch, action, new_state = rules[m.lastindex]
                if action is not None:
                    if type(action) is _TokenType:
                        yield pos, action, m.group()
                    else:                   # bygroups and other callbacks get the rule's own match
                        yield from action(self, rexmatch(text, pos))
                pos = m.end()
                if new_state is not None:   # RegexLexer's state transitions
                    if isinstance(new_state, tuple):
                        for state in new_state:
                            if state == "#pop":
                                if len(statestack) > 1:
                                    statestack.pop()
                            elif state == "#push":
                                statestack.append(statestack[-1])
                            else:
                                statestack.append(state)
                    elif isinstance(new_state, int):
                        if abs(new_state) >= len(statestack):
                            del statestack[1:]
                        else:
                            del statestack[new_state:]
                    elif new_state == "#push":
                        statestack.append(statestack[-1])
                    else:
                        raise AssertionError(f"wrong state def: {new_state!r}")
                    match, rules = states[statestack[-1]]
            elif pos < len(text):           # no rule matches: RegexLexer's recovery
                if text[pos] == "\n":
                    statestack = ["root"]
                    match, rules = states["root"]
                    yield pos, Whitespace, "\n"
                else:
                    yield pos, Error, text[pos]
                pos += 1
            else:
                break


def _one_regex(rules: list, flags: int) -> tuple:
    """A state's processed rules (RegexLexer's ``_tokens[state]``: compiled match, action, new state) as one
    pattern's match and, by the index of each rule's closing empty group, the rule."""
    parts: list[str] = []
    by_group: list = [None]
    for rule in rules:
        compiled = rule[0].__self__            # pygments keeps the compiled pattern's bound match
        by_group.extend([None] * compiled.groups)
        parts.append(f"(?:{compiled.pattern})()")
        by_group.append(rule)
    if not parts:
        return (lambda text, pos: None), by_group
    return re.compile("|".join(parts), flags).match, by_group


class HloLexer(_OneRegexLexer):
    """XLA HLO text: modules, computations, instructions, shapes and attributes."""

    name = "HLO"
    aliases = ["hlo", "xla-hlo"]
    filenames = ["*.hlo", "*after_optimizations*.txt"]
    mimetypes = ["text/x-hlo"]
    url = "https://openxla.org/xla/operation_semantics"
    priority = 0.5        # above the plain-text lexer's *.txt, so dump names pick this one

    def analyse_text(text):  # Pygments makes it a static method
        return 1.0 if text.lstrip().startswith("HloModule") else 0.3 if "HloModule " in text[:4096] else 0.0

    tokens = {
        "common": [
            (r"\s+", Whitespace),
            (r"//[^\n]*", Comment.Single),
            (r"/\*[\s\S]*?\*/", Comment.Multiline),
            (r'"(?:[^"\\]|\\.)*"', String.Double),
            (r"'(?:[^'\\]|\\.)*'", String.Single),
        ],
        "values": [
            # a shape's element type, e.g. f32[4,8]{1,0} or token[] or pred[]
            (_TYPE + r"(?=\[)", Keyword.Type),
            (r"0x[0-9a-fA-F]+", Number.Hex),
            (r"-?(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|-?\d+[eE][+-]?\d+", Number.Float),
            (r"-?\d+", Number.Integer),
            (r"-?(?:inf|nan)\b(?:\(0x[0-9a-fA-F]+\))?|true\b|false\b|k[A-Z]\w*|[A-Z][A-Z0-9_]*\b", Name.Constant),
            (r"->|<=|[=*+?!<>|^~@#$&-]", Operator),
            (r"[\[\](){},:;/.]", Punctuation),
        ],
        "root": [
            include("common"),
            (r"(HloModule)(\s+)(" + _NAME + ")", bygroups(Keyword, Whitespace, Name.Namespace)),
            (r"\b(?:ENTRY|ROOT|FileNames|FunctionNames|FileLocations|StackFrames)\b", Keyword),
            # a computation's header: `%name (params) -> shape {` or `name {`
            (r"(%?" + _NAME + r")(?=\s*\(\s*(?:[%\w.\-]+\s*:|\)\s*->))", Name.Function),
            (r"(%?" + _NAME + r")(?=\s*\{\s*$)", Name.Function),
            # an instruction's definition: `%name = ...`
            (r"(%" + _NAME + r")(\s*)(=)", bygroups(Name.Variable, Whitespace, Operator)),
            # attribute `key=`; computation-valued ones name computations
            (r"(" + "|".join(COMPUTATION_KEYS) + r")(=)", bygroups(Name.Attribute, Operator), "comp_ref"),
            (r"(control-predecessors)(=)", bygroups(Name.Attribute, Operator), "name_list"),
            (r"(" + _NAME + r")(=)", bygroups(Name.Attribute, Operator)),
            (r"(" + _NAME + r")(\s+)(=)", bygroups(Name.Variable, Whitespace, Operator)),
            (r"[A-Z]{1,2}(?=\()", Name.Constant),      # layout items T(8,128), S(1), E(4)
            # opcode followed by its operands
            (r"(" + _NAME + r")(\()", bygroups(Name.Builtin, Punctuation), "operands"),
            # a parameter in a computation signature: `name: shape`
            (r"(%?" + _NAME + r")(?=\s*:\s*[\w(])", Name.Variable),
            (r"%" + _NAME, Name.Variable),
            include("values"),
            (_NAME, Name),
        ],
        "operands": [
            include("common"),
            (r"\)", Punctuation, "#pop"),
            (r"\(", Punctuation, "#push"),
            (r"[A-Z]{1,2}(?=\()", Name.Constant),
            (r"(" + _NAME + r")(\()", bygroups(Name.Builtin, Punctuation), "#push"),
            (r"(" + "|".join(COMPUTATION_KEYS) + r")(=)", bygroups(Name.Attribute, Operator), "comp_ref"),
            (r"(" + _NAME + r")(=)", bygroups(Name.Attribute, Operator)),
            include("values"),
            (r"%?" + _NAME, Name.Variable),
        ],
        "comp_ref": [
            (_ANON, Punctuation, "#pop"),          # an anonymous computation: back to instructions
            (r"\{", Punctuation, ("#pop", "comp_list")),
            (r"%?" + _NAME, Name.Function, "#pop"),
            (r"\s+", Whitespace),
            default("#pop"),
        ],
        "comp_list": [
            (_ANON, Punctuation, "#pop"),
            include("common"),
            (r"\{", Punctuation, "#push"),
            (r"\}", Punctuation, "#pop"),
            (r",", Punctuation),
            (r"%?" + _NAME, Name.Function),
        ],
        "name_list": [
            (r"\{", Punctuation),
            (r"\}", Punctuation, "#pop"),
            (r",", Punctuation),
            (r"\s+", Whitespace),
            (r"%?" + _NAME, Name.Variable),
            default("#pop"),
        ],
    }


# Every token type TextProtoLexer yields (tests/highlighting/test_pygments_lexer.py checks each appears).
TEXTPROTO_TOKEN_TYPES = (Comment.Single, Name.Attribute, Name.Namespace, Name.Constant, Keyword.Constant,
                         String.Double, String.Single, Number.Integer, Number.Float, Number.Hex, Number.Oct,
                         Operator, Punctuation, Whitespace)
_FIELD = r"[A-Za-z_]\w*"


class TextProtoLexer(_OneRegexLexer):
    """Protocol buffers' text format: XLA's DebugOptions, ExecutionOptions, HloModuleConfig, GPU target
    config, autotuning results, TPU environment and topology dumps (Pygments has a lexer for .proto
    schemas only). Field names, ``[extension]`` and ``[type.url/Any]`` names, strings, numbers, enum
    values, booleans, nested messages and lists."""

    name = "Protocol Buffer Text Format"
    aliases = ["textproto", "pbtxt", "txtpb"]
    filenames = ["*.textproto", "*.pbtxt", "*.txtpb"]
    mimetypes = ["text/x-textproto"]
    url = "https://protobuf.dev/reference/protobuf/textformat-spec/"

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"#[^\n]*", Comment.Single),
            # A field's name is followed by ':' or by its message's '{' / '<'; so is an extension's or
            # an Any's type in brackets. Anything else in name form is a value.
            (r"(\[)(\s*[\w.]+(?:/[\w.]+)*\s*)(\])(?=\s*[:{<])", bygroups(Punctuation, Name.Namespace, Punctuation)),
            (_FIELD + r"(?=\s*[:{<])", Name.Attribute),
            (r'"(?:[^"\\\n]|\\.)*"', String.Double),
            (r"'(?:[^'\\\n]|\\.)*'", String.Single),
            (r"-?0[xX][0-9a-fA-F]+", Number.Hex),
            (r"-?(?:(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?[fF]?|\d+(?:[eE][+-]?\d+[fF]?|[fF]))", Number.Float),
            (r"-?0[0-7]+\b", Number.Oct),
            (r"-?\d+", Number.Integer),
            (r"-?(?i:inf(?:inity)?|nan)\b", Number.Float),
            (r"(?:true|false|True|False|t|f)\b", Keyword.Constant),
            (_FIELD, Name.Constant),              # an enum value
            (r"-", Operator),                     # a sign with space after it
            (r"[:{}<>\[\],;]", Punctuation),
        ],
    }


class XlaLlvmLexer(LlvmLexer):
    """Pygments' LLVM IR lexer and the syntax it does not know yet that XLA's LLVM writes: words newer than
    its keyword list (``captures(none)``, ``memory(argmem: read)``, ``nneg``, ``samesign``, ...) and
    ``f0x`` hexadecimal floats."""

    name = "LLVM IR (XLA)"
    aliases = ["xla-llvm"]
    filenames: list[str] = []

    tokens = {
        "root": [
            (r"f0x[0-9a-fA-F]+", Number.Float),
            # memory(argmem: read): a location kind, before Pygments' rule takes `argmem:` for a label
            (r"(?:argmem|inaccessiblemem|errnomem|other|target_mem\d*)(?=\s*:)", Keyword),
            inherit,
            (r"[A-Za-z_][\w.]*", Keyword),      # an attribute or flag newer than Pygments' list
            (r":", Punctuation),                 # in memory(argmem: read)
        ],
    }


class XlaPtxLexer(PtxLexer):
    """Pygments' PTX lexer and an instruction's guard predicate (``@%p1 bra``, ``@!%p2``), which it does
    not know."""

    name = "PTX (XLA)"
    aliases = ["xla-ptx"]
    filenames: list[str] = []

    tokens = {
        "root": [
            (r"@!?(?=%)", Operator),
            inherit,
        ],
    }


# Every token type StableHloLexer yields (tests/highlighting/test_stablehlo_lexer.py checks each appears).
STABLEHLO_TOKEN_TYPES = (Comment.Single, Keyword, Keyword.Type, Keyword.Constant, Name.Function, Name.Variable,
                         Name.Builtin, Name.Attribute, Name.Label, Name.Constant, Name, Number.Integer,
                         Number.Float, Number.Hex, String.Double, Operator, Punctuation, Whitespace)
_MLIR_ID = r"[A-Za-z_$][\w$.\-]*"
_MLIR_ELEMENT = r"(?:[su]?i\d+|f\d+(?:E\d+M\d+\w*)?|bf16|tf32|index|none)\b"


class StableHloLexer(_OneRegexLexer):
    """StableHLO / MLIR text (pretty and generic forms): ops, %values, @functions, types, attributes."""

    name = "StableHLO"
    aliases = ["stablehlo", "mlir"]
    filenames = ["*.mlir"]
    mimetypes = ["text/x-stablehlo"]
    url = "https://openxla.org/stablehlo/spec"

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"//[^\n]*", Comment.Single),
            (r"\{-#|#-\}", Punctuation),
            # a generic-form op name: `"stablehlo.add"(`
            (r'"[A-Za-z_][\w$]*\.[\w$.]*"(?=\()', Name.Builtin),
            (r'"(?:[^"\\]|\\.)*"', String.Double),
            (r'@"(?:[^"\\]|\\.)*"|@' + _MLIR_ID, Name.Function),
            (r"%" + r"[\w$.\-]+(?:#\d+)?", Name.Variable),
            (r"\^[\w$.\-]+", Name.Label),
            (r"#" + _MLIR_ID, Name.Label),
            (r"!" + _MLIR_ID, Keyword.Type),
            (r"\b(?:tensor|tuple|complex|vector|memref)(?=<)", Keyword.Type),
            (r"0x[0-9a-fA-F]+\b", Number.Hex),
            (r"(?:(?:\d+|\?)x)+(?=[A-Za-z!?\d])", Number.Integer),       # a shape's dims: 2x3x
            (_MLIR_ELEMENT, Keyword.Type),
            (r"-?\d+\.\d*(?:[eE][+-]?\d+)?|-?\d+[eE][+-]?\d+", Number.Float),
            (r"-?\d+", Number.Integer),
            (r"\b(?:true|false|unit)\b", Keyword.Constant),
            (r"\b(?:module|attributes|public|private|nested|loc|callsite|fused|at|dense|dense_resource|array|"
             r"affine_map|cond|do|applies|across|init|to|dialect_resources|builtin)\b", Keyword),
            # an attribute name: `mhlo.num_partitions = 1`, `dims = [1]` (not `==`)
            (r"(" + _MLIR_ID + r")(\s*)(=)(?!=)", bygroups(Name.Attribute, Whitespace, Operator)),
            # a pretty-form op name: dialect.op, and the bare ops of func
            (r"[A-Za-z_][\w$]*\.[\w$.]+", Name.Builtin),
            (r"\b(?:return|call)\b", Name.Builtin),
            (r"[A-Z][A-Z0-9_]*\b", Name.Constant),
            (_MLIR_ID, Name),
            (r"->|[=+*/|&!?~-]", Operator),
            (r"[\[\](){}<>,:;.#]", Punctuation),
        ],
    }


# hlotool's lexers by alias; they come before Pygments' own (whose LLVM and PTX lexers XLA's dumps outgrow).
_OWN = {"hlo": HloLexer, "textproto": TextProtoLexer, "llvm": XlaLlvmLexer, "ptx": XlaPtxLexer,
        "stablehlo": StableHloLexer}


@cache
def lexer_for(alias: str) -> Lexer:
    """The lexer named ``alias`` (hlotool's, else Pygments'), shared: lexing keeps no state in the lexer.
    Raises pygments.util.ClassNotFound for a name neither knows."""
    own = _OWN.get(alias)
    return own(stripnl=False, ensurenl=False) if own is not None else get_lexer_by_name(
        alias, stripnl=False, ensurenl=False)
