; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_broadcast_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(8) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(8) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  %7 = addrspacecast ptr %2 to ptr addrspace(1)
  %8 = addrspacecast ptr %3 to ptr addrspace(1)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %10 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 4
  %11 = load i32, ptr addrspace(1) %10, align 4, !invariant.load !3
  %12 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 4
  %13 = load i32, ptr addrspace(1) %12, align 4, !invariant.load !3
  %14 = zext nneg i32 %9 to i64
  %15 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %14
  store i32 %11, ptr addrspace(1) %15, align 4
  %16 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %14
  store i32 %13, ptr addrspace(1) %16, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="4,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 4}
!3 = !{}
