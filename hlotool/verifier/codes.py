"""The verifier's diagnostic codes. Stable: tools and CI configurations may key on them."""

CODES: dict[str, str] = {
    # structure
    "V001": "unknown opcode",
    "V101": "wrong number of operands",
    "V102": "parameter numbers not contiguous or not matching the computation signature",
    "V103": "computation signature does not match its parameters or ROOT",
    "V104": "cycle through operands, control predecessors or called computations",
    "V105": "called computation does not fit its call site",
    "V106": "tuple index out of range",
    "V107": "entry computation does not match entry_computation_layout",
    "V108": "invalid input_output_alias or buffer_donor",
    "V109": "async or start/done pair mismatch",
    "V110": "invalid replica_groups, source_target_pairs or channel_id",
    "V111": "schedule inconsistent with dependencies",
    "V112": "missing or malformed attribute",
    "V113": "invalid sharding, or one that does not fit the instruction's shape",
    # shapes
    "V200": "declared shape differs from the inferred shape",
    "V201": "operand element type not allowed, or operands' types differ",
    "V202": "dimension number out of range or repeated",
    "V203": "invalid window, padding or dilation",
    "V204": "invalid slice bounds or strides",
    "V205": "element count or byte size mismatch",
    "V206": "dot or convolution dimensions do not agree",
    "V207": "invalid gather or scatter dimension numbers",
    "V208": "operand shapes do not agree",
    "V209": "unbounded dynamic dimension (?) in an instruction's shape",
    # layouts
    "V300": "minor_to_major is not a permutation of the dimensions",
    "V301": "invalid tiling, element size or memory space",
    "V302": "layout does not fit where the operation requires it (--layout-sensitive)",
}
