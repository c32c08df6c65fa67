; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_add_fusion(ptr noalias nofree readonly align 16 captures(none) dereferenceable(256) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = lshr i32 %5, 3
  %7 = and i32 %5, 7
  %.not = icmp samesign ult i32 %7, %6
  %8 = shl nuw nsw i32 %7, 3
  %9 = or disjoint i32 %8, %6
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !invariant.load !3
  %13 = icmp eq i32 %7, %6
  %14 = select i1 %.not, float 0.000000e+00, float %12
  %15 = select i1 %13, float 8.000000e+00, float 0.000000e+00
  %16 = fadd float %15, %14
  %17 = zext nneg i32 %5 to i64
  %18 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %17
  store float %16, ptr addrspace(1) %18, align 4
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
