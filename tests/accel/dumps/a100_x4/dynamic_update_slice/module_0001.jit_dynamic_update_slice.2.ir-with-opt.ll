; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none)
define ptx_kernel void @loop_dynamic_slice_fusion_1(ptr noalias nofree readonly align 256 captures(none) dereferenceable(512) %0, ptr noalias nofree readonly align 16 captures(none) dereferenceable(32) %1, ptr noalias nofree readonly align 16 captures(none) dereferenceable(4) %2, ptr noalias nofree readonly align 16 captures(none) dereferenceable(4) %3, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(64) %4) local_unnamed_addr #0 {
  %6 = addrspacecast ptr %3 to ptr addrspace(1)
  %7 = addrspacecast ptr %2 to ptr addrspace(1)
  %8 = addrspacecast ptr %0 to ptr addrspace(1)
  %9 = addrspacecast ptr %1 to ptr addrspace(1)
  %10 = addrspacecast ptr %4 to ptr addrspace(1)
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %12 = lshr i32 %11, 2
  %13 = and i32 %11, 3
  %14 = load i32, ptr addrspace(1) %6, align 16, !invariant.load !3
  %15 = icmp slt i32 %14, 0
  %16 = add i32 %14, 8
  %17 = select i1 %15, i32 %16, i32 %14
  %18 = tail call i32 @llvm.smax.i32(i32 %17, i32 0)
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 4)
  %20 = add nuw nsw i32 %19, %12
  %21 = load i32, ptr addrspace(1) %7, align 16, !invariant.load !3
  %22 = icmp slt i32 %21, 0
  %23 = add i32 %21, 16
  %24 = select i1 %22, i32 %23, i32 %21
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 0)
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 12)
  %27 = add nuw nsw i32 %26, %13
  %28 = add i32 %21, 8
  %29 = select i1 %22, i32 %28, i32 %21
  %30 = tail call i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 6)
  %32 = add nuw nsw i32 %31, 2
  %33 = icmp samesign uge i32 %20, %31
  %34 = icmp samesign ult i32 %20, %32
  %35 = and i1 %33, %34
  %36 = add i32 %14, 16
  %37 = select i1 %15, i32 %36, i32 %14
  %38 = tail call i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = tail call i32 @llvm.umin.i32(i32 %38, i32 12)
  %40 = add nuw nsw i32 %39, 4
  %41 = icmp samesign uge i32 %27, %39
  %42 = and i1 %41, %35
  %43 = icmp samesign ult i32 %27, %40
  %44 = and i1 %43, %42
  br i1 %44, label %45, label %50

45:                                               ; preds = %5
  %46 = sub nuw nsw i32 %27, %39
  %47 = sub nuw nsw i32 %20, %31
  %48 = shl nuw nsw i32 %47, 2
  %49 = add nuw nsw i32 %46, %48
  br label %53

50:                                               ; preds = %5
  %51 = shl nuw nsw i32 %20, 4
  %52 = add nuw nsw i32 %51, %27
  br label %53

53:                                               ; preds = %50, %45
  %.sink5 = phi i32 [ %52, %50 ], [ %49, %45 ]
  %.sink = phi ptr addrspace(1) [ %8, %50 ], [ %9, %45 ]
  %54 = zext nneg i32 %.sink5 to i64
  %55 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.sink, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !invariant.load !3
  %57 = zext nneg i32 %11 to i64
  %58 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %57
  store float %56, ptr addrspace(1) %58, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none) "nvvm.reqntid"="16,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 16}
!3 = !{}
