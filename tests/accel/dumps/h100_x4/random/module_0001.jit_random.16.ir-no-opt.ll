; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_broadcast_fusion(ptr noalias align 256 dereferenceable(8) %0, ptr noalias align 256 dereferenceable(8) %1, ptr noalias align 256 dereferenceable(16) %2, ptr noalias align 256 dereferenceable(16) %3) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %6 = getelementptr inbounds [2 x i32], ptr %0, i32 0, i32 1
  %7 = load i32, ptr %6, align 4, !invariant.load !2
  %8 = getelementptr inbounds [2 x i32], ptr %1, i32 0, i32 1
  %9 = load i32, ptr %8, align 4, !invariant.load !2
  %10 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 %5
  store i32 %7, ptr %10, align 4
  %11 = getelementptr inbounds [4 x i32], ptr %3, i32 0, i32 %5
  store i32 %9, ptr %11, align 4
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
