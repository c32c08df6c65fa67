; ModuleID = 'sort.15.1'
source_filename = "sort.15.1"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"sort_$_15_$_1_tile_param_0" = private unnamed_addr addrspace(3) global [64 x float] undef, align 4
@"sort_$_15_$_1_tile_param_1" = private unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@buffer_for_constant_13_0 = local_unnamed_addr addrspace(1) constant [64 x i8] c"\00\00\C0\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256
@buffer_for_constant_14_0 = local_unnamed_addr addrspace(1) constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_15_0 = local_unnamed_addr addrspace(1) constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_17_0 = local_unnamed_addr addrspace(1) constant [64 x i8] c"\FF\FF\FF\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256

; Function Attrs: norecurse nounwind
define ptx_kernel void @sort_15_1(ptr noalias nofree readnone align 16 captures(none) dereferenceable(1024) %arg0, ptr noalias nofree align 256 captures(none) dereferenceable(1024) %arg1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %arg2) local_unnamed_addr #0 {
entry:
  %0 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %1 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = shl nuw nsw i32 %2, 3
  %linear_index285 = or disjoint i32 %4, %3
  %linear_index = zext nneg i32 %linear_index285 to i64
  %5 = lshr i64 %linear_index, 3
  %thread.id.x = zext nneg i32 %3 to i64
  %6 = shl nuw nsw i64 %linear_index, 2
  %base_keys_index = and i64 %6, 28
  %base_cache_index = shl nuw nsw i64 %thread.id.x, 2
  %.split = getelementptr inbounds [128 x i8], ptr addrspace(1) %0, i64 %5
  %7 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split, i64 %base_keys_index
  %8 = load <4 x float>, ptr addrspace(1) %7, align 16
  %9 = extractelement <4 x float> %8, i32 0
  %10 = extractelement <4 x float> %8, i32 1
  %11 = extractelement <4 x float> %8, i32 2
  %12 = extractelement <4 x float> %8, i32 3
  %13 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %base_cache_index
  store float %9, ptr addrspace(3) %13, align 4
  %current_keys_index1 = or disjoint i64 %base_keys_index, 1
  %14 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %10, ptr addrspace(3) %14, align 4
  %current_keys_index5 = or disjoint i64 %base_keys_index, 2
  %15 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %11, ptr addrspace(3) %15, align 4
  %current_keys_index9 = or disjoint i64 %base_keys_index, 3
  %16 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %12, ptr addrspace(3) %16, align 4
  %17 = trunc nuw nsw i64 %base_keys_index to i32
  %18 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %base_cache_index
  store i32 %17, ptr addrspace(3) %18, align 4
  %19 = trunc nuw nsw i64 %current_keys_index1 to i32
  %20 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %19, ptr addrspace(3) %20, align 4
  %21 = trunc nuw nsw i64 %current_keys_index5 to i32
  %22 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %21, ptr addrspace(3) %22, align 4
  %23 = trunc nuw nsw i64 %current_keys_index9 to i32
  %24 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %23, ptr addrspace(3) %24, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index = shl nuw nsw i64 %thread.id.x, 1
  %.val412 = load float, ptr addrspace(3) %14, align 4
  %.val413 = load float, ptr addrspace(3) %13, align 4
  %.val414 = load i32, ptr addrspace(3) %20, align 4
  %.val415 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i = fcmp uno float %.val412, 0.000000e+00
  %eq.0.0.i = fcmp oeq float %.val412, 0.000000e+00
  %25 = bitcast float %.val412 to i32
  %26 = select i1 %eq.0.0.i, i32 0, i32 %25
  %27 = select i1 %ne.0.0.i, i32 2143289344, i32 %26
  %28 = icmp slt i32 %27, 0
  %29 = xor i32 %27, 2147483647
  %30 = select i1 %28, i32 %29, i32 %27
  %ne.1.0.i = fcmp uno float %.val413, 0.000000e+00
  %eq.1.0.i = fcmp oeq float %.val413, 0.000000e+00
  %31 = bitcast float %.val413 to i32
  %32 = select i1 %eq.1.0.i, i32 0, i32 %31
  %33 = select i1 %ne.1.0.i, i32 2143289344, i32 %32
  %34 = icmp slt i32 %33, 0
  %35 = xor i32 %33, 2147483647
  %36 = select i1 %34, i32 %35, i32 %33
  %37 = icmp sge i32 %30, %36
  %.not.i = icmp eq i32 %36, %30
  %38 = icmp sge i32 %.val414, %.val415
  %.v.i = select i1 %.not.i, i1 %38, i1 %37
  br i1 %.v.i, label %is_smaller_than-after, label %is_smaller_than-true

is_smaller_than-after:                            ; preds = %is_smaller_than-true, %entry
  %current_keys_index32 = or disjoint i64 %element_pair_index, 1
  %sunkaddr616 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %sunkaddr618 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %sunkaddr = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val408 = load float, ptr addrspace(3) %sunkaddr, align 4
  %.val409 = load float, ptr addrspace(3) %sunkaddr616, align 4
  %sunkaddr617 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val410 = load i32, ptr addrspace(3) %sunkaddr617, align 4
  %.val411 = load i32, ptr addrspace(3) %sunkaddr618, align 4
  %ne.0.0.i416 = fcmp uno float %.val408, 0.000000e+00
  %eq.0.0.i417 = fcmp oeq float %.val408, 0.000000e+00
  %39 = bitcast float %.val408 to i32
  %40 = select i1 %eq.0.0.i417, i32 0, i32 %39
  %41 = select i1 %ne.0.0.i416, i32 2143289344, i32 %40
  %42 = icmp slt i32 %41, 0
  %43 = xor i32 %41, 2147483647
  %44 = select i1 %42, i32 %43, i32 %41
  %ne.1.0.i418 = fcmp uno float %.val409, 0.000000e+00
  %eq.1.0.i419 = fcmp oeq float %.val409, 0.000000e+00
  %45 = bitcast float %.val409 to i32
  %46 = select i1 %eq.1.0.i419, i32 0, i32 %45
  %47 = select i1 %ne.1.0.i418, i32 2143289344, i32 %46
  %48 = icmp slt i32 %47, 0
  %49 = xor i32 %47, 2147483647
  %50 = select i1 %48, i32 %49, i32 %47
  %51 = icmp sge i32 %44, %50
  %.not.i420 = icmp eq i32 %50, %44
  %52 = icmp sge i32 %.val410, %.val411
  %.v.i421 = select i1 %.not.i420, i1 %52, i1 %51
  br i1 %.v.i421, label %is_smaller_than-after38, label %is_smaller_than-true37

is_smaller_than-true:                             ; preds = %entry
  store float %.val412, ptr addrspace(3) %13, align 4
  %sunkaddr619 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val413, ptr addrspace(3) %sunkaddr619, align 4
  store i32 %.val414, ptr addrspace(3) %18, align 4
  %sunkaddr620 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val415, ptr addrspace(3) %sunkaddr620, align 4
  br label %is_smaller_than-after

is_smaller_than-after38:                          ; preds = %is_smaller_than-true37, %is_smaller_than-after
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr621 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val404 = load float, ptr addrspace(3) %sunkaddr621, align 4
  %.val405 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr622 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val406 = load i32, ptr addrspace(3) %sunkaddr622, align 4
  %.val407 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i422 = fcmp uno float %.val404, 0.000000e+00
  %eq.0.0.i423 = fcmp oeq float %.val404, 0.000000e+00
  %53 = bitcast float %.val404 to i32
  %54 = select i1 %eq.0.0.i423, i32 0, i32 %53
  %55 = select i1 %ne.0.0.i422, i32 2143289344, i32 %54
  %56 = icmp slt i32 %55, 0
  %57 = xor i32 %55, 2147483647
  %58 = select i1 %56, i32 %57, i32 %55
  %ne.1.0.i424 = fcmp uno float %.val405, 0.000000e+00
  %eq.1.0.i425 = fcmp oeq float %.val405, 0.000000e+00
  %59 = bitcast float %.val405 to i32
  %60 = select i1 %eq.1.0.i425, i32 0, i32 %59
  %61 = select i1 %ne.1.0.i424, i32 2143289344, i32 %60
  %62 = icmp slt i32 %61, 0
  %63 = xor i32 %61, 2147483647
  %64 = select i1 %62, i32 %63, i32 %61
  %65 = icmp sge i32 %58, %64
  %.not.i426 = icmp eq i32 %64, %58
  %66 = icmp sge i32 %.val406, %.val407
  %.v.i427 = select i1 %.not.i426, i1 %66, i1 %65
  br i1 %.v.i427, label %is_smaller_than-after46, label %is_smaller_than-true45

is_smaller_than-true37:                           ; preds = %is_smaller_than-after
  %sunkaddr623 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val408, ptr addrspace(3) %sunkaddr623, align 4
  %sunkaddr624 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val409, ptr addrspace(3) %sunkaddr624, align 4
  %sunkaddr625 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val410, ptr addrspace(3) %sunkaddr625, align 4
  %sunkaddr626 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val411, ptr addrspace(3) %sunkaddr626, align 4
  br label %is_smaller_than-after38

is_smaller_than-after46:                          ; preds = %is_smaller_than-true45, %is_smaller_than-after38
  %sunkaddr627 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val400 = load float, ptr addrspace(3) %sunkaddr627, align 4
  %sunkaddr628 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val401 = load float, ptr addrspace(3) %sunkaddr628, align 4
  %sunkaddr629 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val402 = load i32, ptr addrspace(3) %sunkaddr629, align 4
  %sunkaddr630 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val403 = load i32, ptr addrspace(3) %sunkaddr630, align 4
  %ne.0.0.i428 = fcmp uno float %.val400, 0.000000e+00
  %eq.0.0.i429 = fcmp oeq float %.val400, 0.000000e+00
  %67 = bitcast float %.val400 to i32
  %68 = select i1 %eq.0.0.i429, i32 0, i32 %67
  %69 = select i1 %ne.0.0.i428, i32 2143289344, i32 %68
  %70 = icmp slt i32 %69, 0
  %71 = xor i32 %69, 2147483647
  %72 = select i1 %70, i32 %71, i32 %69
  %ne.1.0.i430 = fcmp uno float %.val401, 0.000000e+00
  %eq.1.0.i431 = fcmp oeq float %.val401, 0.000000e+00
  %73 = bitcast float %.val401 to i32
  %74 = select i1 %eq.1.0.i431, i32 0, i32 %73
  %75 = select i1 %ne.1.0.i430, i32 2143289344, i32 %74
  %76 = icmp slt i32 %75, 0
  %77 = xor i32 %75, 2147483647
  %78 = select i1 %76, i32 %77, i32 %75
  %79 = icmp sge i32 %72, %78
  %.not.i432 = icmp eq i32 %78, %72
  %80 = icmp sge i32 %.val402, %.val403
  %.v.i433 = select i1 %.not.i432, i1 %80, i1 %79
  br i1 %.v.i433, label %is_smaller_than-after53, label %is_smaller_than-true52

is_smaller_than-true45:                           ; preds = %is_smaller_than-after38
  store float %.val404, ptr addrspace(3) %13, align 4
  %sunkaddr631 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val405, ptr addrspace(3) %sunkaddr631, align 4
  store i32 %.val406, ptr addrspace(3) %18, align 4
  %sunkaddr632 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val407, ptr addrspace(3) %sunkaddr632, align 4
  br label %is_smaller_than-after46

is_smaller_than-after53:                          ; preds = %is_smaller_than-true52, %is_smaller_than-after46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr633 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val396 = load float, ptr addrspace(3) %sunkaddr633, align 4
  %.val397 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr634 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val398 = load i32, ptr addrspace(3) %sunkaddr634, align 4
  %.val399 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i434 = fcmp uno float %.val396, 0.000000e+00
  %eq.0.0.i435 = fcmp oeq float %.val396, 0.000000e+00
  %81 = bitcast float %.val396 to i32
  %82 = select i1 %eq.0.0.i435, i32 0, i32 %81
  %83 = select i1 %ne.0.0.i434, i32 2143289344, i32 %82
  %84 = icmp slt i32 %83, 0
  %85 = xor i32 %83, 2147483647
  %86 = select i1 %84, i32 %85, i32 %83
  %ne.1.0.i436 = fcmp uno float %.val397, 0.000000e+00
  %eq.1.0.i437 = fcmp oeq float %.val397, 0.000000e+00
  %87 = bitcast float %.val397 to i32
  %88 = select i1 %eq.1.0.i437, i32 0, i32 %87
  %89 = select i1 %ne.1.0.i436, i32 2143289344, i32 %88
  %90 = icmp slt i32 %89, 0
  %91 = xor i32 %89, 2147483647
  %92 = select i1 %90, i32 %91, i32 %89
  %93 = icmp sge i32 %86, %92
  %.not.i438 = icmp eq i32 %92, %86
  %94 = icmp sge i32 %.val398, %.val399
  %.v.i439 = select i1 %.not.i438, i1 %94, i1 %93
  br i1 %.v.i439, label %is_smaller_than-after61, label %is_smaller_than-true60

is_smaller_than-true52:                           ; preds = %is_smaller_than-after46
  %sunkaddr635 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val400, ptr addrspace(3) %sunkaddr635, align 4
  %sunkaddr636 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val401, ptr addrspace(3) %sunkaddr636, align 4
  %sunkaddr637 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val402, ptr addrspace(3) %sunkaddr637, align 4
  %sunkaddr638 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val403, ptr addrspace(3) %sunkaddr638, align 4
  br label %is_smaller_than-after53

is_smaller_than-after61:                          ; preds = %is_smaller_than-true60, %is_smaller_than-after53
  %sunkaddr639 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val392 = load float, ptr addrspace(3) %sunkaddr639, align 4
  %sunkaddr640 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val393 = load float, ptr addrspace(3) %sunkaddr640, align 4
  %sunkaddr641 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val394 = load i32, ptr addrspace(3) %sunkaddr641, align 4
  %sunkaddr642 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val395 = load i32, ptr addrspace(3) %sunkaddr642, align 4
  %ne.0.0.i440 = fcmp uno float %.val392, 0.000000e+00
  %eq.0.0.i441 = fcmp oeq float %.val392, 0.000000e+00
  %95 = bitcast float %.val392 to i32
  %96 = select i1 %eq.0.0.i441, i32 0, i32 %95
  %97 = select i1 %ne.0.0.i440, i32 2143289344, i32 %96
  %98 = icmp slt i32 %97, 0
  %99 = xor i32 %97, 2147483647
  %100 = select i1 %98, i32 %99, i32 %97
  %ne.1.0.i442 = fcmp uno float %.val393, 0.000000e+00
  %eq.1.0.i443 = fcmp oeq float %.val393, 0.000000e+00
  %101 = bitcast float %.val393 to i32
  %102 = select i1 %eq.1.0.i443, i32 0, i32 %101
  %103 = select i1 %ne.1.0.i442, i32 2143289344, i32 %102
  %104 = icmp slt i32 %103, 0
  %105 = xor i32 %103, 2147483647
  %106 = select i1 %104, i32 %105, i32 %103
  %107 = icmp sge i32 %100, %106
  %.not.i444 = icmp eq i32 %106, %100
  %108 = icmp sge i32 %.val394, %.val395
  %.v.i445 = select i1 %.not.i444, i1 %108, i1 %107
  br i1 %.v.i445, label %is_smaller_than-after68, label %is_smaller_than-true67

is_smaller_than-true60:                           ; preds = %is_smaller_than-after53
  store float %.val396, ptr addrspace(3) %13, align 4
  %sunkaddr643 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val397, ptr addrspace(3) %sunkaddr643, align 4
  store i32 %.val398, ptr addrspace(3) %18, align 4
  %sunkaddr644 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val399, ptr addrspace(3) %sunkaddr644, align 4
  br label %is_smaller_than-after61

is_smaller_than-after68:                          ; preds = %is_smaller_than-true67, %is_smaller_than-after61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %109 = and i64 %element_pair_index, 2
  %110 = and i64 %base_cache_index, 24
  %111 = or disjoint i64 %110, %109
  %112 = xor i64 %111, 2
  %113 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %112
  %114 = getelementptr i8, ptr addrspace(3) %113, i64 20
  %115 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %111
  %116 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %112
  %117 = getelementptr i8, ptr addrspace(3) %116, i64 20
  %118 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %111
  %.val388 = load float, ptr addrspace(3) %114, align 4
  %.val389 = load float, ptr addrspace(3) %115, align 4
  %.val390 = load i32, ptr addrspace(3) %117, align 4
  %.val391 = load i32, ptr addrspace(3) %118, align 4
  %ne.0.0.i446 = fcmp uno float %.val388, 0.000000e+00
  %eq.0.0.i447 = fcmp oeq float %.val388, 0.000000e+00
  %119 = bitcast float %.val388 to i32
  %120 = select i1 %eq.0.0.i447, i32 0, i32 %119
  %121 = select i1 %ne.0.0.i446, i32 2143289344, i32 %120
  %122 = icmp slt i32 %121, 0
  %123 = xor i32 %121, 2147483647
  %124 = select i1 %122, i32 %123, i32 %121
  %ne.1.0.i448 = fcmp uno float %.val389, 0.000000e+00
  %eq.1.0.i449 = fcmp oeq float %.val389, 0.000000e+00
  %125 = bitcast float %.val389 to i32
  %126 = select i1 %eq.1.0.i449, i32 0, i32 %125
  %127 = select i1 %ne.1.0.i448, i32 2143289344, i32 %126
  %128 = icmp slt i32 %127, 0
  %129 = xor i32 %127, 2147483647
  %130 = select i1 %128, i32 %129, i32 %127
  %131 = icmp sge i32 %124, %130
  %.not.i450 = icmp eq i32 %130, %124
  %132 = icmp sge i32 %.val390, %.val391
  %.v.i451 = select i1 %.not.i450, i1 %132, i1 %131
  br i1 %.v.i451, label %is_smaller_than-after76, label %is_smaller_than-true75

is_smaller_than-true67:                           ; preds = %is_smaller_than-after61
  %sunkaddr645 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val392, ptr addrspace(3) %sunkaddr645, align 4
  %sunkaddr646 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val393, ptr addrspace(3) %sunkaddr646, align 4
  %sunkaddr647 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val394, ptr addrspace(3) %sunkaddr647, align 4
  %sunkaddr648 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val395, ptr addrspace(3) %sunkaddr648, align 4
  br label %is_smaller_than-after68

is_smaller_than-after76:                          ; preds = %is_smaller_than-true75, %is_smaller_than-after68
  %133 = and i64 %current_keys_index32, 3
  %134 = or disjoint i64 %133, %110
  %135 = xor i64 %134, 3
  %136 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %135
  %137 = getelementptr i8, ptr addrspace(3) %136, i64 16
  %138 = getelementptr i8, ptr addrspace(3) %115, i64 4
  %139 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %135
  %140 = getelementptr i8, ptr addrspace(3) %139, i64 16
  %141 = getelementptr i8, ptr addrspace(3) %118, i64 4
  %.val384 = load float, ptr addrspace(3) %137, align 4
  %.val385 = load float, ptr addrspace(3) %138, align 4
  %.val386 = load i32, ptr addrspace(3) %140, align 4
  %.val387 = load i32, ptr addrspace(3) %141, align 4
  %ne.0.0.i452 = fcmp uno float %.val384, 0.000000e+00
  %eq.0.0.i453 = fcmp oeq float %.val384, 0.000000e+00
  %142 = bitcast float %.val384 to i32
  %143 = select i1 %eq.0.0.i453, i32 0, i32 %142
  %144 = select i1 %ne.0.0.i452, i32 2143289344, i32 %143
  %145 = icmp slt i32 %144, 0
  %146 = xor i32 %144, 2147483647
  %147 = select i1 %145, i32 %146, i32 %144
  %ne.1.0.i454 = fcmp uno float %.val385, 0.000000e+00
  %eq.1.0.i455 = fcmp oeq float %.val385, 0.000000e+00
  %148 = bitcast float %.val385 to i32
  %149 = select i1 %eq.1.0.i455, i32 0, i32 %148
  %150 = select i1 %ne.1.0.i454, i32 2143289344, i32 %149
  %151 = icmp slt i32 %150, 0
  %152 = xor i32 %150, 2147483647
  %153 = select i1 %151, i32 %152, i32 %150
  %154 = icmp sge i32 %147, %153
  %.not.i456 = icmp eq i32 %153, %147
  %155 = icmp sge i32 %.val386, %.val387
  %.v.i457 = select i1 %.not.i456, i1 %155, i1 %154
  br i1 %.v.i457, label %is_smaller_than-after83, label %is_smaller_than-true82

is_smaller_than-true75:                           ; preds = %is_smaller_than-after68
  store float %.val388, ptr addrspace(3) %115, align 4
  %sunkaddr649 = getelementptr i8, ptr addrspace(3) %113, i64 20
  store float %.val389, ptr addrspace(3) %sunkaddr649, align 4
  store i32 %.val390, ptr addrspace(3) %118, align 4
  %sunkaddr650 = getelementptr i8, ptr addrspace(3) %116, i64 20
  store i32 %.val391, ptr addrspace(3) %sunkaddr650, align 4
  br label %is_smaller_than-after76

is_smaller_than-after83:                          ; preds = %is_smaller_than-true82, %is_smaller_than-after76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr651 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val380 = load float, ptr addrspace(3) %sunkaddr651, align 4
  %.val381 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr652 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val382 = load i32, ptr addrspace(3) %sunkaddr652, align 4
  %.val383 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i458 = fcmp uno float %.val380, 0.000000e+00
  %eq.0.0.i459 = fcmp oeq float %.val380, 0.000000e+00
  %156 = bitcast float %.val380 to i32
  %157 = select i1 %eq.0.0.i459, i32 0, i32 %156
  %158 = select i1 %ne.0.0.i458, i32 2143289344, i32 %157
  %159 = icmp slt i32 %158, 0
  %160 = xor i32 %158, 2147483647
  %161 = select i1 %159, i32 %160, i32 %158
  %ne.1.0.i460 = fcmp uno float %.val381, 0.000000e+00
  %eq.1.0.i461 = fcmp oeq float %.val381, 0.000000e+00
  %162 = bitcast float %.val381 to i32
  %163 = select i1 %eq.1.0.i461, i32 0, i32 %162
  %164 = select i1 %ne.1.0.i460, i32 2143289344, i32 %163
  %165 = icmp slt i32 %164, 0
  %166 = xor i32 %164, 2147483647
  %167 = select i1 %165, i32 %166, i32 %164
  %168 = icmp sge i32 %161, %167
  %.not.i462 = icmp eq i32 %167, %161
  %169 = icmp sge i32 %.val382, %.val383
  %.v.i463 = select i1 %.not.i462, i1 %169, i1 %168
  br i1 %.v.i463, label %is_smaller_than-after91, label %is_smaller_than-true90

is_smaller_than-true82:                           ; preds = %is_smaller_than-after76
  %sunkaddr653 = getelementptr i8, ptr addrspace(3) %115, i64 4
  store float %.val384, ptr addrspace(3) %sunkaddr653, align 4
  %sunkaddr654 = getelementptr i8, ptr addrspace(3) %136, i64 16
  store float %.val385, ptr addrspace(3) %sunkaddr654, align 4
  %sunkaddr655 = getelementptr i8, ptr addrspace(3) %118, i64 4
  store i32 %.val386, ptr addrspace(3) %sunkaddr655, align 4
  %sunkaddr656 = getelementptr i8, ptr addrspace(3) %139, i64 16
  store i32 %.val387, ptr addrspace(3) %sunkaddr656, align 4
  br label %is_smaller_than-after83

is_smaller_than-after91:                          ; preds = %is_smaller_than-true90, %is_smaller_than-after83
  %sunkaddr657 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val376 = load float, ptr addrspace(3) %sunkaddr657, align 4
  %sunkaddr658 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val377 = load float, ptr addrspace(3) %sunkaddr658, align 4
  %sunkaddr659 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val378 = load i32, ptr addrspace(3) %sunkaddr659, align 4
  %sunkaddr660 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val379 = load i32, ptr addrspace(3) %sunkaddr660, align 4
  %ne.0.0.i464 = fcmp uno float %.val376, 0.000000e+00
  %eq.0.0.i465 = fcmp oeq float %.val376, 0.000000e+00
  %170 = bitcast float %.val376 to i32
  %171 = select i1 %eq.0.0.i465, i32 0, i32 %170
  %172 = select i1 %ne.0.0.i464, i32 2143289344, i32 %171
  %173 = icmp slt i32 %172, 0
  %174 = xor i32 %172, 2147483647
  %175 = select i1 %173, i32 %174, i32 %172
  %ne.1.0.i466 = fcmp uno float %.val377, 0.000000e+00
  %eq.1.0.i467 = fcmp oeq float %.val377, 0.000000e+00
  %176 = bitcast float %.val377 to i32
  %177 = select i1 %eq.1.0.i467, i32 0, i32 %176
  %178 = select i1 %ne.1.0.i466, i32 2143289344, i32 %177
  %179 = icmp slt i32 %178, 0
  %180 = xor i32 %178, 2147483647
  %181 = select i1 %179, i32 %180, i32 %178
  %182 = icmp sge i32 %175, %181
  %.not.i468 = icmp eq i32 %181, %175
  %183 = icmp sge i32 %.val378, %.val379
  %.v.i469 = select i1 %.not.i468, i1 %183, i1 %182
  br i1 %.v.i469, label %is_smaller_than-after98, label %is_smaller_than-true97

is_smaller_than-true90:                           ; preds = %is_smaller_than-after83
  store float %.val380, ptr addrspace(3) %13, align 4
  %sunkaddr661 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val381, ptr addrspace(3) %sunkaddr661, align 4
  store i32 %.val382, ptr addrspace(3) %18, align 4
  %sunkaddr662 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val383, ptr addrspace(3) %sunkaddr662, align 4
  br label %is_smaller_than-after91

is_smaller_than-after98:                          ; preds = %is_smaller_than-true97, %is_smaller_than-after91
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr663 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val372 = load float, ptr addrspace(3) %sunkaddr663, align 4
  %.val373 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr664 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val374 = load i32, ptr addrspace(3) %sunkaddr664, align 4
  %.val375 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i470 = fcmp uno float %.val372, 0.000000e+00
  %eq.0.0.i471 = fcmp oeq float %.val372, 0.000000e+00
  %184 = bitcast float %.val372 to i32
  %185 = select i1 %eq.0.0.i471, i32 0, i32 %184
  %186 = select i1 %ne.0.0.i470, i32 2143289344, i32 %185
  %187 = icmp slt i32 %186, 0
  %188 = xor i32 %186, 2147483647
  %189 = select i1 %187, i32 %188, i32 %186
  %ne.1.0.i472 = fcmp uno float %.val373, 0.000000e+00
  %eq.1.0.i473 = fcmp oeq float %.val373, 0.000000e+00
  %190 = bitcast float %.val373 to i32
  %191 = select i1 %eq.1.0.i473, i32 0, i32 %190
  %192 = select i1 %ne.1.0.i472, i32 2143289344, i32 %191
  %193 = icmp slt i32 %192, 0
  %194 = xor i32 %192, 2147483647
  %195 = select i1 %193, i32 %194, i32 %192
  %196 = icmp sge i32 %189, %195
  %.not.i474 = icmp eq i32 %195, %189
  %197 = icmp sge i32 %.val374, %.val375
  %.v.i475 = select i1 %.not.i474, i1 %197, i1 %196
  br i1 %.v.i475, label %is_smaller_than-after106, label %is_smaller_than-true105

is_smaller_than-true97:                           ; preds = %is_smaller_than-after91
  %sunkaddr665 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val376, ptr addrspace(3) %sunkaddr665, align 4
  %sunkaddr666 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val377, ptr addrspace(3) %sunkaddr666, align 4
  %sunkaddr667 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val378, ptr addrspace(3) %sunkaddr667, align 4
  %sunkaddr668 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val379, ptr addrspace(3) %sunkaddr668, align 4
  br label %is_smaller_than-after98

is_smaller_than-after106:                         ; preds = %is_smaller_than-true105, %is_smaller_than-after98
  %sunkaddr669 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val368 = load float, ptr addrspace(3) %sunkaddr669, align 4
  %sunkaddr670 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val369 = load float, ptr addrspace(3) %sunkaddr670, align 4
  %sunkaddr671 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val370 = load i32, ptr addrspace(3) %sunkaddr671, align 4
  %sunkaddr672 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val371 = load i32, ptr addrspace(3) %sunkaddr672, align 4
  %ne.0.0.i476 = fcmp uno float %.val368, 0.000000e+00
  %eq.0.0.i477 = fcmp oeq float %.val368, 0.000000e+00
  %198 = bitcast float %.val368 to i32
  %199 = select i1 %eq.0.0.i477, i32 0, i32 %198
  %200 = select i1 %ne.0.0.i476, i32 2143289344, i32 %199
  %201 = icmp slt i32 %200, 0
  %202 = xor i32 %200, 2147483647
  %203 = select i1 %201, i32 %202, i32 %200
  %ne.1.0.i478 = fcmp uno float %.val369, 0.000000e+00
  %eq.1.0.i479 = fcmp oeq float %.val369, 0.000000e+00
  %204 = bitcast float %.val369 to i32
  %205 = select i1 %eq.1.0.i479, i32 0, i32 %204
  %206 = select i1 %ne.1.0.i478, i32 2143289344, i32 %205
  %207 = icmp slt i32 %206, 0
  %208 = xor i32 %206, 2147483647
  %209 = select i1 %207, i32 %208, i32 %206
  %210 = icmp sge i32 %203, %209
  %.not.i480 = icmp eq i32 %209, %203
  %211 = icmp sge i32 %.val370, %.val371
  %.v.i481 = select i1 %.not.i480, i1 %211, i1 %210
  br i1 %.v.i481, label %is_smaller_than-after113, label %is_smaller_than-true112

is_smaller_than-true105:                          ; preds = %is_smaller_than-after98
  store float %.val372, ptr addrspace(3) %13, align 4
  %sunkaddr673 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val373, ptr addrspace(3) %sunkaddr673, align 4
  store i32 %.val374, ptr addrspace(3) %18, align 4
  %sunkaddr674 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val375, ptr addrspace(3) %sunkaddr674, align 4
  br label %is_smaller_than-after106

is_smaller_than-after113:                         ; preds = %is_smaller_than-true112, %is_smaller_than-after106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %212 = and i64 %element_pair_index, 6
  %213 = and i64 %base_cache_index, 16
  %214 = or disjoint i64 %213, %212
  %215 = xor i64 %214, 6
  %216 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %215
  %217 = getelementptr i8, ptr addrspace(3) %216, i64 36
  %218 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %214
  %219 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %215
  %220 = getelementptr i8, ptr addrspace(3) %219, i64 36
  %221 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %214
  %.val364 = load float, ptr addrspace(3) %217, align 4
  %.val365 = load float, ptr addrspace(3) %218, align 4
  %.val366 = load i32, ptr addrspace(3) %220, align 4
  %.val367 = load i32, ptr addrspace(3) %221, align 4
  %ne.0.0.i482 = fcmp uno float %.val364, 0.000000e+00
  %eq.0.0.i483 = fcmp oeq float %.val364, 0.000000e+00
  %222 = bitcast float %.val364 to i32
  %223 = select i1 %eq.0.0.i483, i32 0, i32 %222
  %224 = select i1 %ne.0.0.i482, i32 2143289344, i32 %223
  %225 = icmp slt i32 %224, 0
  %226 = xor i32 %224, 2147483647
  %227 = select i1 %225, i32 %226, i32 %224
  %ne.1.0.i484 = fcmp uno float %.val365, 0.000000e+00
  %eq.1.0.i485 = fcmp oeq float %.val365, 0.000000e+00
  %228 = bitcast float %.val365 to i32
  %229 = select i1 %eq.1.0.i485, i32 0, i32 %228
  %230 = select i1 %ne.1.0.i484, i32 2143289344, i32 %229
  %231 = icmp slt i32 %230, 0
  %232 = xor i32 %230, 2147483647
  %233 = select i1 %231, i32 %232, i32 %230
  %234 = icmp sge i32 %227, %233
  %.not.i486 = icmp eq i32 %233, %227
  %235 = icmp sge i32 %.val366, %.val367
  %.v.i487 = select i1 %.not.i486, i1 %235, i1 %234
  br i1 %.v.i487, label %is_smaller_than-after121, label %is_smaller_than-true120

is_smaller_than-true112:                          ; preds = %is_smaller_than-after106
  %sunkaddr675 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val368, ptr addrspace(3) %sunkaddr675, align 4
  %sunkaddr676 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val369, ptr addrspace(3) %sunkaddr676, align 4
  %sunkaddr677 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val370, ptr addrspace(3) %sunkaddr677, align 4
  %sunkaddr678 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val371, ptr addrspace(3) %sunkaddr678, align 4
  br label %is_smaller_than-after113

is_smaller_than-after121:                         ; preds = %is_smaller_than-true120, %is_smaller_than-after113
  %236 = and i64 %current_keys_index32, 7
  %237 = or disjoint i64 %236, %213
  %238 = xor i64 %237, 7
  %239 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %238
  %240 = getelementptr i8, ptr addrspace(3) %239, i64 32
  %241 = getelementptr i8, ptr addrspace(3) %218, i64 4
  %242 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %238
  %243 = getelementptr i8, ptr addrspace(3) %242, i64 32
  %244 = getelementptr i8, ptr addrspace(3) %221, i64 4
  %.val360 = load float, ptr addrspace(3) %240, align 4
  %.val361 = load float, ptr addrspace(3) %241, align 4
  %.val362 = load i32, ptr addrspace(3) %243, align 4
  %.val363 = load i32, ptr addrspace(3) %244, align 4
  %ne.0.0.i488 = fcmp uno float %.val360, 0.000000e+00
  %eq.0.0.i489 = fcmp oeq float %.val360, 0.000000e+00
  %245 = bitcast float %.val360 to i32
  %246 = select i1 %eq.0.0.i489, i32 0, i32 %245
  %247 = select i1 %ne.0.0.i488, i32 2143289344, i32 %246
  %248 = icmp slt i32 %247, 0
  %249 = xor i32 %247, 2147483647
  %250 = select i1 %248, i32 %249, i32 %247
  %ne.1.0.i490 = fcmp uno float %.val361, 0.000000e+00
  %eq.1.0.i491 = fcmp oeq float %.val361, 0.000000e+00
  %251 = bitcast float %.val361 to i32
  %252 = select i1 %eq.1.0.i491, i32 0, i32 %251
  %253 = select i1 %ne.1.0.i490, i32 2143289344, i32 %252
  %254 = icmp slt i32 %253, 0
  %255 = xor i32 %253, 2147483647
  %256 = select i1 %254, i32 %255, i32 %253
  %257 = icmp sge i32 %250, %256
  %.not.i492 = icmp eq i32 %256, %250
  %258 = icmp sge i32 %.val362, %.val363
  %.v.i493 = select i1 %.not.i492, i1 %258, i1 %257
  br i1 %.v.i493, label %is_smaller_than-after128, label %is_smaller_than-true127

is_smaller_than-true120:                          ; preds = %is_smaller_than-after113
  store float %.val364, ptr addrspace(3) %218, align 4
  %sunkaddr679 = getelementptr i8, ptr addrspace(3) %216, i64 36
  store float %.val365, ptr addrspace(3) %sunkaddr679, align 4
  store i32 %.val366, ptr addrspace(3) %221, align 4
  %sunkaddr680 = getelementptr i8, ptr addrspace(3) %219, i64 36
  store i32 %.val367, ptr addrspace(3) %sunkaddr680, align 4
  br label %is_smaller_than-after121

is_smaller_than-after128:                         ; preds = %is_smaller_than-true127, %is_smaller_than-after121
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %259 = getelementptr i8, ptr addrspace(3) %115, i64 16
  %260 = getelementptr i8, ptr addrspace(3) %118, i64 16
  %.val356 = load float, ptr addrspace(3) %259, align 4
  %.val357 = load float, ptr addrspace(3) %115, align 4
  %.val358 = load i32, ptr addrspace(3) %260, align 4
  %.val359 = load i32, ptr addrspace(3) %118, align 4
  %ne.0.0.i494 = fcmp uno float %.val356, 0.000000e+00
  %eq.0.0.i495 = fcmp oeq float %.val356, 0.000000e+00
  %261 = bitcast float %.val356 to i32
  %262 = select i1 %eq.0.0.i495, i32 0, i32 %261
  %263 = select i1 %ne.0.0.i494, i32 2143289344, i32 %262
  %264 = icmp slt i32 %263, 0
  %265 = xor i32 %263, 2147483647
  %266 = select i1 %264, i32 %265, i32 %263
  %ne.1.0.i496 = fcmp uno float %.val357, 0.000000e+00
  %eq.1.0.i497 = fcmp oeq float %.val357, 0.000000e+00
  %267 = bitcast float %.val357 to i32
  %268 = select i1 %eq.1.0.i497, i32 0, i32 %267
  %269 = select i1 %ne.1.0.i496, i32 2143289344, i32 %268
  %270 = icmp slt i32 %269, 0
  %271 = xor i32 %269, 2147483647
  %272 = select i1 %270, i32 %271, i32 %269
  %273 = icmp sge i32 %266, %272
  %.not.i498 = icmp eq i32 %272, %266
  %274 = icmp sge i32 %.val358, %.val359
  %.v.i499 = select i1 %.not.i498, i1 %274, i1 %273
  br i1 %.v.i499, label %is_smaller_than-after136, label %is_smaller_than-true135

is_smaller_than-true127:                          ; preds = %is_smaller_than-after121
  %sunkaddr681 = getelementptr i8, ptr addrspace(3) %218, i64 4
  store float %.val360, ptr addrspace(3) %sunkaddr681, align 4
  %sunkaddr682 = getelementptr i8, ptr addrspace(3) %239, i64 32
  store float %.val361, ptr addrspace(3) %sunkaddr682, align 4
  %sunkaddr683 = getelementptr i8, ptr addrspace(3) %221, i64 4
  store i32 %.val362, ptr addrspace(3) %sunkaddr683, align 4
  %sunkaddr684 = getelementptr i8, ptr addrspace(3) %242, i64 32
  store i32 %.val363, ptr addrspace(3) %sunkaddr684, align 4
  br label %is_smaller_than-after128

is_smaller_than-after136:                         ; preds = %is_smaller_than-true135, %is_smaller_than-after128
  %sunkaddr686 = getelementptr i8, ptr addrspace(3) %115, i64 4
  %sunkaddr688 = getelementptr i8, ptr addrspace(3) %118, i64 4
  %sunkaddr685 = getelementptr i8, ptr addrspace(3) %115, i64 20
  %.val352 = load float, ptr addrspace(3) %sunkaddr685, align 4
  %.val353 = load float, ptr addrspace(3) %sunkaddr686, align 4
  %sunkaddr687 = getelementptr i8, ptr addrspace(3) %118, i64 20
  %.val354 = load i32, ptr addrspace(3) %sunkaddr687, align 4
  %.val355 = load i32, ptr addrspace(3) %sunkaddr688, align 4
  %ne.0.0.i500 = fcmp uno float %.val352, 0.000000e+00
  %eq.0.0.i501 = fcmp oeq float %.val352, 0.000000e+00
  %275 = bitcast float %.val352 to i32
  %276 = select i1 %eq.0.0.i501, i32 0, i32 %275
  %277 = select i1 %ne.0.0.i500, i32 2143289344, i32 %276
  %278 = icmp slt i32 %277, 0
  %279 = xor i32 %277, 2147483647
  %280 = select i1 %278, i32 %279, i32 %277
  %ne.1.0.i502 = fcmp uno float %.val353, 0.000000e+00
  %eq.1.0.i503 = fcmp oeq float %.val353, 0.000000e+00
  %281 = bitcast float %.val353 to i32
  %282 = select i1 %eq.1.0.i503, i32 0, i32 %281
  %283 = select i1 %ne.1.0.i502, i32 2143289344, i32 %282
  %284 = icmp slt i32 %283, 0
  %285 = xor i32 %283, 2147483647
  %286 = select i1 %284, i32 %285, i32 %283
  %287 = icmp sge i32 %280, %286
  %.not.i504 = icmp eq i32 %286, %280
  %288 = icmp sge i32 %.val354, %.val355
  %.v.i505 = select i1 %.not.i504, i1 %288, i1 %287
  br i1 %.v.i505, label %is_smaller_than-after143, label %is_smaller_than-true142

is_smaller_than-true135:                          ; preds = %is_smaller_than-after128
  store float %.val356, ptr addrspace(3) %115, align 4
  %sunkaddr689 = getelementptr i8, ptr addrspace(3) %115, i64 16
  store float %.val357, ptr addrspace(3) %sunkaddr689, align 4
  store i32 %.val358, ptr addrspace(3) %118, align 4
  %sunkaddr690 = getelementptr i8, ptr addrspace(3) %118, i64 16
  store i32 %.val359, ptr addrspace(3) %sunkaddr690, align 4
  br label %is_smaller_than-after136

is_smaller_than-after143:                         ; preds = %is_smaller_than-true142, %is_smaller_than-after136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr691 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val348 = load float, ptr addrspace(3) %sunkaddr691, align 4
  %.val349 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr692 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val350 = load i32, ptr addrspace(3) %sunkaddr692, align 4
  %.val351 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i506 = fcmp uno float %.val348, 0.000000e+00
  %eq.0.0.i507 = fcmp oeq float %.val348, 0.000000e+00
  %289 = bitcast float %.val348 to i32
  %290 = select i1 %eq.0.0.i507, i32 0, i32 %289
  %291 = select i1 %ne.0.0.i506, i32 2143289344, i32 %290
  %292 = icmp slt i32 %291, 0
  %293 = xor i32 %291, 2147483647
  %294 = select i1 %292, i32 %293, i32 %291
  %ne.1.0.i508 = fcmp uno float %.val349, 0.000000e+00
  %eq.1.0.i509 = fcmp oeq float %.val349, 0.000000e+00
  %295 = bitcast float %.val349 to i32
  %296 = select i1 %eq.1.0.i509, i32 0, i32 %295
  %297 = select i1 %ne.1.0.i508, i32 2143289344, i32 %296
  %298 = icmp slt i32 %297, 0
  %299 = xor i32 %297, 2147483647
  %300 = select i1 %298, i32 %299, i32 %297
  %301 = icmp sge i32 %294, %300
  %.not.i510 = icmp eq i32 %300, %294
  %302 = icmp sge i32 %.val350, %.val351
  %.v.i511 = select i1 %.not.i510, i1 %302, i1 %301
  br i1 %.v.i511, label %is_smaller_than-after151, label %is_smaller_than-true150

is_smaller_than-true142:                          ; preds = %is_smaller_than-after136
  %sunkaddr693 = getelementptr i8, ptr addrspace(3) %115, i64 4
  store float %.val352, ptr addrspace(3) %sunkaddr693, align 4
  %sunkaddr694 = getelementptr i8, ptr addrspace(3) %115, i64 20
  store float %.val353, ptr addrspace(3) %sunkaddr694, align 4
  %sunkaddr695 = getelementptr i8, ptr addrspace(3) %118, i64 4
  store i32 %.val354, ptr addrspace(3) %sunkaddr695, align 4
  %sunkaddr696 = getelementptr i8, ptr addrspace(3) %118, i64 20
  store i32 %.val355, ptr addrspace(3) %sunkaddr696, align 4
  br label %is_smaller_than-after143

is_smaller_than-after151:                         ; preds = %is_smaller_than-true150, %is_smaller_than-after143
  %sunkaddr697 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val344 = load float, ptr addrspace(3) %sunkaddr697, align 4
  %sunkaddr698 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val345 = load float, ptr addrspace(3) %sunkaddr698, align 4
  %sunkaddr699 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val346 = load i32, ptr addrspace(3) %sunkaddr699, align 4
  %sunkaddr700 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val347 = load i32, ptr addrspace(3) %sunkaddr700, align 4
  %ne.0.0.i512 = fcmp uno float %.val344, 0.000000e+00
  %eq.0.0.i513 = fcmp oeq float %.val344, 0.000000e+00
  %303 = bitcast float %.val344 to i32
  %304 = select i1 %eq.0.0.i513, i32 0, i32 %303
  %305 = select i1 %ne.0.0.i512, i32 2143289344, i32 %304
  %306 = icmp slt i32 %305, 0
  %307 = xor i32 %305, 2147483647
  %308 = select i1 %306, i32 %307, i32 %305
  %ne.1.0.i514 = fcmp uno float %.val345, 0.000000e+00
  %eq.1.0.i515 = fcmp oeq float %.val345, 0.000000e+00
  %309 = bitcast float %.val345 to i32
  %310 = select i1 %eq.1.0.i515, i32 0, i32 %309
  %311 = select i1 %ne.1.0.i514, i32 2143289344, i32 %310
  %312 = icmp slt i32 %311, 0
  %313 = xor i32 %311, 2147483647
  %314 = select i1 %312, i32 %313, i32 %311
  %315 = icmp sge i32 %308, %314
  %.not.i516 = icmp eq i32 %314, %308
  %316 = icmp sge i32 %.val346, %.val347
  %.v.i517 = select i1 %.not.i516, i1 %316, i1 %315
  br i1 %.v.i517, label %is_smaller_than-after158, label %is_smaller_than-true157

is_smaller_than-true150:                          ; preds = %is_smaller_than-after143
  store float %.val348, ptr addrspace(3) %13, align 4
  %sunkaddr701 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val349, ptr addrspace(3) %sunkaddr701, align 4
  store i32 %.val350, ptr addrspace(3) %18, align 4
  %sunkaddr702 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val351, ptr addrspace(3) %sunkaddr702, align 4
  br label %is_smaller_than-after151

is_smaller_than-after158:                         ; preds = %is_smaller_than-true157, %is_smaller_than-after151
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr703 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val340 = load float, ptr addrspace(3) %sunkaddr703, align 4
  %.val341 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr704 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val342 = load i32, ptr addrspace(3) %sunkaddr704, align 4
  %.val343 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i518 = fcmp uno float %.val340, 0.000000e+00
  %eq.0.0.i519 = fcmp oeq float %.val340, 0.000000e+00
  %317 = bitcast float %.val340 to i32
  %318 = select i1 %eq.0.0.i519, i32 0, i32 %317
  %319 = select i1 %ne.0.0.i518, i32 2143289344, i32 %318
  %320 = icmp slt i32 %319, 0
  %321 = xor i32 %319, 2147483647
  %322 = select i1 %320, i32 %321, i32 %319
  %ne.1.0.i520 = fcmp uno float %.val341, 0.000000e+00
  %eq.1.0.i521 = fcmp oeq float %.val341, 0.000000e+00
  %323 = bitcast float %.val341 to i32
  %324 = select i1 %eq.1.0.i521, i32 0, i32 %323
  %325 = select i1 %ne.1.0.i520, i32 2143289344, i32 %324
  %326 = icmp slt i32 %325, 0
  %327 = xor i32 %325, 2147483647
  %328 = select i1 %326, i32 %327, i32 %325
  %329 = icmp sge i32 %322, %328
  %.not.i522 = icmp eq i32 %328, %322
  %330 = icmp sge i32 %.val342, %.val343
  %.v.i523 = select i1 %.not.i522, i1 %330, i1 %329
  br i1 %.v.i523, label %is_smaller_than-after166, label %is_smaller_than-true165

is_smaller_than-true157:                          ; preds = %is_smaller_than-after151
  %sunkaddr705 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val344, ptr addrspace(3) %sunkaddr705, align 4
  %sunkaddr706 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val345, ptr addrspace(3) %sunkaddr706, align 4
  %sunkaddr707 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val346, ptr addrspace(3) %sunkaddr707, align 4
  %sunkaddr708 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val347, ptr addrspace(3) %sunkaddr708, align 4
  br label %is_smaller_than-after158

is_smaller_than-after166:                         ; preds = %is_smaller_than-true165, %is_smaller_than-after158
  %sunkaddr709 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val336 = load float, ptr addrspace(3) %sunkaddr709, align 4
  %sunkaddr710 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val337 = load float, ptr addrspace(3) %sunkaddr710, align 4
  %sunkaddr711 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val338 = load i32, ptr addrspace(3) %sunkaddr711, align 4
  %sunkaddr712 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val339 = load i32, ptr addrspace(3) %sunkaddr712, align 4
  %ne.0.0.i524 = fcmp uno float %.val336, 0.000000e+00
  %eq.0.0.i525 = fcmp oeq float %.val336, 0.000000e+00
  %331 = bitcast float %.val336 to i32
  %332 = select i1 %eq.0.0.i525, i32 0, i32 %331
  %333 = select i1 %ne.0.0.i524, i32 2143289344, i32 %332
  %334 = icmp slt i32 %333, 0
  %335 = xor i32 %333, 2147483647
  %336 = select i1 %334, i32 %335, i32 %333
  %ne.1.0.i526 = fcmp uno float %.val337, 0.000000e+00
  %eq.1.0.i527 = fcmp oeq float %.val337, 0.000000e+00
  %337 = bitcast float %.val337 to i32
  %338 = select i1 %eq.1.0.i527, i32 0, i32 %337
  %339 = select i1 %ne.1.0.i526, i32 2143289344, i32 %338
  %340 = icmp slt i32 %339, 0
  %341 = xor i32 %339, 2147483647
  %342 = select i1 %340, i32 %341, i32 %339
  %343 = icmp sge i32 %336, %342
  %.not.i528 = icmp eq i32 %342, %336
  %344 = icmp sge i32 %.val338, %.val339
  %.v.i529 = select i1 %.not.i528, i1 %344, i1 %343
  br i1 %.v.i529, label %is_smaller_than-after173, label %is_smaller_than-true172

is_smaller_than-true165:                          ; preds = %is_smaller_than-after158
  store float %.val340, ptr addrspace(3) %13, align 4
  %sunkaddr713 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val341, ptr addrspace(3) %sunkaddr713, align 4
  store i32 %.val342, ptr addrspace(3) %18, align 4
  %sunkaddr714 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val343, ptr addrspace(3) %sunkaddr714, align 4
  br label %is_smaller_than-after166

is_smaller_than-after173:                         ; preds = %is_smaller_than-true172, %is_smaller_than-after166
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %345 = xor i64 %element_pair_index, 14
  %346 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %345
  %347 = getelementptr i8, ptr addrspace(3) %346, i64 68
  %348 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_0", i64 %element_pair_index
  %349 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %345
  %350 = getelementptr i8, ptr addrspace(3) %349, i64 68
  %351 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_15_$_1_tile_param_1", i64 %element_pair_index
  %.val332 = load float, ptr addrspace(3) %347, align 4
  %.val333 = load float, ptr addrspace(3) %348, align 4
  %.val334 = load i32, ptr addrspace(3) %350, align 4
  %.val335 = load i32, ptr addrspace(3) %351, align 4
  %ne.0.0.i530 = fcmp uno float %.val332, 0.000000e+00
  %eq.0.0.i531 = fcmp oeq float %.val332, 0.000000e+00
  %352 = bitcast float %.val332 to i32
  %353 = select i1 %eq.0.0.i531, i32 0, i32 %352
  %354 = select i1 %ne.0.0.i530, i32 2143289344, i32 %353
  %355 = icmp slt i32 %354, 0
  %356 = xor i32 %354, 2147483647
  %357 = select i1 %355, i32 %356, i32 %354
  %ne.1.0.i532 = fcmp uno float %.val333, 0.000000e+00
  %eq.1.0.i533 = fcmp oeq float %.val333, 0.000000e+00
  %358 = bitcast float %.val333 to i32
  %359 = select i1 %eq.1.0.i533, i32 0, i32 %358
  %360 = select i1 %ne.1.0.i532, i32 2143289344, i32 %359
  %361 = icmp slt i32 %360, 0
  %362 = xor i32 %360, 2147483647
  %363 = select i1 %361, i32 %362, i32 %360
  %364 = icmp sge i32 %357, %363
  %.not.i534 = icmp eq i32 %363, %357
  %365 = icmp sge i32 %.val334, %.val335
  %.v.i535 = select i1 %.not.i534, i1 %365, i1 %364
  br i1 %.v.i535, label %is_smaller_than-after181, label %is_smaller_than-true180

is_smaller_than-true172:                          ; preds = %is_smaller_than-after166
  %sunkaddr715 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val336, ptr addrspace(3) %sunkaddr715, align 4
  %sunkaddr716 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val337, ptr addrspace(3) %sunkaddr716, align 4
  %sunkaddr717 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val338, ptr addrspace(3) %sunkaddr717, align 4
  %sunkaddr718 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val339, ptr addrspace(3) %sunkaddr718, align 4
  br label %is_smaller_than-after173

is_smaller_than-after181:                         ; preds = %is_smaller_than-true180, %is_smaller_than-after173
  %366 = getelementptr i8, ptr addrspace(3) %346, i64 64
  %367 = getelementptr i8, ptr addrspace(3) %348, i64 4
  %368 = getelementptr i8, ptr addrspace(3) %349, i64 64
  %369 = getelementptr i8, ptr addrspace(3) %351, i64 4
  %.val328 = load float, ptr addrspace(3) %366, align 4
  %.val329 = load float, ptr addrspace(3) %367, align 4
  %.val330 = load i32, ptr addrspace(3) %368, align 4
  %.val331 = load i32, ptr addrspace(3) %369, align 4
  %ne.0.0.i536 = fcmp uno float %.val328, 0.000000e+00
  %eq.0.0.i537 = fcmp oeq float %.val328, 0.000000e+00
  %370 = bitcast float %.val328 to i32
  %371 = select i1 %eq.0.0.i537, i32 0, i32 %370
  %372 = select i1 %ne.0.0.i536, i32 2143289344, i32 %371
  %373 = icmp slt i32 %372, 0
  %374 = xor i32 %372, 2147483647
  %375 = select i1 %373, i32 %374, i32 %372
  %ne.1.0.i538 = fcmp uno float %.val329, 0.000000e+00
  %eq.1.0.i539 = fcmp oeq float %.val329, 0.000000e+00
  %376 = bitcast float %.val329 to i32
  %377 = select i1 %eq.1.0.i539, i32 0, i32 %376
  %378 = select i1 %ne.1.0.i538, i32 2143289344, i32 %377
  %379 = icmp slt i32 %378, 0
  %380 = xor i32 %378, 2147483647
  %381 = select i1 %379, i32 %380, i32 %378
  %382 = icmp sge i32 %375, %381
  %.not.i540 = icmp eq i32 %381, %375
  %383 = icmp sge i32 %.val330, %.val331
  %.v.i541 = select i1 %.not.i540, i1 %383, i1 %382
  br i1 %.v.i541, label %is_smaller_than-after188, label %is_smaller_than-true187

is_smaller_than-true180:                          ; preds = %is_smaller_than-after173
  store float %.val332, ptr addrspace(3) %348, align 4
  %sunkaddr719 = getelementptr i8, ptr addrspace(3) %346, i64 68
  store float %.val333, ptr addrspace(3) %sunkaddr719, align 4
  store i32 %.val334, ptr addrspace(3) %351, align 4
  %sunkaddr720 = getelementptr i8, ptr addrspace(3) %349, i64 68
  store i32 %.val335, ptr addrspace(3) %sunkaddr720, align 4
  br label %is_smaller_than-after181

is_smaller_than-after188:                         ; preds = %is_smaller_than-true187, %is_smaller_than-after181
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %384 = getelementptr i8, ptr addrspace(3) %218, i64 32
  %385 = getelementptr i8, ptr addrspace(3) %221, i64 32
  %.val324 = load float, ptr addrspace(3) %384, align 4
  %.val325 = load float, ptr addrspace(3) %218, align 4
  %.val326 = load i32, ptr addrspace(3) %385, align 4
  %.val327 = load i32, ptr addrspace(3) %221, align 4
  %ne.0.0.i542 = fcmp uno float %.val324, 0.000000e+00
  %eq.0.0.i543 = fcmp oeq float %.val324, 0.000000e+00
  %386 = bitcast float %.val324 to i32
  %387 = select i1 %eq.0.0.i543, i32 0, i32 %386
  %388 = select i1 %ne.0.0.i542, i32 2143289344, i32 %387
  %389 = icmp slt i32 %388, 0
  %390 = xor i32 %388, 2147483647
  %391 = select i1 %389, i32 %390, i32 %388
  %ne.1.0.i544 = fcmp uno float %.val325, 0.000000e+00
  %eq.1.0.i545 = fcmp oeq float %.val325, 0.000000e+00
  %392 = bitcast float %.val325 to i32
  %393 = select i1 %eq.1.0.i545, i32 0, i32 %392
  %394 = select i1 %ne.1.0.i544, i32 2143289344, i32 %393
  %395 = icmp slt i32 %394, 0
  %396 = xor i32 %394, 2147483647
  %397 = select i1 %395, i32 %396, i32 %394
  %398 = icmp sge i32 %391, %397
  %.not.i546 = icmp eq i32 %397, %391
  %399 = icmp sge i32 %.val326, %.val327
  %.v.i547 = select i1 %.not.i546, i1 %399, i1 %398
  br i1 %.v.i547, label %is_smaller_than-after196, label %is_smaller_than-true195

is_smaller_than-true187:                          ; preds = %is_smaller_than-after181
  %sunkaddr721 = getelementptr i8, ptr addrspace(3) %348, i64 4
  store float %.val328, ptr addrspace(3) %sunkaddr721, align 4
  %sunkaddr722 = getelementptr i8, ptr addrspace(3) %346, i64 64
  store float %.val329, ptr addrspace(3) %sunkaddr722, align 4
  %sunkaddr723 = getelementptr i8, ptr addrspace(3) %351, i64 4
  store i32 %.val330, ptr addrspace(3) %sunkaddr723, align 4
  %sunkaddr724 = getelementptr i8, ptr addrspace(3) %349, i64 64
  store i32 %.val331, ptr addrspace(3) %sunkaddr724, align 4
  br label %is_smaller_than-after188

is_smaller_than-after196:                         ; preds = %is_smaller_than-true195, %is_smaller_than-after188
  %sunkaddr726 = getelementptr i8, ptr addrspace(3) %218, i64 4
  %sunkaddr728 = getelementptr i8, ptr addrspace(3) %221, i64 4
  %sunkaddr725 = getelementptr i8, ptr addrspace(3) %218, i64 36
  %.val320 = load float, ptr addrspace(3) %sunkaddr725, align 4
  %.val321 = load float, ptr addrspace(3) %sunkaddr726, align 4
  %sunkaddr727 = getelementptr i8, ptr addrspace(3) %221, i64 36
  %.val322 = load i32, ptr addrspace(3) %sunkaddr727, align 4
  %.val323 = load i32, ptr addrspace(3) %sunkaddr728, align 4
  %ne.0.0.i548 = fcmp uno float %.val320, 0.000000e+00
  %eq.0.0.i549 = fcmp oeq float %.val320, 0.000000e+00
  %400 = bitcast float %.val320 to i32
  %401 = select i1 %eq.0.0.i549, i32 0, i32 %400
  %402 = select i1 %ne.0.0.i548, i32 2143289344, i32 %401
  %403 = icmp slt i32 %402, 0
  %404 = xor i32 %402, 2147483647
  %405 = select i1 %403, i32 %404, i32 %402
  %ne.1.0.i550 = fcmp uno float %.val321, 0.000000e+00
  %eq.1.0.i551 = fcmp oeq float %.val321, 0.000000e+00
  %406 = bitcast float %.val321 to i32
  %407 = select i1 %eq.1.0.i551, i32 0, i32 %406
  %408 = select i1 %ne.1.0.i550, i32 2143289344, i32 %407
  %409 = icmp slt i32 %408, 0
  %410 = xor i32 %408, 2147483647
  %411 = select i1 %409, i32 %410, i32 %408
  %412 = icmp sge i32 %405, %411
  %.not.i552 = icmp eq i32 %411, %405
  %413 = icmp sge i32 %.val322, %.val323
  %.v.i553 = select i1 %.not.i552, i1 %413, i1 %412
  br i1 %.v.i553, label %is_smaller_than-after203, label %is_smaller_than-true202

is_smaller_than-true195:                          ; preds = %is_smaller_than-after188
  store float %.val324, ptr addrspace(3) %218, align 4
  %sunkaddr729 = getelementptr i8, ptr addrspace(3) %218, i64 32
  store float %.val325, ptr addrspace(3) %sunkaddr729, align 4
  store i32 %.val326, ptr addrspace(3) %221, align 4
  %sunkaddr730 = getelementptr i8, ptr addrspace(3) %221, i64 32
  store i32 %.val327, ptr addrspace(3) %sunkaddr730, align 4
  br label %is_smaller_than-after196

is_smaller_than-after203:                         ; preds = %is_smaller_than-true202, %is_smaller_than-after196
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr731 = getelementptr i8, ptr addrspace(3) %115, i64 16
  %.val316 = load float, ptr addrspace(3) %sunkaddr731, align 4
  %.val317 = load float, ptr addrspace(3) %115, align 4
  %sunkaddr732 = getelementptr i8, ptr addrspace(3) %118, i64 16
  %.val318 = load i32, ptr addrspace(3) %sunkaddr732, align 4
  %.val319 = load i32, ptr addrspace(3) %118, align 4
  %ne.0.0.i554 = fcmp uno float %.val316, 0.000000e+00
  %eq.0.0.i555 = fcmp oeq float %.val316, 0.000000e+00
  %414 = bitcast float %.val316 to i32
  %415 = select i1 %eq.0.0.i555, i32 0, i32 %414
  %416 = select i1 %ne.0.0.i554, i32 2143289344, i32 %415
  %417 = icmp slt i32 %416, 0
  %418 = xor i32 %416, 2147483647
  %419 = select i1 %417, i32 %418, i32 %416
  %ne.1.0.i556 = fcmp uno float %.val317, 0.000000e+00
  %eq.1.0.i557 = fcmp oeq float %.val317, 0.000000e+00
  %420 = bitcast float %.val317 to i32
  %421 = select i1 %eq.1.0.i557, i32 0, i32 %420
  %422 = select i1 %ne.1.0.i556, i32 2143289344, i32 %421
  %423 = icmp slt i32 %422, 0
  %424 = xor i32 %422, 2147483647
  %425 = select i1 %423, i32 %424, i32 %422
  %426 = icmp sge i32 %419, %425
  %.not.i558 = icmp eq i32 %425, %419
  %427 = icmp sge i32 %.val318, %.val319
  %.v.i559 = select i1 %.not.i558, i1 %427, i1 %426
  br i1 %.v.i559, label %is_smaller_than-after211, label %is_smaller_than-true210

is_smaller_than-true202:                          ; preds = %is_smaller_than-after196
  %sunkaddr733 = getelementptr i8, ptr addrspace(3) %218, i64 4
  store float %.val320, ptr addrspace(3) %sunkaddr733, align 4
  %sunkaddr734 = getelementptr i8, ptr addrspace(3) %218, i64 36
  store float %.val321, ptr addrspace(3) %sunkaddr734, align 4
  %sunkaddr735 = getelementptr i8, ptr addrspace(3) %221, i64 4
  store i32 %.val322, ptr addrspace(3) %sunkaddr735, align 4
  %sunkaddr736 = getelementptr i8, ptr addrspace(3) %221, i64 36
  store i32 %.val323, ptr addrspace(3) %sunkaddr736, align 4
  br label %is_smaller_than-after203

is_smaller_than-after211:                         ; preds = %is_smaller_than-true210, %is_smaller_than-after203
  %sunkaddr737 = getelementptr i8, ptr addrspace(3) %115, i64 20
  %.val312 = load float, ptr addrspace(3) %sunkaddr737, align 4
  %sunkaddr738 = getelementptr i8, ptr addrspace(3) %115, i64 4
  %.val313 = load float, ptr addrspace(3) %sunkaddr738, align 4
  %sunkaddr739 = getelementptr i8, ptr addrspace(3) %118, i64 20
  %.val314 = load i32, ptr addrspace(3) %sunkaddr739, align 4
  %sunkaddr740 = getelementptr i8, ptr addrspace(3) %118, i64 4
  %.val315 = load i32, ptr addrspace(3) %sunkaddr740, align 4
  %ne.0.0.i560 = fcmp uno float %.val312, 0.000000e+00
  %eq.0.0.i561 = fcmp oeq float %.val312, 0.000000e+00
  %428 = bitcast float %.val312 to i32
  %429 = select i1 %eq.0.0.i561, i32 0, i32 %428
  %430 = select i1 %ne.0.0.i560, i32 2143289344, i32 %429
  %431 = icmp slt i32 %430, 0
  %432 = xor i32 %430, 2147483647
  %433 = select i1 %431, i32 %432, i32 %430
  %ne.1.0.i562 = fcmp uno float %.val313, 0.000000e+00
  %eq.1.0.i563 = fcmp oeq float %.val313, 0.000000e+00
  %434 = bitcast float %.val313 to i32
  %435 = select i1 %eq.1.0.i563, i32 0, i32 %434
  %436 = select i1 %ne.1.0.i562, i32 2143289344, i32 %435
  %437 = icmp slt i32 %436, 0
  %438 = xor i32 %436, 2147483647
  %439 = select i1 %437, i32 %438, i32 %436
  %440 = icmp sge i32 %433, %439
  %.not.i564 = icmp eq i32 %439, %433
  %441 = icmp sge i32 %.val314, %.val315
  %.v.i565 = select i1 %.not.i564, i1 %441, i1 %440
  br i1 %.v.i565, label %is_smaller_than-after218, label %is_smaller_than-true217

is_smaller_than-true210:                          ; preds = %is_smaller_than-after203
  store float %.val316, ptr addrspace(3) %115, align 4
  %sunkaddr741 = getelementptr i8, ptr addrspace(3) %115, i64 16
  store float %.val317, ptr addrspace(3) %sunkaddr741, align 4
  store i32 %.val318, ptr addrspace(3) %118, align 4
  %sunkaddr742 = getelementptr i8, ptr addrspace(3) %118, i64 16
  store i32 %.val319, ptr addrspace(3) %sunkaddr742, align 4
  br label %is_smaller_than-after211

is_smaller_than-after218:                         ; preds = %is_smaller_than-true217, %is_smaller_than-after211
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr743 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val308 = load float, ptr addrspace(3) %sunkaddr743, align 4
  %.val309 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr744 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val310 = load i32, ptr addrspace(3) %sunkaddr744, align 4
  %.val311 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i566 = fcmp uno float %.val308, 0.000000e+00
  %eq.0.0.i567 = fcmp oeq float %.val308, 0.000000e+00
  %442 = bitcast float %.val308 to i32
  %443 = select i1 %eq.0.0.i567, i32 0, i32 %442
  %444 = select i1 %ne.0.0.i566, i32 2143289344, i32 %443
  %445 = icmp slt i32 %444, 0
  %446 = xor i32 %444, 2147483647
  %447 = select i1 %445, i32 %446, i32 %444
  %ne.1.0.i568 = fcmp uno float %.val309, 0.000000e+00
  %eq.1.0.i569 = fcmp oeq float %.val309, 0.000000e+00
  %448 = bitcast float %.val309 to i32
  %449 = select i1 %eq.1.0.i569, i32 0, i32 %448
  %450 = select i1 %ne.1.0.i568, i32 2143289344, i32 %449
  %451 = icmp slt i32 %450, 0
  %452 = xor i32 %450, 2147483647
  %453 = select i1 %451, i32 %452, i32 %450
  %454 = icmp sge i32 %447, %453
  %.not.i570 = icmp eq i32 %453, %447
  %455 = icmp sge i32 %.val310, %.val311
  %.v.i571 = select i1 %.not.i570, i1 %455, i1 %454
  br i1 %.v.i571, label %is_smaller_than-after226, label %is_smaller_than-true225

is_smaller_than-true217:                          ; preds = %is_smaller_than-after211
  %sunkaddr745 = getelementptr i8, ptr addrspace(3) %115, i64 4
  store float %.val312, ptr addrspace(3) %sunkaddr745, align 4
  %sunkaddr746 = getelementptr i8, ptr addrspace(3) %115, i64 20
  store float %.val313, ptr addrspace(3) %sunkaddr746, align 4
  %sunkaddr747 = getelementptr i8, ptr addrspace(3) %118, i64 4
  store i32 %.val314, ptr addrspace(3) %sunkaddr747, align 4
  %sunkaddr748 = getelementptr i8, ptr addrspace(3) %118, i64 20
  store i32 %.val315, ptr addrspace(3) %sunkaddr748, align 4
  br label %is_smaller_than-after218

is_smaller_than-after226:                         ; preds = %is_smaller_than-true225, %is_smaller_than-after218
  %sunkaddr749 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val304 = load float, ptr addrspace(3) %sunkaddr749, align 4
  %sunkaddr750 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val305 = load float, ptr addrspace(3) %sunkaddr750, align 4
  %sunkaddr751 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val306 = load i32, ptr addrspace(3) %sunkaddr751, align 4
  %sunkaddr752 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val307 = load i32, ptr addrspace(3) %sunkaddr752, align 4
  %ne.0.0.i572 = fcmp uno float %.val304, 0.000000e+00
  %eq.0.0.i573 = fcmp oeq float %.val304, 0.000000e+00
  %456 = bitcast float %.val304 to i32
  %457 = select i1 %eq.0.0.i573, i32 0, i32 %456
  %458 = select i1 %ne.0.0.i572, i32 2143289344, i32 %457
  %459 = icmp slt i32 %458, 0
  %460 = xor i32 %458, 2147483647
  %461 = select i1 %459, i32 %460, i32 %458
  %ne.1.0.i574 = fcmp uno float %.val305, 0.000000e+00
  %eq.1.0.i575 = fcmp oeq float %.val305, 0.000000e+00
  %462 = bitcast float %.val305 to i32
  %463 = select i1 %eq.1.0.i575, i32 0, i32 %462
  %464 = select i1 %ne.1.0.i574, i32 2143289344, i32 %463
  %465 = icmp slt i32 %464, 0
  %466 = xor i32 %464, 2147483647
  %467 = select i1 %465, i32 %466, i32 %464
  %468 = icmp sge i32 %461, %467
  %.not.i576 = icmp eq i32 %467, %461
  %469 = icmp sge i32 %.val306, %.val307
  %.v.i577 = select i1 %.not.i576, i1 %469, i1 %468
  br i1 %.v.i577, label %is_smaller_than-after233, label %is_smaller_than-true232

is_smaller_than-true225:                          ; preds = %is_smaller_than-after218
  store float %.val308, ptr addrspace(3) %13, align 4
  %sunkaddr753 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val309, ptr addrspace(3) %sunkaddr753, align 4
  store i32 %.val310, ptr addrspace(3) %18, align 4
  %sunkaddr754 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val311, ptr addrspace(3) %sunkaddr754, align 4
  br label %is_smaller_than-after226

is_smaller_than-after233:                         ; preds = %is_smaller_than-true232, %is_smaller_than-after226
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr755 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val300 = load float, ptr addrspace(3) %sunkaddr755, align 4
  %.val301 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr756 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val302 = load i32, ptr addrspace(3) %sunkaddr756, align 4
  %.val303 = load i32, ptr addrspace(3) %18, align 4
  %ne.0.0.i578 = fcmp uno float %.val300, 0.000000e+00
  %eq.0.0.i579 = fcmp oeq float %.val300, 0.000000e+00
  %470 = bitcast float %.val300 to i32
  %471 = select i1 %eq.0.0.i579, i32 0, i32 %470
  %472 = select i1 %ne.0.0.i578, i32 2143289344, i32 %471
  %473 = icmp slt i32 %472, 0
  %474 = xor i32 %472, 2147483647
  %475 = select i1 %473, i32 %474, i32 %472
  %ne.1.0.i580 = fcmp uno float %.val301, 0.000000e+00
  %eq.1.0.i581 = fcmp oeq float %.val301, 0.000000e+00
  %476 = bitcast float %.val301 to i32
  %477 = select i1 %eq.1.0.i581, i32 0, i32 %476
  %478 = select i1 %ne.1.0.i580, i32 2143289344, i32 %477
  %479 = icmp slt i32 %478, 0
  %480 = xor i32 %478, 2147483647
  %481 = select i1 %479, i32 %480, i32 %478
  %482 = icmp sge i32 %475, %481
  %.not.i582 = icmp eq i32 %481, %475
  %483 = icmp sge i32 %.val302, %.val303
  %.v.i583 = select i1 %.not.i582, i1 %483, i1 %482
  br i1 %.v.i583, label %is_smaller_than-after241, label %is_smaller_than-true240

is_smaller_than-true232:                          ; preds = %is_smaller_than-after226
  %sunkaddr757 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val304, ptr addrspace(3) %sunkaddr757, align 4
  %sunkaddr758 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val305, ptr addrspace(3) %sunkaddr758, align 4
  %sunkaddr759 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val306, ptr addrspace(3) %sunkaddr759, align 4
  %sunkaddr760 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val307, ptr addrspace(3) %sunkaddr760, align 4
  br label %is_smaller_than-after233

is_smaller_than-after241:                         ; preds = %is_smaller_than-true240, %is_smaller_than-after233
  %sunkaddr761 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val = load float, ptr addrspace(3) %sunkaddr761, align 4
  %sunkaddr762 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val297 = load float, ptr addrspace(3) %sunkaddr762, align 4
  %sunkaddr763 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val298 = load i32, ptr addrspace(3) %sunkaddr763, align 4
  %sunkaddr764 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val299 = load i32, ptr addrspace(3) %sunkaddr764, align 4
  %ne.0.0.i584 = fcmp uno float %.val, 0.000000e+00
  %eq.0.0.i585 = fcmp oeq float %.val, 0.000000e+00
  %484 = bitcast float %.val to i32
  %485 = select i1 %eq.0.0.i585, i32 0, i32 %484
  %486 = select i1 %ne.0.0.i584, i32 2143289344, i32 %485
  %487 = icmp slt i32 %486, 0
  %488 = xor i32 %486, 2147483647
  %489 = select i1 %487, i32 %488, i32 %486
  %ne.1.0.i586 = fcmp uno float %.val297, 0.000000e+00
  %eq.1.0.i587 = fcmp oeq float %.val297, 0.000000e+00
  %490 = bitcast float %.val297 to i32
  %491 = select i1 %eq.1.0.i587, i32 0, i32 %490
  %492 = select i1 %ne.1.0.i586, i32 2143289344, i32 %491
  %493 = icmp slt i32 %492, 0
  %494 = xor i32 %492, 2147483647
  %495 = select i1 %493, i32 %494, i32 %492
  %496 = icmp sge i32 %489, %495
  %.not.i588 = icmp eq i32 %495, %489
  %497 = icmp sge i32 %.val298, %.val299
  %.v.i589 = select i1 %.not.i588, i1 %497, i1 %496
  br i1 %.v.i589, label %is_smaller_than-after248, label %is_smaller_than-true247

is_smaller_than-true240:                          ; preds = %is_smaller_than-after233
  store float %.val300, ptr addrspace(3) %13, align 4
  %sunkaddr765 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val301, ptr addrspace(3) %sunkaddr765, align 4
  store i32 %.val302, ptr addrspace(3) %18, align 4
  %sunkaddr766 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val303, ptr addrspace(3) %sunkaddr766, align 4
  br label %is_smaller_than-after241

is_smaller_than-after248:                         ; preds = %is_smaller_than-true247, %is_smaller_than-after241
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %498 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr767 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %499 = load float, ptr addrspace(3) %sunkaddr767, align 4
  %sunkaddr768 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %500 = load float, ptr addrspace(3) %sunkaddr768, align 4
  %sunkaddr769 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %501 = load float, ptr addrspace(3) %sunkaddr769, align 4
  %502 = insertelement <4 x float> poison, float %498, i32 0
  %503 = insertelement <4 x float> %502, float %499, i32 1
  %504 = insertelement <4 x float> %503, float %500, i32 2
  %505 = insertelement <4 x float> %504, float %501, i32 3
  store <4 x float> %505, ptr addrspace(1) %7, align 16
  %506 = load i32, ptr addrspace(3) %18, align 4
  %.split293 = getelementptr inbounds [128 x i8], ptr addrspace(1) %1, i64 %5
  %507 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split293, i64 %base_keys_index
  %sunkaddr770 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %508 = load i32, ptr addrspace(3) %sunkaddr770, align 4
  %sunkaddr771 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %509 = load i32, ptr addrspace(3) %sunkaddr771, align 4
  %sunkaddr772 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %510 = load i32, ptr addrspace(3) %sunkaddr772, align 4
  %511 = insertelement <4 x i32> poison, i32 %506, i32 0
  %512 = insertelement <4 x i32> %511, i32 %508, i32 1
  %513 = insertelement <4 x i32> %512, i32 %509, i32 2
  %514 = insertelement <4 x i32> %513, i32 %510, i32 3
  store <4 x i32> %514, ptr addrspace(1) %507, align 16
  ret void

is_smaller_than-true247:                          ; preds = %is_smaller_than-after241
  %sunkaddr773 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val, ptr addrspace(3) %sunkaddr773, align 4
  %sunkaddr774 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val297, ptr addrspace(3) %sunkaddr774, align 4
  %sunkaddr775 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val298, ptr addrspace(3) %sunkaddr775, align 4
  %sunkaddr776 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val299, ptr addrspace(3) %sunkaddr776, align 4
  br label %is_smaller_than-after248
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { norecurse nounwind "nvvm.reqntid"="8,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!1 = !{i32 0, i32 8}
