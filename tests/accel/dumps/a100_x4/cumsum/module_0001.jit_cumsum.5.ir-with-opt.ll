; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_reduce_window_fusion_1(ptr noalias nofree readonly align 16 captures(none) dereferenceable(256) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = and i32 %5, 15
  %7 = icmp eq i32 %6, 15
  %8 = zext i32 %5 to i64
  %9 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %8
  br i1 %7, label %10, label %12

10:                                               ; preds = %2
  %sunkaddr = getelementptr i8, ptr addrspace(1) %9, i64 -60
  %11 = load i32, ptr addrspace(1) %sunkaddr, align 4, !invariant.load !3
  br label %12

12:                                               ; preds = %10, %2
  %13 = phi i32 [ %11, %10 ], [ 0, %2 ]
  %14 = icmp samesign ugt i32 %6, 13
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %sunkaddr1 = getelementptr i8, ptr addrspace(1) %9, i64 -56
  %16 = load i32, ptr addrspace(1) %sunkaddr1, align 4, !invariant.load !3
  %17 = add i32 %16, %13
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i32 [ %17, %15 ], [ %13, %12 ]
  %20 = icmp samesign ugt i32 %6, 12
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %sunkaddr2 = getelementptr i8, ptr addrspace(1) %9, i64 -52
  %22 = load i32, ptr addrspace(1) %sunkaddr2, align 4, !invariant.load !3
  %23 = add i32 %22, %19
  br label %24

24:                                               ; preds = %21, %18
  %25 = phi i32 [ %23, %21 ], [ %19, %18 ]
  %26 = icmp samesign ugt i32 %6, 11
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %sunkaddr3 = getelementptr i8, ptr addrspace(1) %9, i64 -48
  %28 = load i32, ptr addrspace(1) %sunkaddr3, align 4, !invariant.load !3
  %29 = add i32 %28, %25
  br label %30

30:                                               ; preds = %27, %24
  %31 = phi i32 [ %29, %27 ], [ %25, %24 ]
  %32 = icmp samesign ugt i32 %6, 10
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  %sunkaddr4 = getelementptr i8, ptr addrspace(1) %9, i64 -44
  %34 = load i32, ptr addrspace(1) %sunkaddr4, align 4, !invariant.load !3
  %35 = add i32 %34, %31
  br label %36

36:                                               ; preds = %33, %30
  %37 = phi i32 [ %35, %33 ], [ %31, %30 ]
  %38 = icmp samesign ugt i32 %6, 9
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %sunkaddr5 = getelementptr i8, ptr addrspace(1) %9, i64 -40
  %40 = load i32, ptr addrspace(1) %sunkaddr5, align 4, !invariant.load !3
  %41 = add i32 %40, %37
  br label %42

42:                                               ; preds = %39, %36
  %43 = phi i32 [ %41, %39 ], [ %37, %36 ]
  %44 = icmp samesign ugt i32 %6, 8
  br i1 %44, label %45, label %48

45:                                               ; preds = %42
  %sunkaddr6 = getelementptr i8, ptr addrspace(1) %9, i64 -36
  %46 = load i32, ptr addrspace(1) %sunkaddr6, align 4, !invariant.load !3
  %47 = add i32 %46, %43
  br label %48

48:                                               ; preds = %45, %42
  %49 = phi i32 [ %47, %45 ], [ %43, %42 ]
  %50 = icmp samesign ugt i32 %6, 7
  br i1 %50, label %51, label %54

51:                                               ; preds = %48
  %sunkaddr7 = getelementptr i8, ptr addrspace(1) %9, i64 -32
  %52 = load i32, ptr addrspace(1) %sunkaddr7, align 4, !invariant.load !3
  %53 = add i32 %52, %49
  br label %54

54:                                               ; preds = %51, %48
  %55 = phi i32 [ %53, %51 ], [ %49, %48 ]
  %56 = icmp samesign ugt i32 %6, 6
  br i1 %56, label %57, label %60

57:                                               ; preds = %54
  %sunkaddr8 = getelementptr i8, ptr addrspace(1) %9, i64 -28
  %58 = load i32, ptr addrspace(1) %sunkaddr8, align 4, !invariant.load !3
  %59 = add i32 %58, %55
  br label %60

60:                                               ; preds = %57, %54
  %61 = phi i32 [ %59, %57 ], [ %55, %54 ]
  %62 = icmp samesign ugt i32 %6, 5
  br i1 %62, label %63, label %66

63:                                               ; preds = %60
  %sunkaddr9 = getelementptr i8, ptr addrspace(1) %9, i64 -24
  %64 = load i32, ptr addrspace(1) %sunkaddr9, align 4, !invariant.load !3
  %65 = add i32 %64, %61
  br label %66

66:                                               ; preds = %63, %60
  %67 = phi i32 [ %65, %63 ], [ %61, %60 ]
  %68 = icmp samesign ugt i32 %6, 4
  br i1 %68, label %69, label %72

69:                                               ; preds = %66
  %sunkaddr10 = getelementptr i8, ptr addrspace(1) %9, i64 -20
  %70 = load i32, ptr addrspace(1) %sunkaddr10, align 4, !invariant.load !3
  %71 = add i32 %70, %67
  br label %72

72:                                               ; preds = %69, %66
  %73 = phi i32 [ %71, %69 ], [ %67, %66 ]
  %74 = icmp samesign ugt i32 %6, 3
  br i1 %74, label %75, label %78

75:                                               ; preds = %72
  %sunkaddr11 = getelementptr i8, ptr addrspace(1) %9, i64 -16
  %76 = load i32, ptr addrspace(1) %sunkaddr11, align 4, !invariant.load !3
  %77 = add i32 %76, %73
  br label %78

78:                                               ; preds = %75, %72
  %79 = phi i32 [ %77, %75 ], [ %73, %72 ]
  %80 = icmp samesign ugt i32 %6, 2
  br i1 %80, label %81, label %84

81:                                               ; preds = %78
  %sunkaddr12 = getelementptr i8, ptr addrspace(1) %9, i64 -12
  %82 = load i32, ptr addrspace(1) %sunkaddr12, align 4, !invariant.load !3
  %83 = add i32 %82, %79
  br label %84

84:                                               ; preds = %81, %78
  %85 = phi i32 [ %83, %81 ], [ %79, %78 ]
  %86 = icmp samesign ugt i32 %6, 1
  br i1 %86, label %87, label %90

87:                                               ; preds = %84
  %sunkaddr13 = getelementptr i8, ptr addrspace(1) %9, i64 -8
  %88 = load i32, ptr addrspace(1) %sunkaddr13, align 4, !invariant.load !3
  %89 = add i32 %88, %85
  br label %90

90:                                               ; preds = %87, %84
  %91 = phi i32 [ %89, %87 ], [ %85, %84 ]
  %.not = icmp eq i32 %6, 0
  br i1 %.not, label %._crit_edge, label %92

92:                                               ; preds = %90
  %sunkaddr14 = getelementptr i8, ptr addrspace(1) %9, i64 -4
  %93 = load i32, ptr addrspace(1) %sunkaddr14, align 4, !invariant.load !3
  %94 = add i32 %93, %91
  br label %._crit_edge

._crit_edge:                                      ; preds = %90, %92
  %95 = phi i32 [ %94, %92 ], [ %91, %90 ]
  %96 = load i32, ptr addrspace(1) %9, align 4, !invariant.load !3
  %97 = add i32 %96, %95
  %98 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %8
  store i32 %97, ptr addrspace(1) %98, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="64,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
