; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_reduce_window_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %1, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(128) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %2 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  %7 = addrspacecast ptr %0 to ptr addrspace(1)
  %8 = addrspacecast ptr %3 to ptr addrspace(1)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %10 = load i32, ptr addrspace(1) %5, align 256, !invariant.load !3
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 3)
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !invariant.load !3
  %15 = shl i32 %14, 2
  %16 = tail call i32 @llvm.smax.i32(i32 %15, i32 0)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 4)
  %18 = lshr i32 %9, 3
  %19 = or disjoint i32 %17, %18
  %20 = icmp eq i32 %19, 7
  %21 = and i32 %9, 7
  %22 = zext i32 %21 to i64
  %23 = getelementptr [4 x i8], ptr addrspace(1) %7, i64 %22
  br i1 %20, label %24, label %27

24:                                               ; preds = %4
  %25 = load float, ptr addrspace(1) %23, align 4, !invariant.load !3
  %26 = fadd float %25, 0.000000e+00
  br label %27

27:                                               ; preds = %24, %4
  %28 = phi float [ %26, %24 ], [ 0.000000e+00, %4 ]
  %29 = icmp samesign ugt i32 %19, 5
  %30 = shl i32 %19, 3
  %31 = zext i32 %30 to i64
  %32 = shl i64 %31, 2
  %33 = getelementptr i8, ptr addrspace(1) %23, i64 %32
  br i1 %29, label %34, label %37

34:                                               ; preds = %27
  %sunkaddr = getelementptr i8, ptr addrspace(1) %33, i64 -192
  %35 = load float, ptr addrspace(1) %sunkaddr, align 4, !invariant.load !3
  %36 = fadd float %28, %35
  br label %37

37:                                               ; preds = %34, %27
  %38 = phi float [ %36, %34 ], [ %28, %27 ]
  %39 = icmp samesign ugt i32 %19, 4
  br i1 %39, label %40, label %42

40:                                               ; preds = %37
  %sunkaddr12 = getelementptr i8, ptr addrspace(1) %33, i64 -160
  %41 = load float, ptr addrspace(1) %sunkaddr12, align 4, !invariant.load !3
  br label %42

42:                                               ; preds = %40, %37
  %43 = phi float [ %41, %40 ], [ 0.000000e+00, %37 ]
  %.not = icmp slt i32 %15, 1
  br i1 %.not, label %46, label %44

44:                                               ; preds = %42
  %sunkaddr13 = getelementptr i8, ptr addrspace(1) %33, i64 -128
  %45 = load float, ptr addrspace(1) %sunkaddr13, align 4, !invariant.load !3
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi float [ %45, %44 ], [ 0.000000e+00, %42 ]
  %48 = or disjoint i32 %18, 4
  %49 = add nuw nsw i32 %17, %48
  %50 = icmp samesign ugt i32 %49, 6
  %51 = shl nuw nsw i32 %49, 3
  %52 = or disjoint i32 %51, %21
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr [4 x i8], ptr addrspace(1) %7, i64 %53
  br i1 %50, label %55, label %57

55:                                               ; preds = %46
  %sunkaddr14 = getelementptr i8, ptr addrspace(1) %54, i64 -224
  %56 = load float, ptr addrspace(1) %sunkaddr14, align 4, !invariant.load !3
  br label %57

57:                                               ; preds = %55, %46
  %58 = phi float [ %56, %55 ], [ 0.000000e+00, %46 ]
  %59 = icmp samesign ugt i32 %19, 1
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  %sunkaddr15 = getelementptr i8, ptr addrspace(1) %33, i64 -64
  %61 = load float, ptr addrspace(1) %sunkaddr15, align 4, !invariant.load !3
  br label %62

62:                                               ; preds = %60, %57
  %63 = phi float [ %61, %60 ], [ 0.000000e+00, %57 ]
  %.not8 = icmp eq i32 %19, 0
  br i1 %.not8, label %68, label %64

64:                                               ; preds = %62
  %65 = getelementptr i8, ptr addrspace(1) %33, i64 -32
  %66 = load float, ptr addrspace(1) %65, align 4, !invariant.load !3
  %67 = add nuw nsw i32 %30, 56
  br label %68

68:                                               ; preds = %62, %64
  %.pre-phi = phi i32 [ %67, %64 ], [ 56, %62 ]
  %69 = phi float [ %66, %64 ], [ 0.000000e+00, %62 ]
  %70 = or disjoint i32 %.pre-phi, %21
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr [4 x i8], ptr addrspace(1) %7, i64 %71
  %73 = getelementptr i8, ptr addrspace(1) %72, i64 -224
  %74 = load float, ptr addrspace(1) %73, align 4, !invariant.load !3
  %75 = fadd float %38, %43
  %76 = fadd float %75, %47
  %77 = fadd float %76, %58
  %78 = fadd float %77, %63
  %79 = fadd float %78, %69
  %80 = fadd float %79, %74
  %81 = zext nneg i32 %9 to i64
  %82 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %81
  store float %80, ptr addrspace(1) %82, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="32,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 32}
!3 = !{}
