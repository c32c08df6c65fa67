; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_reduce_window_fusion_1(ptr noalias align 16 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(256) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = urem i32 %3, 16
  %5 = icmp sge i32 %4, 15
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = add i32 %3, -15
  %8 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %7
  %9 = load i32, ptr %8, align 4, !invariant.load !2
  br label %11

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %6, %10
  %12 = phi i32 [ 0, %10 ], [ %9, %6 ]
  br label %13

13:                                               ; preds = %11
  %14 = add i32 %4, 1
  %15 = icmp sge i32 %14, 15
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = add i32 %3, -14
  %18 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %17
  %19 = load i32, ptr %18, align 4, !invariant.load !2
  %20 = add i32 %12, %19
  br label %22

21:                                               ; preds = %13
  br label %22

22:                                               ; preds = %16, %21
  %23 = phi i32 [ %12, %21 ], [ %20, %16 ]
  br label %24

24:                                               ; preds = %22
  %25 = add i32 %4, 2
  %26 = icmp sge i32 %25, 15
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = add i32 %3, -13
  %29 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %28
  %30 = load i32, ptr %29, align 4, !invariant.load !2
  %31 = add i32 %23, %30
  br label %33

32:                                               ; preds = %24
  br label %33

33:                                               ; preds = %27, %32
  %34 = phi i32 [ %23, %32 ], [ %31, %27 ]
  br label %35

35:                                               ; preds = %33
  %36 = add i32 %4, 3
  %37 = icmp sge i32 %36, 15
  br i1 %37, label %38, label %43

38:                                               ; preds = %35
  %39 = add i32 %3, -12
  %40 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %39
  %41 = load i32, ptr %40, align 4, !invariant.load !2
  %42 = add i32 %34, %41
  br label %44

43:                                               ; preds = %35
  br label %44

44:                                               ; preds = %38, %43
  %45 = phi i32 [ %34, %43 ], [ %42, %38 ]
  br label %46

46:                                               ; preds = %44
  %47 = add i32 %4, 4
  %48 = icmp sge i32 %47, 15
  br i1 %48, label %49, label %54

49:                                               ; preds = %46
  %50 = add i32 %3, -11
  %51 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %50
  %52 = load i32, ptr %51, align 4, !invariant.load !2
  %53 = add i32 %45, %52
  br label %55

54:                                               ; preds = %46
  br label %55

55:                                               ; preds = %49, %54
  %56 = phi i32 [ %45, %54 ], [ %53, %49 ]
  br label %57

57:                                               ; preds = %55
  %58 = add i32 %4, 5
  %59 = icmp sge i32 %58, 15
  br i1 %59, label %60, label %65

60:                                               ; preds = %57
  %61 = add i32 %3, -10
  %62 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %61
  %63 = load i32, ptr %62, align 4, !invariant.load !2
  %64 = add i32 %56, %63
  br label %66

65:                                               ; preds = %57
  br label %66

66:                                               ; preds = %60, %65
  %67 = phi i32 [ %56, %65 ], [ %64, %60 ]
  br label %68

68:                                               ; preds = %66
  %69 = add i32 %4, 6
  %70 = icmp sge i32 %69, 15
  br i1 %70, label %71, label %76

71:                                               ; preds = %68
  %72 = add i32 %3, -9
  %73 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %72
  %74 = load i32, ptr %73, align 4, !invariant.load !2
  %75 = add i32 %67, %74
  br label %77

76:                                               ; preds = %68
  br label %77

77:                                               ; preds = %71, %76
  %78 = phi i32 [ %67, %76 ], [ %75, %71 ]
  br label %79

79:                                               ; preds = %77
  %80 = add i32 %4, 7
  %81 = icmp sge i32 %80, 15
  br i1 %81, label %82, label %87

82:                                               ; preds = %79
  %83 = add i32 %3, -8
  %84 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %83
  %85 = load i32, ptr %84, align 4, !invariant.load !2
  %86 = add i32 %78, %85
  br label %88

87:                                               ; preds = %79
  br label %88

88:                                               ; preds = %82, %87
  %89 = phi i32 [ %78, %87 ], [ %86, %82 ]
  br label %90

90:                                               ; preds = %88
  %91 = add i32 %4, 8
  %92 = icmp sge i32 %91, 15
  br i1 %92, label %93, label %98

93:                                               ; preds = %90
  %94 = add i32 %3, -7
  %95 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %94
  %96 = load i32, ptr %95, align 4, !invariant.load !2
  %97 = add i32 %89, %96
  br label %99

98:                                               ; preds = %90
  br label %99

99:                                               ; preds = %93, %98
  %100 = phi i32 [ %89, %98 ], [ %97, %93 ]
  br label %101

101:                                              ; preds = %99
  %102 = add i32 %4, 9
  %103 = icmp sge i32 %102, 15
  br i1 %103, label %104, label %109

104:                                              ; preds = %101
  %105 = add i32 %3, -6
  %106 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %105
  %107 = load i32, ptr %106, align 4, !invariant.load !2
  %108 = add i32 %100, %107
  br label %110

109:                                              ; preds = %101
  br label %110

110:                                              ; preds = %104, %109
  %111 = phi i32 [ %100, %109 ], [ %108, %104 ]
  br label %112

112:                                              ; preds = %110
  %113 = add i32 %4, 10
  %114 = icmp sge i32 %113, 15
  br i1 %114, label %115, label %120

115:                                              ; preds = %112
  %116 = add i32 %3, -5
  %117 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %116
  %118 = load i32, ptr %117, align 4, !invariant.load !2
  %119 = add i32 %111, %118
  br label %121

120:                                              ; preds = %112
  br label %121

121:                                              ; preds = %115, %120
  %122 = phi i32 [ %111, %120 ], [ %119, %115 ]
  br label %123

123:                                              ; preds = %121
  %124 = add i32 %4, 11
  %125 = icmp sge i32 %124, 15
  br i1 %125, label %126, label %131

126:                                              ; preds = %123
  %127 = add i32 %3, -4
  %128 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %127
  %129 = load i32, ptr %128, align 4, !invariant.load !2
  %130 = add i32 %122, %129
  br label %132

131:                                              ; preds = %123
  br label %132

132:                                              ; preds = %126, %131
  %133 = phi i32 [ %122, %131 ], [ %130, %126 ]
  br label %134

134:                                              ; preds = %132
  %135 = add i32 %4, 12
  %136 = icmp sge i32 %135, 15
  br i1 %136, label %137, label %142

137:                                              ; preds = %134
  %138 = add i32 %3, -3
  %139 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %138
  %140 = load i32, ptr %139, align 4, !invariant.load !2
  %141 = add i32 %133, %140
  br label %143

142:                                              ; preds = %134
  br label %143

143:                                              ; preds = %137, %142
  %144 = phi i32 [ %133, %142 ], [ %141, %137 ]
  br label %145

145:                                              ; preds = %143
  %146 = add i32 %4, 13
  %147 = icmp sge i32 %146, 15
  br i1 %147, label %148, label %153

148:                                              ; preds = %145
  %149 = add i32 %3, -2
  %150 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %149
  %151 = load i32, ptr %150, align 4, !invariant.load !2
  %152 = add i32 %144, %151
  br label %154

153:                                              ; preds = %145
  br label %154

154:                                              ; preds = %148, %153
  %155 = phi i32 [ %144, %153 ], [ %152, %148 ]
  br label %156

156:                                              ; preds = %154
  %157 = add i32 %4, 14
  %158 = icmp sge i32 %157, 15
  br i1 %158, label %159, label %164

159:                                              ; preds = %156
  %160 = add i32 %3, -1
  %161 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %160
  %162 = load i32, ptr %161, align 4, !invariant.load !2
  %163 = add i32 %155, %162
  br label %165

164:                                              ; preds = %156
  br label %165

165:                                              ; preds = %159, %164
  %166 = phi i32 [ %155, %164 ], [ %163, %159 ]
  br label %167

167:                                              ; preds = %165
  %168 = getelementptr inbounds [64 x i32], ptr %0, i32 0, i32 %3
  %169 = load i32, ptr %168, align 4, !invariant.load !2
  %170 = add i32 %166, %169
  %171 = getelementptr inbounds [64 x i32], ptr %1, i32 0, i32 %3
  store i32 %170, ptr %171, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
