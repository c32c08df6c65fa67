; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_select_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %8 = lshr i32 %7, 3
  %9 = and i32 %7, 7
  %10 = load i32, ptr addrspace(1) %4, align 256, !invariant.load !3
  %11 = icmp eq i32 %10, 0
  %12 = shl nuw nsw i32 %9, 3
  %13 = or disjoint i32 %12, %8
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !invariant.load !3
  %.not = icmp samesign ult i32 %8, %9
  %17 = select i1 %11, float %16, float +qnan
  %18 = select i1 %.not, float 0.000000e+00, float %17
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %19
  store float %18, ptr addrspace(1) %20, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="64,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
