module @jit_mlp_fwd attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8x16xbf16> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg1: tensor<16x32xbf16> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<32xbf16> {mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<32x16xbf16> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x16xbf16> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x16xbf16>, tensor<16x32xbf16>) -> tensor<8x32xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<32xbf16>) -> tensor<8x32xbf16>
    %2 = stablehlo.add %0, %1 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %3 = stablehlo.multiply %2, %2 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %4 = stablehlo.multiply %3, %2 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<bf16>) -> tensor<8x32xbf16>
    %6 = stablehlo.multiply %4, %5 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %7 = stablehlo.add %2, %6 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<bf16>) -> tensor<8x32xbf16>
    %9 = stablehlo.multiply %7, %8 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %10 = stablehlo.tanh %9 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<bf16>) -> tensor<8x32xbf16>
    %12 = stablehlo.add %10, %11 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<bf16>) -> tensor<8x32xbf16>
    %14 = stablehlo.multiply %12, %13 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %15 = stablehlo.multiply %2, %14 {mhlo.sharding = "{devices=[2,2]<=[4]}"} : tensor<8x32xbf16>
    %16 = stablehlo.dot %15, %arg3, precision = [DEFAULT, DEFAULT] {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x32xbf16>, tensor<32x16xbf16>) -> tensor<8x16xbf16>
    return %16 : tensor<8x16xbf16>
  }
}
