"""A Pygments lexer for XLA's textual HLO (``pygmentize -l hlo``, Markdown/Sphinx fences ``hlo``).

Registered through the ``pygments.lexers`` entry point. ``hlotool fmt --color`` and the language
server's semantic tokens and token lookups (``hlotool.lsp``) use it, so the rules exist once.
Imports nothing of hlotool: it sits at the bottom of the layering with the IR.
"""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, default, include
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Whitespace

__all__ = ["HloLexer", "TOKEN_TYPES", "COMPUTATION_KEYS"]

_NAME = r"[A-Za-z_][\w.\-]*"
_TYPE = r"(?:pred|token|bf16|tf32|[suf]\d+(?:e\d+m\d+(?:fnuz|fn|b11fnuz)?|fnuz|fn)?|c64|c128|opaque)"
_ANON = r"\{(?=\s*(?:ROOT\s+)?%?[\w.\-]+\s*=\s*[\w(])"
# Attributes whose values name computations.
COMPUTATION_KEYS = ("calls", "to_apply", "body", "condition", "true_computation", "false_computation",
                    "branch_computations", "called_computations", "async_computations", "scatter",
                    "select", "comparator")

# Every token type the lexer yields (tests/test_lexer.py checks each appears on the samples).
TOKEN_TYPES = (Comment.Single, Comment.Multiline, Keyword, Keyword.Type, Name.Function, Name.Variable,
               Name.Builtin, Name.Attribute, Name.Constant, Name.Namespace, Name, Number.Integer,
               Number.Float, Number.Hex, String.Double, String.Single, Operator, Punctuation, Whitespace)


class HloLexer(RegexLexer):
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
