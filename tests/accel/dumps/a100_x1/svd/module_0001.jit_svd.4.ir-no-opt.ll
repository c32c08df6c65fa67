; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_select_fusion(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(4) %1, ptr noalias align 256 dereferenceable(256) %2) #0 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = getelementptr inbounds [1 x i32], ptr %1, i32 0, i32 0
  %6 = load i32, ptr %5, align 4, !invariant.load !2
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %4
  %9 = load float, ptr %8, align 4
  %10 = select i1 %7, float %9, float +qnan
  store float %10, ptr %8, align 4
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
