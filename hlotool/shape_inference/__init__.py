"""Shape inference: XLA's shape_inference.cc, one rule per opcode, shared by the parser (instructions
written without a shape), the verifier and the interpreter. It depends on the IR and the core records
only."""
