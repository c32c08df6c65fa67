; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_concatenate(ptr noalias align 256 dereferenceable(16) %0, ptr noalias align 256 dereferenceable(32) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = getelementptr inbounds [4 x float], ptr %0, i32 0, i32 %3
  %5 = load float, ptr %4, align 4, !invariant.load !2
  %6 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %3
  store float %5, ptr %6, align 4
  %7 = add i32 %3, 4
  %8 = load float, ptr %4, align 4, !invariant.load !2
  %9 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %7
  store float %8, ptr %9, align 4
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
