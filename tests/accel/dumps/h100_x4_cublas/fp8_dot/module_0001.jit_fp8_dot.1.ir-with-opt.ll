; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_0 = private unnamed_addr addrspace(3) global [1056 x i8] undef

; Function Attrs: nounwind
define ptx_kernel void @wrapped_transpose(ptr noalias nofree readonly align 16 captures(none) dereferenceable(512) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(512) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = and i32 %5, 31
  %7 = icmp samesign ult i32 %6, 16
  %8 = lshr i32 %5, 5
  br i1 %7, label %9, label %._crit_edge

9:                                                ; preds = %2
  %10 = shl nuw nsw i32 %8, 4
  %11 = or disjoint i32 %10, %6
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %12
  %14 = load i8, ptr addrspace(1) %13, align 1, !invariant.load !3
  %15 = mul nuw nsw i32 %6, 33
  %16 = add nuw nsw i32 %15, %8
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr addrspace(3) @shared_0, i64 %17
  store i8 %14, ptr addrspace(3) %18, align 1
  %19 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 64
  %20 = load i8, ptr addrspace(1) %19, align 1, !invariant.load !3
  %21 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 4
  store i8 %20, ptr addrspace(3) %21, align 1
  %22 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 128
  %23 = load i8, ptr addrspace(1) %22, align 1, !invariant.load !3
  %24 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 8
  store i8 %23, ptr addrspace(3) %24, align 1
  %25 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 192
  %26 = load i8, ptr addrspace(1) %25, align 1, !invariant.load !3
  %27 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 12
  store i8 %26, ptr addrspace(3) %27, align 1
  %28 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 256
  %29 = load i8, ptr addrspace(1) %28, align 1, !invariant.load !3
  %30 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 16
  store i8 %29, ptr addrspace(3) %30, align 1
  %31 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 320
  %32 = load i8, ptr addrspace(1) %31, align 1, !invariant.load !3
  %33 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 20
  store i8 %32, ptr addrspace(3) %33, align 1
  %34 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 384
  %35 = load i8, ptr addrspace(1) %34, align 1, !invariant.load !3
  %36 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 24
  store i8 %35, ptr addrspace(3) %36, align 1
  %37 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 448
  %38 = load i8, ptr addrspace(1) %37, align 1, !invariant.load !3
  %39 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 28
  store i8 %38, ptr addrspace(3) %39, align 1
  br label %._crit_edge

._crit_edge:                                      ; preds = %2, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = mul nuw nsw i32 %8, 33
  %41 = add nuw nsw i32 %40, %6
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr addrspace(3) @shared_0, i64 %42
  %44 = load i8, ptr addrspace(3) %43, align 1
  %45 = zext nneg i32 %5 to i64
  %46 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %45
  store i8 %44, ptr addrspace(1) %46, align 1
  %47 = getelementptr inbounds i8, ptr addrspace(3) %43, i64 132
  %48 = load i8, ptr addrspace(3) %47, align 1
  %49 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 128
  store i8 %48, ptr addrspace(1) %49, align 1
  %50 = getelementptr inbounds i8, ptr addrspace(3) %43, i64 264
  %51 = load i8, ptr addrspace(3) %50, align 1
  %52 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 256
  store i8 %51, ptr addrspace(1) %52, align 1
  %53 = getelementptr inbounds i8, ptr addrspace(3) %43, i64 396
  %54 = load i8, ptr addrspace(3) %53, align 1
  %55 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 384
  store i8 %54, ptr addrspace(1) %55, align 1
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
