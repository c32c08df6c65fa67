; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_compare_fusion_1(ptr noalias align 256 dereferenceable(4) %0, ptr noalias align 256 dereferenceable(1) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = getelementptr inbounds [1 x i32], ptr %0, i32 0, i32 0
  %4 = load i32, ptr %3, align 4, !invariant.load !1
  %5 = icmp slt i32 %4, 3
  %6 = zext i1 %5 to i8
  %7 = getelementptr inbounds [1 x i8], ptr %1, i32 0, i32 0
  store i8 %6, ptr %7, align 1
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

attributes #0 = { "nvvm.reqntid"="1,1,1" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{}
