; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_dot(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(128) %1, ptr noalias align 256 dereferenceable(512) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = udiv i32 %4, 8
  %6 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %5
  %7 = load float, ptr %6, align 4, !invariant.load !2
  %8 = urem i32 %4, 8
  %9 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %8
  %10 = load float, ptr %9, align 4, !invariant.load !2
  %11 = fmul float %7, %10
  %12 = fadd float %11, 0.000000e+00
  %13 = add i32 %5, 16
  %14 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %13
  %15 = load float, ptr %14, align 4, !invariant.load !2
  %16 = add i32 %8, 8
  %17 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %16
  %18 = load float, ptr %17, align 4, !invariant.load !2
  %19 = fmul float %15, %18
  %20 = fadd float %12, %19
  %21 = add i32 %5, 32
  %22 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %21
  %23 = load float, ptr %22, align 4, !invariant.load !2
  %24 = add i32 %8, 16
  %25 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %24
  %26 = load float, ptr %25, align 4, !invariant.load !2
  %27 = fmul float %23, %26
  %28 = fadd float %20, %27
  %29 = add i32 %5, 48
  %30 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %29
  %31 = load float, ptr %30, align 4, !invariant.load !2
  %32 = add i32 %8, 24
  %33 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %32
  %34 = load float, ptr %33, align 4, !invariant.load !2
  %35 = fmul float %31, %34
  %36 = fadd float %28, %35
  %37 = getelementptr inbounds [128 x float], ptr %2, i32 0, i32 %4
  store float %36, ptr %37, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
