; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_add_fusion_2(ptr noalias nofree align 256 captures(none) dereferenceable(4) %0, ptr noalias nofree readnone align 256 captures(none) dereferenceable(4) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %4 = load i32, ptr addrspace(1) %3, align 256
  %5 = add i32 %4, 1
  store i32 %5, ptr addrspace(1) %3, align 256
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

attributes #0 = { nounwind "nvvm.reqntid"="1,1,1" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
