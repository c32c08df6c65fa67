; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_transpose_fusion_1(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(32) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %8 = lshr i32 %7, 3
  %9 = and i32 %7, 7
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !invariant.load !3
  %13 = add i32 %12, -1
  %.not = icmp slt i32 %13, %9
  %14 = shl nuw nsw i32 %9, 3
  %15 = or disjoint i32 %14, %8
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !invariant.load !3
  %19 = select i1 %.not, float %18, float 0.000000e+00
  %20 = zext nneg i32 %7 to i64
  %21 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %20
  store float %19, ptr addrspace(1) %21, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
