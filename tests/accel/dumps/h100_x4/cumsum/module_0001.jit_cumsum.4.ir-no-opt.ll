; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_reduce_window_fusion(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(16) %1, ptr noalias align 256 dereferenceable(4) %2, ptr noalias align 256 dereferenceable(128) %3) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %6 = getelementptr inbounds [1 x i32], ptr %2, i32 0, i32 0
  %7 = load i32, ptr %6, align 4, !invariant.load !2
  %8 = call i32 @llvm.umin.i32(i32 %7, i32 3)
  %9 = getelementptr inbounds [4 x i32], ptr %1, i32 0, i32 %8
  %10 = load i32, ptr %9, align 4, !invariant.load !2
  %11 = mul i32 %10, 4
  %12 = call i32 @llvm.smin.i32(i32 %11, i32 4)
  %13 = call i32 @llvm.smax.i32(i32 %12, i32 0)
  %14 = udiv i32 %5, 8
  %15 = add i32 %14, %13
  %16 = icmp sge i32 %15, 7
  br i1 %16, label %17, label %24

17:                                               ; preds = %4
  %18 = mul i32 %15, 8
  %19 = urem i32 %5, 8
  %20 = add i32 %18, %19
  %21 = add i32 %20, -56
  %22 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %21
  %23 = load float, ptr %22, align 4, !invariant.load !2
  br label %25

24:                                               ; preds = %4
  br label %25

25:                                               ; preds = %17, %24
  %26 = phi float [ 0.000000e+00, %24 ], [ %23, %17 ]
  br label %27

27:                                               ; preds = %25
  %28 = fadd float %26, 0.000000e+00
  %29 = add i32 %14, 1
  %30 = add i32 %29, %13
  %31 = icmp sge i32 %30, 7
  br i1 %31, label %32, label %39

32:                                               ; preds = %27
  %33 = mul i32 %30, 8
  %34 = urem i32 %5, 8
  %35 = add i32 %33, %34
  %36 = add i32 %35, -56
  %37 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %36
  %38 = load float, ptr %37, align 4, !invariant.load !2
  br label %40

39:                                               ; preds = %27
  br label %40

40:                                               ; preds = %32, %39
  %41 = phi float [ 0.000000e+00, %39 ], [ %38, %32 ]
  br label %42

42:                                               ; preds = %40
  %43 = fadd float %28, %41
  %44 = add i32 %14, 2
  %45 = add i32 %44, %13
  %46 = icmp sge i32 %45, 7
  br i1 %46, label %47, label %54

47:                                               ; preds = %42
  %48 = mul i32 %45, 8
  %49 = urem i32 %5, 8
  %50 = add i32 %48, %49
  %51 = add i32 %50, -56
  %52 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %51
  %53 = load float, ptr %52, align 4, !invariant.load !2
  br label %55

54:                                               ; preds = %42
  br label %55

55:                                               ; preds = %47, %54
  %56 = phi float [ 0.000000e+00, %54 ], [ %53, %47 ]
  br label %57

57:                                               ; preds = %55
  %58 = fadd float %43, %56
  %59 = add i32 %14, 3
  %60 = add i32 %59, %13
  %61 = icmp sge i32 %60, 7
  br i1 %61, label %62, label %69

62:                                               ; preds = %57
  %63 = mul i32 %60, 8
  %64 = urem i32 %5, 8
  %65 = add i32 %63, %64
  %66 = add i32 %65, -56
  %67 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %66
  %68 = load float, ptr %67, align 4, !invariant.load !2
  br label %70

69:                                               ; preds = %57
  br label %70

70:                                               ; preds = %62, %69
  %71 = phi float [ 0.000000e+00, %69 ], [ %68, %62 ]
  br label %72

72:                                               ; preds = %70
  %73 = fadd float %58, %71
  %74 = add i32 %14, 4
  %75 = add i32 %74, %13
  %76 = icmp sge i32 %75, 7
  br i1 %76, label %77, label %84

77:                                               ; preds = %72
  %78 = mul i32 %75, 8
  %79 = urem i32 %5, 8
  %80 = add i32 %78, %79
  %81 = add i32 %80, -56
  %82 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %81
  %83 = load float, ptr %82, align 4, !invariant.load !2
  br label %85

84:                                               ; preds = %72
  br label %85

85:                                               ; preds = %77, %84
  %86 = phi float [ 0.000000e+00, %84 ], [ %83, %77 ]
  br label %87

87:                                               ; preds = %85
  %88 = fadd float %73, %86
  %89 = add i32 %14, 5
  %90 = add i32 %89, %13
  %91 = icmp sge i32 %90, 7
  br i1 %91, label %92, label %99

92:                                               ; preds = %87
  %93 = mul i32 %90, 8
  %94 = urem i32 %5, 8
  %95 = add i32 %93, %94
  %96 = add i32 %95, -56
  %97 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %96
  %98 = load float, ptr %97, align 4, !invariant.load !2
  br label %100

99:                                               ; preds = %87
  br label %100

100:                                              ; preds = %92, %99
  %101 = phi float [ 0.000000e+00, %99 ], [ %98, %92 ]
  br label %102

102:                                              ; preds = %100
  %103 = fadd float %88, %101
  %104 = add i32 %14, 6
  %105 = add i32 %104, %13
  %106 = icmp sge i32 %105, 7
  br i1 %106, label %107, label %114

107:                                              ; preds = %102
  %108 = mul i32 %105, 8
  %109 = urem i32 %5, 8
  %110 = add i32 %108, %109
  %111 = add i32 %110, -56
  %112 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %111
  %113 = load float, ptr %112, align 4, !invariant.load !2
  br label %115

114:                                              ; preds = %102
  br label %115

115:                                              ; preds = %107, %114
  %116 = phi float [ 0.000000e+00, %114 ], [ %113, %107 ]
  br label %117

117:                                              ; preds = %115
  %118 = fadd float %103, %116
  %119 = add i32 %14, 7
  %120 = add i32 %119, %13
  %121 = icmp sge i32 %120, 7
  br i1 %121, label %122, label %129

122:                                              ; preds = %117
  %123 = mul i32 %120, 8
  %124 = urem i32 %5, 8
  %125 = add i32 %123, %124
  %126 = add i32 %125, -56
  %127 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %126
  %128 = load float, ptr %127, align 4, !invariant.load !2
  br label %130

129:                                              ; preds = %117
  br label %130

130:                                              ; preds = %122, %129
  %131 = phi float [ 0.000000e+00, %129 ], [ %128, %122 ]
  br label %132

132:                                              ; preds = %130
  %133 = fadd float %118, %131
  %134 = getelementptr inbounds [32 x float], ptr %3, i32 0, i32 %5
  store float %133, ptr %134, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { "nvvm.reqntid"="32,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 32}
!2 = !{}
