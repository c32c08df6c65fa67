; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @wrapped_transpose_1(ptr noalias nofree readonly align 16 captures(none) dereferenceable(1152) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1152) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3
  %7 = shl nuw nsw i32 %5, 7
  %8 = or disjoint i32 %7, %6
  %9 = icmp samesign ult i32 %8, 288
  br i1 %9, label %10, label %29

10:                                               ; preds = %2
  %.lhs.trunc = trunc nuw nsw i32 %8 to i16
  %11 = udiv i16 %.lhs.trunc, 3
  %12 = mul i16 %11, 3
  %.decomposed = sub i16 %.lhs.trunc, %12
  %13 = shl nuw nsw i16 %.decomposed, 5
  %14 = zext nneg i16 %13 to i64
  %.lhs.trunc3 = trunc nuw nsw i16 %11 to i8
  %15 = urem i8 %.lhs.trunc3, 3
  %narrow = mul nuw i8 %15, 96
  %16 = zext i8 %narrow to i64
  %17 = udiv i16 %.lhs.trunc, 9
  %18 = shl nuw nsw i16 %17, 3
  %19 = and i16 %18, 24
  %20 = zext nneg i16 %19 to i64
  %21 = udiv i16 %.lhs.trunc, 36
  %.zext8 = zext nneg i16 %21 to i64
  %22 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %14
  %23 = getelementptr inbounds [4 x i8], ptr addrspace(1) %22, i64 %16
  %24 = getelementptr inbounds [4 x i8], ptr addrspace(1) %23, i64 %20
  %25 = getelementptr inbounds [4 x i8], ptr addrspace(1) %24, i64 %.zext8
  %26 = load float, ptr addrspace(1) %25, align 4, !invariant.load !4
  %27 = zext nneg i32 %8 to i64
  %28 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %27
  store float %26, ptr addrspace(1) %28, align 4
  br label %29

29:                                               ; preds = %10, %2
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
