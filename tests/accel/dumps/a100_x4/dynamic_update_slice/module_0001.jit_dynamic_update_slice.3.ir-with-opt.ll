; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none)
define ptx_kernel void @loop_dynamic_slice_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(512) %0, ptr noalias nofree readonly align 16 captures(none) dereferenceable(32) %1, ptr noalias nofree readonly align 16 captures(none) dereferenceable(4) %2, ptr noalias nofree readonly align 16 captures(none) dereferenceable(4) %3, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %4, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %5, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %6) local_unnamed_addr #0 {
  %8 = addrspacecast ptr %5 to ptr addrspace(1)
  %9 = addrspacecast ptr %4 to ptr addrspace(1)
  %10 = addrspacecast ptr %3 to ptr addrspace(1)
  %11 = addrspacecast ptr %2 to ptr addrspace(1)
  %12 = addrspacecast ptr %0 to ptr addrspace(1)
  %13 = addrspacecast ptr %1 to ptr addrspace(1)
  %14 = addrspacecast ptr %6 to ptr addrspace(1)
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %16 = lshr i32 %15, 4
  %17 = and i32 %15, 15
  %18 = load i32, ptr addrspace(1) %8, align 256, !invariant.load !3
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 3)
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !3
  %.not = icmp eq i32 %22, 0
  %23 = select i1 %.not, i32 0, i32 4
  %24 = or disjoint i32 %23, %16
  %25 = load i32, ptr addrspace(1) %10, align 16, !invariant.load !3
  %26 = lshr i32 %25, 28
  %27 = and i32 %26, 8
  %28 = add i32 %27, %25
  %29 = tail call i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 6)
  %31 = add nuw nsw i32 %30, 2
  %32 = icmp samesign uge i32 %24, %30
  %33 = icmp samesign ult i32 %24, %31
  %34 = and i1 %32, %33
  %35 = load i32, ptr addrspace(1) %11, align 16, !invariant.load !3
  %36 = lshr i32 %35, 27
  %37 = and i32 %36, 16
  %38 = add i32 %37, %35
  %39 = tail call i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = tail call i32 @llvm.umin.i32(i32 %39, i32 12)
  %41 = add nuw nsw i32 %40, 4
  %42 = icmp samesign uge i32 %17, %40
  %43 = and i1 %42, %34
  %44 = icmp samesign ult i32 %17, %41
  %45 = and i1 %44, %43
  br i1 %45, label %46, label %51

46:                                               ; preds = %7
  %47 = sub nuw nsw i32 %17, %40
  %48 = sub nuw nsw i32 %24, %30
  %49 = shl nuw nsw i32 %48, 2
  %50 = add nuw nsw i32 %47, %49
  br label %54

51:                                               ; preds = %7
  %52 = shl nuw nsw i32 %24, 4
  %53 = or disjoint i32 %52, %17
  br label %54

54:                                               ; preds = %51, %46
  %.sink5 = phi i32 [ %53, %51 ], [ %50, %46 ]
  %.sink = phi ptr addrspace(1) [ %12, %51 ], [ %13, %46 ]
  %55 = zext nneg i32 %.sink5 to i64
  %56 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.sink, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !invariant.load !3
  %58 = zext nneg i32 %15 to i64
  %59 = getelementptr inbounds [4 x i8], ptr addrspace(1) %14, i64 %58
  store float %57, ptr addrspace(1) %59, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none) "nvvm.reqntid"="64,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
