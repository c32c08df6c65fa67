; ModuleID = 'sort.23.1'
source_filename = "sort.23.1"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"sort_$_23_$_1_tile_param_0" = private unnamed_addr addrspace(3) global [64 x float] undef, align 4
@"sort_$_23_$_1_tile_param_1" = private unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@"sort_$_23_$_1_tile_param_2" = private unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@buffer_for_constant_18_0 = local_unnamed_addr addrspace(1) constant [64 x i8] c"\00\00\C0\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256
@buffer_for_constant_19_0 = local_unnamed_addr addrspace(1) constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_20_0 = local_unnamed_addr addrspace(1) constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_22_0 = local_unnamed_addr addrspace(1) constant [64 x i8] c"\FF\FF\FF\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256

; Function Attrs: norecurse nounwind
define ptx_kernel void @sort_23_1(ptr noalias nofree readnone align 16 captures(none) dereferenceable(1024) %arg0, ptr noalias nofree align 256 captures(none) dereferenceable(1024) %arg1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %arg2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %arg3) local_unnamed_addr #0 {
entry:
  %0 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %1 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = shl nuw nsw i32 %3, 1
  %linear_index186 = or disjoint i32 %5, %4
  %linear_index = zext nneg i32 %linear_index186 to i64
  %6 = lshr i64 %linear_index, 1
  %thread.id.x = zext nneg i32 %4 to i64
  %7 = shl nuw nsw i64 %linear_index, 2
  %base_keys_index = and i64 %7, 4
  %base_cache_index = shl nuw nsw i64 %thread.id.x, 2
  %.split = getelementptr inbounds [128 x i8], ptr addrspace(1) %0, i64 %base_keys_index
  %8 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split, i64 %6
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_0", i64 %base_cache_index
  store float %9, ptr addrspace(3) %10, align 4
  %current_keys_index1 = or disjoint i64 %base_keys_index, 1
  %11 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 128
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = getelementptr i8, ptr addrspace(3) %10, i64 4
  store float %12, ptr addrspace(3) %13, align 4
  %current_keys_index5 = or disjoint i64 %base_keys_index, 2
  %14 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 256
  %15 = load float, ptr addrspace(1) %14, align 4
  %16 = getelementptr i8, ptr addrspace(3) %10, i64 8
  store float %15, ptr addrspace(3) %16, align 4
  %current_keys_index9 = or disjoint i64 %base_keys_index, 3
  %17 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 384
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = getelementptr i8, ptr addrspace(3) %10, i64 12
  store float %18, ptr addrspace(3) %19, align 4
  %20 = trunc nuw nsw i64 %base_keys_index to i32
  %21 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_1", i64 %base_cache_index
  store i32 %20, ptr addrspace(3) %21, align 4
  %22 = trunc nuw nsw i64 %current_keys_index1 to i32
  %23 = getelementptr i8, ptr addrspace(3) %21, i64 4
  store i32 %22, ptr addrspace(3) %23, align 4
  %24 = trunc nuw nsw i64 %current_keys_index5 to i32
  %25 = getelementptr i8, ptr addrspace(3) %21, i64 8
  store i32 %24, ptr addrspace(3) %25, align 4
  %26 = trunc nuw nsw i64 %current_keys_index9 to i32
  %27 = getelementptr i8, ptr addrspace(3) %21, i64 12
  store i32 %26, ptr addrspace(3) %27, align 4
  %28 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_2", i64 %base_cache_index
  store i32 %20, ptr addrspace(3) %28, align 4
  %29 = getelementptr i8, ptr addrspace(3) %28, i64 4
  store i32 %22, ptr addrspace(3) %29, align 4
  %30 = getelementptr i8, ptr addrspace(3) %28, i64 8
  store i32 %24, ptr addrspace(3) %30, align 4
  %31 = getelementptr i8, ptr addrspace(3) %28, i64 12
  store i32 %26, ptr addrspace(3) %31, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index = shl nuw nsw i64 %thread.id.x, 1
  %.val245 = load float, ptr addrspace(3) %13, align 4
  %.val246 = load float, ptr addrspace(3) %10, align 4
  %.val247 = load i32, ptr addrspace(3) %29, align 4
  %.val248 = load i32, ptr addrspace(3) %28, align 4
  %ne.8.0.i = fcmp uno float %.val245, 0.000000e+00
  %eq.8.0.i = fcmp oeq float %.val245, 0.000000e+00
  %32 = bitcast float %.val245 to i32
  %33 = select i1 %eq.8.0.i, i32 0, i32 %32
  %34 = select i1 %ne.8.0.i, i32 2143289344, i32 %33
  %35 = icmp slt i32 %34, 0
  %36 = xor i32 %34, 2147483647
  %37 = select i1 %35, i32 %36, i32 %34
  %ne.9.0.i = fcmp uno float %.val246, 0.000000e+00
  %eq.9.0.i = fcmp oeq float %.val246, 0.000000e+00
  %38 = bitcast float %.val246 to i32
  %39 = select i1 %eq.9.0.i, i32 0, i32 %38
  %40 = select i1 %ne.9.0.i, i32 2143289344, i32 %39
  %41 = icmp slt i32 %40, 0
  %42 = xor i32 %40, 2147483647
  %43 = select i1 %41, i32 %42, i32 %40
  %44 = icmp sge i32 %37, %43
  %.not.i = icmp eq i32 %43, %37
  %45 = icmp sge i32 %.val247, %.val248
  %.v.i = select i1 %.not.i, i1 %45, i1 %44
  br i1 %.v.i, label %is_smaller_than-after, label %is_smaller_than-true

is_smaller_than-after:                            ; preds = %is_smaller_than-true, %entry
  %sunkaddr348 = getelementptr i8, ptr addrspace(3) %10, i64 8
  %sunkaddr350 = getelementptr i8, ptr addrspace(3) %28, i64 8
  %sunkaddr = getelementptr i8, ptr addrspace(3) %10, i64 12
  %.val241 = load float, ptr addrspace(3) %sunkaddr, align 4
  %.val242 = load float, ptr addrspace(3) %sunkaddr348, align 4
  %sunkaddr349 = getelementptr i8, ptr addrspace(3) %28, i64 12
  %.val243 = load i32, ptr addrspace(3) %sunkaddr349, align 4
  %.val244 = load i32, ptr addrspace(3) %sunkaddr350, align 4
  %ne.8.0.i249 = fcmp uno float %.val241, 0.000000e+00
  %eq.8.0.i250 = fcmp oeq float %.val241, 0.000000e+00
  %46 = bitcast float %.val241 to i32
  %47 = select i1 %eq.8.0.i250, i32 0, i32 %46
  %48 = select i1 %ne.8.0.i249, i32 2143289344, i32 %47
  %49 = icmp slt i32 %48, 0
  %50 = xor i32 %48, 2147483647
  %51 = select i1 %49, i32 %50, i32 %48
  %ne.9.0.i251 = fcmp uno float %.val242, 0.000000e+00
  %eq.9.0.i252 = fcmp oeq float %.val242, 0.000000e+00
  %52 = bitcast float %.val242 to i32
  %53 = select i1 %eq.9.0.i252, i32 0, i32 %52
  %54 = select i1 %ne.9.0.i251, i32 2143289344, i32 %53
  %55 = icmp slt i32 %54, 0
  %56 = xor i32 %54, 2147483647
  %57 = select i1 %55, i32 %56, i32 %54
  %58 = icmp sge i32 %51, %57
  %.not.i253 = icmp eq i32 %57, %51
  %59 = icmp sge i32 %.val243, %.val244
  %.v.i254 = select i1 %.not.i253, i1 %59, i1 %58
  br i1 %.v.i254, label %is_smaller_than-after56, label %is_smaller_than-true55

is_smaller_than-true:                             ; preds = %entry
  store float %.val245, ptr addrspace(3) %10, align 4
  %sunkaddr351 = getelementptr i8, ptr addrspace(3) %10, i64 4
  store float %.val246, ptr addrspace(3) %sunkaddr351, align 4
  %sunkaddr352 = getelementptr i8, ptr addrspace(3) %21, i64 4
  %60 = load i32, ptr addrspace(3) %sunkaddr352, align 4
  %61 = load i32, ptr addrspace(3) %21, align 4
  store i32 %60, ptr addrspace(3) %21, align 4
  store i32 %61, ptr addrspace(3) %sunkaddr352, align 4
  store i32 %.val247, ptr addrspace(3) %28, align 4
  %sunkaddr353 = getelementptr i8, ptr addrspace(3) %28, i64 4
  store i32 %.val248, ptr addrspace(3) %sunkaddr353, align 4
  br label %is_smaller_than-after

is_smaller_than-after56:                          ; preds = %is_smaller_than-true55, %is_smaller_than-after
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr354 = getelementptr i8, ptr addrspace(3) %10, i64 12
  %.val237 = load float, ptr addrspace(3) %sunkaddr354, align 4
  %.val238 = load float, ptr addrspace(3) %10, align 4
  %sunkaddr355 = getelementptr i8, ptr addrspace(3) %28, i64 12
  %.val239 = load i32, ptr addrspace(3) %sunkaddr355, align 4
  %.val240 = load i32, ptr addrspace(3) %28, align 4
  %ne.8.0.i255 = fcmp uno float %.val237, 0.000000e+00
  %eq.8.0.i256 = fcmp oeq float %.val237, 0.000000e+00
  %62 = bitcast float %.val237 to i32
  %63 = select i1 %eq.8.0.i256, i32 0, i32 %62
  %64 = select i1 %ne.8.0.i255, i32 2143289344, i32 %63
  %65 = icmp slt i32 %64, 0
  %66 = xor i32 %64, 2147483647
  %67 = select i1 %65, i32 %66, i32 %64
  %ne.9.0.i257 = fcmp uno float %.val238, 0.000000e+00
  %eq.9.0.i258 = fcmp oeq float %.val238, 0.000000e+00
  %68 = bitcast float %.val238 to i32
  %69 = select i1 %eq.9.0.i258, i32 0, i32 %68
  %70 = select i1 %ne.9.0.i257, i32 2143289344, i32 %69
  %71 = icmp slt i32 %70, 0
  %72 = xor i32 %70, 2147483647
  %73 = select i1 %71, i32 %72, i32 %70
  %74 = icmp sge i32 %67, %73
  %.not.i259 = icmp eq i32 %73, %67
  %75 = icmp sge i32 %.val239, %.val240
  %.v.i260 = select i1 %.not.i259, i1 %75, i1 %74
  br i1 %.v.i260, label %is_smaller_than-after64, label %is_smaller_than-true63

is_smaller_than-true55:                           ; preds = %is_smaller_than-after
  %sunkaddr356 = getelementptr i8, ptr addrspace(3) %10, i64 8
  store float %.val241, ptr addrspace(3) %sunkaddr356, align 4
  %sunkaddr357 = getelementptr i8, ptr addrspace(3) %10, i64 12
  store float %.val242, ptr addrspace(3) %sunkaddr357, align 4
  %sunkaddr358 = getelementptr i8, ptr addrspace(3) %21, i64 12
  %76 = load i32, ptr addrspace(3) %sunkaddr358, align 4
  %sunkaddr359 = getelementptr i8, ptr addrspace(3) %21, i64 8
  %77 = load i32, ptr addrspace(3) %sunkaddr359, align 4
  store i32 %76, ptr addrspace(3) %sunkaddr359, align 4
  store i32 %77, ptr addrspace(3) %sunkaddr358, align 4
  %sunkaddr360 = getelementptr i8, ptr addrspace(3) %28, i64 8
  store i32 %.val243, ptr addrspace(3) %sunkaddr360, align 4
  %sunkaddr361 = getelementptr i8, ptr addrspace(3) %28, i64 12
  store i32 %.val244, ptr addrspace(3) %sunkaddr361, align 4
  br label %is_smaller_than-after56

is_smaller_than-after64:                          ; preds = %is_smaller_than-true63, %is_smaller_than-after56
  %sunkaddr362 = getelementptr i8, ptr addrspace(3) %10, i64 8
  %.val233 = load float, ptr addrspace(3) %sunkaddr362, align 4
  %sunkaddr363 = getelementptr i8, ptr addrspace(3) %10, i64 4
  %.val234 = load float, ptr addrspace(3) %sunkaddr363, align 4
  %sunkaddr364 = getelementptr i8, ptr addrspace(3) %28, i64 8
  %.val235 = load i32, ptr addrspace(3) %sunkaddr364, align 4
  %sunkaddr365 = getelementptr i8, ptr addrspace(3) %28, i64 4
  %.val236 = load i32, ptr addrspace(3) %sunkaddr365, align 4
  %ne.8.0.i261 = fcmp uno float %.val233, 0.000000e+00
  %eq.8.0.i262 = fcmp oeq float %.val233, 0.000000e+00
  %78 = bitcast float %.val233 to i32
  %79 = select i1 %eq.8.0.i262, i32 0, i32 %78
  %80 = select i1 %ne.8.0.i261, i32 2143289344, i32 %79
  %81 = icmp slt i32 %80, 0
  %82 = xor i32 %80, 2147483647
  %83 = select i1 %81, i32 %82, i32 %80
  %ne.9.0.i263 = fcmp uno float %.val234, 0.000000e+00
  %eq.9.0.i264 = fcmp oeq float %.val234, 0.000000e+00
  %84 = bitcast float %.val234 to i32
  %85 = select i1 %eq.9.0.i264, i32 0, i32 %84
  %86 = select i1 %ne.9.0.i263, i32 2143289344, i32 %85
  %87 = icmp slt i32 %86, 0
  %88 = xor i32 %86, 2147483647
  %89 = select i1 %87, i32 %88, i32 %86
  %90 = icmp sge i32 %83, %89
  %.not.i265 = icmp eq i32 %89, %83
  %91 = icmp sge i32 %.val235, %.val236
  %.v.i266 = select i1 %.not.i265, i1 %91, i1 %90
  br i1 %.v.i266, label %is_smaller_than-after71, label %is_smaller_than-true70

is_smaller_than-true63:                           ; preds = %is_smaller_than-after56
  store float %.val237, ptr addrspace(3) %10, align 4
  %sunkaddr366 = getelementptr i8, ptr addrspace(3) %10, i64 12
  store float %.val238, ptr addrspace(3) %sunkaddr366, align 4
  %sunkaddr367 = getelementptr i8, ptr addrspace(3) %21, i64 12
  %92 = load i32, ptr addrspace(3) %sunkaddr367, align 4
  %93 = load i32, ptr addrspace(3) %21, align 4
  store i32 %92, ptr addrspace(3) %21, align 4
  store i32 %93, ptr addrspace(3) %sunkaddr367, align 4
  store i32 %.val239, ptr addrspace(3) %28, align 4
  %sunkaddr368 = getelementptr i8, ptr addrspace(3) %28, i64 12
  store i32 %.val240, ptr addrspace(3) %sunkaddr368, align 4
  br label %is_smaller_than-after64

is_smaller_than-after71:                          ; preds = %is_smaller_than-true70, %is_smaller_than-after64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr369 = getelementptr i8, ptr addrspace(3) %10, i64 4
  %.val229 = load float, ptr addrspace(3) %sunkaddr369, align 4
  %.val230 = load float, ptr addrspace(3) %10, align 4
  %sunkaddr370 = getelementptr i8, ptr addrspace(3) %28, i64 4
  %.val231 = load i32, ptr addrspace(3) %sunkaddr370, align 4
  %.val232 = load i32, ptr addrspace(3) %28, align 4
  %ne.8.0.i267 = fcmp uno float %.val229, 0.000000e+00
  %eq.8.0.i268 = fcmp oeq float %.val229, 0.000000e+00
  %94 = bitcast float %.val229 to i32
  %95 = select i1 %eq.8.0.i268, i32 0, i32 %94
  %96 = select i1 %ne.8.0.i267, i32 2143289344, i32 %95
  %97 = icmp slt i32 %96, 0
  %98 = xor i32 %96, 2147483647
  %99 = select i1 %97, i32 %98, i32 %96
  %ne.9.0.i269 = fcmp uno float %.val230, 0.000000e+00
  %eq.9.0.i270 = fcmp oeq float %.val230, 0.000000e+00
  %100 = bitcast float %.val230 to i32
  %101 = select i1 %eq.9.0.i270, i32 0, i32 %100
  %102 = select i1 %ne.9.0.i269, i32 2143289344, i32 %101
  %103 = icmp slt i32 %102, 0
  %104 = xor i32 %102, 2147483647
  %105 = select i1 %103, i32 %104, i32 %102
  %106 = icmp sge i32 %99, %105
  %.not.i271 = icmp eq i32 %105, %99
  %107 = icmp sge i32 %.val231, %.val232
  %.v.i272 = select i1 %.not.i271, i1 %107, i1 %106
  br i1 %.v.i272, label %is_smaller_than-after79, label %is_smaller_than-true78

is_smaller_than-true70:                           ; preds = %is_smaller_than-after64
  %sunkaddr371 = getelementptr i8, ptr addrspace(3) %10, i64 4
  store float %.val233, ptr addrspace(3) %sunkaddr371, align 4
  %sunkaddr372 = getelementptr i8, ptr addrspace(3) %10, i64 8
  store float %.val234, ptr addrspace(3) %sunkaddr372, align 4
  %sunkaddr373 = getelementptr i8, ptr addrspace(3) %21, i64 8
  %108 = load i32, ptr addrspace(3) %sunkaddr373, align 4
  %sunkaddr374 = getelementptr i8, ptr addrspace(3) %21, i64 4
  %109 = load i32, ptr addrspace(3) %sunkaddr374, align 4
  store i32 %108, ptr addrspace(3) %sunkaddr374, align 4
  store i32 %109, ptr addrspace(3) %sunkaddr373, align 4
  %sunkaddr375 = getelementptr i8, ptr addrspace(3) %28, i64 4
  store i32 %.val235, ptr addrspace(3) %sunkaddr375, align 4
  %sunkaddr376 = getelementptr i8, ptr addrspace(3) %28, i64 8
  store i32 %.val236, ptr addrspace(3) %sunkaddr376, align 4
  br label %is_smaller_than-after71

is_smaller_than-after79:                          ; preds = %is_smaller_than-true78, %is_smaller_than-after71
  %sunkaddr377 = getelementptr i8, ptr addrspace(3) %10, i64 12
  %.val225 = load float, ptr addrspace(3) %sunkaddr377, align 4
  %sunkaddr378 = getelementptr i8, ptr addrspace(3) %10, i64 8
  %.val226 = load float, ptr addrspace(3) %sunkaddr378, align 4
  %sunkaddr379 = getelementptr i8, ptr addrspace(3) %28, i64 12
  %.val227 = load i32, ptr addrspace(3) %sunkaddr379, align 4
  %sunkaddr380 = getelementptr i8, ptr addrspace(3) %28, i64 8
  %.val228 = load i32, ptr addrspace(3) %sunkaddr380, align 4
  %ne.8.0.i273 = fcmp uno float %.val225, 0.000000e+00
  %eq.8.0.i274 = fcmp oeq float %.val225, 0.000000e+00
  %110 = bitcast float %.val225 to i32
  %111 = select i1 %eq.8.0.i274, i32 0, i32 %110
  %112 = select i1 %ne.8.0.i273, i32 2143289344, i32 %111
  %113 = icmp slt i32 %112, 0
  %114 = xor i32 %112, 2147483647
  %115 = select i1 %113, i32 %114, i32 %112
  %ne.9.0.i275 = fcmp uno float %.val226, 0.000000e+00
  %eq.9.0.i276 = fcmp oeq float %.val226, 0.000000e+00
  %116 = bitcast float %.val226 to i32
  %117 = select i1 %eq.9.0.i276, i32 0, i32 %116
  %118 = select i1 %ne.9.0.i275, i32 2143289344, i32 %117
  %119 = icmp slt i32 %118, 0
  %120 = xor i32 %118, 2147483647
  %121 = select i1 %119, i32 %120, i32 %118
  %122 = icmp sge i32 %115, %121
  %.not.i277 = icmp eq i32 %121, %115
  %123 = icmp sge i32 %.val227, %.val228
  %.v.i278 = select i1 %.not.i277, i1 %123, i1 %122
  br i1 %.v.i278, label %is_smaller_than-after86, label %is_smaller_than-true85

is_smaller_than-true78:                           ; preds = %is_smaller_than-after71
  store float %.val229, ptr addrspace(3) %10, align 4
  %sunkaddr381 = getelementptr i8, ptr addrspace(3) %10, i64 4
  store float %.val230, ptr addrspace(3) %sunkaddr381, align 4
  %sunkaddr382 = getelementptr i8, ptr addrspace(3) %21, i64 4
  %124 = load i32, ptr addrspace(3) %sunkaddr382, align 4
  %125 = load i32, ptr addrspace(3) %21, align 4
  store i32 %124, ptr addrspace(3) %21, align 4
  store i32 %125, ptr addrspace(3) %sunkaddr382, align 4
  store i32 %.val231, ptr addrspace(3) %28, align 4
  %sunkaddr383 = getelementptr i8, ptr addrspace(3) %28, i64 4
  store i32 %.val232, ptr addrspace(3) %sunkaddr383, align 4
  br label %is_smaller_than-after79

is_smaller_than-after86:                          ; preds = %is_smaller_than-true85, %is_smaller_than-after79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %126 = xor i64 %element_pair_index, 2
  %127 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_0", i64 %126
  %128 = getelementptr i8, ptr addrspace(3) %127, i64 20
  %129 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_0", i64 %element_pair_index
  %130 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_2", i64 %126
  %131 = getelementptr i8, ptr addrspace(3) %130, i64 20
  %132 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_2", i64 %element_pair_index
  %.val221 = load float, ptr addrspace(3) %128, align 4
  %.val222 = load float, ptr addrspace(3) %129, align 4
  %.val223 = load i32, ptr addrspace(3) %131, align 4
  %.val224 = load i32, ptr addrspace(3) %132, align 4
  %ne.8.0.i279 = fcmp uno float %.val221, 0.000000e+00
  %eq.8.0.i280 = fcmp oeq float %.val221, 0.000000e+00
  %133 = bitcast float %.val221 to i32
  %134 = select i1 %eq.8.0.i280, i32 0, i32 %133
  %135 = select i1 %ne.8.0.i279, i32 2143289344, i32 %134
  %136 = icmp slt i32 %135, 0
  %137 = xor i32 %135, 2147483647
  %138 = select i1 %136, i32 %137, i32 %135
  %ne.9.0.i281 = fcmp uno float %.val222, 0.000000e+00
  %eq.9.0.i282 = fcmp oeq float %.val222, 0.000000e+00
  %139 = bitcast float %.val222 to i32
  %140 = select i1 %eq.9.0.i282, i32 0, i32 %139
  %141 = select i1 %ne.9.0.i281, i32 2143289344, i32 %140
  %142 = icmp slt i32 %141, 0
  %143 = xor i32 %141, 2147483647
  %144 = select i1 %142, i32 %143, i32 %141
  %145 = icmp sge i32 %138, %144
  %.not.i283 = icmp eq i32 %144, %138
  %146 = icmp sge i32 %.val223, %.val224
  %.v.i284 = select i1 %.not.i283, i1 %146, i1 %145
  br i1 %.v.i284, label %is_smaller_than-after94, label %is_smaller_than-true93

is_smaller_than-true85:                           ; preds = %is_smaller_than-after79
  %sunkaddr384 = getelementptr i8, ptr addrspace(3) %10, i64 8
  store float %.val225, ptr addrspace(3) %sunkaddr384, align 4
  %sunkaddr385 = getelementptr i8, ptr addrspace(3) %10, i64 12
  store float %.val226, ptr addrspace(3) %sunkaddr385, align 4
  %sunkaddr386 = getelementptr i8, ptr addrspace(3) %21, i64 12
  %147 = load i32, ptr addrspace(3) %sunkaddr386, align 4
  %sunkaddr387 = getelementptr i8, ptr addrspace(3) %21, i64 8
  %148 = load i32, ptr addrspace(3) %sunkaddr387, align 4
  store i32 %147, ptr addrspace(3) %sunkaddr387, align 4
  store i32 %148, ptr addrspace(3) %sunkaddr386, align 4
  %sunkaddr388 = getelementptr i8, ptr addrspace(3) %28, i64 8
  store i32 %.val227, ptr addrspace(3) %sunkaddr388, align 4
  %sunkaddr389 = getelementptr i8, ptr addrspace(3) %28, i64 12
  store i32 %.val228, ptr addrspace(3) %sunkaddr389, align 4
  br label %is_smaller_than-after86

is_smaller_than-after94:                          ; preds = %is_smaller_than-true93, %is_smaller_than-after86
  %149 = getelementptr i8, ptr addrspace(3) %127, i64 16
  %150 = getelementptr i8, ptr addrspace(3) %129, i64 4
  %151 = getelementptr i8, ptr addrspace(3) %130, i64 16
  %152 = getelementptr i8, ptr addrspace(3) %132, i64 4
  %.val217 = load float, ptr addrspace(3) %149, align 4
  %.val218 = load float, ptr addrspace(3) %150, align 4
  %.val219 = load i32, ptr addrspace(3) %151, align 4
  %.val220 = load i32, ptr addrspace(3) %152, align 4
  %ne.8.0.i285 = fcmp uno float %.val217, 0.000000e+00
  %eq.8.0.i286 = fcmp oeq float %.val217, 0.000000e+00
  %153 = bitcast float %.val217 to i32
  %154 = select i1 %eq.8.0.i286, i32 0, i32 %153
  %155 = select i1 %ne.8.0.i285, i32 2143289344, i32 %154
  %156 = icmp slt i32 %155, 0
  %157 = xor i32 %155, 2147483647
  %158 = select i1 %156, i32 %157, i32 %155
  %ne.9.0.i287 = fcmp uno float %.val218, 0.000000e+00
  %eq.9.0.i288 = fcmp oeq float %.val218, 0.000000e+00
  %159 = bitcast float %.val218 to i32
  %160 = select i1 %eq.9.0.i288, i32 0, i32 %159
  %161 = select i1 %ne.9.0.i287, i32 2143289344, i32 %160
  %162 = icmp slt i32 %161, 0
  %163 = xor i32 %161, 2147483647
  %164 = select i1 %162, i32 %163, i32 %161
  %165 = icmp sge i32 %158, %164
  %.not.i289 = icmp eq i32 %164, %158
  %166 = icmp sge i32 %.val219, %.val220
  %.v.i290 = select i1 %.not.i289, i1 %166, i1 %165
  br i1 %.v.i290, label %is_smaller_than-after101, label %is_smaller_than-true100

is_smaller_than-true93:                           ; preds = %is_smaller_than-after86
  %167 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_1", i64 %element_pair_index
  %168 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_1", i64 %126
  %169 = getelementptr i8, ptr addrspace(3) %168, i64 20
  store float %.val221, ptr addrspace(3) %129, align 4
  %sunkaddr390 = getelementptr i8, ptr addrspace(3) %127, i64 20
  store float %.val222, ptr addrspace(3) %sunkaddr390, align 4
  %170 = load i32, ptr addrspace(3) %169, align 4
  %171 = load i32, ptr addrspace(3) %167, align 4
  store i32 %170, ptr addrspace(3) %167, align 4
  store i32 %171, ptr addrspace(3) %169, align 4
  store i32 %.val223, ptr addrspace(3) %132, align 4
  %sunkaddr391 = getelementptr i8, ptr addrspace(3) %130, i64 20
  store i32 %.val224, ptr addrspace(3) %sunkaddr391, align 4
  br label %is_smaller_than-after94

is_smaller_than-after101:                         ; preds = %is_smaller_than-true100, %is_smaller_than-after94
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr392 = getelementptr i8, ptr addrspace(3) %10, i64 8
  %.val213 = load float, ptr addrspace(3) %sunkaddr392, align 4
  %.val214 = load float, ptr addrspace(3) %10, align 4
  %sunkaddr393 = getelementptr i8, ptr addrspace(3) %28, i64 8
  %.val215 = load i32, ptr addrspace(3) %sunkaddr393, align 4
  %.val216 = load i32, ptr addrspace(3) %28, align 4
  %ne.8.0.i291 = fcmp uno float %.val213, 0.000000e+00
  %eq.8.0.i292 = fcmp oeq float %.val213, 0.000000e+00
  %172 = bitcast float %.val213 to i32
  %173 = select i1 %eq.8.0.i292, i32 0, i32 %172
  %174 = select i1 %ne.8.0.i291, i32 2143289344, i32 %173
  %175 = icmp slt i32 %174, 0
  %176 = xor i32 %174, 2147483647
  %177 = select i1 %175, i32 %176, i32 %174
  %ne.9.0.i293 = fcmp uno float %.val214, 0.000000e+00
  %eq.9.0.i294 = fcmp oeq float %.val214, 0.000000e+00
  %178 = bitcast float %.val214 to i32
  %179 = select i1 %eq.9.0.i294, i32 0, i32 %178
  %180 = select i1 %ne.9.0.i293, i32 2143289344, i32 %179
  %181 = icmp slt i32 %180, 0
  %182 = xor i32 %180, 2147483647
  %183 = select i1 %181, i32 %182, i32 %180
  %184 = icmp sge i32 %177, %183
  %.not.i295 = icmp eq i32 %183, %177
  %185 = icmp sge i32 %.val215, %.val216
  %.v.i296 = select i1 %.not.i295, i1 %185, i1 %184
  br i1 %.v.i296, label %is_smaller_than-after109, label %is_smaller_than-true108

is_smaller_than-true100:                          ; preds = %is_smaller_than-after94
  %186 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_1", i64 %element_pair_index
  %187 = getelementptr i8, ptr addrspace(3) %186, i64 4
  %188 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_23_$_1_tile_param_1", i64 %126
  %189 = getelementptr i8, ptr addrspace(3) %188, i64 16
  %sunkaddr394 = getelementptr i8, ptr addrspace(3) %129, i64 4
  store float %.val217, ptr addrspace(3) %sunkaddr394, align 4
  %sunkaddr395 = getelementptr i8, ptr addrspace(3) %127, i64 16
  store float %.val218, ptr addrspace(3) %sunkaddr395, align 4
  %190 = load i32, ptr addrspace(3) %189, align 4
  %191 = load i32, ptr addrspace(3) %187, align 4
  store i32 %190, ptr addrspace(3) %187, align 4
  store i32 %191, ptr addrspace(3) %189, align 4
  %sunkaddr396 = getelementptr i8, ptr addrspace(3) %132, i64 4
  store i32 %.val219, ptr addrspace(3) %sunkaddr396, align 4
  %sunkaddr397 = getelementptr i8, ptr addrspace(3) %130, i64 16
  store i32 %.val220, ptr addrspace(3) %sunkaddr397, align 4
  br label %is_smaller_than-after101

is_smaller_than-after109:                         ; preds = %is_smaller_than-true108, %is_smaller_than-after101
  %sunkaddr398 = getelementptr i8, ptr addrspace(3) %10, i64 12
  %.val209 = load float, ptr addrspace(3) %sunkaddr398, align 4
  %sunkaddr399 = getelementptr i8, ptr addrspace(3) %10, i64 4
  %.val210 = load float, ptr addrspace(3) %sunkaddr399, align 4
  %sunkaddr400 = getelementptr i8, ptr addrspace(3) %28, i64 12
  %.val211 = load i32, ptr addrspace(3) %sunkaddr400, align 4
  %sunkaddr401 = getelementptr i8, ptr addrspace(3) %28, i64 4
  %.val212 = load i32, ptr addrspace(3) %sunkaddr401, align 4
  %ne.8.0.i297 = fcmp uno float %.val209, 0.000000e+00
  %eq.8.0.i298 = fcmp oeq float %.val209, 0.000000e+00
  %192 = bitcast float %.val209 to i32
  %193 = select i1 %eq.8.0.i298, i32 0, i32 %192
  %194 = select i1 %ne.8.0.i297, i32 2143289344, i32 %193
  %195 = icmp slt i32 %194, 0
  %196 = xor i32 %194, 2147483647
  %197 = select i1 %195, i32 %196, i32 %194
  %ne.9.0.i299 = fcmp uno float %.val210, 0.000000e+00
  %eq.9.0.i300 = fcmp oeq float %.val210, 0.000000e+00
  %198 = bitcast float %.val210 to i32
  %199 = select i1 %eq.9.0.i300, i32 0, i32 %198
  %200 = select i1 %ne.9.0.i299, i32 2143289344, i32 %199
  %201 = icmp slt i32 %200, 0
  %202 = xor i32 %200, 2147483647
  %203 = select i1 %201, i32 %202, i32 %200
  %204 = icmp sge i32 %197, %203
  %.not.i301 = icmp eq i32 %203, %197
  %205 = icmp sge i32 %.val211, %.val212
  %.v.i302 = select i1 %.not.i301, i1 %205, i1 %204
  br i1 %.v.i302, label %is_smaller_than-after116, label %is_smaller_than-true115

is_smaller_than-true108:                          ; preds = %is_smaller_than-after101
  store float %.val213, ptr addrspace(3) %10, align 4
  %sunkaddr402 = getelementptr i8, ptr addrspace(3) %10, i64 8
  store float %.val214, ptr addrspace(3) %sunkaddr402, align 4
  %sunkaddr403 = getelementptr i8, ptr addrspace(3) %21, i64 8
  %206 = load i32, ptr addrspace(3) %sunkaddr403, align 4
  %207 = load i32, ptr addrspace(3) %21, align 4
  store i32 %206, ptr addrspace(3) %21, align 4
  store i32 %207, ptr addrspace(3) %sunkaddr403, align 4
  store i32 %.val215, ptr addrspace(3) %28, align 4
  %sunkaddr404 = getelementptr i8, ptr addrspace(3) %28, i64 8
  store i32 %.val216, ptr addrspace(3) %sunkaddr404, align 4
  br label %is_smaller_than-after109

is_smaller_than-after116:                         ; preds = %is_smaller_than-true115, %is_smaller_than-after109
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr405 = getelementptr i8, ptr addrspace(3) %10, i64 4
  %.val205 = load float, ptr addrspace(3) %sunkaddr405, align 4
  %.val206 = load float, ptr addrspace(3) %10, align 4
  %sunkaddr406 = getelementptr i8, ptr addrspace(3) %28, i64 4
  %.val207 = load i32, ptr addrspace(3) %sunkaddr406, align 4
  %.val208 = load i32, ptr addrspace(3) %28, align 4
  %ne.8.0.i303 = fcmp uno float %.val205, 0.000000e+00
  %eq.8.0.i304 = fcmp oeq float %.val205, 0.000000e+00
  %208 = bitcast float %.val205 to i32
  %209 = select i1 %eq.8.0.i304, i32 0, i32 %208
  %210 = select i1 %ne.8.0.i303, i32 2143289344, i32 %209
  %211 = icmp slt i32 %210, 0
  %212 = xor i32 %210, 2147483647
  %213 = select i1 %211, i32 %212, i32 %210
  %ne.9.0.i305 = fcmp uno float %.val206, 0.000000e+00
  %eq.9.0.i306 = fcmp oeq float %.val206, 0.000000e+00
  %214 = bitcast float %.val206 to i32
  %215 = select i1 %eq.9.0.i306, i32 0, i32 %214
  %216 = select i1 %ne.9.0.i305, i32 2143289344, i32 %215
  %217 = icmp slt i32 %216, 0
  %218 = xor i32 %216, 2147483647
  %219 = select i1 %217, i32 %218, i32 %216
  %220 = icmp sge i32 %213, %219
  %.not.i307 = icmp eq i32 %219, %213
  %221 = icmp sge i32 %.val207, %.val208
  %.v.i308 = select i1 %.not.i307, i1 %221, i1 %220
  br i1 %.v.i308, label %is_smaller_than-after124, label %is_smaller_than-true123

is_smaller_than-true115:                          ; preds = %is_smaller_than-after109
  %sunkaddr407 = getelementptr i8, ptr addrspace(3) %10, i64 4
  store float %.val209, ptr addrspace(3) %sunkaddr407, align 4
  %sunkaddr408 = getelementptr i8, ptr addrspace(3) %10, i64 12
  store float %.val210, ptr addrspace(3) %sunkaddr408, align 4
  %sunkaddr409 = getelementptr i8, ptr addrspace(3) %21, i64 12
  %222 = load i32, ptr addrspace(3) %sunkaddr409, align 4
  %sunkaddr410 = getelementptr i8, ptr addrspace(3) %21, i64 4
  %223 = load i32, ptr addrspace(3) %sunkaddr410, align 4
  store i32 %222, ptr addrspace(3) %sunkaddr410, align 4
  store i32 %223, ptr addrspace(3) %sunkaddr409, align 4
  %sunkaddr411 = getelementptr i8, ptr addrspace(3) %28, i64 4
  store i32 %.val211, ptr addrspace(3) %sunkaddr411, align 4
  %sunkaddr412 = getelementptr i8, ptr addrspace(3) %28, i64 12
  store i32 %.val212, ptr addrspace(3) %sunkaddr412, align 4
  br label %is_smaller_than-after116

is_smaller_than-after124:                         ; preds = %is_smaller_than-true123, %is_smaller_than-after116
  %sunkaddr413 = getelementptr i8, ptr addrspace(3) %10, i64 12
  %.val = load float, ptr addrspace(3) %sunkaddr413, align 4
  %sunkaddr414 = getelementptr i8, ptr addrspace(3) %10, i64 8
  %.val202 = load float, ptr addrspace(3) %sunkaddr414, align 4
  %sunkaddr415 = getelementptr i8, ptr addrspace(3) %28, i64 12
  %.val203 = load i32, ptr addrspace(3) %sunkaddr415, align 4
  %sunkaddr416 = getelementptr i8, ptr addrspace(3) %28, i64 8
  %.val204 = load i32, ptr addrspace(3) %sunkaddr416, align 4
  %ne.8.0.i309 = fcmp uno float %.val, 0.000000e+00
  %eq.8.0.i310 = fcmp oeq float %.val, 0.000000e+00
  %224 = bitcast float %.val to i32
  %225 = select i1 %eq.8.0.i310, i32 0, i32 %224
  %226 = select i1 %ne.8.0.i309, i32 2143289344, i32 %225
  %227 = icmp slt i32 %226, 0
  %228 = xor i32 %226, 2147483647
  %229 = select i1 %227, i32 %228, i32 %226
  %ne.9.0.i311 = fcmp uno float %.val202, 0.000000e+00
  %eq.9.0.i312 = fcmp oeq float %.val202, 0.000000e+00
  %230 = bitcast float %.val202 to i32
  %231 = select i1 %eq.9.0.i312, i32 0, i32 %230
  %232 = select i1 %ne.9.0.i311, i32 2143289344, i32 %231
  %233 = icmp slt i32 %232, 0
  %234 = xor i32 %232, 2147483647
  %235 = select i1 %233, i32 %234, i32 %232
  %236 = icmp sge i32 %229, %235
  %.not.i313 = icmp eq i32 %235, %229
  %237 = icmp sge i32 %.val203, %.val204
  %.v.i314 = select i1 %.not.i313, i1 %237, i1 %236
  br i1 %.v.i314, label %is_smaller_than-after131, label %is_smaller_than-true130

is_smaller_than-true123:                          ; preds = %is_smaller_than-after116
  store float %.val205, ptr addrspace(3) %10, align 4
  %sunkaddr417 = getelementptr i8, ptr addrspace(3) %10, i64 4
  store float %.val206, ptr addrspace(3) %sunkaddr417, align 4
  %sunkaddr418 = getelementptr i8, ptr addrspace(3) %21, i64 4
  %238 = load i32, ptr addrspace(3) %sunkaddr418, align 4
  %239 = load i32, ptr addrspace(3) %21, align 4
  store i32 %238, ptr addrspace(3) %21, align 4
  store i32 %239, ptr addrspace(3) %sunkaddr418, align 4
  store i32 %.val207, ptr addrspace(3) %28, align 4
  %sunkaddr419 = getelementptr i8, ptr addrspace(3) %28, i64 4
  store i32 %.val208, ptr addrspace(3) %sunkaddr419, align 4
  br label %is_smaller_than-after124

is_smaller_than-after131:                         ; preds = %is_smaller_than-true130, %is_smaller_than-after124
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %240 = load float, ptr addrspace(3) %10, align 4
  store float %240, ptr addrspace(1) %8, align 4
  %sunkaddr420 = getelementptr i8, ptr addrspace(3) %10, i64 4
  %241 = load float, ptr addrspace(3) %sunkaddr420, align 4
  %sunkaddr421 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 128
  store float %241, ptr addrspace(1) %sunkaddr421, align 4
  %sunkaddr422 = getelementptr i8, ptr addrspace(3) %10, i64 8
  %242 = load float, ptr addrspace(3) %sunkaddr422, align 4
  %sunkaddr423 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 256
  store float %242, ptr addrspace(1) %sunkaddr423, align 4
  %sunkaddr424 = getelementptr i8, ptr addrspace(3) %10, i64 12
  %243 = load float, ptr addrspace(3) %sunkaddr424, align 4
  %sunkaddr425 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 384
  store float %243, ptr addrspace(1) %sunkaddr425, align 4
  %244 = load i32, ptr addrspace(3) %21, align 4
  %.split194 = getelementptr inbounds [128 x i8], ptr addrspace(1) %1, i64 %base_keys_index
  %245 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split194, i64 %6
  store i32 %244, ptr addrspace(1) %245, align 4
  %sunkaddr426 = getelementptr i8, ptr addrspace(3) %21, i64 4
  %246 = load i32, ptr addrspace(3) %sunkaddr426, align 4
  %247 = getelementptr inbounds i8, ptr addrspace(1) %245, i64 128
  store i32 %246, ptr addrspace(1) %247, align 4
  %sunkaddr427 = getelementptr i8, ptr addrspace(3) %21, i64 8
  %248 = load i32, ptr addrspace(3) %sunkaddr427, align 4
  %249 = getelementptr inbounds i8, ptr addrspace(1) %245, i64 256
  store i32 %248, ptr addrspace(1) %249, align 4
  %sunkaddr428 = getelementptr i8, ptr addrspace(3) %21, i64 12
  %250 = load i32, ptr addrspace(3) %sunkaddr428, align 4
  %251 = getelementptr inbounds i8, ptr addrspace(1) %245, i64 384
  store i32 %250, ptr addrspace(1) %251, align 4
  %252 = load i32, ptr addrspace(3) %28, align 4
  %.split198 = getelementptr inbounds [128 x i8], ptr addrspace(1) %2, i64 %base_keys_index
  %253 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split198, i64 %6
  store i32 %252, ptr addrspace(1) %253, align 4
  %sunkaddr429 = getelementptr i8, ptr addrspace(3) %28, i64 4
  %254 = load i32, ptr addrspace(3) %sunkaddr429, align 4
  %255 = getelementptr inbounds i8, ptr addrspace(1) %253, i64 128
  store i32 %254, ptr addrspace(1) %255, align 4
  %sunkaddr430 = getelementptr i8, ptr addrspace(3) %28, i64 8
  %256 = load i32, ptr addrspace(3) %sunkaddr430, align 4
  %257 = getelementptr inbounds i8, ptr addrspace(1) %253, i64 256
  store i32 %256, ptr addrspace(1) %257, align 4
  %sunkaddr431 = getelementptr i8, ptr addrspace(3) %28, i64 12
  %258 = load i32, ptr addrspace(3) %sunkaddr431, align 4
  %259 = getelementptr inbounds i8, ptr addrspace(1) %253, i64 384
  store i32 %258, ptr addrspace(1) %259, align 4
  ret void

is_smaller_than-true130:                          ; preds = %is_smaller_than-after124
  %sunkaddr432 = getelementptr i8, ptr addrspace(3) %10, i64 8
  store float %.val, ptr addrspace(3) %sunkaddr432, align 4
  %sunkaddr433 = getelementptr i8, ptr addrspace(3) %10, i64 12
  store float %.val202, ptr addrspace(3) %sunkaddr433, align 4
  %sunkaddr434 = getelementptr i8, ptr addrspace(3) %21, i64 12
  %260 = load i32, ptr addrspace(3) %sunkaddr434, align 4
  %sunkaddr435 = getelementptr i8, ptr addrspace(3) %21, i64 8
  %261 = load i32, ptr addrspace(3) %sunkaddr435, align 4
  store i32 %260, ptr addrspace(3) %sunkaddr435, align 4
  store i32 %261, ptr addrspace(3) %sunkaddr434, align 4
  %sunkaddr436 = getelementptr i8, ptr addrspace(3) %28, i64 8
  store i32 %.val203, ptr addrspace(3) %sunkaddr436, align 4
  %sunkaddr437 = getelementptr i8, ptr addrspace(3) %28, i64 12
  store i32 %.val204, ptr addrspace(3) %sunkaddr437, align 4
  br label %is_smaller_than-after131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { norecurse nounwind "nvvm.reqntid"="2,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!1 = !{i32 0, i32 32}
!2 = !{i32 0, i32 2}
