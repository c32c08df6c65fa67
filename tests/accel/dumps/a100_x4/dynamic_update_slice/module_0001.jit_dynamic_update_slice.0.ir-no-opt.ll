; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_dynamic_slice_fusion_1(ptr noalias align 256 dereferenceable(512) %0, ptr noalias align 16 dereferenceable(32) %1, ptr noalias align 16 dereferenceable(4) %2, ptr noalias align 16 dereferenceable(4) %3, ptr noalias align 256 dereferenceable(64) %4) #0 {
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %7 = udiv i32 %6, 4
  %8 = urem i32 %6, 4
  %9 = getelementptr inbounds [1 x i32], ptr %3, i32 0, i32 0
  %10 = load i32, ptr %9, align 4, !invariant.load !2
  %11 = icmp slt i32 %10, 0
  %12 = add i32 %10, 8
  %13 = select i1 %11, i32 %12, i32 %10
  %14 = call i32 @llvm.smin.i32(i32 %13, i32 4)
  %15 = call i32 @llvm.smax.i32(i32 %14, i32 0)
  %16 = add i32 %7, %15
  %17 = getelementptr inbounds [1 x i32], ptr %2, i32 0, i32 0
  %18 = load i32, ptr %17, align 4, !invariant.load !2
  %19 = icmp slt i32 %18, 0
  %20 = add i32 %18, 16
  %21 = select i1 %19, i32 %20, i32 %18
  %22 = call i32 @llvm.smin.i32(i32 %21, i32 12)
  %23 = call i32 @llvm.smax.i32(i32 %22, i32 0)
  %24 = add i32 %8, %23
  %25 = add i32 %18, 8
  %26 = select i1 %19, i32 %25, i32 %18
  %27 = call i32 @llvm.smin.i32(i32 %26, i32 6)
  %28 = call i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = add i32 %28, 2
  %30 = icmp sge i32 %16, %28
  %31 = icmp slt i32 %16, %29
  %32 = and i1 %30, %31
  %33 = sub i32 %16, %28
  %34 = add i32 %10, 16
  %35 = select i1 %11, i32 %34, i32 %10
  %36 = call i32 @llvm.smin.i32(i32 %35, i32 12)
  %37 = call i32 @llvm.smax.i32(i32 %36, i32 0)
  %38 = add i32 %37, 4
  %39 = icmp sge i32 %24, %37
  %40 = and i1 %32, %39
  %41 = icmp slt i32 %24, %38
  %42 = and i1 %40, %41
  %43 = sub i32 %24, %37
  br i1 %42, label %44, label %49

44:                                               ; preds = %5
  %45 = mul i32 %33, 4
  %46 = add i32 %45, %43
  %47 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %46
  %48 = load float, ptr %47, align 4, !invariant.load !2
  br label %54

49:                                               ; preds = %5
  %50 = mul i32 %16, 16
  %51 = add i32 %50, %24
  %52 = getelementptr inbounds [128 x float], ptr %0, i32 0, i32 %51
  %53 = load float, ptr %52, align 4, !invariant.load !2
  br label %54

54:                                               ; preds = %44, %49
  %55 = phi float [ %53, %49 ], [ %48, %44 ]
  br label %56

56:                                               ; preds = %54
  %57 = getelementptr inbounds [16 x float], ptr %4, i32 0, i32 %6
  store float %55, ptr %57, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { "nvvm.reqntid"="16,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 16}
!2 = !{}
