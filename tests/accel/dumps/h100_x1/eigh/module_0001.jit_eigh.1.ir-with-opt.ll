; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_select_fusion(ptr noalias nofree align 256 captures(none) dereferenceable(32) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %1, ptr noalias nofree readnone align 256 captures(none) dereferenceable(32) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %7 = load i32, ptr addrspace(1) %4, align 256, !invariant.load !3
  %8 = icmp eq i32 %7, 0
  %9 = zext nneg i32 %6 to i64
  %10 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4
  %12 = select i1 %8, float %11, float +qnan
  store float %12, ptr addrspace(1) %10, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { nounwind "nvvm.reqntid"="8,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 8}
!3 = !{}
