; ModuleID = 'sort.8.1'
source_filename = "sort.8.1"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"sort_$_8_$_1_tile_param_0" = private unnamed_addr addrspace(3) global [64 x float] undef, align 4
@"sort_$_8_$_1_tile_param_1" = private unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@buffer_for_constant_10_0 = local_unnamed_addr addrspace(1) constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_12_0 = local_unnamed_addr addrspace(1) constant [64 x i8] c"\FF\FF\FF\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256

; Function Attrs: norecurse nounwind
define ptx_kernel void @sort_8_1(ptr noalias nofree readnone align 16 captures(none) dereferenceable(1024) %arg0, ptr noalias nofree align 256 captures(none) dereferenceable(1024) %arg1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %arg2) local_unnamed_addr #0 {
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
  %13 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %base_cache_index
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
  %18 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %base_cache_index
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
  %.val412 = load i32, ptr addrspace(3) %14, align 4
  %.val413 = load i32, ptr addrspace(3) %13, align 4
  %.val414 = load i32, ptr addrspace(3) %20, align 4
  %.val415 = load i32, ptr addrspace(3) %18, align 4
  %25 = icmp slt i32 %.val412, 0
  %26 = xor i32 %.val412, 2147483647
  %27 = select i1 %25, i32 %26, i32 %.val412
  %28 = icmp slt i32 %.val413, 0
  %29 = xor i32 %.val413, 2147483647
  %30 = select i1 %28, i32 %29, i32 %.val413
  %31 = icmp sle i32 %27, %30
  %.not.i = icmp eq i32 %30, %27
  %32 = icmp sge i32 %.val414, %.val415
  %.v.i = select i1 %.not.i, i1 %32, i1 %31
  br i1 %.v.i, label %is_smaller_than-after, label %is_smaller_than-true

is_smaller_than-after:                            ; preds = %is_smaller_than-true, %entry
  %current_keys_index32 = or disjoint i64 %element_pair_index, 1
  %sunkaddr500 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %sunkaddr502 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %sunkaddr = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val408 = load i32, ptr addrspace(3) %sunkaddr, align 4
  %.val409 = load i32, ptr addrspace(3) %sunkaddr500, align 4
  %sunkaddr501 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val410 = load i32, ptr addrspace(3) %sunkaddr501, align 4
  %.val411 = load i32, ptr addrspace(3) %sunkaddr502, align 4
  %33 = icmp slt i32 %.val408, 0
  %34 = xor i32 %.val408, 2147483647
  %35 = select i1 %33, i32 %34, i32 %.val408
  %36 = icmp slt i32 %.val409, 0
  %37 = xor i32 %.val409, 2147483647
  %38 = select i1 %36, i32 %37, i32 %.val409
  %39 = icmp sle i32 %35, %38
  %.not.i416 = icmp eq i32 %38, %35
  %40 = icmp sge i32 %.val410, %.val411
  %.v.i417 = select i1 %.not.i416, i1 %40, i1 %39
  br i1 %.v.i417, label %is_smaller_than-after38, label %is_smaller_than-true37

is_smaller_than-true:                             ; preds = %entry
  store i32 %.val412, ptr addrspace(3) %13, align 4
  %sunkaddr503 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val413, ptr addrspace(3) %sunkaddr503, align 4
  store i32 %.val414, ptr addrspace(3) %18, align 4
  %sunkaddr504 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val415, ptr addrspace(3) %sunkaddr504, align 4
  br label %is_smaller_than-after

is_smaller_than-after38:                          ; preds = %is_smaller_than-true37, %is_smaller_than-after
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr505 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val404 = load i32, ptr addrspace(3) %sunkaddr505, align 4
  %.val405 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr506 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val406 = load i32, ptr addrspace(3) %sunkaddr506, align 4
  %.val407 = load i32, ptr addrspace(3) %18, align 4
  %41 = icmp slt i32 %.val404, 0
  %42 = xor i32 %.val404, 2147483647
  %43 = select i1 %41, i32 %42, i32 %.val404
  %44 = icmp slt i32 %.val405, 0
  %45 = xor i32 %.val405, 2147483647
  %46 = select i1 %44, i32 %45, i32 %.val405
  %47 = icmp sle i32 %43, %46
  %.not.i418 = icmp eq i32 %46, %43
  %48 = icmp sge i32 %.val406, %.val407
  %.v.i419 = select i1 %.not.i418, i1 %48, i1 %47
  br i1 %.v.i419, label %is_smaller_than-after46, label %is_smaller_than-true45

is_smaller_than-true37:                           ; preds = %is_smaller_than-after
  %sunkaddr507 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val408, ptr addrspace(3) %sunkaddr507, align 4
  %sunkaddr508 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val409, ptr addrspace(3) %sunkaddr508, align 4
  %sunkaddr509 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val410, ptr addrspace(3) %sunkaddr509, align 4
  %sunkaddr510 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val411, ptr addrspace(3) %sunkaddr510, align 4
  br label %is_smaller_than-after38

is_smaller_than-after46:                          ; preds = %is_smaller_than-true45, %is_smaller_than-after38
  %sunkaddr511 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val400 = load i32, ptr addrspace(3) %sunkaddr511, align 4
  %sunkaddr512 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val401 = load i32, ptr addrspace(3) %sunkaddr512, align 4
  %sunkaddr513 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val402 = load i32, ptr addrspace(3) %sunkaddr513, align 4
  %sunkaddr514 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val403 = load i32, ptr addrspace(3) %sunkaddr514, align 4
  %49 = icmp slt i32 %.val400, 0
  %50 = xor i32 %.val400, 2147483647
  %51 = select i1 %49, i32 %50, i32 %.val400
  %52 = icmp slt i32 %.val401, 0
  %53 = xor i32 %.val401, 2147483647
  %54 = select i1 %52, i32 %53, i32 %.val401
  %55 = icmp sle i32 %51, %54
  %.not.i420 = icmp eq i32 %54, %51
  %56 = icmp sge i32 %.val402, %.val403
  %.v.i421 = select i1 %.not.i420, i1 %56, i1 %55
  br i1 %.v.i421, label %is_smaller_than-after53, label %is_smaller_than-true52

is_smaller_than-true45:                           ; preds = %is_smaller_than-after38
  store i32 %.val404, ptr addrspace(3) %13, align 4
  %sunkaddr515 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val405, ptr addrspace(3) %sunkaddr515, align 4
  store i32 %.val406, ptr addrspace(3) %18, align 4
  %sunkaddr516 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val407, ptr addrspace(3) %sunkaddr516, align 4
  br label %is_smaller_than-after46

is_smaller_than-after53:                          ; preds = %is_smaller_than-true52, %is_smaller_than-after46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr517 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val396 = load i32, ptr addrspace(3) %sunkaddr517, align 4
  %.val397 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr518 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val398 = load i32, ptr addrspace(3) %sunkaddr518, align 4
  %.val399 = load i32, ptr addrspace(3) %18, align 4
  %57 = icmp slt i32 %.val396, 0
  %58 = xor i32 %.val396, 2147483647
  %59 = select i1 %57, i32 %58, i32 %.val396
  %60 = icmp slt i32 %.val397, 0
  %61 = xor i32 %.val397, 2147483647
  %62 = select i1 %60, i32 %61, i32 %.val397
  %63 = icmp sle i32 %59, %62
  %.not.i422 = icmp eq i32 %62, %59
  %64 = icmp sge i32 %.val398, %.val399
  %.v.i423 = select i1 %.not.i422, i1 %64, i1 %63
  br i1 %.v.i423, label %is_smaller_than-after61, label %is_smaller_than-true60

is_smaller_than-true52:                           ; preds = %is_smaller_than-after46
  %sunkaddr519 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val400, ptr addrspace(3) %sunkaddr519, align 4
  %sunkaddr520 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val401, ptr addrspace(3) %sunkaddr520, align 4
  %sunkaddr521 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val402, ptr addrspace(3) %sunkaddr521, align 4
  %sunkaddr522 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val403, ptr addrspace(3) %sunkaddr522, align 4
  br label %is_smaller_than-after53

is_smaller_than-after61:                          ; preds = %is_smaller_than-true60, %is_smaller_than-after53
  %sunkaddr523 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val392 = load i32, ptr addrspace(3) %sunkaddr523, align 4
  %sunkaddr524 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val393 = load i32, ptr addrspace(3) %sunkaddr524, align 4
  %sunkaddr525 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val394 = load i32, ptr addrspace(3) %sunkaddr525, align 4
  %sunkaddr526 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val395 = load i32, ptr addrspace(3) %sunkaddr526, align 4
  %65 = icmp slt i32 %.val392, 0
  %66 = xor i32 %.val392, 2147483647
  %67 = select i1 %65, i32 %66, i32 %.val392
  %68 = icmp slt i32 %.val393, 0
  %69 = xor i32 %.val393, 2147483647
  %70 = select i1 %68, i32 %69, i32 %.val393
  %71 = icmp sle i32 %67, %70
  %.not.i424 = icmp eq i32 %70, %67
  %72 = icmp sge i32 %.val394, %.val395
  %.v.i425 = select i1 %.not.i424, i1 %72, i1 %71
  br i1 %.v.i425, label %is_smaller_than-after68, label %is_smaller_than-true67

is_smaller_than-true60:                           ; preds = %is_smaller_than-after53
  store i32 %.val396, ptr addrspace(3) %13, align 4
  %sunkaddr527 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val397, ptr addrspace(3) %sunkaddr527, align 4
  store i32 %.val398, ptr addrspace(3) %18, align 4
  %sunkaddr528 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val399, ptr addrspace(3) %sunkaddr528, align 4
  br label %is_smaller_than-after61

is_smaller_than-after68:                          ; preds = %is_smaller_than-true67, %is_smaller_than-after61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %73 = and i64 %element_pair_index, 2
  %74 = and i64 %base_cache_index, 24
  %75 = or disjoint i64 %74, %73
  %76 = xor i64 %75, 2
  %77 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %76
  %78 = getelementptr i8, ptr addrspace(3) %77, i64 20
  %79 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %75
  %80 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %76
  %81 = getelementptr i8, ptr addrspace(3) %80, i64 20
  %82 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %75
  %.val388 = load i32, ptr addrspace(3) %78, align 4
  %.val389 = load i32, ptr addrspace(3) %79, align 4
  %.val390 = load i32, ptr addrspace(3) %81, align 4
  %.val391 = load i32, ptr addrspace(3) %82, align 4
  %83 = icmp slt i32 %.val388, 0
  %84 = xor i32 %.val388, 2147483647
  %85 = select i1 %83, i32 %84, i32 %.val388
  %86 = icmp slt i32 %.val389, 0
  %87 = xor i32 %.val389, 2147483647
  %88 = select i1 %86, i32 %87, i32 %.val389
  %89 = icmp sle i32 %85, %88
  %.not.i426 = icmp eq i32 %88, %85
  %90 = icmp sge i32 %.val390, %.val391
  %.v.i427 = select i1 %.not.i426, i1 %90, i1 %89
  br i1 %.v.i427, label %is_smaller_than-after76, label %is_smaller_than-true75

is_smaller_than-true67:                           ; preds = %is_smaller_than-after61
  %sunkaddr529 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val392, ptr addrspace(3) %sunkaddr529, align 4
  %sunkaddr530 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val393, ptr addrspace(3) %sunkaddr530, align 4
  %sunkaddr531 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val394, ptr addrspace(3) %sunkaddr531, align 4
  %sunkaddr532 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val395, ptr addrspace(3) %sunkaddr532, align 4
  br label %is_smaller_than-after68

is_smaller_than-after76:                          ; preds = %is_smaller_than-true75, %is_smaller_than-after68
  %91 = and i64 %current_keys_index32, 3
  %92 = or disjoint i64 %91, %74
  %93 = xor i64 %92, 3
  %94 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %93
  %95 = getelementptr i8, ptr addrspace(3) %94, i64 16
  %96 = getelementptr i8, ptr addrspace(3) %79, i64 4
  %97 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %93
  %98 = getelementptr i8, ptr addrspace(3) %97, i64 16
  %99 = getelementptr i8, ptr addrspace(3) %82, i64 4
  %.val384 = load i32, ptr addrspace(3) %95, align 4
  %.val385 = load i32, ptr addrspace(3) %96, align 4
  %.val386 = load i32, ptr addrspace(3) %98, align 4
  %.val387 = load i32, ptr addrspace(3) %99, align 4
  %100 = icmp slt i32 %.val384, 0
  %101 = xor i32 %.val384, 2147483647
  %102 = select i1 %100, i32 %101, i32 %.val384
  %103 = icmp slt i32 %.val385, 0
  %104 = xor i32 %.val385, 2147483647
  %105 = select i1 %103, i32 %104, i32 %.val385
  %106 = icmp sle i32 %102, %105
  %.not.i428 = icmp eq i32 %105, %102
  %107 = icmp sge i32 %.val386, %.val387
  %.v.i429 = select i1 %.not.i428, i1 %107, i1 %106
  br i1 %.v.i429, label %is_smaller_than-after83, label %is_smaller_than-true82

is_smaller_than-true75:                           ; preds = %is_smaller_than-after68
  store i32 %.val388, ptr addrspace(3) %79, align 4
  %sunkaddr533 = getelementptr i8, ptr addrspace(3) %77, i64 20
  store i32 %.val389, ptr addrspace(3) %sunkaddr533, align 4
  store i32 %.val390, ptr addrspace(3) %82, align 4
  %sunkaddr534 = getelementptr i8, ptr addrspace(3) %80, i64 20
  store i32 %.val391, ptr addrspace(3) %sunkaddr534, align 4
  br label %is_smaller_than-after76

is_smaller_than-after83:                          ; preds = %is_smaller_than-true82, %is_smaller_than-after76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr535 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val380 = load i32, ptr addrspace(3) %sunkaddr535, align 4
  %.val381 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr536 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val382 = load i32, ptr addrspace(3) %sunkaddr536, align 4
  %.val383 = load i32, ptr addrspace(3) %18, align 4
  %108 = icmp slt i32 %.val380, 0
  %109 = xor i32 %.val380, 2147483647
  %110 = select i1 %108, i32 %109, i32 %.val380
  %111 = icmp slt i32 %.val381, 0
  %112 = xor i32 %.val381, 2147483647
  %113 = select i1 %111, i32 %112, i32 %.val381
  %114 = icmp sle i32 %110, %113
  %.not.i430 = icmp eq i32 %113, %110
  %115 = icmp sge i32 %.val382, %.val383
  %.v.i431 = select i1 %.not.i430, i1 %115, i1 %114
  br i1 %.v.i431, label %is_smaller_than-after91, label %is_smaller_than-true90

is_smaller_than-true82:                           ; preds = %is_smaller_than-after76
  %sunkaddr537 = getelementptr i8, ptr addrspace(3) %79, i64 4
  store i32 %.val384, ptr addrspace(3) %sunkaddr537, align 4
  %sunkaddr538 = getelementptr i8, ptr addrspace(3) %94, i64 16
  store i32 %.val385, ptr addrspace(3) %sunkaddr538, align 4
  %sunkaddr539 = getelementptr i8, ptr addrspace(3) %82, i64 4
  store i32 %.val386, ptr addrspace(3) %sunkaddr539, align 4
  %sunkaddr540 = getelementptr i8, ptr addrspace(3) %97, i64 16
  store i32 %.val387, ptr addrspace(3) %sunkaddr540, align 4
  br label %is_smaller_than-after83

is_smaller_than-after91:                          ; preds = %is_smaller_than-true90, %is_smaller_than-after83
  %sunkaddr541 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val376 = load i32, ptr addrspace(3) %sunkaddr541, align 4
  %sunkaddr542 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val377 = load i32, ptr addrspace(3) %sunkaddr542, align 4
  %sunkaddr543 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val378 = load i32, ptr addrspace(3) %sunkaddr543, align 4
  %sunkaddr544 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val379 = load i32, ptr addrspace(3) %sunkaddr544, align 4
  %116 = icmp slt i32 %.val376, 0
  %117 = xor i32 %.val376, 2147483647
  %118 = select i1 %116, i32 %117, i32 %.val376
  %119 = icmp slt i32 %.val377, 0
  %120 = xor i32 %.val377, 2147483647
  %121 = select i1 %119, i32 %120, i32 %.val377
  %122 = icmp sle i32 %118, %121
  %.not.i432 = icmp eq i32 %121, %118
  %123 = icmp sge i32 %.val378, %.val379
  %.v.i433 = select i1 %.not.i432, i1 %123, i1 %122
  br i1 %.v.i433, label %is_smaller_than-after98, label %is_smaller_than-true97

is_smaller_than-true90:                           ; preds = %is_smaller_than-after83
  store i32 %.val380, ptr addrspace(3) %13, align 4
  %sunkaddr545 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val381, ptr addrspace(3) %sunkaddr545, align 4
  store i32 %.val382, ptr addrspace(3) %18, align 4
  %sunkaddr546 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val383, ptr addrspace(3) %sunkaddr546, align 4
  br label %is_smaller_than-after91

is_smaller_than-after98:                          ; preds = %is_smaller_than-true97, %is_smaller_than-after91
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr547 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val372 = load i32, ptr addrspace(3) %sunkaddr547, align 4
  %.val373 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr548 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val374 = load i32, ptr addrspace(3) %sunkaddr548, align 4
  %.val375 = load i32, ptr addrspace(3) %18, align 4
  %124 = icmp slt i32 %.val372, 0
  %125 = xor i32 %.val372, 2147483647
  %126 = select i1 %124, i32 %125, i32 %.val372
  %127 = icmp slt i32 %.val373, 0
  %128 = xor i32 %.val373, 2147483647
  %129 = select i1 %127, i32 %128, i32 %.val373
  %130 = icmp sle i32 %126, %129
  %.not.i434 = icmp eq i32 %129, %126
  %131 = icmp sge i32 %.val374, %.val375
  %.v.i435 = select i1 %.not.i434, i1 %131, i1 %130
  br i1 %.v.i435, label %is_smaller_than-after106, label %is_smaller_than-true105

is_smaller_than-true97:                           ; preds = %is_smaller_than-after91
  %sunkaddr549 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val376, ptr addrspace(3) %sunkaddr549, align 4
  %sunkaddr550 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val377, ptr addrspace(3) %sunkaddr550, align 4
  %sunkaddr551 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val378, ptr addrspace(3) %sunkaddr551, align 4
  %sunkaddr552 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val379, ptr addrspace(3) %sunkaddr552, align 4
  br label %is_smaller_than-after98

is_smaller_than-after106:                         ; preds = %is_smaller_than-true105, %is_smaller_than-after98
  %sunkaddr553 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val368 = load i32, ptr addrspace(3) %sunkaddr553, align 4
  %sunkaddr554 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val369 = load i32, ptr addrspace(3) %sunkaddr554, align 4
  %sunkaddr555 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val370 = load i32, ptr addrspace(3) %sunkaddr555, align 4
  %sunkaddr556 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val371 = load i32, ptr addrspace(3) %sunkaddr556, align 4
  %132 = icmp slt i32 %.val368, 0
  %133 = xor i32 %.val368, 2147483647
  %134 = select i1 %132, i32 %133, i32 %.val368
  %135 = icmp slt i32 %.val369, 0
  %136 = xor i32 %.val369, 2147483647
  %137 = select i1 %135, i32 %136, i32 %.val369
  %138 = icmp sle i32 %134, %137
  %.not.i436 = icmp eq i32 %137, %134
  %139 = icmp sge i32 %.val370, %.val371
  %.v.i437 = select i1 %.not.i436, i1 %139, i1 %138
  br i1 %.v.i437, label %is_smaller_than-after113, label %is_smaller_than-true112

is_smaller_than-true105:                          ; preds = %is_smaller_than-after98
  store i32 %.val372, ptr addrspace(3) %13, align 4
  %sunkaddr557 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val373, ptr addrspace(3) %sunkaddr557, align 4
  store i32 %.val374, ptr addrspace(3) %18, align 4
  %sunkaddr558 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val375, ptr addrspace(3) %sunkaddr558, align 4
  br label %is_smaller_than-after106

is_smaller_than-after113:                         ; preds = %is_smaller_than-true112, %is_smaller_than-after106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %140 = and i64 %element_pair_index, 6
  %141 = and i64 %base_cache_index, 16
  %142 = or disjoint i64 %141, %140
  %143 = xor i64 %142, 6
  %144 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %143
  %145 = getelementptr i8, ptr addrspace(3) %144, i64 36
  %146 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %142
  %147 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %143
  %148 = getelementptr i8, ptr addrspace(3) %147, i64 36
  %149 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %142
  %.val364 = load i32, ptr addrspace(3) %145, align 4
  %.val365 = load i32, ptr addrspace(3) %146, align 4
  %.val366 = load i32, ptr addrspace(3) %148, align 4
  %.val367 = load i32, ptr addrspace(3) %149, align 4
  %150 = icmp slt i32 %.val364, 0
  %151 = xor i32 %.val364, 2147483647
  %152 = select i1 %150, i32 %151, i32 %.val364
  %153 = icmp slt i32 %.val365, 0
  %154 = xor i32 %.val365, 2147483647
  %155 = select i1 %153, i32 %154, i32 %.val365
  %156 = icmp sle i32 %152, %155
  %.not.i438 = icmp eq i32 %155, %152
  %157 = icmp sge i32 %.val366, %.val367
  %.v.i439 = select i1 %.not.i438, i1 %157, i1 %156
  br i1 %.v.i439, label %is_smaller_than-after121, label %is_smaller_than-true120

is_smaller_than-true112:                          ; preds = %is_smaller_than-after106
  %sunkaddr559 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val368, ptr addrspace(3) %sunkaddr559, align 4
  %sunkaddr560 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val369, ptr addrspace(3) %sunkaddr560, align 4
  %sunkaddr561 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val370, ptr addrspace(3) %sunkaddr561, align 4
  %sunkaddr562 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val371, ptr addrspace(3) %sunkaddr562, align 4
  br label %is_smaller_than-after113

is_smaller_than-after121:                         ; preds = %is_smaller_than-true120, %is_smaller_than-after113
  %158 = and i64 %current_keys_index32, 7
  %159 = or disjoint i64 %158, %141
  %160 = xor i64 %159, 7
  %161 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %160
  %162 = getelementptr i8, ptr addrspace(3) %161, i64 32
  %163 = getelementptr i8, ptr addrspace(3) %146, i64 4
  %164 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %160
  %165 = getelementptr i8, ptr addrspace(3) %164, i64 32
  %166 = getelementptr i8, ptr addrspace(3) %149, i64 4
  %.val360 = load i32, ptr addrspace(3) %162, align 4
  %.val361 = load i32, ptr addrspace(3) %163, align 4
  %.val362 = load i32, ptr addrspace(3) %165, align 4
  %.val363 = load i32, ptr addrspace(3) %166, align 4
  %167 = icmp slt i32 %.val360, 0
  %168 = xor i32 %.val360, 2147483647
  %169 = select i1 %167, i32 %168, i32 %.val360
  %170 = icmp slt i32 %.val361, 0
  %171 = xor i32 %.val361, 2147483647
  %172 = select i1 %170, i32 %171, i32 %.val361
  %173 = icmp sle i32 %169, %172
  %.not.i440 = icmp eq i32 %172, %169
  %174 = icmp sge i32 %.val362, %.val363
  %.v.i441 = select i1 %.not.i440, i1 %174, i1 %173
  br i1 %.v.i441, label %is_smaller_than-after128, label %is_smaller_than-true127

is_smaller_than-true120:                          ; preds = %is_smaller_than-after113
  store i32 %.val364, ptr addrspace(3) %146, align 4
  %sunkaddr563 = getelementptr i8, ptr addrspace(3) %144, i64 36
  store i32 %.val365, ptr addrspace(3) %sunkaddr563, align 4
  store i32 %.val366, ptr addrspace(3) %149, align 4
  %sunkaddr564 = getelementptr i8, ptr addrspace(3) %147, i64 36
  store i32 %.val367, ptr addrspace(3) %sunkaddr564, align 4
  br label %is_smaller_than-after121

is_smaller_than-after128:                         ; preds = %is_smaller_than-true127, %is_smaller_than-after121
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %175 = getelementptr i8, ptr addrspace(3) %79, i64 16
  %176 = getelementptr i8, ptr addrspace(3) %82, i64 16
  %.val356 = load i32, ptr addrspace(3) %175, align 4
  %.val357 = load i32, ptr addrspace(3) %79, align 4
  %.val358 = load i32, ptr addrspace(3) %176, align 4
  %.val359 = load i32, ptr addrspace(3) %82, align 4
  %177 = icmp slt i32 %.val356, 0
  %178 = xor i32 %.val356, 2147483647
  %179 = select i1 %177, i32 %178, i32 %.val356
  %180 = icmp slt i32 %.val357, 0
  %181 = xor i32 %.val357, 2147483647
  %182 = select i1 %180, i32 %181, i32 %.val357
  %183 = icmp sle i32 %179, %182
  %.not.i442 = icmp eq i32 %182, %179
  %184 = icmp sge i32 %.val358, %.val359
  %.v.i443 = select i1 %.not.i442, i1 %184, i1 %183
  br i1 %.v.i443, label %is_smaller_than-after136, label %is_smaller_than-true135

is_smaller_than-true127:                          ; preds = %is_smaller_than-after121
  %sunkaddr565 = getelementptr i8, ptr addrspace(3) %146, i64 4
  store i32 %.val360, ptr addrspace(3) %sunkaddr565, align 4
  %sunkaddr566 = getelementptr i8, ptr addrspace(3) %161, i64 32
  store i32 %.val361, ptr addrspace(3) %sunkaddr566, align 4
  %sunkaddr567 = getelementptr i8, ptr addrspace(3) %149, i64 4
  store i32 %.val362, ptr addrspace(3) %sunkaddr567, align 4
  %sunkaddr568 = getelementptr i8, ptr addrspace(3) %164, i64 32
  store i32 %.val363, ptr addrspace(3) %sunkaddr568, align 4
  br label %is_smaller_than-after128

is_smaller_than-after136:                         ; preds = %is_smaller_than-true135, %is_smaller_than-after128
  %sunkaddr570 = getelementptr i8, ptr addrspace(3) %79, i64 4
  %sunkaddr572 = getelementptr i8, ptr addrspace(3) %82, i64 4
  %sunkaddr569 = getelementptr i8, ptr addrspace(3) %79, i64 20
  %.val352 = load i32, ptr addrspace(3) %sunkaddr569, align 4
  %.val353 = load i32, ptr addrspace(3) %sunkaddr570, align 4
  %sunkaddr571 = getelementptr i8, ptr addrspace(3) %82, i64 20
  %.val354 = load i32, ptr addrspace(3) %sunkaddr571, align 4
  %.val355 = load i32, ptr addrspace(3) %sunkaddr572, align 4
  %185 = icmp slt i32 %.val352, 0
  %186 = xor i32 %.val352, 2147483647
  %187 = select i1 %185, i32 %186, i32 %.val352
  %188 = icmp slt i32 %.val353, 0
  %189 = xor i32 %.val353, 2147483647
  %190 = select i1 %188, i32 %189, i32 %.val353
  %191 = icmp sle i32 %187, %190
  %.not.i444 = icmp eq i32 %190, %187
  %192 = icmp sge i32 %.val354, %.val355
  %.v.i445 = select i1 %.not.i444, i1 %192, i1 %191
  br i1 %.v.i445, label %is_smaller_than-after143, label %is_smaller_than-true142

is_smaller_than-true135:                          ; preds = %is_smaller_than-after128
  store i32 %.val356, ptr addrspace(3) %79, align 4
  %sunkaddr573 = getelementptr i8, ptr addrspace(3) %79, i64 16
  store i32 %.val357, ptr addrspace(3) %sunkaddr573, align 4
  store i32 %.val358, ptr addrspace(3) %82, align 4
  %sunkaddr574 = getelementptr i8, ptr addrspace(3) %82, i64 16
  store i32 %.val359, ptr addrspace(3) %sunkaddr574, align 4
  br label %is_smaller_than-after136

is_smaller_than-after143:                         ; preds = %is_smaller_than-true142, %is_smaller_than-after136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr575 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val348 = load i32, ptr addrspace(3) %sunkaddr575, align 4
  %.val349 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr576 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val350 = load i32, ptr addrspace(3) %sunkaddr576, align 4
  %.val351 = load i32, ptr addrspace(3) %18, align 4
  %193 = icmp slt i32 %.val348, 0
  %194 = xor i32 %.val348, 2147483647
  %195 = select i1 %193, i32 %194, i32 %.val348
  %196 = icmp slt i32 %.val349, 0
  %197 = xor i32 %.val349, 2147483647
  %198 = select i1 %196, i32 %197, i32 %.val349
  %199 = icmp sle i32 %195, %198
  %.not.i446 = icmp eq i32 %198, %195
  %200 = icmp sge i32 %.val350, %.val351
  %.v.i447 = select i1 %.not.i446, i1 %200, i1 %199
  br i1 %.v.i447, label %is_smaller_than-after151, label %is_smaller_than-true150

is_smaller_than-true142:                          ; preds = %is_smaller_than-after136
  %sunkaddr577 = getelementptr i8, ptr addrspace(3) %79, i64 4
  store i32 %.val352, ptr addrspace(3) %sunkaddr577, align 4
  %sunkaddr578 = getelementptr i8, ptr addrspace(3) %79, i64 20
  store i32 %.val353, ptr addrspace(3) %sunkaddr578, align 4
  %sunkaddr579 = getelementptr i8, ptr addrspace(3) %82, i64 4
  store i32 %.val354, ptr addrspace(3) %sunkaddr579, align 4
  %sunkaddr580 = getelementptr i8, ptr addrspace(3) %82, i64 20
  store i32 %.val355, ptr addrspace(3) %sunkaddr580, align 4
  br label %is_smaller_than-after143

is_smaller_than-after151:                         ; preds = %is_smaller_than-true150, %is_smaller_than-after143
  %sunkaddr581 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val344 = load i32, ptr addrspace(3) %sunkaddr581, align 4
  %sunkaddr582 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val345 = load i32, ptr addrspace(3) %sunkaddr582, align 4
  %sunkaddr583 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val346 = load i32, ptr addrspace(3) %sunkaddr583, align 4
  %sunkaddr584 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val347 = load i32, ptr addrspace(3) %sunkaddr584, align 4
  %201 = icmp slt i32 %.val344, 0
  %202 = xor i32 %.val344, 2147483647
  %203 = select i1 %201, i32 %202, i32 %.val344
  %204 = icmp slt i32 %.val345, 0
  %205 = xor i32 %.val345, 2147483647
  %206 = select i1 %204, i32 %205, i32 %.val345
  %207 = icmp sle i32 %203, %206
  %.not.i448 = icmp eq i32 %206, %203
  %208 = icmp sge i32 %.val346, %.val347
  %.v.i449 = select i1 %.not.i448, i1 %208, i1 %207
  br i1 %.v.i449, label %is_smaller_than-after158, label %is_smaller_than-true157

is_smaller_than-true150:                          ; preds = %is_smaller_than-after143
  store i32 %.val348, ptr addrspace(3) %13, align 4
  %sunkaddr585 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val349, ptr addrspace(3) %sunkaddr585, align 4
  store i32 %.val350, ptr addrspace(3) %18, align 4
  %sunkaddr586 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val351, ptr addrspace(3) %sunkaddr586, align 4
  br label %is_smaller_than-after151

is_smaller_than-after158:                         ; preds = %is_smaller_than-true157, %is_smaller_than-after151
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr587 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val340 = load i32, ptr addrspace(3) %sunkaddr587, align 4
  %.val341 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr588 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val342 = load i32, ptr addrspace(3) %sunkaddr588, align 4
  %.val343 = load i32, ptr addrspace(3) %18, align 4
  %209 = icmp slt i32 %.val340, 0
  %210 = xor i32 %.val340, 2147483647
  %211 = select i1 %209, i32 %210, i32 %.val340
  %212 = icmp slt i32 %.val341, 0
  %213 = xor i32 %.val341, 2147483647
  %214 = select i1 %212, i32 %213, i32 %.val341
  %215 = icmp sle i32 %211, %214
  %.not.i450 = icmp eq i32 %214, %211
  %216 = icmp sge i32 %.val342, %.val343
  %.v.i451 = select i1 %.not.i450, i1 %216, i1 %215
  br i1 %.v.i451, label %is_smaller_than-after166, label %is_smaller_than-true165

is_smaller_than-true157:                          ; preds = %is_smaller_than-after151
  %sunkaddr589 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val344, ptr addrspace(3) %sunkaddr589, align 4
  %sunkaddr590 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val345, ptr addrspace(3) %sunkaddr590, align 4
  %sunkaddr591 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val346, ptr addrspace(3) %sunkaddr591, align 4
  %sunkaddr592 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val347, ptr addrspace(3) %sunkaddr592, align 4
  br label %is_smaller_than-after158

is_smaller_than-after166:                         ; preds = %is_smaller_than-true165, %is_smaller_than-after158
  %sunkaddr593 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val336 = load i32, ptr addrspace(3) %sunkaddr593, align 4
  %sunkaddr594 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val337 = load i32, ptr addrspace(3) %sunkaddr594, align 4
  %sunkaddr595 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val338 = load i32, ptr addrspace(3) %sunkaddr595, align 4
  %sunkaddr596 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val339 = load i32, ptr addrspace(3) %sunkaddr596, align 4
  %217 = icmp slt i32 %.val336, 0
  %218 = xor i32 %.val336, 2147483647
  %219 = select i1 %217, i32 %218, i32 %.val336
  %220 = icmp slt i32 %.val337, 0
  %221 = xor i32 %.val337, 2147483647
  %222 = select i1 %220, i32 %221, i32 %.val337
  %223 = icmp sle i32 %219, %222
  %.not.i452 = icmp eq i32 %222, %219
  %224 = icmp sge i32 %.val338, %.val339
  %.v.i453 = select i1 %.not.i452, i1 %224, i1 %223
  br i1 %.v.i453, label %is_smaller_than-after173, label %is_smaller_than-true172

is_smaller_than-true165:                          ; preds = %is_smaller_than-after158
  store i32 %.val340, ptr addrspace(3) %13, align 4
  %sunkaddr597 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val341, ptr addrspace(3) %sunkaddr597, align 4
  store i32 %.val342, ptr addrspace(3) %18, align 4
  %sunkaddr598 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val343, ptr addrspace(3) %sunkaddr598, align 4
  br label %is_smaller_than-after166

is_smaller_than-after173:                         ; preds = %is_smaller_than-true172, %is_smaller_than-after166
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %225 = xor i64 %element_pair_index, 14
  %226 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %225
  %227 = getelementptr i8, ptr addrspace(3) %226, i64 68
  %228 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_0", i64 %element_pair_index
  %229 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %225
  %230 = getelementptr i8, ptr addrspace(3) %229, i64 68
  %231 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_8_$_1_tile_param_1", i64 %element_pair_index
  %.val332 = load i32, ptr addrspace(3) %227, align 4
  %.val333 = load i32, ptr addrspace(3) %228, align 4
  %.val334 = load i32, ptr addrspace(3) %230, align 4
  %.val335 = load i32, ptr addrspace(3) %231, align 4
  %232 = icmp slt i32 %.val332, 0
  %233 = xor i32 %.val332, 2147483647
  %234 = select i1 %232, i32 %233, i32 %.val332
  %235 = icmp slt i32 %.val333, 0
  %236 = xor i32 %.val333, 2147483647
  %237 = select i1 %235, i32 %236, i32 %.val333
  %238 = icmp sle i32 %234, %237
  %.not.i454 = icmp eq i32 %237, %234
  %239 = icmp sge i32 %.val334, %.val335
  %.v.i455 = select i1 %.not.i454, i1 %239, i1 %238
  br i1 %.v.i455, label %is_smaller_than-after181, label %is_smaller_than-true180

is_smaller_than-true172:                          ; preds = %is_smaller_than-after166
  %sunkaddr599 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val336, ptr addrspace(3) %sunkaddr599, align 4
  %sunkaddr600 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val337, ptr addrspace(3) %sunkaddr600, align 4
  %sunkaddr601 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val338, ptr addrspace(3) %sunkaddr601, align 4
  %sunkaddr602 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val339, ptr addrspace(3) %sunkaddr602, align 4
  br label %is_smaller_than-after173

is_smaller_than-after181:                         ; preds = %is_smaller_than-true180, %is_smaller_than-after173
  %240 = getelementptr i8, ptr addrspace(3) %226, i64 64
  %241 = getelementptr i8, ptr addrspace(3) %228, i64 4
  %242 = getelementptr i8, ptr addrspace(3) %229, i64 64
  %243 = getelementptr i8, ptr addrspace(3) %231, i64 4
  %.val328 = load i32, ptr addrspace(3) %240, align 4
  %.val329 = load i32, ptr addrspace(3) %241, align 4
  %.val330 = load i32, ptr addrspace(3) %242, align 4
  %.val331 = load i32, ptr addrspace(3) %243, align 4
  %244 = icmp slt i32 %.val328, 0
  %245 = xor i32 %.val328, 2147483647
  %246 = select i1 %244, i32 %245, i32 %.val328
  %247 = icmp slt i32 %.val329, 0
  %248 = xor i32 %.val329, 2147483647
  %249 = select i1 %247, i32 %248, i32 %.val329
  %250 = icmp sle i32 %246, %249
  %.not.i456 = icmp eq i32 %249, %246
  %251 = icmp sge i32 %.val330, %.val331
  %.v.i457 = select i1 %.not.i456, i1 %251, i1 %250
  br i1 %.v.i457, label %is_smaller_than-after188, label %is_smaller_than-true187

is_smaller_than-true180:                          ; preds = %is_smaller_than-after173
  store i32 %.val332, ptr addrspace(3) %228, align 4
  %sunkaddr603 = getelementptr i8, ptr addrspace(3) %226, i64 68
  store i32 %.val333, ptr addrspace(3) %sunkaddr603, align 4
  store i32 %.val334, ptr addrspace(3) %231, align 4
  %sunkaddr604 = getelementptr i8, ptr addrspace(3) %229, i64 68
  store i32 %.val335, ptr addrspace(3) %sunkaddr604, align 4
  br label %is_smaller_than-after181

is_smaller_than-after188:                         ; preds = %is_smaller_than-true187, %is_smaller_than-after181
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %252 = getelementptr i8, ptr addrspace(3) %146, i64 32
  %253 = getelementptr i8, ptr addrspace(3) %149, i64 32
  %.val324 = load i32, ptr addrspace(3) %252, align 4
  %.val325 = load i32, ptr addrspace(3) %146, align 4
  %.val326 = load i32, ptr addrspace(3) %253, align 4
  %.val327 = load i32, ptr addrspace(3) %149, align 4
  %254 = icmp slt i32 %.val324, 0
  %255 = xor i32 %.val324, 2147483647
  %256 = select i1 %254, i32 %255, i32 %.val324
  %257 = icmp slt i32 %.val325, 0
  %258 = xor i32 %.val325, 2147483647
  %259 = select i1 %257, i32 %258, i32 %.val325
  %260 = icmp sle i32 %256, %259
  %.not.i458 = icmp eq i32 %259, %256
  %261 = icmp sge i32 %.val326, %.val327
  %.v.i459 = select i1 %.not.i458, i1 %261, i1 %260
  br i1 %.v.i459, label %is_smaller_than-after196, label %is_smaller_than-true195

is_smaller_than-true187:                          ; preds = %is_smaller_than-after181
  %sunkaddr605 = getelementptr i8, ptr addrspace(3) %228, i64 4
  store i32 %.val328, ptr addrspace(3) %sunkaddr605, align 4
  %sunkaddr606 = getelementptr i8, ptr addrspace(3) %226, i64 64
  store i32 %.val329, ptr addrspace(3) %sunkaddr606, align 4
  %sunkaddr607 = getelementptr i8, ptr addrspace(3) %231, i64 4
  store i32 %.val330, ptr addrspace(3) %sunkaddr607, align 4
  %sunkaddr608 = getelementptr i8, ptr addrspace(3) %229, i64 64
  store i32 %.val331, ptr addrspace(3) %sunkaddr608, align 4
  br label %is_smaller_than-after188

is_smaller_than-after196:                         ; preds = %is_smaller_than-true195, %is_smaller_than-after188
  %sunkaddr610 = getelementptr i8, ptr addrspace(3) %146, i64 4
  %sunkaddr612 = getelementptr i8, ptr addrspace(3) %149, i64 4
  %sunkaddr609 = getelementptr i8, ptr addrspace(3) %146, i64 36
  %.val320 = load i32, ptr addrspace(3) %sunkaddr609, align 4
  %.val321 = load i32, ptr addrspace(3) %sunkaddr610, align 4
  %sunkaddr611 = getelementptr i8, ptr addrspace(3) %149, i64 36
  %.val322 = load i32, ptr addrspace(3) %sunkaddr611, align 4
  %.val323 = load i32, ptr addrspace(3) %sunkaddr612, align 4
  %262 = icmp slt i32 %.val320, 0
  %263 = xor i32 %.val320, 2147483647
  %264 = select i1 %262, i32 %263, i32 %.val320
  %265 = icmp slt i32 %.val321, 0
  %266 = xor i32 %.val321, 2147483647
  %267 = select i1 %265, i32 %266, i32 %.val321
  %268 = icmp sle i32 %264, %267
  %.not.i460 = icmp eq i32 %267, %264
  %269 = icmp sge i32 %.val322, %.val323
  %.v.i461 = select i1 %.not.i460, i1 %269, i1 %268
  br i1 %.v.i461, label %is_smaller_than-after203, label %is_smaller_than-true202

is_smaller_than-true195:                          ; preds = %is_smaller_than-after188
  store i32 %.val324, ptr addrspace(3) %146, align 4
  %sunkaddr613 = getelementptr i8, ptr addrspace(3) %146, i64 32
  store i32 %.val325, ptr addrspace(3) %sunkaddr613, align 4
  store i32 %.val326, ptr addrspace(3) %149, align 4
  %sunkaddr614 = getelementptr i8, ptr addrspace(3) %149, i64 32
  store i32 %.val327, ptr addrspace(3) %sunkaddr614, align 4
  br label %is_smaller_than-after196

is_smaller_than-after203:                         ; preds = %is_smaller_than-true202, %is_smaller_than-after196
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr615 = getelementptr i8, ptr addrspace(3) %79, i64 16
  %.val316 = load i32, ptr addrspace(3) %sunkaddr615, align 4
  %.val317 = load i32, ptr addrspace(3) %79, align 4
  %sunkaddr616 = getelementptr i8, ptr addrspace(3) %82, i64 16
  %.val318 = load i32, ptr addrspace(3) %sunkaddr616, align 4
  %.val319 = load i32, ptr addrspace(3) %82, align 4
  %270 = icmp slt i32 %.val316, 0
  %271 = xor i32 %.val316, 2147483647
  %272 = select i1 %270, i32 %271, i32 %.val316
  %273 = icmp slt i32 %.val317, 0
  %274 = xor i32 %.val317, 2147483647
  %275 = select i1 %273, i32 %274, i32 %.val317
  %276 = icmp sle i32 %272, %275
  %.not.i462 = icmp eq i32 %275, %272
  %277 = icmp sge i32 %.val318, %.val319
  %.v.i463 = select i1 %.not.i462, i1 %277, i1 %276
  br i1 %.v.i463, label %is_smaller_than-after211, label %is_smaller_than-true210

is_smaller_than-true202:                          ; preds = %is_smaller_than-after196
  %sunkaddr617 = getelementptr i8, ptr addrspace(3) %146, i64 4
  store i32 %.val320, ptr addrspace(3) %sunkaddr617, align 4
  %sunkaddr618 = getelementptr i8, ptr addrspace(3) %146, i64 36
  store i32 %.val321, ptr addrspace(3) %sunkaddr618, align 4
  %sunkaddr619 = getelementptr i8, ptr addrspace(3) %149, i64 4
  store i32 %.val322, ptr addrspace(3) %sunkaddr619, align 4
  %sunkaddr620 = getelementptr i8, ptr addrspace(3) %149, i64 36
  store i32 %.val323, ptr addrspace(3) %sunkaddr620, align 4
  br label %is_smaller_than-after203

is_smaller_than-after211:                         ; preds = %is_smaller_than-true210, %is_smaller_than-after203
  %sunkaddr621 = getelementptr i8, ptr addrspace(3) %79, i64 20
  %.val312 = load i32, ptr addrspace(3) %sunkaddr621, align 4
  %sunkaddr622 = getelementptr i8, ptr addrspace(3) %79, i64 4
  %.val313 = load i32, ptr addrspace(3) %sunkaddr622, align 4
  %sunkaddr623 = getelementptr i8, ptr addrspace(3) %82, i64 20
  %.val314 = load i32, ptr addrspace(3) %sunkaddr623, align 4
  %sunkaddr624 = getelementptr i8, ptr addrspace(3) %82, i64 4
  %.val315 = load i32, ptr addrspace(3) %sunkaddr624, align 4
  %278 = icmp slt i32 %.val312, 0
  %279 = xor i32 %.val312, 2147483647
  %280 = select i1 %278, i32 %279, i32 %.val312
  %281 = icmp slt i32 %.val313, 0
  %282 = xor i32 %.val313, 2147483647
  %283 = select i1 %281, i32 %282, i32 %.val313
  %284 = icmp sle i32 %280, %283
  %.not.i464 = icmp eq i32 %283, %280
  %285 = icmp sge i32 %.val314, %.val315
  %.v.i465 = select i1 %.not.i464, i1 %285, i1 %284
  br i1 %.v.i465, label %is_smaller_than-after218, label %is_smaller_than-true217

is_smaller_than-true210:                          ; preds = %is_smaller_than-after203
  store i32 %.val316, ptr addrspace(3) %79, align 4
  %sunkaddr625 = getelementptr i8, ptr addrspace(3) %79, i64 16
  store i32 %.val317, ptr addrspace(3) %sunkaddr625, align 4
  store i32 %.val318, ptr addrspace(3) %82, align 4
  %sunkaddr626 = getelementptr i8, ptr addrspace(3) %82, i64 16
  store i32 %.val319, ptr addrspace(3) %sunkaddr626, align 4
  br label %is_smaller_than-after211

is_smaller_than-after218:                         ; preds = %is_smaller_than-true217, %is_smaller_than-after211
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr627 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val308 = load i32, ptr addrspace(3) %sunkaddr627, align 4
  %.val309 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr628 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val310 = load i32, ptr addrspace(3) %sunkaddr628, align 4
  %.val311 = load i32, ptr addrspace(3) %18, align 4
  %286 = icmp slt i32 %.val308, 0
  %287 = xor i32 %.val308, 2147483647
  %288 = select i1 %286, i32 %287, i32 %.val308
  %289 = icmp slt i32 %.val309, 0
  %290 = xor i32 %.val309, 2147483647
  %291 = select i1 %289, i32 %290, i32 %.val309
  %292 = icmp sle i32 %288, %291
  %.not.i466 = icmp eq i32 %291, %288
  %293 = icmp sge i32 %.val310, %.val311
  %.v.i467 = select i1 %.not.i466, i1 %293, i1 %292
  br i1 %.v.i467, label %is_smaller_than-after226, label %is_smaller_than-true225

is_smaller_than-true217:                          ; preds = %is_smaller_than-after211
  %sunkaddr629 = getelementptr i8, ptr addrspace(3) %79, i64 4
  store i32 %.val312, ptr addrspace(3) %sunkaddr629, align 4
  %sunkaddr630 = getelementptr i8, ptr addrspace(3) %79, i64 20
  store i32 %.val313, ptr addrspace(3) %sunkaddr630, align 4
  %sunkaddr631 = getelementptr i8, ptr addrspace(3) %82, i64 4
  store i32 %.val314, ptr addrspace(3) %sunkaddr631, align 4
  %sunkaddr632 = getelementptr i8, ptr addrspace(3) %82, i64 20
  store i32 %.val315, ptr addrspace(3) %sunkaddr632, align 4
  br label %is_smaller_than-after218

is_smaller_than-after226:                         ; preds = %is_smaller_than-true225, %is_smaller_than-after218
  %sunkaddr633 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val304 = load i32, ptr addrspace(3) %sunkaddr633, align 4
  %sunkaddr634 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val305 = load i32, ptr addrspace(3) %sunkaddr634, align 4
  %sunkaddr635 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val306 = load i32, ptr addrspace(3) %sunkaddr635, align 4
  %sunkaddr636 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val307 = load i32, ptr addrspace(3) %sunkaddr636, align 4
  %294 = icmp slt i32 %.val304, 0
  %295 = xor i32 %.val304, 2147483647
  %296 = select i1 %294, i32 %295, i32 %.val304
  %297 = icmp slt i32 %.val305, 0
  %298 = xor i32 %.val305, 2147483647
  %299 = select i1 %297, i32 %298, i32 %.val305
  %300 = icmp sle i32 %296, %299
  %.not.i468 = icmp eq i32 %299, %296
  %301 = icmp sge i32 %.val306, %.val307
  %.v.i469 = select i1 %.not.i468, i1 %301, i1 %300
  br i1 %.v.i469, label %is_smaller_than-after233, label %is_smaller_than-true232

is_smaller_than-true225:                          ; preds = %is_smaller_than-after218
  store i32 %.val308, ptr addrspace(3) %13, align 4
  %sunkaddr637 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val309, ptr addrspace(3) %sunkaddr637, align 4
  store i32 %.val310, ptr addrspace(3) %18, align 4
  %sunkaddr638 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val311, ptr addrspace(3) %sunkaddr638, align 4
  br label %is_smaller_than-after226

is_smaller_than-after233:                         ; preds = %is_smaller_than-true232, %is_smaller_than-after226
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr639 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val300 = load i32, ptr addrspace(3) %sunkaddr639, align 4
  %.val301 = load i32, ptr addrspace(3) %13, align 4
  %sunkaddr640 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val302 = load i32, ptr addrspace(3) %sunkaddr640, align 4
  %.val303 = load i32, ptr addrspace(3) %18, align 4
  %302 = icmp slt i32 %.val300, 0
  %303 = xor i32 %.val300, 2147483647
  %304 = select i1 %302, i32 %303, i32 %.val300
  %305 = icmp slt i32 %.val301, 0
  %306 = xor i32 %.val301, 2147483647
  %307 = select i1 %305, i32 %306, i32 %.val301
  %308 = icmp sle i32 %304, %307
  %.not.i470 = icmp eq i32 %307, %304
  %309 = icmp sge i32 %.val302, %.val303
  %.v.i471 = select i1 %.not.i470, i1 %309, i1 %308
  br i1 %.v.i471, label %is_smaller_than-after241, label %is_smaller_than-true240

is_smaller_than-true232:                          ; preds = %is_smaller_than-after226
  %sunkaddr641 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val304, ptr addrspace(3) %sunkaddr641, align 4
  %sunkaddr642 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val305, ptr addrspace(3) %sunkaddr642, align 4
  %sunkaddr643 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val306, ptr addrspace(3) %sunkaddr643, align 4
  %sunkaddr644 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val307, ptr addrspace(3) %sunkaddr644, align 4
  br label %is_smaller_than-after233

is_smaller_than-after241:                         ; preds = %is_smaller_than-true240, %is_smaller_than-after233
  %sunkaddr645 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val = load i32, ptr addrspace(3) %sunkaddr645, align 4
  %sunkaddr646 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val297 = load i32, ptr addrspace(3) %sunkaddr646, align 4
  %sunkaddr647 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val298 = load i32, ptr addrspace(3) %sunkaddr647, align 4
  %sunkaddr648 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val299 = load i32, ptr addrspace(3) %sunkaddr648, align 4
  %310 = icmp slt i32 %.val, 0
  %311 = xor i32 %.val, 2147483647
  %312 = select i1 %310, i32 %311, i32 %.val
  %313 = icmp slt i32 %.val297, 0
  %314 = xor i32 %.val297, 2147483647
  %315 = select i1 %313, i32 %314, i32 %.val297
  %316 = icmp sle i32 %312, %315
  %.not.i472 = icmp eq i32 %315, %312
  %317 = icmp sge i32 %.val298, %.val299
  %.v.i473 = select i1 %.not.i472, i1 %317, i1 %316
  br i1 %.v.i473, label %is_smaller_than-after248, label %is_smaller_than-true247

is_smaller_than-true240:                          ; preds = %is_smaller_than-after233
  store i32 %.val300, ptr addrspace(3) %13, align 4
  %sunkaddr649 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store i32 %.val301, ptr addrspace(3) %sunkaddr649, align 4
  store i32 %.val302, ptr addrspace(3) %18, align 4
  %sunkaddr650 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val303, ptr addrspace(3) %sunkaddr650, align 4
  br label %is_smaller_than-after241

is_smaller_than-after248:                         ; preds = %is_smaller_than-true247, %is_smaller_than-after241
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %318 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr651 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %319 = load float, ptr addrspace(3) %sunkaddr651, align 4
  %sunkaddr652 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %320 = load float, ptr addrspace(3) %sunkaddr652, align 4
  %sunkaddr653 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %321 = load float, ptr addrspace(3) %sunkaddr653, align 4
  %322 = insertelement <4 x float> poison, float %318, i32 0
  %323 = insertelement <4 x float> %322, float %319, i32 1
  %324 = insertelement <4 x float> %323, float %320, i32 2
  %325 = insertelement <4 x float> %324, float %321, i32 3
  store <4 x float> %325, ptr addrspace(1) %7, align 16
  %326 = load i32, ptr addrspace(3) %18, align 4
  %.split293 = getelementptr inbounds [128 x i8], ptr addrspace(1) %1, i64 %5
  %327 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split293, i64 %base_keys_index
  %sunkaddr654 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %328 = load i32, ptr addrspace(3) %sunkaddr654, align 4
  %sunkaddr655 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %329 = load i32, ptr addrspace(3) %sunkaddr655, align 4
  %sunkaddr656 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %330 = load i32, ptr addrspace(3) %sunkaddr656, align 4
  %331 = insertelement <4 x i32> poison, i32 %326, i32 0
  %332 = insertelement <4 x i32> %331, i32 %328, i32 1
  %333 = insertelement <4 x i32> %332, i32 %329, i32 2
  %334 = insertelement <4 x i32> %333, i32 %330, i32 3
  store <4 x i32> %334, ptr addrspace(1) %327, align 16
  ret void

is_smaller_than-true247:                          ; preds = %is_smaller_than-after241
  %sunkaddr657 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store i32 %.val, ptr addrspace(3) %sunkaddr657, align 4
  %sunkaddr658 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store i32 %.val297, ptr addrspace(3) %sunkaddr658, align 4
  %sunkaddr659 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val298, ptr addrspace(3) %sunkaddr659, align 4
  %sunkaddr660 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val299, ptr addrspace(3) %sunkaddr660, align 4
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
