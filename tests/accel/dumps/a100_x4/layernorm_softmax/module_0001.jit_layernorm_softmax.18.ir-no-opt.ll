; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_expf(float)

define ptx_kernel void @loop_reduce_fusion_1(ptr noalias align 256 dereferenceable(16) %0, ptr noalias align 256 dereferenceable(128) %1, ptr noalias align 256 dereferenceable(16) %2) #0 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = getelementptr inbounds [4 x float], ptr %0, i32 0, i32 %4
  %6 = load float, ptr %5, align 4, !invariant.load !2
  %7 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %4
  %8 = load float, ptr %7, align 4, !invariant.load !2
  %9 = fsub float %8, %6
  %10 = call float @__nv_expf(float %9)
  %11 = fadd float %10, 0.000000e+00
  %12 = add i32 %4, 4
  %13 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %12
  %14 = load float, ptr %13, align 4, !invariant.load !2
  %15 = fsub float %14, %6
  %16 = call float @__nv_expf(float %15)
  %17 = fadd float %11, %16
  %18 = add i32 %4, 8
  %19 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %18
  %20 = load float, ptr %19, align 4, !invariant.load !2
  %21 = fsub float %20, %6
  %22 = call float @__nv_expf(float %21)
  %23 = fadd float %17, %22
  %24 = add i32 %4, 12
  %25 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %24
  %26 = load float, ptr %25, align 4, !invariant.load !2
  %27 = fsub float %26, %6
  %28 = call float @__nv_expf(float %27)
  %29 = fadd float %23, %28
  %30 = add i32 %4, 16
  %31 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %30
  %32 = load float, ptr %31, align 4, !invariant.load !2
  %33 = fsub float %32, %6
  %34 = call float @__nv_expf(float %33)
  %35 = fadd float %29, %34
  %36 = add i32 %4, 20
  %37 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %36
  %38 = load float, ptr %37, align 4, !invariant.load !2
  %39 = fsub float %38, %6
  %40 = call float @__nv_expf(float %39)
  %41 = fadd float %35, %40
  %42 = add i32 %4, 24
  %43 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %42
  %44 = load float, ptr %43, align 4, !invariant.load !2
  %45 = fsub float %44, %6
  %46 = call float @__nv_expf(float %45)
  %47 = fadd float %41, %46
  %48 = add i32 %4, 28
  %49 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %48
  %50 = load float, ptr %49, align 4, !invariant.load !2
  %51 = fsub float %50, %6
  %52 = call float @__nv_expf(float %51)
  %53 = fadd float %47, %52
  %54 = getelementptr inbounds [4 x float], ptr %2, i32 0, i32 %4
  store float %53, ptr %54, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 4}
!2 = !{}
