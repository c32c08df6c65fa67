; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_fabsf(float)

declare float @__nv_logf(float)

define ptx_kernel void @loop_add_fusion_1(ptr noalias align 256 dereferenceable(16) %0, ptr noalias align 256 dereferenceable(16) %1, ptr noalias align 256 dereferenceable(16) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = getelementptr inbounds [4 x float], ptr %0, i32 0, i32 %4
  %6 = load float, ptr %5, align 4
  %7 = call float @__nv_fabsf(float %6)
  %8 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 %4
  %9 = load float, ptr %8, align 4, !invariant.load !2
  %10 = call float @__nv_fabsf(float %9)
  %11 = fcmp one float %10, +inf
  %12 = call float @__nv_logf(float %7)
  %13 = select i1 %11, float %9, float 0.000000e+00
  %14 = fadd float %12, %13
  store float %14, ptr %5, align 4
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
