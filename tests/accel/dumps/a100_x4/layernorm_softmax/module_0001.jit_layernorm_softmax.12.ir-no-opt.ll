; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_expf(float)

define ptx_kernel void @loop_divide_fusion(ptr noalias align 256 dereferenceable(16) %0, ptr noalias align 256 dereferenceable(16) %1, ptr noalias align 256 dereferenceable(128) %2, ptr noalias align 256 dereferenceable(128) %3) #0 {
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %6 = urem i32 %5, 4
  %7 = getelementptr inbounds [32 x float], ptr %2, i32 0, i32 %5
  %8 = load float, ptr %7, align 4, !invariant.load !2
  %9 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 %6
  %10 = load float, ptr %9, align 4, !invariant.load !2
  %11 = fsub float %8, %10
  %12 = call float @__nv_expf(float %11)
  %13 = getelementptr inbounds [4 x float], ptr %0, i32 0, i32 %6
  %14 = load float, ptr %13, align 4, !invariant.load !2
  %15 = fdiv float %12, %14
  %16 = getelementptr inbounds [32 x float], ptr %3, i32 0, i32 %5
  store float %15, ptr %16, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="32,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 32}
!2 = !{}
