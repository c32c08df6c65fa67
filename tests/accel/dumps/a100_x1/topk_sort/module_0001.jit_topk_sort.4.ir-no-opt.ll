; ModuleID = 'sort.23.1'
source_filename = "sort.23.1"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sort.23.1_tile_param_0 = private addrspace(3) global [64 x float] undef, align 4
@sort.23.1_tile_param_1 = private addrspace(3) global [64 x i32] undef, align 4
@sort.23.1_tile_param_2 = private addrspace(3) global [64 x i32] undef, align 4
@buffer_for_constant_18_0 = constant [64 x i8] c"\00\00\C0\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256
@buffer_for_constant_19_0 = constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_20_0 = constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_22_0 = constant [64 x i8] c"\FF\FF\FF\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256

define ptx_kernel void @sort_23_1(ptr noalias align 16 dereferenceable(1024) %arg0, ptr noalias align 256 dereferenceable(1024) %arg1, ptr noalias align 256 dereferenceable(1024) %arg2, ptr noalias align 256 dereferenceable(1024) %arg3) #0 {
entry:
  %compare_return_buffer128 = alloca i8, align 1
  %compare_return_buffer121 = alloca i8, align 1
  %compare_return_buffer113 = alloca i8, align 1
  %compare_return_buffer106 = alloca i8, align 1
  %compare_return_buffer98 = alloca i8, align 1
  %compare_return_buffer91 = alloca i8, align 1
  %compare_return_buffer83 = alloca i8, align 1
  %compare_return_buffer76 = alloca i8, align 1
  %compare_return_buffer68 = alloca i8, align 1
  %compare_return_buffer61 = alloca i8, align 1
  %compare_return_buffer53 = alloca i8, align 1
  %compare_return_buffer = alloca i8, align 1
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !0
  %block_id = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %thread_id_x = zext i32 %1 to i64
  %2 = mul nuw nsw i64 %block_id, 2
  %linear_index = add nuw nsw i64 %2, %thread_id_x
  %linear_index_in_range = icmp ult i64 %linear_index, 64
  call void @llvm.assume(i1 %linear_index_in_range)
  %linear_index0 = add nuw nsw i64 %linear_index, 0
  %3 = udiv i64 %linear_index0, 1
  %4 = urem i64 %3, 2
  %5 = udiv i64 %linear_index0, 2
  %6 = icmp ult i64 %linear_index, 64
  br i1 %6, label %sort.23.1.in_bounds-true, label %sort.23.1.in_bounds-after

sort.23.1.in_bounds-after:                        ; preds = %smaller_keys_index-after184, %entry
  ret void

sort.23.1.in_bounds-true:                         ; preds = %entry
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %thread.id.x = sext i32 %7 to i64
  %base_keys_index = mul nuw nsw i64 %4, 4
  %base_cache_index = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index = add nuw nsw i64 %base_keys_index, 0
  %8 = icmp slt i64 %current_keys_index, 8
  br i1 %8, label %smaller_keys_index-true, label %smaller_keys_index-after

smaller_keys_index-after:                         ; preds = %smaller_keys_index-true, %sort.23.1.in_bounds-true
  %current_keys_index1 = add nuw nsw i64 %base_keys_index, 1
  %9 = icmp slt i64 %current_keys_index1, 8
  br i1 %9, label %smaller_keys_index-true2, label %smaller_keys_index-after3

smaller_keys_index-after3:                        ; preds = %smaller_keys_index-true2, %smaller_keys_index-after
  %current_keys_index5 = add nuw nsw i64 %base_keys_index, 2
  %10 = icmp slt i64 %current_keys_index5, 8
  br i1 %10, label %smaller_keys_index-true6, label %smaller_keys_index-after7

smaller_keys_index-after7:                        ; preds = %smaller_keys_index-true6, %smaller_keys_index-after3
  %current_keys_index9 = add nuw nsw i64 %base_keys_index, 3
  %11 = icmp slt i64 %current_keys_index9, 8
  br i1 %11, label %smaller_keys_index-true10, label %smaller_keys_index-after11

smaller_keys_index-after11:                       ; preds = %smaller_keys_index-true10, %smaller_keys_index-after7
  %base_keys_index13 = mul nuw nsw i64 %4, 4
  %base_cache_index14 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index15 = add nuw nsw i64 %base_keys_index13, 0
  %12 = icmp slt i64 %current_keys_index15, 8
  br i1 %12, label %smaller_keys_index-true16, label %smaller_keys_index-after17

smaller_keys_index-after17:                       ; preds = %smaller_keys_index-true16, %smaller_keys_index-after11
  %current_keys_index19 = add nuw nsw i64 %base_keys_index13, 1
  %13 = icmp slt i64 %current_keys_index19, 8
  br i1 %13, label %smaller_keys_index-true20, label %smaller_keys_index-after21

smaller_keys_index-after21:                       ; preds = %smaller_keys_index-true20, %smaller_keys_index-after17
  %current_keys_index23 = add nuw nsw i64 %base_keys_index13, 2
  %14 = icmp slt i64 %current_keys_index23, 8
  br i1 %14, label %smaller_keys_index-true24, label %smaller_keys_index-after25

smaller_keys_index-after25:                       ; preds = %smaller_keys_index-true24, %smaller_keys_index-after21
  %current_keys_index27 = add nuw nsw i64 %base_keys_index13, 3
  %15 = icmp slt i64 %current_keys_index27, 8
  br i1 %15, label %smaller_keys_index-true28, label %smaller_keys_index-after29

smaller_keys_index-after29:                       ; preds = %smaller_keys_index-true28, %smaller_keys_index-after25
  %base_keys_index31 = mul nuw nsw i64 %4, 4
  %base_cache_index32 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index33 = add nuw nsw i64 %base_keys_index31, 0
  %16 = icmp slt i64 %current_keys_index33, 8
  br i1 %16, label %smaller_keys_index-true34, label %smaller_keys_index-after35

smaller_keys_index-after35:                       ; preds = %smaller_keys_index-true34, %smaller_keys_index-after29
  %current_keys_index37 = add nuw nsw i64 %base_keys_index31, 1
  %17 = icmp slt i64 %current_keys_index37, 8
  br i1 %17, label %smaller_keys_index-true38, label %smaller_keys_index-after39

smaller_keys_index-after39:                       ; preds = %smaller_keys_index-true38, %smaller_keys_index-after35
  %current_keys_index41 = add nuw nsw i64 %base_keys_index31, 2
  %18 = icmp slt i64 %current_keys_index41, 8
  br i1 %18, label %smaller_keys_index-true42, label %smaller_keys_index-after43

smaller_keys_index-after43:                       ; preds = %smaller_keys_index-true42, %smaller_keys_index-after39
  %current_keys_index45 = add nuw nsw i64 %base_keys_index31, 3
  %19 = icmp slt i64 %current_keys_index45, 8
  br i1 %19, label %smaller_keys_index-true46, label %smaller_keys_index-after47

smaller_keys_index-after47:                       ; preds = %smaller_keys_index-true46, %smaller_keys_index-after43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index49 = add nuw nsw i64 %element_pair_index, 0
  %20 = mul i64 %current_keys_index49, 2
  %21 = xor i64 %20, 1
  br i1 true, label %smaller_comparison_index-true, label %smaller_comparison_index-after

smaller_comparison_index-after:                   ; preds = %is_smaller_than-after, %smaller_keys_index-after47
  %current_keys_index50 = add nuw nsw i64 %element_pair_index, 1
  %22 = mul i64 %current_keys_index50, 2
  %23 = xor i64 %22, 1
  br i1 true, label %smaller_comparison_index-true51, label %smaller_comparison_index-after52

smaller_comparison_index-after52:                 ; preds = %is_smaller_than-after56, %smaller_comparison_index-after
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index57 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index58 = add nuw nsw i64 %element_pair_index57, 0
  %24 = udiv i64 %current_keys_index58, 2
  %25 = urem i64 %current_keys_index58, 2
  %26 = mul i64 %24, 4
  %27 = add i64 %26, %25
  %28 = xor i64 %27, 3
  br i1 true, label %smaller_comparison_index-true59, label %smaller_comparison_index-after60

smaller_comparison_index-after60:                 ; preds = %is_smaller_than-after64, %smaller_comparison_index-after52
  %current_keys_index65 = add nuw nsw i64 %element_pair_index57, 1
  %29 = udiv i64 %current_keys_index65, 2
  %30 = urem i64 %current_keys_index65, 2
  %31 = mul i64 %29, 4
  %32 = add i64 %31, %30
  %33 = xor i64 %32, 3
  br i1 true, label %smaller_comparison_index-true66, label %smaller_comparison_index-after67

smaller_comparison_index-after67:                 ; preds = %is_smaller_than-after71, %smaller_comparison_index-after60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index72 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index73 = add nuw nsw i64 %element_pair_index72, 0
  %34 = mul i64 %current_keys_index73, 2
  %35 = xor i64 %34, 1
  br i1 true, label %smaller_comparison_index-true74, label %smaller_comparison_index-after75

smaller_comparison_index-after75:                 ; preds = %is_smaller_than-after79, %smaller_comparison_index-after67
  %current_keys_index80 = add nuw nsw i64 %element_pair_index72, 1
  %36 = mul i64 %current_keys_index80, 2
  %37 = xor i64 %36, 1
  br i1 true, label %smaller_comparison_index-true81, label %smaller_comparison_index-after82

smaller_comparison_index-after82:                 ; preds = %is_smaller_than-after86, %smaller_comparison_index-after75
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index87 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index88 = add nuw nsw i64 %element_pair_index87, 0
  %38 = icmp slt i64 %current_keys_index88, 4
  %39 = select i1 %38, i64 %current_keys_index88, i64 15
  %40 = xor i64 %39, 7
  br i1 true, label %smaller_comparison_index-true89, label %smaller_comparison_index-after90

smaller_comparison_index-after90:                 ; preds = %is_smaller_than-after94, %smaller_comparison_index-after82
  %current_keys_index95 = add nuw nsw i64 %element_pair_index87, 1
  %41 = icmp slt i64 %current_keys_index95, 4
  %42 = select i1 %41, i64 %current_keys_index95, i64 15
  %43 = xor i64 %42, 7
  br i1 true, label %smaller_comparison_index-true96, label %smaller_comparison_index-after97

smaller_comparison_index-after97:                 ; preds = %is_smaller_than-after101, %smaller_comparison_index-after90
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index102 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index103 = add nuw nsw i64 %element_pair_index102, 0
  %44 = udiv i64 %current_keys_index103, 2
  %45 = urem i64 %current_keys_index103, 2
  %46 = mul i64 %44, 4
  %47 = add i64 %46, %45
  %48 = xor i64 %47, 2
  br i1 true, label %smaller_comparison_index-true104, label %smaller_comparison_index-after105

smaller_comparison_index-after105:                ; preds = %is_smaller_than-after109, %smaller_comparison_index-after97
  %current_keys_index110 = add nuw nsw i64 %element_pair_index102, 1
  %49 = udiv i64 %current_keys_index110, 2
  %50 = urem i64 %current_keys_index110, 2
  %51 = mul i64 %49, 4
  %52 = add i64 %51, %50
  %53 = xor i64 %52, 2
  br i1 true, label %smaller_comparison_index-true111, label %smaller_comparison_index-after112

smaller_comparison_index-after112:                ; preds = %is_smaller_than-after116, %smaller_comparison_index-after105
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index117 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index118 = add nuw nsw i64 %element_pair_index117, 0
  %54 = mul i64 %current_keys_index118, 2
  %55 = xor i64 %54, 1
  br i1 true, label %smaller_comparison_index-true119, label %smaller_comparison_index-after120

smaller_comparison_index-after120:                ; preds = %is_smaller_than-after124, %smaller_comparison_index-after112
  %current_keys_index125 = add nuw nsw i64 %element_pair_index117, 1
  %56 = mul i64 %current_keys_index125, 2
  %57 = xor i64 %56, 1
  br i1 true, label %smaller_comparison_index-true126, label %smaller_comparison_index-after127

smaller_comparison_index-after127:                ; preds = %is_smaller_than-after131, %smaller_comparison_index-after120
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %base_keys_index132 = mul nuw nsw i64 %4, 4
  %base_cache_index133 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index134 = add nuw nsw i64 %base_keys_index132, 0
  %58 = icmp slt i64 %current_keys_index134, 8
  br i1 %58, label %smaller_keys_index-true135, label %smaller_keys_index-after136

smaller_keys_index-after136:                      ; preds = %smaller_keys_index-true135, %smaller_comparison_index-after127
  %current_keys_index138 = add nuw nsw i64 %base_keys_index132, 1
  %59 = icmp slt i64 %current_keys_index138, 8
  br i1 %59, label %smaller_keys_index-true139, label %smaller_keys_index-after140

smaller_keys_index-after140:                      ; preds = %smaller_keys_index-true139, %smaller_keys_index-after136
  %current_keys_index142 = add nuw nsw i64 %base_keys_index132, 2
  %60 = icmp slt i64 %current_keys_index142, 8
  br i1 %60, label %smaller_keys_index-true143, label %smaller_keys_index-after144

smaller_keys_index-after144:                      ; preds = %smaller_keys_index-true143, %smaller_keys_index-after140
  %current_keys_index146 = add nuw nsw i64 %base_keys_index132, 3
  %61 = icmp slt i64 %current_keys_index146, 8
  br i1 %61, label %smaller_keys_index-true147, label %smaller_keys_index-after148

smaller_keys_index-after148:                      ; preds = %smaller_keys_index-true147, %smaller_keys_index-after144
  %base_keys_index150 = mul nuw nsw i64 %4, 4
  %base_cache_index151 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index152 = add nuw nsw i64 %base_keys_index150, 0
  %62 = icmp slt i64 %current_keys_index152, 8
  br i1 %62, label %smaller_keys_index-true153, label %smaller_keys_index-after154

smaller_keys_index-after154:                      ; preds = %smaller_keys_index-true153, %smaller_keys_index-after148
  %current_keys_index156 = add nuw nsw i64 %base_keys_index150, 1
  %63 = icmp slt i64 %current_keys_index156, 8
  br i1 %63, label %smaller_keys_index-true157, label %smaller_keys_index-after158

smaller_keys_index-after158:                      ; preds = %smaller_keys_index-true157, %smaller_keys_index-after154
  %current_keys_index160 = add nuw nsw i64 %base_keys_index150, 2
  %64 = icmp slt i64 %current_keys_index160, 8
  br i1 %64, label %smaller_keys_index-true161, label %smaller_keys_index-after162

smaller_keys_index-after162:                      ; preds = %smaller_keys_index-true161, %smaller_keys_index-after158
  %current_keys_index164 = add nuw nsw i64 %base_keys_index150, 3
  %65 = icmp slt i64 %current_keys_index164, 8
  br i1 %65, label %smaller_keys_index-true165, label %smaller_keys_index-after166

smaller_keys_index-after166:                      ; preds = %smaller_keys_index-true165, %smaller_keys_index-after162
  %base_keys_index168 = mul nuw nsw i64 %4, 4
  %base_cache_index169 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index170 = add nuw nsw i64 %base_keys_index168, 0
  %66 = icmp slt i64 %current_keys_index170, 8
  br i1 %66, label %smaller_keys_index-true171, label %smaller_keys_index-after172

smaller_keys_index-after172:                      ; preds = %smaller_keys_index-true171, %smaller_keys_index-after166
  %current_keys_index174 = add nuw nsw i64 %base_keys_index168, 1
  %67 = icmp slt i64 %current_keys_index174, 8
  br i1 %67, label %smaller_keys_index-true175, label %smaller_keys_index-after176

smaller_keys_index-after176:                      ; preds = %smaller_keys_index-true175, %smaller_keys_index-after172
  %current_keys_index178 = add nuw nsw i64 %base_keys_index168, 2
  %68 = icmp slt i64 %current_keys_index178, 8
  br i1 %68, label %smaller_keys_index-true179, label %smaller_keys_index-after180

smaller_keys_index-after180:                      ; preds = %smaller_keys_index-true179, %smaller_keys_index-after176
  %current_keys_index182 = add nuw nsw i64 %base_keys_index168, 3
  %69 = icmp slt i64 %current_keys_index182, 8
  br i1 %69, label %smaller_keys_index-true183, label %smaller_keys_index-after184

smaller_keys_index-after184:                      ; preds = %smaller_keys_index-true183, %smaller_keys_index-after180
  br label %sort.23.1.in_bounds-after

smaller_keys_index-true:                          ; preds = %sort.23.1.in_bounds-true
  %cache_index = add nuw nsw i64 %base_cache_index, 0
  %70 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index, i64 %5
  %71 = load float, ptr %70, align 4
  %72 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index
  store float %71, ptr addrspace(3) %72, align 4
  br label %smaller_keys_index-after

smaller_keys_index-true2:                         ; preds = %smaller_keys_index-after
  %cache_index4 = add nuw nsw i64 %base_cache_index, 1
  %73 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index1, i64 %5
  %74 = load float, ptr %73, align 4
  %75 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index4
  store float %74, ptr addrspace(3) %75, align 4
  br label %smaller_keys_index-after3

smaller_keys_index-true6:                         ; preds = %smaller_keys_index-after3
  %cache_index8 = add nuw nsw i64 %base_cache_index, 2
  %76 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index5, i64 %5
  %77 = load float, ptr %76, align 4
  %78 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index8
  store float %77, ptr addrspace(3) %78, align 4
  br label %smaller_keys_index-after7

smaller_keys_index-true10:                        ; preds = %smaller_keys_index-after7
  %cache_index12 = add nuw nsw i64 %base_cache_index, 3
  %79 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index9, i64 %5
  %80 = load float, ptr %79, align 4
  %81 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index12
  store float %80, ptr addrspace(3) %81, align 4
  br label %smaller_keys_index-after11

smaller_keys_index-true16:                        ; preds = %smaller_keys_index-after11
  %cache_index18 = add nuw nsw i64 %base_cache_index14, 0
  %82 = mul nuw nsw i64 %current_keys_index15, 1
  %83 = add nuw nsw i64 0, %82
  %84 = trunc i64 %83 to i32
  %85 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index18
  store i32 %84, ptr addrspace(3) %85, align 4
  br label %smaller_keys_index-after17

smaller_keys_index-true20:                        ; preds = %smaller_keys_index-after17
  %cache_index22 = add nuw nsw i64 %base_cache_index14, 1
  %86 = mul nuw nsw i64 %current_keys_index19, 1
  %87 = add nuw nsw i64 0, %86
  %88 = trunc i64 %87 to i32
  %89 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index22
  store i32 %88, ptr addrspace(3) %89, align 4
  br label %smaller_keys_index-after21

smaller_keys_index-true24:                        ; preds = %smaller_keys_index-after21
  %cache_index26 = add nuw nsw i64 %base_cache_index14, 2
  %90 = mul nuw nsw i64 %current_keys_index23, 1
  %91 = add nuw nsw i64 0, %90
  %92 = trunc i64 %91 to i32
  %93 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index26
  store i32 %92, ptr addrspace(3) %93, align 4
  br label %smaller_keys_index-after25

smaller_keys_index-true28:                        ; preds = %smaller_keys_index-after25
  %cache_index30 = add nuw nsw i64 %base_cache_index14, 3
  %94 = mul nuw nsw i64 %current_keys_index27, 1
  %95 = add nuw nsw i64 0, %94
  %96 = trunc i64 %95 to i32
  %97 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index30
  store i32 %96, ptr addrspace(3) %97, align 4
  br label %smaller_keys_index-after29

smaller_keys_index-true34:                        ; preds = %smaller_keys_index-after29
  %cache_index36 = add nuw nsw i64 %base_cache_index32, 0
  %98 = mul nuw nsw i64 %current_keys_index33, 1
  %99 = add nuw nsw i64 0, %98
  %100 = trunc i64 %99 to i32
  %101 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index36
  store i32 %100, ptr addrspace(3) %101, align 4
  br label %smaller_keys_index-after35

smaller_keys_index-true38:                        ; preds = %smaller_keys_index-after35
  %cache_index40 = add nuw nsw i64 %base_cache_index32, 1
  %102 = mul nuw nsw i64 %current_keys_index37, 1
  %103 = add nuw nsw i64 0, %102
  %104 = trunc i64 %103 to i32
  %105 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index40
  store i32 %104, ptr addrspace(3) %105, align 4
  br label %smaller_keys_index-after39

smaller_keys_index-true42:                        ; preds = %smaller_keys_index-after39
  %cache_index44 = add nuw nsw i64 %base_cache_index32, 2
  %106 = mul nuw nsw i64 %current_keys_index41, 1
  %107 = add nuw nsw i64 0, %106
  %108 = trunc i64 %107 to i32
  %109 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index44
  store i32 %108, ptr addrspace(3) %109, align 4
  br label %smaller_keys_index-after43

smaller_keys_index-true46:                        ; preds = %smaller_keys_index-after43
  %cache_index48 = add nuw nsw i64 %base_cache_index32, 3
  %110 = mul nuw nsw i64 %current_keys_index45, 1
  %111 = add nuw nsw i64 0, %110
  %112 = trunc i64 %111 to i32
  %113 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index48
  store i32 %112, ptr addrspace(3) %113, align 4
  br label %smaller_keys_index-after47

smaller_comparison_index-true:                    ; preds = %smaller_keys_index-after47
  %114 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %21
  %115 = addrspacecast ptr addrspace(3) %114 to ptr
  %116 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %20
  %117 = addrspacecast ptr addrspace(3) %116 to ptr
  %118 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %21
  %119 = addrspacecast ptr addrspace(3) %118 to ptr
  %120 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %20
  %121 = addrspacecast ptr addrspace(3) %120 to ptr
  %122 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %21
  %123 = addrspacecast ptr addrspace(3) %122 to ptr
  %124 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %20
  %125 = addrspacecast ptr addrspace(3) %124 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %115, ptr %117, ptr %119, ptr %121, ptr %123, ptr %125, ptr %compare_return_buffer)
  %126 = load i8, ptr %compare_return_buffer, align 1
  %boolean_predicate = icmp ne i8 %126, 0
  br i1 %boolean_predicate, label %is_smaller_than-true, label %is_smaller_than-after

is_smaller_than-after:                            ; preds = %is_smaller_than-true, %smaller_comparison_index-true
  br label %smaller_comparison_index-after

is_smaller_than-true:                             ; preds = %smaller_comparison_index-true
  %127 = load float, ptr %115, align 4
  %128 = load float, ptr %117, align 4
  %129 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %20
  store float %127, ptr addrspace(3) %129, align 4
  %130 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %21
  store float %128, ptr addrspace(3) %130, align 4
  %131 = load i32, ptr %119, align 4
  %132 = load i32, ptr %121, align 4
  %133 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %20
  store i32 %131, ptr addrspace(3) %133, align 4
  %134 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %21
  store i32 %132, ptr addrspace(3) %134, align 4
  %135 = load i32, ptr %123, align 4
  %136 = load i32, ptr %125, align 4
  %137 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %20
  store i32 %135, ptr addrspace(3) %137, align 4
  %138 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %21
  store i32 %136, ptr addrspace(3) %138, align 4
  br label %is_smaller_than-after

smaller_comparison_index-true51:                  ; preds = %smaller_comparison_index-after
  %139 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %23
  %140 = addrspacecast ptr addrspace(3) %139 to ptr
  %141 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %22
  %142 = addrspacecast ptr addrspace(3) %141 to ptr
  %143 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %23
  %144 = addrspacecast ptr addrspace(3) %143 to ptr
  %145 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %22
  %146 = addrspacecast ptr addrspace(3) %145 to ptr
  %147 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %23
  %148 = addrspacecast ptr addrspace(3) %147 to ptr
  %149 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %22
  %150 = addrspacecast ptr addrspace(3) %149 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %140, ptr %142, ptr %144, ptr %146, ptr %148, ptr %150, ptr %compare_return_buffer53)
  %151 = load i8, ptr %compare_return_buffer53, align 1
  %boolean_predicate54 = icmp ne i8 %151, 0
  br i1 %boolean_predicate54, label %is_smaller_than-true55, label %is_smaller_than-after56

is_smaller_than-after56:                          ; preds = %is_smaller_than-true55, %smaller_comparison_index-true51
  br label %smaller_comparison_index-after52

is_smaller_than-true55:                           ; preds = %smaller_comparison_index-true51
  %152 = load float, ptr %140, align 4
  %153 = load float, ptr %142, align 4
  %154 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %22
  store float %152, ptr addrspace(3) %154, align 4
  %155 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %23
  store float %153, ptr addrspace(3) %155, align 4
  %156 = load i32, ptr %144, align 4
  %157 = load i32, ptr %146, align 4
  %158 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %22
  store i32 %156, ptr addrspace(3) %158, align 4
  %159 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %23
  store i32 %157, ptr addrspace(3) %159, align 4
  %160 = load i32, ptr %148, align 4
  %161 = load i32, ptr %150, align 4
  %162 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %22
  store i32 %160, ptr addrspace(3) %162, align 4
  %163 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %23
  store i32 %161, ptr addrspace(3) %163, align 4
  br label %is_smaller_than-after56

smaller_comparison_index-true59:                  ; preds = %smaller_comparison_index-after52
  %164 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %28
  %165 = addrspacecast ptr addrspace(3) %164 to ptr
  %166 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %27
  %167 = addrspacecast ptr addrspace(3) %166 to ptr
  %168 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %28
  %169 = addrspacecast ptr addrspace(3) %168 to ptr
  %170 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %27
  %171 = addrspacecast ptr addrspace(3) %170 to ptr
  %172 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %28
  %173 = addrspacecast ptr addrspace(3) %172 to ptr
  %174 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %27
  %175 = addrspacecast ptr addrspace(3) %174 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %165, ptr %167, ptr %169, ptr %171, ptr %173, ptr %175, ptr %compare_return_buffer61)
  %176 = load i8, ptr %compare_return_buffer61, align 1
  %boolean_predicate62 = icmp ne i8 %176, 0
  br i1 %boolean_predicate62, label %is_smaller_than-true63, label %is_smaller_than-after64

is_smaller_than-after64:                          ; preds = %is_smaller_than-true63, %smaller_comparison_index-true59
  br label %smaller_comparison_index-after60

is_smaller_than-true63:                           ; preds = %smaller_comparison_index-true59
  %177 = load float, ptr %165, align 4
  %178 = load float, ptr %167, align 4
  %179 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %27
  store float %177, ptr addrspace(3) %179, align 4
  %180 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %28
  store float %178, ptr addrspace(3) %180, align 4
  %181 = load i32, ptr %169, align 4
  %182 = load i32, ptr %171, align 4
  %183 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %27
  store i32 %181, ptr addrspace(3) %183, align 4
  %184 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %28
  store i32 %182, ptr addrspace(3) %184, align 4
  %185 = load i32, ptr %173, align 4
  %186 = load i32, ptr %175, align 4
  %187 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %27
  store i32 %185, ptr addrspace(3) %187, align 4
  %188 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %28
  store i32 %186, ptr addrspace(3) %188, align 4
  br label %is_smaller_than-after64

smaller_comparison_index-true66:                  ; preds = %smaller_comparison_index-after60
  %189 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %33
  %190 = addrspacecast ptr addrspace(3) %189 to ptr
  %191 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %32
  %192 = addrspacecast ptr addrspace(3) %191 to ptr
  %193 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %33
  %194 = addrspacecast ptr addrspace(3) %193 to ptr
  %195 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %32
  %196 = addrspacecast ptr addrspace(3) %195 to ptr
  %197 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %33
  %198 = addrspacecast ptr addrspace(3) %197 to ptr
  %199 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %32
  %200 = addrspacecast ptr addrspace(3) %199 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %190, ptr %192, ptr %194, ptr %196, ptr %198, ptr %200, ptr %compare_return_buffer68)
  %201 = load i8, ptr %compare_return_buffer68, align 1
  %boolean_predicate69 = icmp ne i8 %201, 0
  br i1 %boolean_predicate69, label %is_smaller_than-true70, label %is_smaller_than-after71

is_smaller_than-after71:                          ; preds = %is_smaller_than-true70, %smaller_comparison_index-true66
  br label %smaller_comparison_index-after67

is_smaller_than-true70:                           ; preds = %smaller_comparison_index-true66
  %202 = load float, ptr %190, align 4
  %203 = load float, ptr %192, align 4
  %204 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %32
  store float %202, ptr addrspace(3) %204, align 4
  %205 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %33
  store float %203, ptr addrspace(3) %205, align 4
  %206 = load i32, ptr %194, align 4
  %207 = load i32, ptr %196, align 4
  %208 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %32
  store i32 %206, ptr addrspace(3) %208, align 4
  %209 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %33
  store i32 %207, ptr addrspace(3) %209, align 4
  %210 = load i32, ptr %198, align 4
  %211 = load i32, ptr %200, align 4
  %212 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %32
  store i32 %210, ptr addrspace(3) %212, align 4
  %213 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %33
  store i32 %211, ptr addrspace(3) %213, align 4
  br label %is_smaller_than-after71

smaller_comparison_index-true74:                  ; preds = %smaller_comparison_index-after67
  %214 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %35
  %215 = addrspacecast ptr addrspace(3) %214 to ptr
  %216 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %34
  %217 = addrspacecast ptr addrspace(3) %216 to ptr
  %218 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %35
  %219 = addrspacecast ptr addrspace(3) %218 to ptr
  %220 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %34
  %221 = addrspacecast ptr addrspace(3) %220 to ptr
  %222 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %35
  %223 = addrspacecast ptr addrspace(3) %222 to ptr
  %224 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %34
  %225 = addrspacecast ptr addrspace(3) %224 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %215, ptr %217, ptr %219, ptr %221, ptr %223, ptr %225, ptr %compare_return_buffer76)
  %226 = load i8, ptr %compare_return_buffer76, align 1
  %boolean_predicate77 = icmp ne i8 %226, 0
  br i1 %boolean_predicate77, label %is_smaller_than-true78, label %is_smaller_than-after79

is_smaller_than-after79:                          ; preds = %is_smaller_than-true78, %smaller_comparison_index-true74
  br label %smaller_comparison_index-after75

is_smaller_than-true78:                           ; preds = %smaller_comparison_index-true74
  %227 = load float, ptr %215, align 4
  %228 = load float, ptr %217, align 4
  %229 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %34
  store float %227, ptr addrspace(3) %229, align 4
  %230 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %35
  store float %228, ptr addrspace(3) %230, align 4
  %231 = load i32, ptr %219, align 4
  %232 = load i32, ptr %221, align 4
  %233 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %34
  store i32 %231, ptr addrspace(3) %233, align 4
  %234 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %35
  store i32 %232, ptr addrspace(3) %234, align 4
  %235 = load i32, ptr %223, align 4
  %236 = load i32, ptr %225, align 4
  %237 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %34
  store i32 %235, ptr addrspace(3) %237, align 4
  %238 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %35
  store i32 %236, ptr addrspace(3) %238, align 4
  br label %is_smaller_than-after79

smaller_comparison_index-true81:                  ; preds = %smaller_comparison_index-after75
  %239 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %37
  %240 = addrspacecast ptr addrspace(3) %239 to ptr
  %241 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %36
  %242 = addrspacecast ptr addrspace(3) %241 to ptr
  %243 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %37
  %244 = addrspacecast ptr addrspace(3) %243 to ptr
  %245 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %36
  %246 = addrspacecast ptr addrspace(3) %245 to ptr
  %247 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %37
  %248 = addrspacecast ptr addrspace(3) %247 to ptr
  %249 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %36
  %250 = addrspacecast ptr addrspace(3) %249 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %240, ptr %242, ptr %244, ptr %246, ptr %248, ptr %250, ptr %compare_return_buffer83)
  %251 = load i8, ptr %compare_return_buffer83, align 1
  %boolean_predicate84 = icmp ne i8 %251, 0
  br i1 %boolean_predicate84, label %is_smaller_than-true85, label %is_smaller_than-after86

is_smaller_than-after86:                          ; preds = %is_smaller_than-true85, %smaller_comparison_index-true81
  br label %smaller_comparison_index-after82

is_smaller_than-true85:                           ; preds = %smaller_comparison_index-true81
  %252 = load float, ptr %240, align 4
  %253 = load float, ptr %242, align 4
  %254 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %36
  store float %252, ptr addrspace(3) %254, align 4
  %255 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %37
  store float %253, ptr addrspace(3) %255, align 4
  %256 = load i32, ptr %244, align 4
  %257 = load i32, ptr %246, align 4
  %258 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %36
  store i32 %256, ptr addrspace(3) %258, align 4
  %259 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %37
  store i32 %257, ptr addrspace(3) %259, align 4
  %260 = load i32, ptr %248, align 4
  %261 = load i32, ptr %250, align 4
  %262 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %36
  store i32 %260, ptr addrspace(3) %262, align 4
  %263 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %37
  store i32 %261, ptr addrspace(3) %263, align 4
  br label %is_smaller_than-after86

smaller_comparison_index-true89:                  ; preds = %smaller_comparison_index-after82
  %264 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %40
  %265 = addrspacecast ptr addrspace(3) %264 to ptr
  %266 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %39
  %267 = addrspacecast ptr addrspace(3) %266 to ptr
  %268 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %40
  %269 = addrspacecast ptr addrspace(3) %268 to ptr
  %270 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %39
  %271 = addrspacecast ptr addrspace(3) %270 to ptr
  %272 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %40
  %273 = addrspacecast ptr addrspace(3) %272 to ptr
  %274 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %39
  %275 = addrspacecast ptr addrspace(3) %274 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %265, ptr %267, ptr %269, ptr %271, ptr %273, ptr %275, ptr %compare_return_buffer91)
  %276 = load i8, ptr %compare_return_buffer91, align 1
  %boolean_predicate92 = icmp ne i8 %276, 0
  br i1 %boolean_predicate92, label %is_smaller_than-true93, label %is_smaller_than-after94

is_smaller_than-after94:                          ; preds = %is_smaller_than-true93, %smaller_comparison_index-true89
  br label %smaller_comparison_index-after90

is_smaller_than-true93:                           ; preds = %smaller_comparison_index-true89
  %277 = load float, ptr %265, align 4
  %278 = load float, ptr %267, align 4
  %279 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %39
  store float %277, ptr addrspace(3) %279, align 4
  %280 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %40
  store float %278, ptr addrspace(3) %280, align 4
  %281 = load i32, ptr %269, align 4
  %282 = load i32, ptr %271, align 4
  %283 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %39
  store i32 %281, ptr addrspace(3) %283, align 4
  %284 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %40
  store i32 %282, ptr addrspace(3) %284, align 4
  %285 = load i32, ptr %273, align 4
  %286 = load i32, ptr %275, align 4
  %287 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %39
  store i32 %285, ptr addrspace(3) %287, align 4
  %288 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %40
  store i32 %286, ptr addrspace(3) %288, align 4
  br label %is_smaller_than-after94

smaller_comparison_index-true96:                  ; preds = %smaller_comparison_index-after90
  %289 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %43
  %290 = addrspacecast ptr addrspace(3) %289 to ptr
  %291 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %42
  %292 = addrspacecast ptr addrspace(3) %291 to ptr
  %293 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %43
  %294 = addrspacecast ptr addrspace(3) %293 to ptr
  %295 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %42
  %296 = addrspacecast ptr addrspace(3) %295 to ptr
  %297 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %43
  %298 = addrspacecast ptr addrspace(3) %297 to ptr
  %299 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %42
  %300 = addrspacecast ptr addrspace(3) %299 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %290, ptr %292, ptr %294, ptr %296, ptr %298, ptr %300, ptr %compare_return_buffer98)
  %301 = load i8, ptr %compare_return_buffer98, align 1
  %boolean_predicate99 = icmp ne i8 %301, 0
  br i1 %boolean_predicate99, label %is_smaller_than-true100, label %is_smaller_than-after101

is_smaller_than-after101:                         ; preds = %is_smaller_than-true100, %smaller_comparison_index-true96
  br label %smaller_comparison_index-after97

is_smaller_than-true100:                          ; preds = %smaller_comparison_index-true96
  %302 = load float, ptr %290, align 4
  %303 = load float, ptr %292, align 4
  %304 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %42
  store float %302, ptr addrspace(3) %304, align 4
  %305 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %43
  store float %303, ptr addrspace(3) %305, align 4
  %306 = load i32, ptr %294, align 4
  %307 = load i32, ptr %296, align 4
  %308 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %42
  store i32 %306, ptr addrspace(3) %308, align 4
  %309 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %43
  store i32 %307, ptr addrspace(3) %309, align 4
  %310 = load i32, ptr %298, align 4
  %311 = load i32, ptr %300, align 4
  %312 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %42
  store i32 %310, ptr addrspace(3) %312, align 4
  %313 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %43
  store i32 %311, ptr addrspace(3) %313, align 4
  br label %is_smaller_than-after101

smaller_comparison_index-true104:                 ; preds = %smaller_comparison_index-after97
  %314 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %48
  %315 = addrspacecast ptr addrspace(3) %314 to ptr
  %316 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %47
  %317 = addrspacecast ptr addrspace(3) %316 to ptr
  %318 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %48
  %319 = addrspacecast ptr addrspace(3) %318 to ptr
  %320 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %47
  %321 = addrspacecast ptr addrspace(3) %320 to ptr
  %322 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %48
  %323 = addrspacecast ptr addrspace(3) %322 to ptr
  %324 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %47
  %325 = addrspacecast ptr addrspace(3) %324 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %315, ptr %317, ptr %319, ptr %321, ptr %323, ptr %325, ptr %compare_return_buffer106)
  %326 = load i8, ptr %compare_return_buffer106, align 1
  %boolean_predicate107 = icmp ne i8 %326, 0
  br i1 %boolean_predicate107, label %is_smaller_than-true108, label %is_smaller_than-after109

is_smaller_than-after109:                         ; preds = %is_smaller_than-true108, %smaller_comparison_index-true104
  br label %smaller_comparison_index-after105

is_smaller_than-true108:                          ; preds = %smaller_comparison_index-true104
  %327 = load float, ptr %315, align 4
  %328 = load float, ptr %317, align 4
  %329 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %47
  store float %327, ptr addrspace(3) %329, align 4
  %330 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %48
  store float %328, ptr addrspace(3) %330, align 4
  %331 = load i32, ptr %319, align 4
  %332 = load i32, ptr %321, align 4
  %333 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %47
  store i32 %331, ptr addrspace(3) %333, align 4
  %334 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %48
  store i32 %332, ptr addrspace(3) %334, align 4
  %335 = load i32, ptr %323, align 4
  %336 = load i32, ptr %325, align 4
  %337 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %47
  store i32 %335, ptr addrspace(3) %337, align 4
  %338 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %48
  store i32 %336, ptr addrspace(3) %338, align 4
  br label %is_smaller_than-after109

smaller_comparison_index-true111:                 ; preds = %smaller_comparison_index-after105
  %339 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %53
  %340 = addrspacecast ptr addrspace(3) %339 to ptr
  %341 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %52
  %342 = addrspacecast ptr addrspace(3) %341 to ptr
  %343 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %53
  %344 = addrspacecast ptr addrspace(3) %343 to ptr
  %345 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %52
  %346 = addrspacecast ptr addrspace(3) %345 to ptr
  %347 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %53
  %348 = addrspacecast ptr addrspace(3) %347 to ptr
  %349 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %52
  %350 = addrspacecast ptr addrspace(3) %349 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %340, ptr %342, ptr %344, ptr %346, ptr %348, ptr %350, ptr %compare_return_buffer113)
  %351 = load i8, ptr %compare_return_buffer113, align 1
  %boolean_predicate114 = icmp ne i8 %351, 0
  br i1 %boolean_predicate114, label %is_smaller_than-true115, label %is_smaller_than-after116

is_smaller_than-after116:                         ; preds = %is_smaller_than-true115, %smaller_comparison_index-true111
  br label %smaller_comparison_index-after112

is_smaller_than-true115:                          ; preds = %smaller_comparison_index-true111
  %352 = load float, ptr %340, align 4
  %353 = load float, ptr %342, align 4
  %354 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %52
  store float %352, ptr addrspace(3) %354, align 4
  %355 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %53
  store float %353, ptr addrspace(3) %355, align 4
  %356 = load i32, ptr %344, align 4
  %357 = load i32, ptr %346, align 4
  %358 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %52
  store i32 %356, ptr addrspace(3) %358, align 4
  %359 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %53
  store i32 %357, ptr addrspace(3) %359, align 4
  %360 = load i32, ptr %348, align 4
  %361 = load i32, ptr %350, align 4
  %362 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %52
  store i32 %360, ptr addrspace(3) %362, align 4
  %363 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %53
  store i32 %361, ptr addrspace(3) %363, align 4
  br label %is_smaller_than-after116

smaller_comparison_index-true119:                 ; preds = %smaller_comparison_index-after112
  %364 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %55
  %365 = addrspacecast ptr addrspace(3) %364 to ptr
  %366 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %54
  %367 = addrspacecast ptr addrspace(3) %366 to ptr
  %368 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %55
  %369 = addrspacecast ptr addrspace(3) %368 to ptr
  %370 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %54
  %371 = addrspacecast ptr addrspace(3) %370 to ptr
  %372 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %55
  %373 = addrspacecast ptr addrspace(3) %372 to ptr
  %374 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %54
  %375 = addrspacecast ptr addrspace(3) %374 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %365, ptr %367, ptr %369, ptr %371, ptr %373, ptr %375, ptr %compare_return_buffer121)
  %376 = load i8, ptr %compare_return_buffer121, align 1
  %boolean_predicate122 = icmp ne i8 %376, 0
  br i1 %boolean_predicate122, label %is_smaller_than-true123, label %is_smaller_than-after124

is_smaller_than-after124:                         ; preds = %is_smaller_than-true123, %smaller_comparison_index-true119
  br label %smaller_comparison_index-after120

is_smaller_than-true123:                          ; preds = %smaller_comparison_index-true119
  %377 = load float, ptr %365, align 4
  %378 = load float, ptr %367, align 4
  %379 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %54
  store float %377, ptr addrspace(3) %379, align 4
  %380 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %55
  store float %378, ptr addrspace(3) %380, align 4
  %381 = load i32, ptr %369, align 4
  %382 = load i32, ptr %371, align 4
  %383 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %54
  store i32 %381, ptr addrspace(3) %383, align 4
  %384 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %55
  store i32 %382, ptr addrspace(3) %384, align 4
  %385 = load i32, ptr %373, align 4
  %386 = load i32, ptr %375, align 4
  %387 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %54
  store i32 %385, ptr addrspace(3) %387, align 4
  %388 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %55
  store i32 %386, ptr addrspace(3) %388, align 4
  br label %is_smaller_than-after124

smaller_comparison_index-true126:                 ; preds = %smaller_comparison_index-after120
  %389 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %57
  %390 = addrspacecast ptr addrspace(3) %389 to ptr
  %391 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %56
  %392 = addrspacecast ptr addrspace(3) %391 to ptr
  %393 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %57
  %394 = addrspacecast ptr addrspace(3) %393 to ptr
  %395 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %56
  %396 = addrspacecast ptr addrspace(3) %395 to ptr
  %397 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %57
  %398 = addrspacecast ptr addrspace(3) %397 to ptr
  %399 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %56
  %400 = addrspacecast ptr addrspace(3) %399 to ptr
  call void @region_1_3_clone_1597439852862266750818229650828777379073(ptr %390, ptr %392, ptr %394, ptr %396, ptr %398, ptr %400, ptr %compare_return_buffer128)
  %401 = load i8, ptr %compare_return_buffer128, align 1
  %boolean_predicate129 = icmp ne i8 %401, 0
  br i1 %boolean_predicate129, label %is_smaller_than-true130, label %is_smaller_than-after131

is_smaller_than-after131:                         ; preds = %is_smaller_than-true130, %smaller_comparison_index-true126
  br label %smaller_comparison_index-after127

is_smaller_than-true130:                          ; preds = %smaller_comparison_index-true126
  %402 = load float, ptr %390, align 4
  %403 = load float, ptr %392, align 4
  %404 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %56
  store float %402, ptr addrspace(3) %404, align 4
  %405 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %57
  store float %403, ptr addrspace(3) %405, align 4
  %406 = load i32, ptr %394, align 4
  %407 = load i32, ptr %396, align 4
  %408 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %56
  store i32 %406, ptr addrspace(3) %408, align 4
  %409 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %57
  store i32 %407, ptr addrspace(3) %409, align 4
  %410 = load i32, ptr %398, align 4
  %411 = load i32, ptr %400, align 4
  %412 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %56
  store i32 %410, ptr addrspace(3) %412, align 4
  %413 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %57
  store i32 %411, ptr addrspace(3) %413, align 4
  br label %is_smaller_than-after131

smaller_keys_index-true135:                       ; preds = %smaller_comparison_index-after127
  %cache_index137 = add nuw nsw i64 %base_cache_index133, 0
  %414 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index137
  %415 = load float, ptr addrspace(3) %414, align 4
  %416 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index134, i64 %5
  store float %415, ptr %416, align 4
  br label %smaller_keys_index-after136

smaller_keys_index-true139:                       ; preds = %smaller_keys_index-after136
  %cache_index141 = add nuw nsw i64 %base_cache_index133, 1
  %417 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index141
  %418 = load float, ptr addrspace(3) %417, align 4
  %419 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index138, i64 %5
  store float %418, ptr %419, align 4
  br label %smaller_keys_index-after140

smaller_keys_index-true143:                       ; preds = %smaller_keys_index-after140
  %cache_index145 = add nuw nsw i64 %base_cache_index133, 2
  %420 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index145
  %421 = load float, ptr addrspace(3) %420, align 4
  %422 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index142, i64 %5
  store float %421, ptr %422, align 4
  br label %smaller_keys_index-after144

smaller_keys_index-true147:                       ; preds = %smaller_keys_index-after144
  %cache_index149 = add nuw nsw i64 %base_cache_index133, 3
  %423 = getelementptr [64 x float], ptr addrspace(3) @sort.23.1_tile_param_0, i64 0, i64 %cache_index149
  %424 = load float, ptr addrspace(3) %423, align 4
  %425 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %current_keys_index146, i64 %5
  store float %424, ptr %425, align 4
  br label %smaller_keys_index-after148

smaller_keys_index-true153:                       ; preds = %smaller_keys_index-after148
  %cache_index155 = add nuw nsw i64 %base_cache_index151, 0
  %426 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index155
  %427 = load i32, ptr addrspace(3) %426, align 4
  %428 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %current_keys_index152, i64 %5
  store i32 %427, ptr %428, align 4
  br label %smaller_keys_index-after154

smaller_keys_index-true157:                       ; preds = %smaller_keys_index-after154
  %cache_index159 = add nuw nsw i64 %base_cache_index151, 1
  %429 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index159
  %430 = load i32, ptr addrspace(3) %429, align 4
  %431 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %current_keys_index156, i64 %5
  store i32 %430, ptr %431, align 4
  br label %smaller_keys_index-after158

smaller_keys_index-true161:                       ; preds = %smaller_keys_index-after158
  %cache_index163 = add nuw nsw i64 %base_cache_index151, 2
  %432 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index163
  %433 = load i32, ptr addrspace(3) %432, align 4
  %434 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %current_keys_index160, i64 %5
  store i32 %433, ptr %434, align 4
  br label %smaller_keys_index-after162

smaller_keys_index-true165:                       ; preds = %smaller_keys_index-after162
  %cache_index167 = add nuw nsw i64 %base_cache_index151, 3
  %435 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_1, i64 0, i64 %cache_index167
  %436 = load i32, ptr addrspace(3) %435, align 4
  %437 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %current_keys_index164, i64 %5
  store i32 %436, ptr %437, align 4
  br label %smaller_keys_index-after166

smaller_keys_index-true171:                       ; preds = %smaller_keys_index-after166
  %cache_index173 = add nuw nsw i64 %base_cache_index169, 0
  %438 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index173
  %439 = load i32, ptr addrspace(3) %438, align 4
  %440 = getelementptr inbounds [8 x [32 x i32]], ptr %arg3, i64 0, i64 %current_keys_index170, i64 %5
  store i32 %439, ptr %440, align 4
  br label %smaller_keys_index-after172

smaller_keys_index-true175:                       ; preds = %smaller_keys_index-after172
  %cache_index177 = add nuw nsw i64 %base_cache_index169, 1
  %441 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index177
  %442 = load i32, ptr addrspace(3) %441, align 4
  %443 = getelementptr inbounds [8 x [32 x i32]], ptr %arg3, i64 0, i64 %current_keys_index174, i64 %5
  store i32 %442, ptr %443, align 4
  br label %smaller_keys_index-after176

smaller_keys_index-true179:                       ; preds = %smaller_keys_index-after176
  %cache_index181 = add nuw nsw i64 %base_cache_index169, 2
  %444 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index181
  %445 = load i32, ptr addrspace(3) %444, align 4
  %446 = getelementptr inbounds [8 x [32 x i32]], ptr %arg3, i64 0, i64 %current_keys_index178, i64 %5
  store i32 %445, ptr %446, align 4
  br label %smaller_keys_index-after180

smaller_keys_index-true183:                       ; preds = %smaller_keys_index-after180
  %cache_index185 = add nuw nsw i64 %base_cache_index169, 3
  %447 = getelementptr [64 x i32], ptr addrspace(3) @sort.23.1_tile_param_2, i64 0, i64 %cache_index185
  %448 = load i32, ptr addrspace(3) %447, align 4
  %449 = getelementptr inbounds [8 x [32 x i32]], ptr %arg3, i64 0, i64 %current_keys_index182, i64 %5
  store i32 %448, ptr %449, align 4
  br label %smaller_keys_index-after184
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

define internal void @region_1_3_clone_1597439852862266750818229650828777379073(ptr dereferenceable(4) %0, ptr dereferenceable(4) %1, ptr dereferenceable(4) %2, ptr dereferenceable(4) %3, ptr dereferenceable(4) %4, ptr dereferenceable(4) %5, ptr dereferenceable(1) %output_arg) {
entry:
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i8, align 1
  %20 = alloca float, align 4
  %21 = alloca i8, align 1
  %22 = alloca float, align 4
  %23 = alloca i8, align 1
  %24 = alloca float, align 4
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %sort.16 = load float, ptr %0, align 4
  %sort.161 = load float, ptr %0, align 4
  %ne.8.0 = fcmp une float %sort.16, %sort.161
  %27 = zext i1 %ne.8.0 to i8
  store i8 %27, ptr %23, align 1
  %sort.162 = load float, ptr %0, align 4
  %constant_19_0 = load float, ptr @buffer_for_constant_19_0, align 4
  %eq.8.0 = fcmp oeq float %sort.162, %constant_19_0
  %28 = zext i1 %eq.8.0 to i8
  store i8 %28, ptr %25, align 1
  %eq.8.03 = load i8, ptr %25, align 1
  %constant_19_04 = load float, ptr @buffer_for_constant_19_0, align 4
  %sort.165 = load float, ptr %0, align 4
  %29 = trunc i8 %eq.8.03 to i1
  %30 = select i1 %29, float %constant_19_04, float %sort.165
  store float %30, ptr %24, align 4
  %ne.8.06 = load i8, ptr %23, align 1
  %constant_18_0 = load float, ptr @buffer_for_constant_18_0, align 4
  %select_n.16.0 = load float, ptr %24, align 4
  %31 = trunc i8 %ne.8.06 to i1
  %32 = select i1 %31, float %constant_18_0, float %select_n.16.0
  store float %32, ptr %22, align 4
  %select_n.17.0 = load float, ptr %22, align 4
  store float %select_n.17.0, ptr %7, align 4
  %bitcast.4.0 = load i32, ptr %7, align 4
  %constant_20_0 = load i32, ptr @buffer_for_constant_20_0, align 4
  %33 = icmp slt i32 %bitcast.4.0, %constant_20_0
  %34 = zext i1 %33 to i8
  store i8 %34, ptr %16, align 1
  %constant_22_0 = load i32, ptr @buffer_for_constant_22_0, align 4
  %bitcast.4.07 = load i32, ptr %7, align 4
  %35 = xor i32 %constant_22_0, %bitcast.4.07
  store i32 %35, ptr %17, align 4
  %compare.21.0 = load i8, ptr %16, align 1
  %xor.12.0 = load i32, ptr %17, align 4
  %bitcast.4.08 = load i32, ptr %7, align 4
  %36 = trunc i8 %compare.21.0 to i1
  %37 = select i1 %36, i32 %xor.12.0, i32 %bitcast.4.08
  store i32 %37, ptr %15, align 4
  %sort.20 = load float, ptr %1, align 4
  %sort.209 = load float, ptr %1, align 4
  %ne.9.0 = fcmp une float %sort.20, %sort.209
  %38 = zext i1 %ne.9.0 to i8
  store i8 %38, ptr %19, align 1
  %sort.2010 = load float, ptr %1, align 4
  %constant_19_011 = load float, ptr @buffer_for_constant_19_0, align 4
  %eq.9.0 = fcmp oeq float %sort.2010, %constant_19_011
  %39 = zext i1 %eq.9.0 to i8
  store i8 %39, ptr %21, align 1
  %eq.9.012 = load i8, ptr %21, align 1
  %constant_19_013 = load float, ptr @buffer_for_constant_19_0, align 4
  %sort.2014 = load float, ptr %1, align 4
  %40 = trunc i8 %eq.9.012 to i1
  %41 = select i1 %40, float %constant_19_013, float %sort.2014
  store float %41, ptr %20, align 4
  %ne.9.015 = load i8, ptr %19, align 1
  %constant_18_016 = load float, ptr @buffer_for_constant_18_0, align 4
  %select_n.18.0 = load float, ptr %20, align 4
  %42 = trunc i8 %ne.9.015 to i1
  %43 = select i1 %42, float %constant_18_016, float %select_n.18.0
  store float %43, ptr %18, align 4
  %select_n.19.0 = load float, ptr %18, align 4
  store float %select_n.19.0, ptr %6, align 4
  %bitcast.5.0 = load i32, ptr %6, align 4
  %constant_20_017 = load i32, ptr @buffer_for_constant_20_0, align 4
  %44 = icmp slt i32 %bitcast.5.0, %constant_20_017
  %45 = zext i1 %44 to i8
  store i8 %45, ptr %13, align 1
  %constant_22_018 = load i32, ptr @buffer_for_constant_22_0, align 4
  %bitcast.5.019 = load i32, ptr %6, align 4
  %46 = xor i32 %constant_22_018, %bitcast.5.019
  store i32 %46, ptr %14, align 4
  %compare.22.0 = load i8, ptr %13, align 1
  %xor.13.0 = load i32, ptr %14, align 4
  %bitcast.5.020 = load i32, ptr %6, align 4
  %47 = trunc i8 %compare.22.0 to i1
  %48 = select i1 %47, i32 %xor.13.0, i32 %bitcast.5.020
  store i32 %48, ptr %12, align 4
  %select.14.0 = load i32, ptr %15, align 4
  %select.15.0 = load i32, ptr %12, align 4
  %49 = icmp slt i32 %select.14.0, %select.15.0
  %50 = zext i1 %49 to i8
  store i8 %50, ptr %11, align 1
  %select.15.021 = load i32, ptr %12, align 4
  %select.14.022 = load i32, ptr %15, align 4
  %51 = icmp slt i32 %select.15.021, %select.14.022
  %52 = zext i1 %51 to i8
  store i8 %52, ptr %10, align 1
  %lt_to.4.0 = load i8, ptr %11, align 1
  %lt_to.5.0 = load i8, ptr %10, align 1
  %53 = icmp eq i8 %lt_to.4.0, %lt_to.5.0
  %54 = zext i1 %53 to i8
  store i8 %54, ptr %9, align 1
  %p.2.lhs.clone = load i32, ptr %4, align 4
  %p.2.rhs.clone = load i32, ptr %5, align 4
  %55 = icmp slt i32 %p.2.lhs.clone, %p.2.rhs.clone
  %56 = zext i1 %55 to i8
  store i8 %56, ptr %8, align 1
  %compare.25.0 = load i8, ptr %9, align 1
  %compare.26.0 = load i8, ptr %8, align 1
  %lt_to.4.023 = load i8, ptr %11, align 1
  %57 = trunc i8 %compare.25.0 to i1
  %58 = select i1 %57, i8 %compare.26.0, i8 %lt_to.4.023
  store i8 %58, ptr %26, align 1
  %load_ret_value = load i8, ptr %26, align 1
  store i8 %load_ret_value, ptr %output_arg, align 1
  ret void
}

attributes #0 = { "nvvm.reqntid"="2,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent nocallback nounwind }

!0 = !{i32 0, i32 32}
!1 = !{i32 0, i32 2}
