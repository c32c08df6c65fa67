; ModuleID = 'sort.15.1'
source_filename = "sort.15.1"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sort.15.1_tile_param_0 = private addrspace(3) global [64 x float] undef, align 4
@sort.15.1_tile_param_1 = private addrspace(3) global [64 x i32] undef, align 4
@buffer_for_constant_13_0 = constant [64 x i8] c"\00\00\C0\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256
@buffer_for_constant_14_0 = constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_15_0 = constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_17_0 = constant [64 x i8] c"\FF\FF\FF\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256

define ptx_kernel void @sort_15_1(ptr noalias align 16 dereferenceable(1024) %arg0, ptr noalias align 256 dereferenceable(1024) %arg1, ptr noalias align 256 dereferenceable(1024) %arg2) #0 {
entry:
  %compare_return_buffer245 = alloca i8, align 1
  %compare_return_buffer238 = alloca i8, align 1
  %compare_return_buffer230 = alloca i8, align 1
  %compare_return_buffer223 = alloca i8, align 1
  %compare_return_buffer215 = alloca i8, align 1
  %compare_return_buffer208 = alloca i8, align 1
  %compare_return_buffer200 = alloca i8, align 1
  %compare_return_buffer193 = alloca i8, align 1
  %compare_return_buffer185 = alloca i8, align 1
  %compare_return_buffer178 = alloca i8, align 1
  %compare_return_buffer170 = alloca i8, align 1
  %compare_return_buffer163 = alloca i8, align 1
  %compare_return_buffer155 = alloca i8, align 1
  %compare_return_buffer148 = alloca i8, align 1
  %compare_return_buffer140 = alloca i8, align 1
  %compare_return_buffer133 = alloca i8, align 1
  %compare_return_buffer125 = alloca i8, align 1
  %compare_return_buffer118 = alloca i8, align 1
  %compare_return_buffer110 = alloca i8, align 1
  %compare_return_buffer103 = alloca i8, align 1
  %compare_return_buffer95 = alloca i8, align 1
  %compare_return_buffer88 = alloca i8, align 1
  %compare_return_buffer80 = alloca i8, align 1
  %compare_return_buffer73 = alloca i8, align 1
  %compare_return_buffer65 = alloca i8, align 1
  %compare_return_buffer58 = alloca i8, align 1
  %compare_return_buffer50 = alloca i8, align 1
  %compare_return_buffer43 = alloca i8, align 1
  %compare_return_buffer35 = alloca i8, align 1
  %compare_return_buffer = alloca i8, align 1
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !0
  %block_id = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %thread_id_x = zext i32 %1 to i64
  %2 = mul nuw nsw i64 %block_id, 8
  %linear_index = add nuw nsw i64 %2, %thread_id_x
  %linear_index_in_range = icmp ult i64 %linear_index, 64
  call void @llvm.assume(i1 %linear_index_in_range)
  %linear_index0 = add nuw nsw i64 %linear_index, 0
  %3 = udiv i64 %linear_index0, 1
  %4 = urem i64 %3, 8
  %5 = udiv i64 %linear_index0, 8
  %6 = icmp ult i64 %linear_index, 64
  br i1 %6, label %sort.15.1.in_bounds-true, label %sort.15.1.in_bounds-after

sort.15.1.in_bounds-after:                        ; preds = %smaller_keys_index-after283, %entry
  ret void

sort.15.1.in_bounds-true:                         ; preds = %entry
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %thread.id.x = sext i32 %7 to i64
  %base_keys_index = mul nuw nsw i64 %4, 4
  %base_cache_index = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index = add nuw nsw i64 %base_keys_index, 0
  %8 = icmp slt i64 %current_keys_index, 32
  br i1 %8, label %smaller_keys_index-true, label %smaller_keys_index-after

smaller_keys_index-after:                         ; preds = %smaller_keys_index-true, %sort.15.1.in_bounds-true
  %current_keys_index1 = add nuw nsw i64 %base_keys_index, 1
  %9 = icmp slt i64 %current_keys_index1, 32
  br i1 %9, label %smaller_keys_index-true2, label %smaller_keys_index-after3

smaller_keys_index-after3:                        ; preds = %smaller_keys_index-true2, %smaller_keys_index-after
  %current_keys_index5 = add nuw nsw i64 %base_keys_index, 2
  %10 = icmp slt i64 %current_keys_index5, 32
  br i1 %10, label %smaller_keys_index-true6, label %smaller_keys_index-after7

smaller_keys_index-after7:                        ; preds = %smaller_keys_index-true6, %smaller_keys_index-after3
  %current_keys_index9 = add nuw nsw i64 %base_keys_index, 3
  %11 = icmp slt i64 %current_keys_index9, 32
  br i1 %11, label %smaller_keys_index-true10, label %smaller_keys_index-after11

smaller_keys_index-after11:                       ; preds = %smaller_keys_index-true10, %smaller_keys_index-after7
  %base_keys_index13 = mul nuw nsw i64 %4, 4
  %base_cache_index14 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index15 = add nuw nsw i64 %base_keys_index13, 0
  %12 = icmp slt i64 %current_keys_index15, 32
  br i1 %12, label %smaller_keys_index-true16, label %smaller_keys_index-after17

smaller_keys_index-after17:                       ; preds = %smaller_keys_index-true16, %smaller_keys_index-after11
  %current_keys_index19 = add nuw nsw i64 %base_keys_index13, 1
  %13 = icmp slt i64 %current_keys_index19, 32
  br i1 %13, label %smaller_keys_index-true20, label %smaller_keys_index-after21

smaller_keys_index-after21:                       ; preds = %smaller_keys_index-true20, %smaller_keys_index-after17
  %current_keys_index23 = add nuw nsw i64 %base_keys_index13, 2
  %14 = icmp slt i64 %current_keys_index23, 32
  br i1 %14, label %smaller_keys_index-true24, label %smaller_keys_index-after25

smaller_keys_index-after25:                       ; preds = %smaller_keys_index-true24, %smaller_keys_index-after21
  %current_keys_index27 = add nuw nsw i64 %base_keys_index13, 3
  %15 = icmp slt i64 %current_keys_index27, 32
  br i1 %15, label %smaller_keys_index-true28, label %smaller_keys_index-after29

smaller_keys_index-after29:                       ; preds = %smaller_keys_index-true28, %smaller_keys_index-after25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index31 = add nuw nsw i64 %element_pair_index, 0
  %16 = mul i64 %current_keys_index31, 2
  %17 = xor i64 %16, 1
  br i1 true, label %smaller_comparison_index-true, label %smaller_comparison_index-after

smaller_comparison_index-after:                   ; preds = %is_smaller_than-after, %smaller_keys_index-after29
  %current_keys_index32 = add nuw nsw i64 %element_pair_index, 1
  %18 = mul i64 %current_keys_index32, 2
  %19 = xor i64 %18, 1
  br i1 true, label %smaller_comparison_index-true33, label %smaller_comparison_index-after34

smaller_comparison_index-after34:                 ; preds = %is_smaller_than-after38, %smaller_comparison_index-after
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index39 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index40 = add nuw nsw i64 %element_pair_index39, 0
  %20 = udiv i64 %current_keys_index40, 2
  %21 = urem i64 %current_keys_index40, 2
  %22 = mul i64 %20, 4
  %23 = add i64 %22, %21
  %24 = xor i64 %23, 3
  br i1 true, label %smaller_comparison_index-true41, label %smaller_comparison_index-after42

smaller_comparison_index-after42:                 ; preds = %is_smaller_than-after46, %smaller_comparison_index-after34
  %current_keys_index47 = add nuw nsw i64 %element_pair_index39, 1
  %25 = udiv i64 %current_keys_index47, 2
  %26 = urem i64 %current_keys_index47, 2
  %27 = mul i64 %25, 4
  %28 = add i64 %27, %26
  %29 = xor i64 %28, 3
  br i1 true, label %smaller_comparison_index-true48, label %smaller_comparison_index-after49

smaller_comparison_index-after49:                 ; preds = %is_smaller_than-after53, %smaller_comparison_index-after42
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index54 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index55 = add nuw nsw i64 %element_pair_index54, 0
  %30 = mul i64 %current_keys_index55, 2
  %31 = xor i64 %30, 1
  br i1 true, label %smaller_comparison_index-true56, label %smaller_comparison_index-after57

smaller_comparison_index-after57:                 ; preds = %is_smaller_than-after61, %smaller_comparison_index-after49
  %current_keys_index62 = add nuw nsw i64 %element_pair_index54, 1
  %32 = mul i64 %current_keys_index62, 2
  %33 = xor i64 %32, 1
  br i1 true, label %smaller_comparison_index-true63, label %smaller_comparison_index-after64

smaller_comparison_index-after64:                 ; preds = %is_smaller_than-after68, %smaller_comparison_index-after57
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index69 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index70 = add nuw nsw i64 %element_pair_index69, 0
  %34 = udiv i64 %current_keys_index70, 4
  %35 = urem i64 %current_keys_index70, 4
  %36 = mul i64 %34, 8
  %37 = add i64 %36, %35
  %38 = xor i64 %37, 7
  br i1 true, label %smaller_comparison_index-true71, label %smaller_comparison_index-after72

smaller_comparison_index-after72:                 ; preds = %is_smaller_than-after76, %smaller_comparison_index-after64
  %current_keys_index77 = add nuw nsw i64 %element_pair_index69, 1
  %39 = udiv i64 %current_keys_index77, 4
  %40 = urem i64 %current_keys_index77, 4
  %41 = mul i64 %39, 8
  %42 = add i64 %41, %40
  %43 = xor i64 %42, 7
  br i1 true, label %smaller_comparison_index-true78, label %smaller_comparison_index-after79

smaller_comparison_index-after79:                 ; preds = %is_smaller_than-after83, %smaller_comparison_index-after72
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index84 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index85 = add nuw nsw i64 %element_pair_index84, 0
  %44 = udiv i64 %current_keys_index85, 2
  %45 = urem i64 %current_keys_index85, 2
  %46 = mul i64 %44, 4
  %47 = add i64 %46, %45
  %48 = xor i64 %47, 2
  br i1 true, label %smaller_comparison_index-true86, label %smaller_comparison_index-after87

smaller_comparison_index-after87:                 ; preds = %is_smaller_than-after91, %smaller_comparison_index-after79
  %current_keys_index92 = add nuw nsw i64 %element_pair_index84, 1
  %49 = udiv i64 %current_keys_index92, 2
  %50 = urem i64 %current_keys_index92, 2
  %51 = mul i64 %49, 4
  %52 = add i64 %51, %50
  %53 = xor i64 %52, 2
  br i1 true, label %smaller_comparison_index-true93, label %smaller_comparison_index-after94

smaller_comparison_index-after94:                 ; preds = %is_smaller_than-after98, %smaller_comparison_index-after87
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index99 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index100 = add nuw nsw i64 %element_pair_index99, 0
  %54 = mul i64 %current_keys_index100, 2
  %55 = xor i64 %54, 1
  br i1 true, label %smaller_comparison_index-true101, label %smaller_comparison_index-after102

smaller_comparison_index-after102:                ; preds = %is_smaller_than-after106, %smaller_comparison_index-after94
  %current_keys_index107 = add nuw nsw i64 %element_pair_index99, 1
  %56 = mul i64 %current_keys_index107, 2
  %57 = xor i64 %56, 1
  br i1 true, label %smaller_comparison_index-true108, label %smaller_comparison_index-after109

smaller_comparison_index-after109:                ; preds = %is_smaller_than-after113, %smaller_comparison_index-after102
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index114 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index115 = add nuw nsw i64 %element_pair_index114, 0
  %58 = udiv i64 %current_keys_index115, 8
  %59 = urem i64 %current_keys_index115, 8
  %60 = mul i64 %58, 16
  %61 = add i64 %60, %59
  %62 = xor i64 %61, 15
  br i1 true, label %smaller_comparison_index-true116, label %smaller_comparison_index-after117

smaller_comparison_index-after117:                ; preds = %is_smaller_than-after121, %smaller_comparison_index-after109
  %current_keys_index122 = add nuw nsw i64 %element_pair_index114, 1
  %63 = udiv i64 %current_keys_index122, 8
  %64 = urem i64 %current_keys_index122, 8
  %65 = mul i64 %63, 16
  %66 = add i64 %65, %64
  %67 = xor i64 %66, 15
  br i1 true, label %smaller_comparison_index-true123, label %smaller_comparison_index-after124

smaller_comparison_index-after124:                ; preds = %is_smaller_than-after128, %smaller_comparison_index-after117
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index129 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index130 = add nuw nsw i64 %element_pair_index129, 0
  %68 = udiv i64 %current_keys_index130, 4
  %69 = urem i64 %current_keys_index130, 4
  %70 = mul i64 %68, 8
  %71 = add i64 %70, %69
  %72 = xor i64 %71, 4
  br i1 true, label %smaller_comparison_index-true131, label %smaller_comparison_index-after132

smaller_comparison_index-after132:                ; preds = %is_smaller_than-after136, %smaller_comparison_index-after124
  %current_keys_index137 = add nuw nsw i64 %element_pair_index129, 1
  %73 = udiv i64 %current_keys_index137, 4
  %74 = urem i64 %current_keys_index137, 4
  %75 = mul i64 %73, 8
  %76 = add i64 %75, %74
  %77 = xor i64 %76, 4
  br i1 true, label %smaller_comparison_index-true138, label %smaller_comparison_index-after139

smaller_comparison_index-after139:                ; preds = %is_smaller_than-after143, %smaller_comparison_index-after132
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index144 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index145 = add nuw nsw i64 %element_pair_index144, 0
  %78 = udiv i64 %current_keys_index145, 2
  %79 = urem i64 %current_keys_index145, 2
  %80 = mul i64 %78, 4
  %81 = add i64 %80, %79
  %82 = xor i64 %81, 2
  br i1 true, label %smaller_comparison_index-true146, label %smaller_comparison_index-after147

smaller_comparison_index-after147:                ; preds = %is_smaller_than-after151, %smaller_comparison_index-after139
  %current_keys_index152 = add nuw nsw i64 %element_pair_index144, 1
  %83 = udiv i64 %current_keys_index152, 2
  %84 = urem i64 %current_keys_index152, 2
  %85 = mul i64 %83, 4
  %86 = add i64 %85, %84
  %87 = xor i64 %86, 2
  br i1 true, label %smaller_comparison_index-true153, label %smaller_comparison_index-after154

smaller_comparison_index-after154:                ; preds = %is_smaller_than-after158, %smaller_comparison_index-after147
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index159 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index160 = add nuw nsw i64 %element_pair_index159, 0
  %88 = mul i64 %current_keys_index160, 2
  %89 = xor i64 %88, 1
  br i1 true, label %smaller_comparison_index-true161, label %smaller_comparison_index-after162

smaller_comparison_index-after162:                ; preds = %is_smaller_than-after166, %smaller_comparison_index-after154
  %current_keys_index167 = add nuw nsw i64 %element_pair_index159, 1
  %90 = mul i64 %current_keys_index167, 2
  %91 = xor i64 %90, 1
  br i1 true, label %smaller_comparison_index-true168, label %smaller_comparison_index-after169

smaller_comparison_index-after169:                ; preds = %is_smaller_than-after173, %smaller_comparison_index-after162
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index174 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index175 = add nuw nsw i64 %element_pair_index174, 0
  %92 = icmp slt i64 %current_keys_index175, 16
  %93 = select i1 %92, i64 %current_keys_index175, i64 63
  %94 = xor i64 %93, 31
  br i1 true, label %smaller_comparison_index-true176, label %smaller_comparison_index-after177

smaller_comparison_index-after177:                ; preds = %is_smaller_than-after181, %smaller_comparison_index-after169
  %current_keys_index182 = add nuw nsw i64 %element_pair_index174, 1
  %95 = icmp slt i64 %current_keys_index182, 16
  %96 = select i1 %95, i64 %current_keys_index182, i64 63
  %97 = xor i64 %96, 31
  br i1 true, label %smaller_comparison_index-true183, label %smaller_comparison_index-after184

smaller_comparison_index-after184:                ; preds = %is_smaller_than-after188, %smaller_comparison_index-after177
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index189 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index190 = add nuw nsw i64 %element_pair_index189, 0
  %98 = udiv i64 %current_keys_index190, 8
  %99 = urem i64 %current_keys_index190, 8
  %100 = mul i64 %98, 16
  %101 = add i64 %100, %99
  %102 = xor i64 %101, 8
  br i1 true, label %smaller_comparison_index-true191, label %smaller_comparison_index-after192

smaller_comparison_index-after192:                ; preds = %is_smaller_than-after196, %smaller_comparison_index-after184
  %current_keys_index197 = add nuw nsw i64 %element_pair_index189, 1
  %103 = udiv i64 %current_keys_index197, 8
  %104 = urem i64 %current_keys_index197, 8
  %105 = mul i64 %103, 16
  %106 = add i64 %105, %104
  %107 = xor i64 %106, 8
  br i1 true, label %smaller_comparison_index-true198, label %smaller_comparison_index-after199

smaller_comparison_index-after199:                ; preds = %is_smaller_than-after203, %smaller_comparison_index-after192
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index204 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index205 = add nuw nsw i64 %element_pair_index204, 0
  %108 = udiv i64 %current_keys_index205, 4
  %109 = urem i64 %current_keys_index205, 4
  %110 = mul i64 %108, 8
  %111 = add i64 %110, %109
  %112 = xor i64 %111, 4
  br i1 true, label %smaller_comparison_index-true206, label %smaller_comparison_index-after207

smaller_comparison_index-after207:                ; preds = %is_smaller_than-after211, %smaller_comparison_index-after199
  %current_keys_index212 = add nuw nsw i64 %element_pair_index204, 1
  %113 = udiv i64 %current_keys_index212, 4
  %114 = urem i64 %current_keys_index212, 4
  %115 = mul i64 %113, 8
  %116 = add i64 %115, %114
  %117 = xor i64 %116, 4
  br i1 true, label %smaller_comparison_index-true213, label %smaller_comparison_index-after214

smaller_comparison_index-after214:                ; preds = %is_smaller_than-after218, %smaller_comparison_index-after207
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index219 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index220 = add nuw nsw i64 %element_pair_index219, 0
  %118 = udiv i64 %current_keys_index220, 2
  %119 = urem i64 %current_keys_index220, 2
  %120 = mul i64 %118, 4
  %121 = add i64 %120, %119
  %122 = xor i64 %121, 2
  br i1 true, label %smaller_comparison_index-true221, label %smaller_comparison_index-after222

smaller_comparison_index-after222:                ; preds = %is_smaller_than-after226, %smaller_comparison_index-after214
  %current_keys_index227 = add nuw nsw i64 %element_pair_index219, 1
  %123 = udiv i64 %current_keys_index227, 2
  %124 = urem i64 %current_keys_index227, 2
  %125 = mul i64 %123, 4
  %126 = add i64 %125, %124
  %127 = xor i64 %126, 2
  br i1 true, label %smaller_comparison_index-true228, label %smaller_comparison_index-after229

smaller_comparison_index-after229:                ; preds = %is_smaller_than-after233, %smaller_comparison_index-after222
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index234 = mul nuw nsw i64 %thread.id.x, 2
  %current_keys_index235 = add nuw nsw i64 %element_pair_index234, 0
  %128 = mul i64 %current_keys_index235, 2
  %129 = xor i64 %128, 1
  br i1 true, label %smaller_comparison_index-true236, label %smaller_comparison_index-after237

smaller_comparison_index-after237:                ; preds = %is_smaller_than-after241, %smaller_comparison_index-after229
  %current_keys_index242 = add nuw nsw i64 %element_pair_index234, 1
  %130 = mul i64 %current_keys_index242, 2
  %131 = xor i64 %130, 1
  br i1 true, label %smaller_comparison_index-true243, label %smaller_comparison_index-after244

smaller_comparison_index-after244:                ; preds = %is_smaller_than-after248, %smaller_comparison_index-after237
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %base_keys_index249 = mul nuw nsw i64 %4, 4
  %base_cache_index250 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index251 = add nuw nsw i64 %base_keys_index249, 0
  %132 = icmp slt i64 %current_keys_index251, 32
  br i1 %132, label %smaller_keys_index-true252, label %smaller_keys_index-after253

smaller_keys_index-after253:                      ; preds = %smaller_keys_index-true252, %smaller_comparison_index-after244
  %current_keys_index255 = add nuw nsw i64 %base_keys_index249, 1
  %133 = icmp slt i64 %current_keys_index255, 32
  br i1 %133, label %smaller_keys_index-true256, label %smaller_keys_index-after257

smaller_keys_index-after257:                      ; preds = %smaller_keys_index-true256, %smaller_keys_index-after253
  %current_keys_index259 = add nuw nsw i64 %base_keys_index249, 2
  %134 = icmp slt i64 %current_keys_index259, 32
  br i1 %134, label %smaller_keys_index-true260, label %smaller_keys_index-after261

smaller_keys_index-after261:                      ; preds = %smaller_keys_index-true260, %smaller_keys_index-after257
  %current_keys_index263 = add nuw nsw i64 %base_keys_index249, 3
  %135 = icmp slt i64 %current_keys_index263, 32
  br i1 %135, label %smaller_keys_index-true264, label %smaller_keys_index-after265

smaller_keys_index-after265:                      ; preds = %smaller_keys_index-true264, %smaller_keys_index-after261
  %base_keys_index267 = mul nuw nsw i64 %4, 4
  %base_cache_index268 = mul nuw nsw i64 %thread.id.x, 4
  %current_keys_index269 = add nuw nsw i64 %base_keys_index267, 0
  %136 = icmp slt i64 %current_keys_index269, 32
  br i1 %136, label %smaller_keys_index-true270, label %smaller_keys_index-after271

smaller_keys_index-after271:                      ; preds = %smaller_keys_index-true270, %smaller_keys_index-after265
  %current_keys_index273 = add nuw nsw i64 %base_keys_index267, 1
  %137 = icmp slt i64 %current_keys_index273, 32
  br i1 %137, label %smaller_keys_index-true274, label %smaller_keys_index-after275

smaller_keys_index-after275:                      ; preds = %smaller_keys_index-true274, %smaller_keys_index-after271
  %current_keys_index277 = add nuw nsw i64 %base_keys_index267, 2
  %138 = icmp slt i64 %current_keys_index277, 32
  br i1 %138, label %smaller_keys_index-true278, label %smaller_keys_index-after279

smaller_keys_index-after279:                      ; preds = %smaller_keys_index-true278, %smaller_keys_index-after275
  %current_keys_index281 = add nuw nsw i64 %base_keys_index267, 3
  %139 = icmp slt i64 %current_keys_index281, 32
  br i1 %139, label %smaller_keys_index-true282, label %smaller_keys_index-after283

smaller_keys_index-after283:                      ; preds = %smaller_keys_index-true282, %smaller_keys_index-after279
  br label %sort.15.1.in_bounds-after

smaller_keys_index-true:                          ; preds = %sort.15.1.in_bounds-true
  %cache_index = add nuw nsw i64 %base_cache_index, 0
  %140 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index
  %141 = load float, ptr %140, align 4
  %142 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index
  store float %141, ptr addrspace(3) %142, align 4
  br label %smaller_keys_index-after

smaller_keys_index-true2:                         ; preds = %smaller_keys_index-after
  %cache_index4 = add nuw nsw i64 %base_cache_index, 1
  %143 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index1
  %144 = load float, ptr %143, align 4
  %145 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index4
  store float %144, ptr addrspace(3) %145, align 4
  br label %smaller_keys_index-after3

smaller_keys_index-true6:                         ; preds = %smaller_keys_index-after3
  %cache_index8 = add nuw nsw i64 %base_cache_index, 2
  %146 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index5
  %147 = load float, ptr %146, align 4
  %148 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index8
  store float %147, ptr addrspace(3) %148, align 4
  br label %smaller_keys_index-after7

smaller_keys_index-true10:                        ; preds = %smaller_keys_index-after7
  %cache_index12 = add nuw nsw i64 %base_cache_index, 3
  %149 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index9
  %150 = load float, ptr %149, align 4
  %151 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index12
  store float %150, ptr addrspace(3) %151, align 4
  br label %smaller_keys_index-after11

smaller_keys_index-true16:                        ; preds = %smaller_keys_index-after11
  %cache_index18 = add nuw nsw i64 %base_cache_index14, 0
  %152 = mul nuw nsw i64 %current_keys_index15, 1
  %153 = add nuw nsw i64 0, %152
  %154 = trunc i64 %153 to i32
  %155 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index18
  store i32 %154, ptr addrspace(3) %155, align 4
  br label %smaller_keys_index-after17

smaller_keys_index-true20:                        ; preds = %smaller_keys_index-after17
  %cache_index22 = add nuw nsw i64 %base_cache_index14, 1
  %156 = mul nuw nsw i64 %current_keys_index19, 1
  %157 = add nuw nsw i64 0, %156
  %158 = trunc i64 %157 to i32
  %159 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index22
  store i32 %158, ptr addrspace(3) %159, align 4
  br label %smaller_keys_index-after21

smaller_keys_index-true24:                        ; preds = %smaller_keys_index-after21
  %cache_index26 = add nuw nsw i64 %base_cache_index14, 2
  %160 = mul nuw nsw i64 %current_keys_index23, 1
  %161 = add nuw nsw i64 0, %160
  %162 = trunc i64 %161 to i32
  %163 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index26
  store i32 %162, ptr addrspace(3) %163, align 4
  br label %smaller_keys_index-after25

smaller_keys_index-true28:                        ; preds = %smaller_keys_index-after25
  %cache_index30 = add nuw nsw i64 %base_cache_index14, 3
  %164 = mul nuw nsw i64 %current_keys_index27, 1
  %165 = add nuw nsw i64 0, %164
  %166 = trunc i64 %165 to i32
  %167 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index30
  store i32 %166, ptr addrspace(3) %167, align 4
  br label %smaller_keys_index-after29

smaller_comparison_index-true:                    ; preds = %smaller_keys_index-after29
  %168 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %17
  %169 = addrspacecast ptr addrspace(3) %168 to ptr
  %170 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %16
  %171 = addrspacecast ptr addrspace(3) %170 to ptr
  %172 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %17
  %173 = addrspacecast ptr addrspace(3) %172 to ptr
  %174 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %16
  %175 = addrspacecast ptr addrspace(3) %174 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %169, ptr %171, ptr %173, ptr %175, ptr %compare_return_buffer)
  %176 = load i8, ptr %compare_return_buffer, align 1
  %boolean_predicate = icmp ne i8 %176, 0
  br i1 %boolean_predicate, label %is_smaller_than-true, label %is_smaller_than-after

is_smaller_than-after:                            ; preds = %is_smaller_than-true, %smaller_comparison_index-true
  br label %smaller_comparison_index-after

is_smaller_than-true:                             ; preds = %smaller_comparison_index-true
  %177 = load float, ptr %169, align 4
  %178 = load float, ptr %171, align 4
  %179 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %16
  store float %177, ptr addrspace(3) %179, align 4
  %180 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %17
  store float %178, ptr addrspace(3) %180, align 4
  %181 = load i32, ptr %173, align 4
  %182 = load i32, ptr %175, align 4
  %183 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %16
  store i32 %181, ptr addrspace(3) %183, align 4
  %184 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %17
  store i32 %182, ptr addrspace(3) %184, align 4
  br label %is_smaller_than-after

smaller_comparison_index-true33:                  ; preds = %smaller_comparison_index-after
  %185 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %19
  %186 = addrspacecast ptr addrspace(3) %185 to ptr
  %187 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %18
  %188 = addrspacecast ptr addrspace(3) %187 to ptr
  %189 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %19
  %190 = addrspacecast ptr addrspace(3) %189 to ptr
  %191 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %18
  %192 = addrspacecast ptr addrspace(3) %191 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %186, ptr %188, ptr %190, ptr %192, ptr %compare_return_buffer35)
  %193 = load i8, ptr %compare_return_buffer35, align 1
  %boolean_predicate36 = icmp ne i8 %193, 0
  br i1 %boolean_predicate36, label %is_smaller_than-true37, label %is_smaller_than-after38

is_smaller_than-after38:                          ; preds = %is_smaller_than-true37, %smaller_comparison_index-true33
  br label %smaller_comparison_index-after34

is_smaller_than-true37:                           ; preds = %smaller_comparison_index-true33
  %194 = load float, ptr %186, align 4
  %195 = load float, ptr %188, align 4
  %196 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %18
  store float %194, ptr addrspace(3) %196, align 4
  %197 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %19
  store float %195, ptr addrspace(3) %197, align 4
  %198 = load i32, ptr %190, align 4
  %199 = load i32, ptr %192, align 4
  %200 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %18
  store i32 %198, ptr addrspace(3) %200, align 4
  %201 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %19
  store i32 %199, ptr addrspace(3) %201, align 4
  br label %is_smaller_than-after38

smaller_comparison_index-true41:                  ; preds = %smaller_comparison_index-after34
  %202 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %24
  %203 = addrspacecast ptr addrspace(3) %202 to ptr
  %204 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %23
  %205 = addrspacecast ptr addrspace(3) %204 to ptr
  %206 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %24
  %207 = addrspacecast ptr addrspace(3) %206 to ptr
  %208 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %23
  %209 = addrspacecast ptr addrspace(3) %208 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %203, ptr %205, ptr %207, ptr %209, ptr %compare_return_buffer43)
  %210 = load i8, ptr %compare_return_buffer43, align 1
  %boolean_predicate44 = icmp ne i8 %210, 0
  br i1 %boolean_predicate44, label %is_smaller_than-true45, label %is_smaller_than-after46

is_smaller_than-after46:                          ; preds = %is_smaller_than-true45, %smaller_comparison_index-true41
  br label %smaller_comparison_index-after42

is_smaller_than-true45:                           ; preds = %smaller_comparison_index-true41
  %211 = load float, ptr %203, align 4
  %212 = load float, ptr %205, align 4
  %213 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %23
  store float %211, ptr addrspace(3) %213, align 4
  %214 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %24
  store float %212, ptr addrspace(3) %214, align 4
  %215 = load i32, ptr %207, align 4
  %216 = load i32, ptr %209, align 4
  %217 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %23
  store i32 %215, ptr addrspace(3) %217, align 4
  %218 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %24
  store i32 %216, ptr addrspace(3) %218, align 4
  br label %is_smaller_than-after46

smaller_comparison_index-true48:                  ; preds = %smaller_comparison_index-after42
  %219 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %29
  %220 = addrspacecast ptr addrspace(3) %219 to ptr
  %221 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %28
  %222 = addrspacecast ptr addrspace(3) %221 to ptr
  %223 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %29
  %224 = addrspacecast ptr addrspace(3) %223 to ptr
  %225 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %28
  %226 = addrspacecast ptr addrspace(3) %225 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %220, ptr %222, ptr %224, ptr %226, ptr %compare_return_buffer50)
  %227 = load i8, ptr %compare_return_buffer50, align 1
  %boolean_predicate51 = icmp ne i8 %227, 0
  br i1 %boolean_predicate51, label %is_smaller_than-true52, label %is_smaller_than-after53

is_smaller_than-after53:                          ; preds = %is_smaller_than-true52, %smaller_comparison_index-true48
  br label %smaller_comparison_index-after49

is_smaller_than-true52:                           ; preds = %smaller_comparison_index-true48
  %228 = load float, ptr %220, align 4
  %229 = load float, ptr %222, align 4
  %230 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %28
  store float %228, ptr addrspace(3) %230, align 4
  %231 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %29
  store float %229, ptr addrspace(3) %231, align 4
  %232 = load i32, ptr %224, align 4
  %233 = load i32, ptr %226, align 4
  %234 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %28
  store i32 %232, ptr addrspace(3) %234, align 4
  %235 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %29
  store i32 %233, ptr addrspace(3) %235, align 4
  br label %is_smaller_than-after53

smaller_comparison_index-true56:                  ; preds = %smaller_comparison_index-after49
  %236 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %31
  %237 = addrspacecast ptr addrspace(3) %236 to ptr
  %238 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %30
  %239 = addrspacecast ptr addrspace(3) %238 to ptr
  %240 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %31
  %241 = addrspacecast ptr addrspace(3) %240 to ptr
  %242 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %30
  %243 = addrspacecast ptr addrspace(3) %242 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %237, ptr %239, ptr %241, ptr %243, ptr %compare_return_buffer58)
  %244 = load i8, ptr %compare_return_buffer58, align 1
  %boolean_predicate59 = icmp ne i8 %244, 0
  br i1 %boolean_predicate59, label %is_smaller_than-true60, label %is_smaller_than-after61

is_smaller_than-after61:                          ; preds = %is_smaller_than-true60, %smaller_comparison_index-true56
  br label %smaller_comparison_index-after57

is_smaller_than-true60:                           ; preds = %smaller_comparison_index-true56
  %245 = load float, ptr %237, align 4
  %246 = load float, ptr %239, align 4
  %247 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %30
  store float %245, ptr addrspace(3) %247, align 4
  %248 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %31
  store float %246, ptr addrspace(3) %248, align 4
  %249 = load i32, ptr %241, align 4
  %250 = load i32, ptr %243, align 4
  %251 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %30
  store i32 %249, ptr addrspace(3) %251, align 4
  %252 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %31
  store i32 %250, ptr addrspace(3) %252, align 4
  br label %is_smaller_than-after61

smaller_comparison_index-true63:                  ; preds = %smaller_comparison_index-after57
  %253 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %33
  %254 = addrspacecast ptr addrspace(3) %253 to ptr
  %255 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %32
  %256 = addrspacecast ptr addrspace(3) %255 to ptr
  %257 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %33
  %258 = addrspacecast ptr addrspace(3) %257 to ptr
  %259 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %32
  %260 = addrspacecast ptr addrspace(3) %259 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %254, ptr %256, ptr %258, ptr %260, ptr %compare_return_buffer65)
  %261 = load i8, ptr %compare_return_buffer65, align 1
  %boolean_predicate66 = icmp ne i8 %261, 0
  br i1 %boolean_predicate66, label %is_smaller_than-true67, label %is_smaller_than-after68

is_smaller_than-after68:                          ; preds = %is_smaller_than-true67, %smaller_comparison_index-true63
  br label %smaller_comparison_index-after64

is_smaller_than-true67:                           ; preds = %smaller_comparison_index-true63
  %262 = load float, ptr %254, align 4
  %263 = load float, ptr %256, align 4
  %264 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %32
  store float %262, ptr addrspace(3) %264, align 4
  %265 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %33
  store float %263, ptr addrspace(3) %265, align 4
  %266 = load i32, ptr %258, align 4
  %267 = load i32, ptr %260, align 4
  %268 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %32
  store i32 %266, ptr addrspace(3) %268, align 4
  %269 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %33
  store i32 %267, ptr addrspace(3) %269, align 4
  br label %is_smaller_than-after68

smaller_comparison_index-true71:                  ; preds = %smaller_comparison_index-after64
  %270 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %38
  %271 = addrspacecast ptr addrspace(3) %270 to ptr
  %272 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %37
  %273 = addrspacecast ptr addrspace(3) %272 to ptr
  %274 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %38
  %275 = addrspacecast ptr addrspace(3) %274 to ptr
  %276 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %37
  %277 = addrspacecast ptr addrspace(3) %276 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %271, ptr %273, ptr %275, ptr %277, ptr %compare_return_buffer73)
  %278 = load i8, ptr %compare_return_buffer73, align 1
  %boolean_predicate74 = icmp ne i8 %278, 0
  br i1 %boolean_predicate74, label %is_smaller_than-true75, label %is_smaller_than-after76

is_smaller_than-after76:                          ; preds = %is_smaller_than-true75, %smaller_comparison_index-true71
  br label %smaller_comparison_index-after72

is_smaller_than-true75:                           ; preds = %smaller_comparison_index-true71
  %279 = load float, ptr %271, align 4
  %280 = load float, ptr %273, align 4
  %281 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %37
  store float %279, ptr addrspace(3) %281, align 4
  %282 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %38
  store float %280, ptr addrspace(3) %282, align 4
  %283 = load i32, ptr %275, align 4
  %284 = load i32, ptr %277, align 4
  %285 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %37
  store i32 %283, ptr addrspace(3) %285, align 4
  %286 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %38
  store i32 %284, ptr addrspace(3) %286, align 4
  br label %is_smaller_than-after76

smaller_comparison_index-true78:                  ; preds = %smaller_comparison_index-after72
  %287 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %43
  %288 = addrspacecast ptr addrspace(3) %287 to ptr
  %289 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %42
  %290 = addrspacecast ptr addrspace(3) %289 to ptr
  %291 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %43
  %292 = addrspacecast ptr addrspace(3) %291 to ptr
  %293 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %42
  %294 = addrspacecast ptr addrspace(3) %293 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %288, ptr %290, ptr %292, ptr %294, ptr %compare_return_buffer80)
  %295 = load i8, ptr %compare_return_buffer80, align 1
  %boolean_predicate81 = icmp ne i8 %295, 0
  br i1 %boolean_predicate81, label %is_smaller_than-true82, label %is_smaller_than-after83

is_smaller_than-after83:                          ; preds = %is_smaller_than-true82, %smaller_comparison_index-true78
  br label %smaller_comparison_index-after79

is_smaller_than-true82:                           ; preds = %smaller_comparison_index-true78
  %296 = load float, ptr %288, align 4
  %297 = load float, ptr %290, align 4
  %298 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %42
  store float %296, ptr addrspace(3) %298, align 4
  %299 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %43
  store float %297, ptr addrspace(3) %299, align 4
  %300 = load i32, ptr %292, align 4
  %301 = load i32, ptr %294, align 4
  %302 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %42
  store i32 %300, ptr addrspace(3) %302, align 4
  %303 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %43
  store i32 %301, ptr addrspace(3) %303, align 4
  br label %is_smaller_than-after83

smaller_comparison_index-true86:                  ; preds = %smaller_comparison_index-after79
  %304 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %48
  %305 = addrspacecast ptr addrspace(3) %304 to ptr
  %306 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %47
  %307 = addrspacecast ptr addrspace(3) %306 to ptr
  %308 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %48
  %309 = addrspacecast ptr addrspace(3) %308 to ptr
  %310 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %47
  %311 = addrspacecast ptr addrspace(3) %310 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %305, ptr %307, ptr %309, ptr %311, ptr %compare_return_buffer88)
  %312 = load i8, ptr %compare_return_buffer88, align 1
  %boolean_predicate89 = icmp ne i8 %312, 0
  br i1 %boolean_predicate89, label %is_smaller_than-true90, label %is_smaller_than-after91

is_smaller_than-after91:                          ; preds = %is_smaller_than-true90, %smaller_comparison_index-true86
  br label %smaller_comparison_index-after87

is_smaller_than-true90:                           ; preds = %smaller_comparison_index-true86
  %313 = load float, ptr %305, align 4
  %314 = load float, ptr %307, align 4
  %315 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %47
  store float %313, ptr addrspace(3) %315, align 4
  %316 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %48
  store float %314, ptr addrspace(3) %316, align 4
  %317 = load i32, ptr %309, align 4
  %318 = load i32, ptr %311, align 4
  %319 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %47
  store i32 %317, ptr addrspace(3) %319, align 4
  %320 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %48
  store i32 %318, ptr addrspace(3) %320, align 4
  br label %is_smaller_than-after91

smaller_comparison_index-true93:                  ; preds = %smaller_comparison_index-after87
  %321 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %53
  %322 = addrspacecast ptr addrspace(3) %321 to ptr
  %323 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %52
  %324 = addrspacecast ptr addrspace(3) %323 to ptr
  %325 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %53
  %326 = addrspacecast ptr addrspace(3) %325 to ptr
  %327 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %52
  %328 = addrspacecast ptr addrspace(3) %327 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %322, ptr %324, ptr %326, ptr %328, ptr %compare_return_buffer95)
  %329 = load i8, ptr %compare_return_buffer95, align 1
  %boolean_predicate96 = icmp ne i8 %329, 0
  br i1 %boolean_predicate96, label %is_smaller_than-true97, label %is_smaller_than-after98

is_smaller_than-after98:                          ; preds = %is_smaller_than-true97, %smaller_comparison_index-true93
  br label %smaller_comparison_index-after94

is_smaller_than-true97:                           ; preds = %smaller_comparison_index-true93
  %330 = load float, ptr %322, align 4
  %331 = load float, ptr %324, align 4
  %332 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %52
  store float %330, ptr addrspace(3) %332, align 4
  %333 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %53
  store float %331, ptr addrspace(3) %333, align 4
  %334 = load i32, ptr %326, align 4
  %335 = load i32, ptr %328, align 4
  %336 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %52
  store i32 %334, ptr addrspace(3) %336, align 4
  %337 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %53
  store i32 %335, ptr addrspace(3) %337, align 4
  br label %is_smaller_than-after98

smaller_comparison_index-true101:                 ; preds = %smaller_comparison_index-after94
  %338 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %55
  %339 = addrspacecast ptr addrspace(3) %338 to ptr
  %340 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %54
  %341 = addrspacecast ptr addrspace(3) %340 to ptr
  %342 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %55
  %343 = addrspacecast ptr addrspace(3) %342 to ptr
  %344 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %54
  %345 = addrspacecast ptr addrspace(3) %344 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %339, ptr %341, ptr %343, ptr %345, ptr %compare_return_buffer103)
  %346 = load i8, ptr %compare_return_buffer103, align 1
  %boolean_predicate104 = icmp ne i8 %346, 0
  br i1 %boolean_predicate104, label %is_smaller_than-true105, label %is_smaller_than-after106

is_smaller_than-after106:                         ; preds = %is_smaller_than-true105, %smaller_comparison_index-true101
  br label %smaller_comparison_index-after102

is_smaller_than-true105:                          ; preds = %smaller_comparison_index-true101
  %347 = load float, ptr %339, align 4
  %348 = load float, ptr %341, align 4
  %349 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %54
  store float %347, ptr addrspace(3) %349, align 4
  %350 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %55
  store float %348, ptr addrspace(3) %350, align 4
  %351 = load i32, ptr %343, align 4
  %352 = load i32, ptr %345, align 4
  %353 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %54
  store i32 %351, ptr addrspace(3) %353, align 4
  %354 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %55
  store i32 %352, ptr addrspace(3) %354, align 4
  br label %is_smaller_than-after106

smaller_comparison_index-true108:                 ; preds = %smaller_comparison_index-after102
  %355 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %57
  %356 = addrspacecast ptr addrspace(3) %355 to ptr
  %357 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %56
  %358 = addrspacecast ptr addrspace(3) %357 to ptr
  %359 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %57
  %360 = addrspacecast ptr addrspace(3) %359 to ptr
  %361 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %56
  %362 = addrspacecast ptr addrspace(3) %361 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %356, ptr %358, ptr %360, ptr %362, ptr %compare_return_buffer110)
  %363 = load i8, ptr %compare_return_buffer110, align 1
  %boolean_predicate111 = icmp ne i8 %363, 0
  br i1 %boolean_predicate111, label %is_smaller_than-true112, label %is_smaller_than-after113

is_smaller_than-after113:                         ; preds = %is_smaller_than-true112, %smaller_comparison_index-true108
  br label %smaller_comparison_index-after109

is_smaller_than-true112:                          ; preds = %smaller_comparison_index-true108
  %364 = load float, ptr %356, align 4
  %365 = load float, ptr %358, align 4
  %366 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %56
  store float %364, ptr addrspace(3) %366, align 4
  %367 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %57
  store float %365, ptr addrspace(3) %367, align 4
  %368 = load i32, ptr %360, align 4
  %369 = load i32, ptr %362, align 4
  %370 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %56
  store i32 %368, ptr addrspace(3) %370, align 4
  %371 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %57
  store i32 %369, ptr addrspace(3) %371, align 4
  br label %is_smaller_than-after113

smaller_comparison_index-true116:                 ; preds = %smaller_comparison_index-after109
  %372 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %62
  %373 = addrspacecast ptr addrspace(3) %372 to ptr
  %374 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %61
  %375 = addrspacecast ptr addrspace(3) %374 to ptr
  %376 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %62
  %377 = addrspacecast ptr addrspace(3) %376 to ptr
  %378 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %61
  %379 = addrspacecast ptr addrspace(3) %378 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %373, ptr %375, ptr %377, ptr %379, ptr %compare_return_buffer118)
  %380 = load i8, ptr %compare_return_buffer118, align 1
  %boolean_predicate119 = icmp ne i8 %380, 0
  br i1 %boolean_predicate119, label %is_smaller_than-true120, label %is_smaller_than-after121

is_smaller_than-after121:                         ; preds = %is_smaller_than-true120, %smaller_comparison_index-true116
  br label %smaller_comparison_index-after117

is_smaller_than-true120:                          ; preds = %smaller_comparison_index-true116
  %381 = load float, ptr %373, align 4
  %382 = load float, ptr %375, align 4
  %383 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %61
  store float %381, ptr addrspace(3) %383, align 4
  %384 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %62
  store float %382, ptr addrspace(3) %384, align 4
  %385 = load i32, ptr %377, align 4
  %386 = load i32, ptr %379, align 4
  %387 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %61
  store i32 %385, ptr addrspace(3) %387, align 4
  %388 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %62
  store i32 %386, ptr addrspace(3) %388, align 4
  br label %is_smaller_than-after121

smaller_comparison_index-true123:                 ; preds = %smaller_comparison_index-after117
  %389 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %67
  %390 = addrspacecast ptr addrspace(3) %389 to ptr
  %391 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %66
  %392 = addrspacecast ptr addrspace(3) %391 to ptr
  %393 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %67
  %394 = addrspacecast ptr addrspace(3) %393 to ptr
  %395 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %66
  %396 = addrspacecast ptr addrspace(3) %395 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %390, ptr %392, ptr %394, ptr %396, ptr %compare_return_buffer125)
  %397 = load i8, ptr %compare_return_buffer125, align 1
  %boolean_predicate126 = icmp ne i8 %397, 0
  br i1 %boolean_predicate126, label %is_smaller_than-true127, label %is_smaller_than-after128

is_smaller_than-after128:                         ; preds = %is_smaller_than-true127, %smaller_comparison_index-true123
  br label %smaller_comparison_index-after124

is_smaller_than-true127:                          ; preds = %smaller_comparison_index-true123
  %398 = load float, ptr %390, align 4
  %399 = load float, ptr %392, align 4
  %400 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %66
  store float %398, ptr addrspace(3) %400, align 4
  %401 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %67
  store float %399, ptr addrspace(3) %401, align 4
  %402 = load i32, ptr %394, align 4
  %403 = load i32, ptr %396, align 4
  %404 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %66
  store i32 %402, ptr addrspace(3) %404, align 4
  %405 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %67
  store i32 %403, ptr addrspace(3) %405, align 4
  br label %is_smaller_than-after128

smaller_comparison_index-true131:                 ; preds = %smaller_comparison_index-after124
  %406 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %72
  %407 = addrspacecast ptr addrspace(3) %406 to ptr
  %408 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %71
  %409 = addrspacecast ptr addrspace(3) %408 to ptr
  %410 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %72
  %411 = addrspacecast ptr addrspace(3) %410 to ptr
  %412 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %71
  %413 = addrspacecast ptr addrspace(3) %412 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %407, ptr %409, ptr %411, ptr %413, ptr %compare_return_buffer133)
  %414 = load i8, ptr %compare_return_buffer133, align 1
  %boolean_predicate134 = icmp ne i8 %414, 0
  br i1 %boolean_predicate134, label %is_smaller_than-true135, label %is_smaller_than-after136

is_smaller_than-after136:                         ; preds = %is_smaller_than-true135, %smaller_comparison_index-true131
  br label %smaller_comparison_index-after132

is_smaller_than-true135:                          ; preds = %smaller_comparison_index-true131
  %415 = load float, ptr %407, align 4
  %416 = load float, ptr %409, align 4
  %417 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %71
  store float %415, ptr addrspace(3) %417, align 4
  %418 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %72
  store float %416, ptr addrspace(3) %418, align 4
  %419 = load i32, ptr %411, align 4
  %420 = load i32, ptr %413, align 4
  %421 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %71
  store i32 %419, ptr addrspace(3) %421, align 4
  %422 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %72
  store i32 %420, ptr addrspace(3) %422, align 4
  br label %is_smaller_than-after136

smaller_comparison_index-true138:                 ; preds = %smaller_comparison_index-after132
  %423 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %77
  %424 = addrspacecast ptr addrspace(3) %423 to ptr
  %425 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %76
  %426 = addrspacecast ptr addrspace(3) %425 to ptr
  %427 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %77
  %428 = addrspacecast ptr addrspace(3) %427 to ptr
  %429 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %76
  %430 = addrspacecast ptr addrspace(3) %429 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %424, ptr %426, ptr %428, ptr %430, ptr %compare_return_buffer140)
  %431 = load i8, ptr %compare_return_buffer140, align 1
  %boolean_predicate141 = icmp ne i8 %431, 0
  br i1 %boolean_predicate141, label %is_smaller_than-true142, label %is_smaller_than-after143

is_smaller_than-after143:                         ; preds = %is_smaller_than-true142, %smaller_comparison_index-true138
  br label %smaller_comparison_index-after139

is_smaller_than-true142:                          ; preds = %smaller_comparison_index-true138
  %432 = load float, ptr %424, align 4
  %433 = load float, ptr %426, align 4
  %434 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %76
  store float %432, ptr addrspace(3) %434, align 4
  %435 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %77
  store float %433, ptr addrspace(3) %435, align 4
  %436 = load i32, ptr %428, align 4
  %437 = load i32, ptr %430, align 4
  %438 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %76
  store i32 %436, ptr addrspace(3) %438, align 4
  %439 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %77
  store i32 %437, ptr addrspace(3) %439, align 4
  br label %is_smaller_than-after143

smaller_comparison_index-true146:                 ; preds = %smaller_comparison_index-after139
  %440 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %82
  %441 = addrspacecast ptr addrspace(3) %440 to ptr
  %442 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %81
  %443 = addrspacecast ptr addrspace(3) %442 to ptr
  %444 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %82
  %445 = addrspacecast ptr addrspace(3) %444 to ptr
  %446 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %81
  %447 = addrspacecast ptr addrspace(3) %446 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %441, ptr %443, ptr %445, ptr %447, ptr %compare_return_buffer148)
  %448 = load i8, ptr %compare_return_buffer148, align 1
  %boolean_predicate149 = icmp ne i8 %448, 0
  br i1 %boolean_predicate149, label %is_smaller_than-true150, label %is_smaller_than-after151

is_smaller_than-after151:                         ; preds = %is_smaller_than-true150, %smaller_comparison_index-true146
  br label %smaller_comparison_index-after147

is_smaller_than-true150:                          ; preds = %smaller_comparison_index-true146
  %449 = load float, ptr %441, align 4
  %450 = load float, ptr %443, align 4
  %451 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %81
  store float %449, ptr addrspace(3) %451, align 4
  %452 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %82
  store float %450, ptr addrspace(3) %452, align 4
  %453 = load i32, ptr %445, align 4
  %454 = load i32, ptr %447, align 4
  %455 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %81
  store i32 %453, ptr addrspace(3) %455, align 4
  %456 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %82
  store i32 %454, ptr addrspace(3) %456, align 4
  br label %is_smaller_than-after151

smaller_comparison_index-true153:                 ; preds = %smaller_comparison_index-after147
  %457 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %87
  %458 = addrspacecast ptr addrspace(3) %457 to ptr
  %459 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %86
  %460 = addrspacecast ptr addrspace(3) %459 to ptr
  %461 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %87
  %462 = addrspacecast ptr addrspace(3) %461 to ptr
  %463 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %86
  %464 = addrspacecast ptr addrspace(3) %463 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %458, ptr %460, ptr %462, ptr %464, ptr %compare_return_buffer155)
  %465 = load i8, ptr %compare_return_buffer155, align 1
  %boolean_predicate156 = icmp ne i8 %465, 0
  br i1 %boolean_predicate156, label %is_smaller_than-true157, label %is_smaller_than-after158

is_smaller_than-after158:                         ; preds = %is_smaller_than-true157, %smaller_comparison_index-true153
  br label %smaller_comparison_index-after154

is_smaller_than-true157:                          ; preds = %smaller_comparison_index-true153
  %466 = load float, ptr %458, align 4
  %467 = load float, ptr %460, align 4
  %468 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %86
  store float %466, ptr addrspace(3) %468, align 4
  %469 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %87
  store float %467, ptr addrspace(3) %469, align 4
  %470 = load i32, ptr %462, align 4
  %471 = load i32, ptr %464, align 4
  %472 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %86
  store i32 %470, ptr addrspace(3) %472, align 4
  %473 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %87
  store i32 %471, ptr addrspace(3) %473, align 4
  br label %is_smaller_than-after158

smaller_comparison_index-true161:                 ; preds = %smaller_comparison_index-after154
  %474 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %89
  %475 = addrspacecast ptr addrspace(3) %474 to ptr
  %476 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %88
  %477 = addrspacecast ptr addrspace(3) %476 to ptr
  %478 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %89
  %479 = addrspacecast ptr addrspace(3) %478 to ptr
  %480 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %88
  %481 = addrspacecast ptr addrspace(3) %480 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %475, ptr %477, ptr %479, ptr %481, ptr %compare_return_buffer163)
  %482 = load i8, ptr %compare_return_buffer163, align 1
  %boolean_predicate164 = icmp ne i8 %482, 0
  br i1 %boolean_predicate164, label %is_smaller_than-true165, label %is_smaller_than-after166

is_smaller_than-after166:                         ; preds = %is_smaller_than-true165, %smaller_comparison_index-true161
  br label %smaller_comparison_index-after162

is_smaller_than-true165:                          ; preds = %smaller_comparison_index-true161
  %483 = load float, ptr %475, align 4
  %484 = load float, ptr %477, align 4
  %485 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %88
  store float %483, ptr addrspace(3) %485, align 4
  %486 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %89
  store float %484, ptr addrspace(3) %486, align 4
  %487 = load i32, ptr %479, align 4
  %488 = load i32, ptr %481, align 4
  %489 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %88
  store i32 %487, ptr addrspace(3) %489, align 4
  %490 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %89
  store i32 %488, ptr addrspace(3) %490, align 4
  br label %is_smaller_than-after166

smaller_comparison_index-true168:                 ; preds = %smaller_comparison_index-after162
  %491 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %91
  %492 = addrspacecast ptr addrspace(3) %491 to ptr
  %493 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %90
  %494 = addrspacecast ptr addrspace(3) %493 to ptr
  %495 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %91
  %496 = addrspacecast ptr addrspace(3) %495 to ptr
  %497 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %90
  %498 = addrspacecast ptr addrspace(3) %497 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %492, ptr %494, ptr %496, ptr %498, ptr %compare_return_buffer170)
  %499 = load i8, ptr %compare_return_buffer170, align 1
  %boolean_predicate171 = icmp ne i8 %499, 0
  br i1 %boolean_predicate171, label %is_smaller_than-true172, label %is_smaller_than-after173

is_smaller_than-after173:                         ; preds = %is_smaller_than-true172, %smaller_comparison_index-true168
  br label %smaller_comparison_index-after169

is_smaller_than-true172:                          ; preds = %smaller_comparison_index-true168
  %500 = load float, ptr %492, align 4
  %501 = load float, ptr %494, align 4
  %502 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %90
  store float %500, ptr addrspace(3) %502, align 4
  %503 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %91
  store float %501, ptr addrspace(3) %503, align 4
  %504 = load i32, ptr %496, align 4
  %505 = load i32, ptr %498, align 4
  %506 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %90
  store i32 %504, ptr addrspace(3) %506, align 4
  %507 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %91
  store i32 %505, ptr addrspace(3) %507, align 4
  br label %is_smaller_than-after173

smaller_comparison_index-true176:                 ; preds = %smaller_comparison_index-after169
  %508 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %94
  %509 = addrspacecast ptr addrspace(3) %508 to ptr
  %510 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %93
  %511 = addrspacecast ptr addrspace(3) %510 to ptr
  %512 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %94
  %513 = addrspacecast ptr addrspace(3) %512 to ptr
  %514 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %93
  %515 = addrspacecast ptr addrspace(3) %514 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %509, ptr %511, ptr %513, ptr %515, ptr %compare_return_buffer178)
  %516 = load i8, ptr %compare_return_buffer178, align 1
  %boolean_predicate179 = icmp ne i8 %516, 0
  br i1 %boolean_predicate179, label %is_smaller_than-true180, label %is_smaller_than-after181

is_smaller_than-after181:                         ; preds = %is_smaller_than-true180, %smaller_comparison_index-true176
  br label %smaller_comparison_index-after177

is_smaller_than-true180:                          ; preds = %smaller_comparison_index-true176
  %517 = load float, ptr %509, align 4
  %518 = load float, ptr %511, align 4
  %519 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %93
  store float %517, ptr addrspace(3) %519, align 4
  %520 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %94
  store float %518, ptr addrspace(3) %520, align 4
  %521 = load i32, ptr %513, align 4
  %522 = load i32, ptr %515, align 4
  %523 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %93
  store i32 %521, ptr addrspace(3) %523, align 4
  %524 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %94
  store i32 %522, ptr addrspace(3) %524, align 4
  br label %is_smaller_than-after181

smaller_comparison_index-true183:                 ; preds = %smaller_comparison_index-after177
  %525 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %97
  %526 = addrspacecast ptr addrspace(3) %525 to ptr
  %527 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %96
  %528 = addrspacecast ptr addrspace(3) %527 to ptr
  %529 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %97
  %530 = addrspacecast ptr addrspace(3) %529 to ptr
  %531 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %96
  %532 = addrspacecast ptr addrspace(3) %531 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %526, ptr %528, ptr %530, ptr %532, ptr %compare_return_buffer185)
  %533 = load i8, ptr %compare_return_buffer185, align 1
  %boolean_predicate186 = icmp ne i8 %533, 0
  br i1 %boolean_predicate186, label %is_smaller_than-true187, label %is_smaller_than-after188

is_smaller_than-after188:                         ; preds = %is_smaller_than-true187, %smaller_comparison_index-true183
  br label %smaller_comparison_index-after184

is_smaller_than-true187:                          ; preds = %smaller_comparison_index-true183
  %534 = load float, ptr %526, align 4
  %535 = load float, ptr %528, align 4
  %536 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %96
  store float %534, ptr addrspace(3) %536, align 4
  %537 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %97
  store float %535, ptr addrspace(3) %537, align 4
  %538 = load i32, ptr %530, align 4
  %539 = load i32, ptr %532, align 4
  %540 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %96
  store i32 %538, ptr addrspace(3) %540, align 4
  %541 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %97
  store i32 %539, ptr addrspace(3) %541, align 4
  br label %is_smaller_than-after188

smaller_comparison_index-true191:                 ; preds = %smaller_comparison_index-after184
  %542 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %102
  %543 = addrspacecast ptr addrspace(3) %542 to ptr
  %544 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %101
  %545 = addrspacecast ptr addrspace(3) %544 to ptr
  %546 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %102
  %547 = addrspacecast ptr addrspace(3) %546 to ptr
  %548 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %101
  %549 = addrspacecast ptr addrspace(3) %548 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %543, ptr %545, ptr %547, ptr %549, ptr %compare_return_buffer193)
  %550 = load i8, ptr %compare_return_buffer193, align 1
  %boolean_predicate194 = icmp ne i8 %550, 0
  br i1 %boolean_predicate194, label %is_smaller_than-true195, label %is_smaller_than-after196

is_smaller_than-after196:                         ; preds = %is_smaller_than-true195, %smaller_comparison_index-true191
  br label %smaller_comparison_index-after192

is_smaller_than-true195:                          ; preds = %smaller_comparison_index-true191
  %551 = load float, ptr %543, align 4
  %552 = load float, ptr %545, align 4
  %553 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %101
  store float %551, ptr addrspace(3) %553, align 4
  %554 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %102
  store float %552, ptr addrspace(3) %554, align 4
  %555 = load i32, ptr %547, align 4
  %556 = load i32, ptr %549, align 4
  %557 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %101
  store i32 %555, ptr addrspace(3) %557, align 4
  %558 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %102
  store i32 %556, ptr addrspace(3) %558, align 4
  br label %is_smaller_than-after196

smaller_comparison_index-true198:                 ; preds = %smaller_comparison_index-after192
  %559 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %107
  %560 = addrspacecast ptr addrspace(3) %559 to ptr
  %561 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %106
  %562 = addrspacecast ptr addrspace(3) %561 to ptr
  %563 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %107
  %564 = addrspacecast ptr addrspace(3) %563 to ptr
  %565 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %106
  %566 = addrspacecast ptr addrspace(3) %565 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %560, ptr %562, ptr %564, ptr %566, ptr %compare_return_buffer200)
  %567 = load i8, ptr %compare_return_buffer200, align 1
  %boolean_predicate201 = icmp ne i8 %567, 0
  br i1 %boolean_predicate201, label %is_smaller_than-true202, label %is_smaller_than-after203

is_smaller_than-after203:                         ; preds = %is_smaller_than-true202, %smaller_comparison_index-true198
  br label %smaller_comparison_index-after199

is_smaller_than-true202:                          ; preds = %smaller_comparison_index-true198
  %568 = load float, ptr %560, align 4
  %569 = load float, ptr %562, align 4
  %570 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %106
  store float %568, ptr addrspace(3) %570, align 4
  %571 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %107
  store float %569, ptr addrspace(3) %571, align 4
  %572 = load i32, ptr %564, align 4
  %573 = load i32, ptr %566, align 4
  %574 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %106
  store i32 %572, ptr addrspace(3) %574, align 4
  %575 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %107
  store i32 %573, ptr addrspace(3) %575, align 4
  br label %is_smaller_than-after203

smaller_comparison_index-true206:                 ; preds = %smaller_comparison_index-after199
  %576 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %112
  %577 = addrspacecast ptr addrspace(3) %576 to ptr
  %578 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %111
  %579 = addrspacecast ptr addrspace(3) %578 to ptr
  %580 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %112
  %581 = addrspacecast ptr addrspace(3) %580 to ptr
  %582 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %111
  %583 = addrspacecast ptr addrspace(3) %582 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %577, ptr %579, ptr %581, ptr %583, ptr %compare_return_buffer208)
  %584 = load i8, ptr %compare_return_buffer208, align 1
  %boolean_predicate209 = icmp ne i8 %584, 0
  br i1 %boolean_predicate209, label %is_smaller_than-true210, label %is_smaller_than-after211

is_smaller_than-after211:                         ; preds = %is_smaller_than-true210, %smaller_comparison_index-true206
  br label %smaller_comparison_index-after207

is_smaller_than-true210:                          ; preds = %smaller_comparison_index-true206
  %585 = load float, ptr %577, align 4
  %586 = load float, ptr %579, align 4
  %587 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %111
  store float %585, ptr addrspace(3) %587, align 4
  %588 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %112
  store float %586, ptr addrspace(3) %588, align 4
  %589 = load i32, ptr %581, align 4
  %590 = load i32, ptr %583, align 4
  %591 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %111
  store i32 %589, ptr addrspace(3) %591, align 4
  %592 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %112
  store i32 %590, ptr addrspace(3) %592, align 4
  br label %is_smaller_than-after211

smaller_comparison_index-true213:                 ; preds = %smaller_comparison_index-after207
  %593 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %117
  %594 = addrspacecast ptr addrspace(3) %593 to ptr
  %595 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %116
  %596 = addrspacecast ptr addrspace(3) %595 to ptr
  %597 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %117
  %598 = addrspacecast ptr addrspace(3) %597 to ptr
  %599 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %116
  %600 = addrspacecast ptr addrspace(3) %599 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %594, ptr %596, ptr %598, ptr %600, ptr %compare_return_buffer215)
  %601 = load i8, ptr %compare_return_buffer215, align 1
  %boolean_predicate216 = icmp ne i8 %601, 0
  br i1 %boolean_predicate216, label %is_smaller_than-true217, label %is_smaller_than-after218

is_smaller_than-after218:                         ; preds = %is_smaller_than-true217, %smaller_comparison_index-true213
  br label %smaller_comparison_index-after214

is_smaller_than-true217:                          ; preds = %smaller_comparison_index-true213
  %602 = load float, ptr %594, align 4
  %603 = load float, ptr %596, align 4
  %604 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %116
  store float %602, ptr addrspace(3) %604, align 4
  %605 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %117
  store float %603, ptr addrspace(3) %605, align 4
  %606 = load i32, ptr %598, align 4
  %607 = load i32, ptr %600, align 4
  %608 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %116
  store i32 %606, ptr addrspace(3) %608, align 4
  %609 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %117
  store i32 %607, ptr addrspace(3) %609, align 4
  br label %is_smaller_than-after218

smaller_comparison_index-true221:                 ; preds = %smaller_comparison_index-after214
  %610 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %122
  %611 = addrspacecast ptr addrspace(3) %610 to ptr
  %612 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %121
  %613 = addrspacecast ptr addrspace(3) %612 to ptr
  %614 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %122
  %615 = addrspacecast ptr addrspace(3) %614 to ptr
  %616 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %121
  %617 = addrspacecast ptr addrspace(3) %616 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %611, ptr %613, ptr %615, ptr %617, ptr %compare_return_buffer223)
  %618 = load i8, ptr %compare_return_buffer223, align 1
  %boolean_predicate224 = icmp ne i8 %618, 0
  br i1 %boolean_predicate224, label %is_smaller_than-true225, label %is_smaller_than-after226

is_smaller_than-after226:                         ; preds = %is_smaller_than-true225, %smaller_comparison_index-true221
  br label %smaller_comparison_index-after222

is_smaller_than-true225:                          ; preds = %smaller_comparison_index-true221
  %619 = load float, ptr %611, align 4
  %620 = load float, ptr %613, align 4
  %621 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %121
  store float %619, ptr addrspace(3) %621, align 4
  %622 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %122
  store float %620, ptr addrspace(3) %622, align 4
  %623 = load i32, ptr %615, align 4
  %624 = load i32, ptr %617, align 4
  %625 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %121
  store i32 %623, ptr addrspace(3) %625, align 4
  %626 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %122
  store i32 %624, ptr addrspace(3) %626, align 4
  br label %is_smaller_than-after226

smaller_comparison_index-true228:                 ; preds = %smaller_comparison_index-after222
  %627 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %127
  %628 = addrspacecast ptr addrspace(3) %627 to ptr
  %629 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %126
  %630 = addrspacecast ptr addrspace(3) %629 to ptr
  %631 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %127
  %632 = addrspacecast ptr addrspace(3) %631 to ptr
  %633 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %126
  %634 = addrspacecast ptr addrspace(3) %633 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %628, ptr %630, ptr %632, ptr %634, ptr %compare_return_buffer230)
  %635 = load i8, ptr %compare_return_buffer230, align 1
  %boolean_predicate231 = icmp ne i8 %635, 0
  br i1 %boolean_predicate231, label %is_smaller_than-true232, label %is_smaller_than-after233

is_smaller_than-after233:                         ; preds = %is_smaller_than-true232, %smaller_comparison_index-true228
  br label %smaller_comparison_index-after229

is_smaller_than-true232:                          ; preds = %smaller_comparison_index-true228
  %636 = load float, ptr %628, align 4
  %637 = load float, ptr %630, align 4
  %638 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %126
  store float %636, ptr addrspace(3) %638, align 4
  %639 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %127
  store float %637, ptr addrspace(3) %639, align 4
  %640 = load i32, ptr %632, align 4
  %641 = load i32, ptr %634, align 4
  %642 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %126
  store i32 %640, ptr addrspace(3) %642, align 4
  %643 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %127
  store i32 %641, ptr addrspace(3) %643, align 4
  br label %is_smaller_than-after233

smaller_comparison_index-true236:                 ; preds = %smaller_comparison_index-after229
  %644 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %129
  %645 = addrspacecast ptr addrspace(3) %644 to ptr
  %646 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %128
  %647 = addrspacecast ptr addrspace(3) %646 to ptr
  %648 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %129
  %649 = addrspacecast ptr addrspace(3) %648 to ptr
  %650 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %128
  %651 = addrspacecast ptr addrspace(3) %650 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %645, ptr %647, ptr %649, ptr %651, ptr %compare_return_buffer238)
  %652 = load i8, ptr %compare_return_buffer238, align 1
  %boolean_predicate239 = icmp ne i8 %652, 0
  br i1 %boolean_predicate239, label %is_smaller_than-true240, label %is_smaller_than-after241

is_smaller_than-after241:                         ; preds = %is_smaller_than-true240, %smaller_comparison_index-true236
  br label %smaller_comparison_index-after237

is_smaller_than-true240:                          ; preds = %smaller_comparison_index-true236
  %653 = load float, ptr %645, align 4
  %654 = load float, ptr %647, align 4
  %655 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %128
  store float %653, ptr addrspace(3) %655, align 4
  %656 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %129
  store float %654, ptr addrspace(3) %656, align 4
  %657 = load i32, ptr %649, align 4
  %658 = load i32, ptr %651, align 4
  %659 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %128
  store i32 %657, ptr addrspace(3) %659, align 4
  %660 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %129
  store i32 %658, ptr addrspace(3) %660, align 4
  br label %is_smaller_than-after241

smaller_comparison_index-true243:                 ; preds = %smaller_comparison_index-after237
  %661 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %131
  %662 = addrspacecast ptr addrspace(3) %661 to ptr
  %663 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %130
  %664 = addrspacecast ptr addrspace(3) %663 to ptr
  %665 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %131
  %666 = addrspacecast ptr addrspace(3) %665 to ptr
  %667 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %130
  %668 = addrspacecast ptr addrspace(3) %667 to ptr
  call void @region_0_1_clone_757718422541417945710661017440478403880(ptr %662, ptr %664, ptr %666, ptr %668, ptr %compare_return_buffer245)
  %669 = load i8, ptr %compare_return_buffer245, align 1
  %boolean_predicate246 = icmp ne i8 %669, 0
  br i1 %boolean_predicate246, label %is_smaller_than-true247, label %is_smaller_than-after248

is_smaller_than-after248:                         ; preds = %is_smaller_than-true247, %smaller_comparison_index-true243
  br label %smaller_comparison_index-after244

is_smaller_than-true247:                          ; preds = %smaller_comparison_index-true243
  %670 = load float, ptr %662, align 4
  %671 = load float, ptr %664, align 4
  %672 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %130
  store float %670, ptr addrspace(3) %672, align 4
  %673 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %131
  store float %671, ptr addrspace(3) %673, align 4
  %674 = load i32, ptr %666, align 4
  %675 = load i32, ptr %668, align 4
  %676 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %130
  store i32 %674, ptr addrspace(3) %676, align 4
  %677 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %131
  store i32 %675, ptr addrspace(3) %677, align 4
  br label %is_smaller_than-after248

smaller_keys_index-true252:                       ; preds = %smaller_comparison_index-after244
  %cache_index254 = add nuw nsw i64 %base_cache_index250, 0
  %678 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index254
  %679 = load float, ptr addrspace(3) %678, align 4
  %680 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index251
  store float %679, ptr %680, align 4
  br label %smaller_keys_index-after253

smaller_keys_index-true256:                       ; preds = %smaller_keys_index-after253
  %cache_index258 = add nuw nsw i64 %base_cache_index250, 1
  %681 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index258
  %682 = load float, ptr addrspace(3) %681, align 4
  %683 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index255
  store float %682, ptr %683, align 4
  br label %smaller_keys_index-after257

smaller_keys_index-true260:                       ; preds = %smaller_keys_index-after257
  %cache_index262 = add nuw nsw i64 %base_cache_index250, 2
  %684 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index262
  %685 = load float, ptr addrspace(3) %684, align 4
  %686 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index259
  store float %685, ptr %686, align 4
  br label %smaller_keys_index-after261

smaller_keys_index-true264:                       ; preds = %smaller_keys_index-after261
  %cache_index266 = add nuw nsw i64 %base_cache_index250, 3
  %687 = getelementptr [64 x float], ptr addrspace(3) @sort.15.1_tile_param_0, i64 0, i64 %cache_index266
  %688 = load float, ptr addrspace(3) %687, align 4
  %689 = getelementptr inbounds [8 x [32 x float]], ptr %arg1, i64 0, i64 %5, i64 %current_keys_index263
  store float %688, ptr %689, align 4
  br label %smaller_keys_index-after265

smaller_keys_index-true270:                       ; preds = %smaller_keys_index-after265
  %cache_index272 = add nuw nsw i64 %base_cache_index268, 0
  %690 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index272
  %691 = load i32, ptr addrspace(3) %690, align 4
  %692 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %5, i64 %current_keys_index269
  store i32 %691, ptr %692, align 4
  br label %smaller_keys_index-after271

smaller_keys_index-true274:                       ; preds = %smaller_keys_index-after271
  %cache_index276 = add nuw nsw i64 %base_cache_index268, 1
  %693 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index276
  %694 = load i32, ptr addrspace(3) %693, align 4
  %695 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %5, i64 %current_keys_index273
  store i32 %694, ptr %695, align 4
  br label %smaller_keys_index-after275

smaller_keys_index-true278:                       ; preds = %smaller_keys_index-after275
  %cache_index280 = add nuw nsw i64 %base_cache_index268, 2
  %696 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index280
  %697 = load i32, ptr addrspace(3) %696, align 4
  %698 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %5, i64 %current_keys_index277
  store i32 %697, ptr %698, align 4
  br label %smaller_keys_index-after279

smaller_keys_index-true282:                       ; preds = %smaller_keys_index-after279
  %cache_index284 = add nuw nsw i64 %base_cache_index268, 3
  %699 = getelementptr [64 x i32], ptr addrspace(3) @sort.15.1_tile_param_1, i64 0, i64 %cache_index284
  %700 = load i32, ptr addrspace(3) %699, align 4
  %701 = getelementptr inbounds [8 x [32 x i32]], ptr %arg2, i64 0, i64 %5, i64 %current_keys_index281
  store i32 %700, ptr %701, align 4
  br label %smaller_keys_index-after283
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

define internal void @region_0_1_clone_757718422541417945710661017440478403880(ptr dereferenceable(4) %0, ptr dereferenceable(4) %1, ptr dereferenceable(4) %2, ptr dereferenceable(4) %3, ptr dereferenceable(1) %output_arg) {
entry:
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i8, align 1
  %18 = alloca float, align 4
  %19 = alloca i8, align 1
  %20 = alloca float, align 4
  %21 = alloca i8, align 1
  %22 = alloca float, align 4
  %23 = alloca i8, align 1
  %24 = alloca i8, align 1
  %sort.9 = load float, ptr %0, align 4
  %sort.91 = load float, ptr %0, align 4
  %ne.0.0 = fcmp une float %sort.9, %sort.91
  %25 = zext i1 %ne.0.0 to i8
  store i8 %25, ptr %21, align 1
  %sort.92 = load float, ptr %0, align 4
  %constant_14_0 = load float, ptr @buffer_for_constant_14_0, align 4
  %eq.0.0 = fcmp oeq float %sort.92, %constant_14_0
  %26 = zext i1 %eq.0.0 to i8
  store i8 %26, ptr %23, align 1
  %eq.0.03 = load i8, ptr %23, align 1
  %constant_14_04 = load float, ptr @buffer_for_constant_14_0, align 4
  %sort.95 = load float, ptr %0, align 4
  %27 = trunc i8 %eq.0.03 to i1
  %28 = select i1 %27, float %constant_14_04, float %sort.95
  store float %28, ptr %22, align 4
  %ne.0.06 = load i8, ptr %21, align 1
  %constant_13_0 = load float, ptr @buffer_for_constant_13_0, align 4
  %select_n.0.0 = load float, ptr %22, align 4
  %29 = trunc i8 %ne.0.06 to i1
  %30 = select i1 %29, float %constant_13_0, float %select_n.0.0
  store float %30, ptr %20, align 4
  %select_n.1.0 = load float, ptr %20, align 4
  store float %select_n.1.0, ptr %5, align 4
  %bitcast.2.0 = load i32, ptr %5, align 4
  %constant_15_0 = load i32, ptr @buffer_for_constant_15_0, align 4
  %31 = icmp slt i32 %bitcast.2.0, %constant_15_0
  %32 = zext i1 %31 to i8
  store i8 %32, ptr %14, align 1
  %constant_17_0 = load i32, ptr @buffer_for_constant_17_0, align 4
  %bitcast.2.07 = load i32, ptr %5, align 4
  %33 = xor i32 %constant_17_0, %bitcast.2.07
  store i32 %33, ptr %15, align 4
  %compare.15.0 = load i8, ptr %14, align 1
  %xor.8.0 = load i32, ptr %15, align 4
  %bitcast.2.08 = load i32, ptr %5, align 4
  %34 = trunc i8 %compare.15.0 to i1
  %35 = select i1 %34, i32 %xor.8.0, i32 %bitcast.2.08
  store i32 %35, ptr %13, align 4
  %sort.14 = load float, ptr %1, align 4
  %sort.149 = load float, ptr %1, align 4
  %ne.1.0 = fcmp une float %sort.14, %sort.149
  %36 = zext i1 %ne.1.0 to i8
  store i8 %36, ptr %17, align 1
  %sort.1410 = load float, ptr %1, align 4
  %constant_14_011 = load float, ptr @buffer_for_constant_14_0, align 4
  %eq.1.0 = fcmp oeq float %sort.1410, %constant_14_011
  %37 = zext i1 %eq.1.0 to i8
  store i8 %37, ptr %19, align 1
  %eq.1.012 = load i8, ptr %19, align 1
  %constant_14_013 = load float, ptr @buffer_for_constant_14_0, align 4
  %sort.1414 = load float, ptr %1, align 4
  %38 = trunc i8 %eq.1.012 to i1
  %39 = select i1 %38, float %constant_14_013, float %sort.1414
  store float %39, ptr %18, align 4
  %ne.1.015 = load i8, ptr %17, align 1
  %constant_13_016 = load float, ptr @buffer_for_constant_13_0, align 4
  %select_n.2.0 = load float, ptr %18, align 4
  %40 = trunc i8 %ne.1.015 to i1
  %41 = select i1 %40, float %constant_13_016, float %select_n.2.0
  store float %41, ptr %16, align 4
  %select_n.3.0 = load float, ptr %16, align 4
  store float %select_n.3.0, ptr %4, align 4
  %bitcast.3.0 = load i32, ptr %4, align 4
  %constant_15_017 = load i32, ptr @buffer_for_constant_15_0, align 4
  %42 = icmp slt i32 %bitcast.3.0, %constant_15_017
  %43 = zext i1 %42 to i8
  store i8 %43, ptr %11, align 1
  %constant_17_018 = load i32, ptr @buffer_for_constant_17_0, align 4
  %bitcast.3.019 = load i32, ptr %4, align 4
  %44 = xor i32 %constant_17_018, %bitcast.3.019
  store i32 %44, ptr %12, align 4
  %compare.16.0 = load i8, ptr %11, align 1
  %xor.9.0 = load i32, ptr %12, align 4
  %bitcast.3.020 = load i32, ptr %4, align 4
  %45 = trunc i8 %compare.16.0 to i1
  %46 = select i1 %45, i32 %xor.9.0, i32 %bitcast.3.020
  store i32 %46, ptr %10, align 4
  %select.9.0 = load i32, ptr %13, align 4
  %select.10.0 = load i32, ptr %10, align 4
  %47 = icmp slt i32 %select.9.0, %select.10.0
  %48 = zext i1 %47 to i8
  store i8 %48, ptr %9, align 1
  %select.10.021 = load i32, ptr %10, align 4
  %select.9.022 = load i32, ptr %13, align 4
  %49 = icmp slt i32 %select.10.021, %select.9.022
  %50 = zext i1 %49 to i8
  store i8 %50, ptr %8, align 1
  %lt_to.0.0 = load i8, ptr %9, align 1
  %lt_to.2.0 = load i8, ptr %8, align 1
  %51 = icmp eq i8 %lt_to.0.0, %lt_to.2.0
  %52 = zext i1 %51 to i8
  store i8 %52, ptr %7, align 1
  %p.1.lhs.clone = load i32, ptr %2, align 4
  %p.1.rhs.clone = load i32, ptr %3, align 4
  %53 = icmp slt i32 %p.1.lhs.clone, %p.1.rhs.clone
  %54 = zext i1 %53 to i8
  store i8 %54, ptr %6, align 1
  %compare.19.0 = load i8, ptr %7, align 1
  %compare.20.0 = load i8, ptr %6, align 1
  %lt_to.0.023 = load i8, ptr %9, align 1
  %55 = trunc i8 %compare.19.0 to i1
  %56 = select i1 %55, i8 %compare.20.0, i8 %lt_to.0.023
  store i8 %56, ptr %24, align 1
  %load_ret_value = load i8, ptr %24, align 1
  store i8 %load_ret_value, ptr %output_arg, align 1
  ret void
}

attributes #0 = { "nvvm.reqntid"="8,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { convergent nocallback nounwind }

!0 = !{i32 0, i32 8}
