; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @wrapped_transpose(ptr noalias nofree readonly align 16 captures(none) dereferenceable(1152) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1152) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3
  %7 = shl nuw nsw i32 %5, 7
  %8 = or disjoint i32 %7, %6
  %9 = icmp samesign ult i32 %8, 288
  br i1 %9, label %10, label %30

10:                                               ; preds = %2
  %11 = shl nuw nsw i32 %5, 5
  %12 = lshr i32 %6, 2
  %13 = or disjoint i32 %11, %12
  %14 = urem i32 %13, 3
  %15 = shl nuw nsw i32 %14, 5
  %.lhs.trunc = trunc nuw nsw i32 %8 to i16
  %16 = udiv i16 %.lhs.trunc, 12
  %.lhs.trunc1 = trunc nuw nsw i16 %16 to i8
  %17 = urem i8 %.lhs.trunc1, 3
  %narrow = mul nuw i8 %17, 96
  %18 = zext i8 %narrow to i32
  %19 = shl nuw nsw i32 %6, 3
  %20 = and i32 %19, 24
  %21 = udiv i16 %.lhs.trunc, 36
  %.zext4 = zext nneg i16 %21 to i32
  %22 = or disjoint i32 %15, %20
  %23 = add nuw nsw i32 %22, %.zext4
  %24 = add nuw nsw i32 %23, %18
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !invariant.load !4
  %28 = zext nneg i32 %8 to i64
  %29 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %28
  store float %27, ptr addrspace(1) %29, align 4
  br label %30

30:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { nounwind "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 3}
!3 = !{i32 0, i32 128}
!4 = !{}
