; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_fabsf(float)

declare float @__nv_fmaf(float, float, float)

define ptx_kernel void @wrapped_tanh(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(256) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %3
  %5 = load float, ptr %4, align 4, !invariant.load !2
  %6 = fcmp ult float %5, f0x40FFF644
  %7 = select i1 %6, float %5, float f0x40FFF644
  %8 = fcmp ugt float %7, f0xC0FFF644
  %9 = select i1 %8, float %7, float f0xC0FFF644
  %10 = call float @__nv_fabsf(float %5)
  %11 = fcmp olt float %10, 4.000000e-04
  %12 = fmul float %9, %9
  %13 = call float @__nv_fmaf(float %12, float f0xA59F25C0, float f0x2A61337E)
  %14 = call float @__nv_fmaf(float %12, float %13, float f0xAEBD37FF)
  %15 = call float @__nv_fmaf(float %12, float %14, float f0x335C0041)
  %16 = call float @__nv_fmaf(float %12, float %15, float f0x3779434A)
  %17 = call float @__nv_fmaf(float %12, float %16, float f0x3A270DED)
  %18 = call float @__nv_fmaf(float %12, float %17, float f0x3BA059DC)
  %19 = fmul float %9, %18
  %20 = call float @__nv_fmaf(float %12, float f0x35A0D3D8, float f0x38F895D6)
  %21 = call float @__nv_fmaf(float %12, float %20, float f0x3B14AA05)
  %22 = call float @__nv_fmaf(float %12, float %21, float f0x3BA059DD)
  %23 = fdiv float %19, %22
  %24 = select i1 %11, float %9, float %23
  %25 = getelementptr inbounds [64 x float], ptr %1, i32 0, i32 %3
  store float %24, ptr %25, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
