; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_fabsf(float)

declare float @__nv_expf(float)

define ptx_kernel void @loop_reduce_fusion_1(ptr noalias align 256 dereferenceable(16) %0, ptr noalias align 256 dereferenceable(128) %1, ptr noalias align 256 dereferenceable(16) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = getelementptr inbounds [4 x float], ptr %0, i32 0, i32 %4
  %6 = load float, ptr %5, align 4, !invariant.load !2
  %7 = call float @__nv_fabsf(float %6)
  %8 = fcmp one float %7, +inf
  %9 = select i1 %8, float %6, float 0.000000e+00
  %10 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %4
  %11 = load float, ptr %10, align 4, !invariant.load !2
  %12 = fsub float %11, %9
  %13 = call float @__nv_expf(float %12)
  %14 = fadd float %13, 0.000000e+00
  %15 = add i32 %4, 4
  %16 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %15
  %17 = load float, ptr %16, align 4, !invariant.load !2
  %18 = fsub float %17, %9
  %19 = call float @__nv_expf(float %18)
  %20 = fadd float %14, %19
  %21 = add i32 %4, 8
  %22 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %21
  %23 = load float, ptr %22, align 4, !invariant.load !2
  %24 = fsub float %23, %9
  %25 = call float @__nv_expf(float %24)
  %26 = fadd float %20, %25
  %27 = add i32 %4, 12
  %28 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %27
  %29 = load float, ptr %28, align 4, !invariant.load !2
  %30 = fsub float %29, %9
  %31 = call float @__nv_expf(float %30)
  %32 = fadd float %26, %31
  %33 = add i32 %4, 16
  %34 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %33
  %35 = load float, ptr %34, align 4, !invariant.load !2
  %36 = fsub float %35, %9
  %37 = call float @__nv_expf(float %36)
  %38 = fadd float %32, %37
  %39 = add i32 %4, 20
  %40 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %39
  %41 = load float, ptr %40, align 4, !invariant.load !2
  %42 = fsub float %41, %9
  %43 = call float @__nv_expf(float %42)
  %44 = fadd float %38, %43
  %45 = add i32 %4, 24
  %46 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %45
  %47 = load float, ptr %46, align 4, !invariant.load !2
  %48 = fsub float %47, %9
  %49 = call float @__nv_expf(float %48)
  %50 = fadd float %44, %49
  %51 = add i32 %4, 28
  %52 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %51
  %53 = load float, ptr %52, align 4, !invariant.load !2
  %54 = fsub float %53, %9
  %55 = call float @__nv_expf(float %54)
  %56 = fadd float %50, %55
  %57 = getelementptr inbounds [4 x float], ptr %2, i32 0, i32 %4
  store float %56, ptr %57, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { "nvvm.reqntid"="4,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 4}
!2 = !{}
