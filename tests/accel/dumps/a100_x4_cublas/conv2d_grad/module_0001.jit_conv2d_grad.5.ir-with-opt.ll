; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_transpose_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(1152) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1152) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3
  %7 = shl nuw nsw i32 %5, 7
  %8 = or disjoint i32 %7, %6
  %9 = icmp samesign ult i32 %8, 288
  br i1 %9, label %10, label %26

10:                                               ; preds = %2
  %11 = lshr i32 %6, 3
  %12 = and i32 %11, 3
  %13 = mul nuw nsw i32 %12, 9
  %14 = and i32 %6, 7
  %15 = mul nuw nsw i32 %14, 36
  %16 = shl nuw nsw i32 %5, 2
  %17 = lshr i32 %6, 5
  %18 = or disjoint i32 %17, %16
  %19 = add nuw nsw i32 %18, %15
  %20 = add nuw nsw i32 %19, %13
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !invariant.load !4
  %24 = zext nneg i32 %8 to i64
  %25 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %24
  store float %23, ptr addrspace(1) %25, align 4
  br label %26

26:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 3}
!3 = !{i32 0, i32 128}
!4 = !{}
