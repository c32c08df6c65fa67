; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_add_fusion(ptr noalias nofree align 256 captures(none) dereferenceable(16) %0, ptr noalias nofree readnone align 256 captures(none) dereferenceable(16) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fmul float %7, 6.250000e-02
  %9 = fadd float %8, f0x3727C5AC
  store float %9, ptr addrspace(1) %6, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { nounwind "nvvm.reqntid"="4,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 4}
