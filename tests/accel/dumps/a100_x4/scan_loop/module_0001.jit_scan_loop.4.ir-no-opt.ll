; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_fabsf(float)

declare float @__nv_fmaf(float, float, float)

define ptx_kernel void @input_reduce_tanh_fusion(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 16 dereferenceable(1024) %1, ptr noalias align 256 dereferenceable(4) %2, ptr noalias align 256 dereferenceable(16) %3, ptr noalias align 256 dereferenceable(256) %4) #0 {
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %7 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %6
  %8 = load float, ptr %7, align 4, !invariant.load !2
  %9 = getelementptr inbounds [1 x i32], ptr %2, i32 0, i32 0
  %10 = load i32, ptr %9, align 4, !invariant.load !2
  %11 = call i32 @llvm.smin.i32(i32 %10, i32 3)
  %12 = call i32 @llvm.smax.i32(i32 %11, i32 0)
  %13 = mul i32 %12, 64
  %14 = add i32 %13, %6
  %15 = getelementptr inbounds [256 x float], ptr %1, i32 0, i32 %14
  %16 = load float, ptr %15, align 4, !invariant.load !2
  %17 = fadd float %8, %16
  %18 = fcmp ult float %17, f0x40FFF644
  %19 = select i1 %18, float %17, float f0x40FFF644
  %20 = fcmp ugt float %19, f0xC0FFF644
  %21 = select i1 %20, float %19, float f0xC0FFF644
  %22 = call float @__nv_fabsf(float %17)
  %23 = fcmp olt float %22, 4.000000e-04
  %24 = fmul float %21, %21
  %25 = call float @__nv_fmaf(float %24, float f0xA59F25C0, float f0x2A61337E)
  %26 = call float @__nv_fmaf(float %24, float %25, float f0xAEBD37FF)
  %27 = call float @__nv_fmaf(float %24, float %26, float f0x335C0041)
  %28 = call float @__nv_fmaf(float %24, float %27, float f0x3779434A)
  %29 = call float @__nv_fmaf(float %24, float %28, float f0x3A270DED)
  %30 = call float @__nv_fmaf(float %24, float %29, float f0x3BA059DC)
  %31 = fmul float %21, %30
  %32 = call float @__nv_fmaf(float %24, float f0x35A0D3D8, float f0x38F895D6)
  %33 = call float @__nv_fmaf(float %24, float %32, float f0x3B14AA05)
  %34 = call float @__nv_fmaf(float %24, float %33, float f0x3BA059DD)
  %35 = fdiv float %31, %34
  %36 = select i1 %23, float %21, float %35
  %37 = call float @region_1_1_reduce_sum_6_0(float 0.000000e+00, float %36)
  %38 = getelementptr inbounds [64 x float], ptr %4, i32 0, i32 %6
  store float %36, ptr %38, align 4
  %39 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %37, i32 8, i32 31)
  %40 = call float @region_1_1_reduce_sum_6_0(float %37, float %39)
  %41 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %40, i32 4, i32 31)
  %42 = call float @region_1_1_reduce_sum_6_0(float %40, float %41)
  %43 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %42, i32 2, i32 31)
  %44 = call float @region_1_1_reduce_sum_6_0(float %42, float %43)
  %45 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %44, i32 1, i32 31)
  %46 = call float @region_1_1_reduce_sum_6_0(float %44, float %45)
  %47 = urem i32 %6, 16
  %48 = icmp eq i32 %47, 0
  %49 = icmp sle i32 %6, 48
  %50 = and i1 %48, %49
  %51 = udiv i32 %6, 16
  br i1 %50, label %52, label %54

52:                                               ; preds = %5
  %53 = getelementptr inbounds [4 x float], ptr %3, i32 0, i32 %51
  store float %46, ptr %53, align 4
  br label %54

54:                                               ; preds = %52, %5
  ret void
}

define internal float @region_1_1_reduce_sum_6_0(float %0, float %1) {
  %3 = fadd nsz float %0, %1
  ret float %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
