; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_dynamic_slice_fusion(ptr noalias align 256 dereferenceable(512) %0, ptr noalias align 16 dereferenceable(32) %1, ptr noalias align 16 dereferenceable(4) %2, ptr noalias align 16 dereferenceable(4) %3, ptr noalias align 256 dereferenceable(16) %4, ptr noalias align 256 dereferenceable(4) %5, ptr noalias align 256 dereferenceable(256) %6) #0 {
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %9 = udiv i32 %8, 16
  %10 = urem i32 %8, 16
  %11 = getelementptr inbounds [1 x i32], ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4, !invariant.load !2
  %13 = call i32 @llvm.umin.i32(i32 %12, i32 3)
  %14 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i32 %13
  %15 = load i32, ptr %14, align 4, !invariant.load !2
  %16 = call i32 @llvm.umin.i32(i32 %15, i32 1)
  %17 = mul i32 %16, 4
  %18 = call i32 @llvm.smin.i32(i32 %17, i32 4)
  %19 = call i32 @llvm.smax.i32(i32 %18, i32 0)
  %20 = add i32 %9, %19
  %21 = getelementptr inbounds [1 x i32], ptr %3, i32 0, i32 0
  %22 = load i32, ptr %21, align 4, !invariant.load !2
  %23 = icmp slt i32 %22, 0
  %24 = add i32 %22, 8
  %25 = select i1 %23, i32 %24, i32 %22
  %26 = call i32 @llvm.smin.i32(i32 %25, i32 6)
  %27 = call i32 @llvm.smax.i32(i32 %26, i32 0)
  %28 = add i32 %27, 2
  %29 = icmp sge i32 %20, %27
  %30 = icmp slt i32 %20, %28
  %31 = and i1 %29, %30
  %32 = sub i32 %20, %27
  %33 = getelementptr inbounds [1 x i32], ptr %2, i32 0, i32 0
  %34 = load i32, ptr %33, align 4, !invariant.load !2
  %35 = icmp slt i32 %34, 0
  %36 = add i32 %34, 16
  %37 = select i1 %35, i32 %36, i32 %34
  %38 = call i32 @llvm.smin.i32(i32 %37, i32 12)
  %39 = call i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = add i32 %39, 4
  %41 = icmp sge i32 %10, %39
  %42 = and i1 %31, %41
  %43 = icmp slt i32 %10, %40
  %44 = and i1 %42, %43
  %45 = sub i32 %10, %39
  br i1 %44, label %46, label %51

46:                                               ; preds = %7
  %47 = mul i32 %32, 4
  %48 = add i32 %47, %45
  %49 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %48
  %50 = load float, ptr %49, align 4, !invariant.load !2
  br label %56

51:                                               ; preds = %7
  %52 = mul i32 %20, 16
  %53 = add i32 %52, %10
  %54 = getelementptr inbounds [128 x float], ptr %0, i32 0, i32 %53
  %55 = load float, ptr %54, align 4, !invariant.load !2
  br label %56

56:                                               ; preds = %46, %51
  %57 = phi float [ %55, %51 ], [ %50, %46 ]
  br label %58

58:                                               ; preds = %56
  %59 = getelementptr inbounds [64 x float], ptr %6, i32 0, i32 %8
  store float %57, ptr %59, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
