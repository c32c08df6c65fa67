; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @input_reduce_select_fusion(ptr noalias align 256 dereferenceable(4096) %0, ptr noalias align 256 dereferenceable(32) %1, ptr noalias align 256 dereferenceable(4096) %2) #0 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = udiv i32 %4, 32
  %6 = udiv i32 %4, 4
  %7 = urem i32 %6, 8
  %8 = mul i32 %4, 2
  %9 = urem i32 %4, 4
  %10 = mul i32 %9, 2
  %11 = call float @fused_reduce_select_select_2_clone_1(ptr %0, i32 0, i32 %5, i32 %7, i32 %10)
  %12 = call float @region_0_1_reduce_sum_2_0(float 0.000000e+00, float %11)
  %13 = add i32 %10, 1
  %14 = call float @fused_reduce_select_select_2_clone_1(ptr %0, i32 0, i32 %5, i32 %7, i32 %13)
  %15 = call float @region_0_1_reduce_sum_2_0(float %12, float %14)
  %16 = insertelement <2 x float> poison, float %11, i32 0
  %17 = insertelement <2 x float> %16, float %14, i32 1
  %18 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i32 %8
  store <2 x float> %17, ptr %18, align 4
  %19 = add i32 %8, 512
  %20 = call float @fused_reduce_select_select_2_clone_1(ptr %0, i32 1, i32 %5, i32 %7, i32 %10)
  %21 = call float @region_0_1_reduce_sum_2_0(float %15, float %20)
  %22 = call float @fused_reduce_select_select_2_clone_1(ptr %0, i32 1, i32 %5, i32 %7, i32 %13)
  %23 = call float @region_0_1_reduce_sum_2_0(float %21, float %22)
  %24 = insertelement <2 x float> poison, float %20, i32 0
  %25 = insertelement <2 x float> %24, float %22, i32 1
  %26 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i32 %19
  store <2 x float> %25, ptr %26, align 4
  %27 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %23, i32 16, i32 31)
  %28 = call float @region_0_1_reduce_sum_2_0(float %23, float %27)
  %29 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %28, i32 8, i32 31)
  %30 = call float @region_0_1_reduce_sum_2_0(float %28, float %29)
  %31 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %30, i32 4, i32 31)
  %32 = call float @region_0_1_reduce_sum_2_0(float %30, float %31)
  %33 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %32, i32 2, i32 31)
  %34 = call float @region_0_1_reduce_sum_2_0(float %32, float %33)
  %35 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %34, i32 1, i32 31)
  %36 = call float @region_0_1_reduce_sum_2_0(float %34, float %35)
  %37 = urem i32 %4, 32
  %38 = icmp eq i32 %37, 0
  %39 = icmp sle i32 %4, 224
  %40 = and i1 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %3
  %42 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %5
  store float %36, ptr %42, align 4
  br label %43

43:                                               ; preds = %41, %3
  ret void
}

define internal float @fused_reduce_select_select_2_clone_1(ptr noalias %0, i32 %1, i32 %2, i32 %3, i32 %4) {
  %6 = mul i32 %1, 512
  %7 = mul i32 %2, 64
  %8 = add i32 %6, %7
  %9 = mul i32 %3, 8
  %10 = add i32 %8, %9
  %11 = add i32 %10, %4
  %12 = getelementptr inbounds [1024 x float], ptr %0, i32 0, i32 %11
  %13 = load float, ptr %12, align 4, !invariant.load !2
  %14 = fcmp ogt float %13, 0.000000e+00
  %15 = call float @llvm.maximum.f32(float %13, float 0.000000e+00)
  %16 = fmul float %15, 2.000000e+00
  %17 = select i1 %14, float %16, float 0.000000e+00
  ret float %17
}

define internal float @region_0_1_reduce_sum_2_0(float %0, float %1) {
  %3 = fadd nsz float %0, %1
  ret float %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

attributes #0 = { "nvvm.reqntid"="256,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 256}
!2 = !{}
