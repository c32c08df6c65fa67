; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_pad_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = icmp samesign ult i32 %5, 64
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds [2 x i8], ptr addrspace(1) %3, i64 %7
  br i1 %6, label %9, label %._crit_edge

9:                                                ; preds = %2
  %10 = load bfloat, ptr addrspace(1) %8, align 2, !invariant.load !3
  br label %._crit_edge

._crit_edge:                                      ; preds = %2, %9
  %11 = phi bfloat [ %10, %9 ], [ 0.000000e+00, %2 ]
  %12 = getelementptr inbounds [2 x i8], ptr addrspace(1) %4, i64 %7
  store bfloat %11, ptr addrspace(1) %12, align 2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
