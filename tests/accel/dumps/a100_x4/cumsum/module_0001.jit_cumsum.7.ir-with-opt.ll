; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_transpose_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %1, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(128) %3, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(128) %4) local_unnamed_addr #0 {
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = addrspacecast ptr %1 to ptr addrspace(1)
  %8 = addrspacecast ptr %0 to ptr addrspace(1)
  %9 = addrspacecast ptr %3 to ptr addrspace(1)
  %10 = addrspacecast ptr %4 to ptr addrspace(1)
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %12 = and i32 %11, 7
  %13 = load i32, ptr addrspace(1) %6, align 256, !invariant.load !3
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 3)
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !invariant.load !3
  %18 = shl i32 %17, 3
  %19 = tail call i32 @llvm.smax.i32(i32 %18, i32 0)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 8)
  %21 = or disjoint i32 %20, %12
  %22 = icmp eq i32 %21, 15
  %23 = lshr i32 %11, 3
  %24 = zext i32 %23 to i64
  %25 = getelementptr [4 x i8], ptr addrspace(1) %8, i64 %24
  br i1 %22, label %26, label %28

26:                                               ; preds = %5
  %27 = load float, ptr addrspace(1) %25, align 4, !invariant.load !3
  br label %28

28:                                               ; preds = %26, %5
  %29 = phi float [ %27, %26 ], [ 0.000000e+00, %5 ]
  %30 = icmp samesign ugt i32 %21, 13
  %31 = shl i32 %21, 2
  %32 = zext i32 %31 to i64
  %33 = shl i64 %32, 2
  %34 = getelementptr i8, ptr addrspace(1) %25, i64 %33
  br i1 %30, label %35, label %37

35:                                               ; preds = %28
  %sunkaddr = getelementptr i8, ptr addrspace(1) %34, i64 -224
  %36 = load float, ptr addrspace(1) %sunkaddr, align 4, !invariant.load !3
  br label %37

37:                                               ; preds = %35, %28
  %38 = phi float [ %36, %35 ], [ 0.000000e+00, %28 ]
  %39 = icmp samesign ugt i32 %21, 12
  br i1 %39, label %40, label %42

40:                                               ; preds = %37
  %sunkaddr20 = getelementptr i8, ptr addrspace(1) %34, i64 -208
  %41 = load float, ptr addrspace(1) %sunkaddr20, align 4, !invariant.load !3
  br label %42

42:                                               ; preds = %40, %37
  %43 = phi float [ %41, %40 ], [ 0.000000e+00, %37 ]
  %44 = icmp samesign ugt i32 %21, 11
  br i1 %44, label %45, label %47

45:                                               ; preds = %42
  %sunkaddr21 = getelementptr i8, ptr addrspace(1) %34, i64 -192
  %46 = load float, ptr addrspace(1) %sunkaddr21, align 4, !invariant.load !3
  br label %47

47:                                               ; preds = %45, %42
  %48 = phi float [ %46, %45 ], [ 0.000000e+00, %42 ]
  %49 = icmp samesign ugt i32 %21, 10
  br i1 %49, label %50, label %52

50:                                               ; preds = %47
  %sunkaddr22 = getelementptr i8, ptr addrspace(1) %34, i64 -176
  %51 = load float, ptr addrspace(1) %sunkaddr22, align 4, !invariant.load !3
  br label %52

52:                                               ; preds = %50, %47
  %53 = phi float [ %51, %50 ], [ 0.000000e+00, %47 ]
  %54 = icmp samesign ugt i32 %21, 9
  br i1 %54, label %55, label %57

55:                                               ; preds = %52
  %sunkaddr23 = getelementptr i8, ptr addrspace(1) %34, i64 -160
  %56 = load float, ptr addrspace(1) %sunkaddr23, align 4, !invariant.load !3
  br label %57

57:                                               ; preds = %55, %52
  %58 = phi float [ %56, %55 ], [ 0.000000e+00, %52 ]
  %59 = icmp samesign ugt i32 %21, 8
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  %sunkaddr24 = getelementptr i8, ptr addrspace(1) %34, i64 -144
  %61 = load float, ptr addrspace(1) %sunkaddr24, align 4, !invariant.load !3
  br label %62

62:                                               ; preds = %60, %57
  %63 = phi float [ %61, %60 ], [ 0.000000e+00, %57 ]
  %.not = icmp slt i32 %18, 1
  br i1 %.not, label %66, label %64

64:                                               ; preds = %62
  %sunkaddr25 = getelementptr i8, ptr addrspace(1) %34, i64 -128
  %65 = load float, ptr addrspace(1) %sunkaddr25, align 4, !invariant.load !3
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi float [ %65, %64 ], [ 0.000000e+00, %62 ]
  %68 = or disjoint i32 %12, 8
  %69 = add nuw nsw i32 %20, %68
  %70 = icmp samesign ugt i32 %69, 14
  %71 = shl nuw nsw i32 %69, 2
  %72 = or disjoint i32 %71, %23
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr [4 x i8], ptr addrspace(1) %8, i64 %73
  br i1 %70, label %75, label %77

75:                                               ; preds = %66
  %sunkaddr26 = getelementptr i8, ptr addrspace(1) %74, i64 -240
  %76 = load float, ptr addrspace(1) %sunkaddr26, align 4, !invariant.load !3
  br label %77

77:                                               ; preds = %75, %66
  %78 = phi float [ %76, %75 ], [ 0.000000e+00, %66 ]
  %79 = icmp samesign ugt i32 %21, 5
  br i1 %79, label %80, label %82

80:                                               ; preds = %77
  %sunkaddr27 = getelementptr i8, ptr addrspace(1) %34, i64 -96
  %81 = load float, ptr addrspace(1) %sunkaddr27, align 4, !invariant.load !3
  br label %82

82:                                               ; preds = %80, %77
  %83 = phi float [ %81, %80 ], [ 0.000000e+00, %77 ]
  %84 = icmp samesign ugt i32 %21, 4
  br i1 %84, label %85, label %87

85:                                               ; preds = %82
  %sunkaddr28 = getelementptr i8, ptr addrspace(1) %34, i64 -80
  %86 = load float, ptr addrspace(1) %sunkaddr28, align 4, !invariant.load !3
  br label %87

87:                                               ; preds = %85, %82
  %88 = phi float [ %86, %85 ], [ 0.000000e+00, %82 ]
  %89 = icmp samesign ugt i32 %21, 3
  br i1 %89, label %90, label %92

90:                                               ; preds = %87
  %sunkaddr29 = getelementptr i8, ptr addrspace(1) %34, i64 -64
  %91 = load float, ptr addrspace(1) %sunkaddr29, align 4, !invariant.load !3
  br label %92

92:                                               ; preds = %90, %87
  %93 = phi float [ %91, %90 ], [ 0.000000e+00, %87 ]
  %94 = icmp samesign ugt i32 %21, 2
  br i1 %94, label %95, label %97

95:                                               ; preds = %92
  %sunkaddr30 = getelementptr i8, ptr addrspace(1) %34, i64 -48
  %96 = load float, ptr addrspace(1) %sunkaddr30, align 4, !invariant.load !3
  br label %97

97:                                               ; preds = %95, %92
  %98 = phi float [ %96, %95 ], [ 0.000000e+00, %92 ]
  %99 = icmp samesign ugt i32 %21, 1
  br i1 %99, label %100, label %102

100:                                              ; preds = %97
  %sunkaddr31 = getelementptr i8, ptr addrspace(1) %34, i64 -32
  %101 = load float, ptr addrspace(1) %sunkaddr31, align 4, !invariant.load !3
  br label %102

102:                                              ; preds = %100, %97
  %103 = phi float [ %101, %100 ], [ 0.000000e+00, %97 ]
  %.not16 = icmp eq i32 %21, 0
  br i1 %.not16, label %108, label %104

104:                                              ; preds = %102
  %105 = getelementptr i8, ptr addrspace(1) %34, i64 -16
  %106 = load float, ptr addrspace(1) %105, align 4, !invariant.load !3
  %107 = add nuw nsw i32 %31, 60
  br label %108

108:                                              ; preds = %102, %104
  %.pre-phi = phi i32 [ %107, %104 ], [ 60, %102 ]
  %109 = phi float [ %106, %104 ], [ 0.000000e+00, %102 ]
  %110 = or disjoint i32 %.pre-phi, %23
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr [4 x i8], ptr addrspace(1) %8, i64 %111
  %113 = getelementptr i8, ptr addrspace(1) %112, i64 -240
  %114 = load float, ptr addrspace(1) %113, align 4, !invariant.load !3
  %115 = fadd float %29, 0.000000e+00
  %116 = fadd float %115, %38
  %117 = fadd float %116, %43
  %118 = fadd float %117, %48
  %119 = fadd float %118, %53
  %120 = fadd float %119, %58
  %121 = fadd float %120, %63
  %122 = fadd float %121, %67
  %123 = fadd float %122, %78
  %124 = fadd float %123, %83
  %125 = fadd float %124, %88
  %126 = fadd float %125, %93
  %127 = fadd float %126, %98
  %128 = fadd float %127, %103
  %129 = fadd float %128, %109
  %130 = fadd float %129, %114
  %131 = tail call float @llvm.maximum.f32(float %29, float %38)
  %132 = tail call float @llvm.maximum.f32(float %131, float %43)
  %133 = tail call float @llvm.maximum.f32(float %132, float %48)
  %134 = tail call float @llvm.maximum.f32(float %133, float %53)
  %135 = tail call float @llvm.maximum.f32(float %134, float %58)
  %136 = tail call float @llvm.maximum.f32(float %135, float %63)
  %137 = tail call float @llvm.maximum.f32(float %136, float %67)
  %138 = tail call float @llvm.maximum.f32(float %137, float %78)
  %139 = tail call float @llvm.maximum.f32(float %138, float %83)
  %140 = tail call float @llvm.maximum.f32(float %139, float %88)
  %141 = tail call float @llvm.maximum.f32(float %140, float %93)
  %142 = tail call float @llvm.maximum.f32(float %141, float %98)
  %143 = tail call float @llvm.maximum.f32(float %142, float %103)
  %144 = tail call float @llvm.maximum.f32(float %143, float %109)
  %145 = tail call float @llvm.maximum.f32(float %144, float %114)
  %146 = zext nneg i32 %11 to i64
  %147 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %146
  store float %130, ptr addrspace(1) %147, align 4
  %148 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %146
  store float %145, ptr addrspace(1) %148, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="32,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 32}
!3 = !{}
