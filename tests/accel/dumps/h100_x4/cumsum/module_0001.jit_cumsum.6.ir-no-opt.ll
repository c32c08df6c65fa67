; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_transpose_fusion(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(16) %1, ptr noalias align 256 dereferenceable(4) %2, ptr noalias align 256 dereferenceable(128) %3, ptr noalias align 256 dereferenceable(128) %4) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %7 = urem i32 %6, 8
  %8 = getelementptr inbounds [1 x i32], ptr %2, i32 0, i32 0
  %9 = load i32, ptr %8, align 4, !invariant.load !2
  %10 = call i32 @llvm.umin.i32(i32 %9, i32 3)
  %11 = getelementptr inbounds [4 x i32], ptr %1, i32 0, i32 %10
  %12 = load i32, ptr %11, align 4, !invariant.load !2
  %13 = mul i32 %12, 8
  %14 = call i32 @llvm.smin.i32(i32 %13, i32 8)
  %15 = call i32 @llvm.smax.i32(i32 %14, i32 0)
  %16 = add i32 %7, %15
  %17 = icmp sge i32 %16, 15
  br i1 %17, label %18, label %25

18:                                               ; preds = %5
  %19 = mul i32 %16, 4
  %20 = udiv i32 %6, 8
  %21 = add i32 %19, %20
  %22 = add i32 %21, -60
  %23 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %22
  %24 = load float, ptr %23, align 4, !invariant.load !2
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %18, %25
  %27 = phi float [ 0.000000e+00, %25 ], [ %24, %18 ]
  br label %28

28:                                               ; preds = %26
  %29 = fadd float %27, 0.000000e+00
  %30 = add i32 %7, 1
  %31 = add i32 %30, %15
  %32 = icmp sge i32 %31, 15
  br i1 %32, label %33, label %40

33:                                               ; preds = %28
  %34 = mul i32 %31, 4
  %35 = udiv i32 %6, 8
  %36 = add i32 %34, %35
  %37 = add i32 %36, -60
  %38 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %37
  %39 = load float, ptr %38, align 4, !invariant.load !2
  br label %41

40:                                               ; preds = %28
  br label %41

41:                                               ; preds = %33, %40
  %42 = phi float [ 0.000000e+00, %40 ], [ %39, %33 ]
  br label %43

43:                                               ; preds = %41
  %44 = fadd float %29, %42
  %45 = add i32 %7, 2
  %46 = add i32 %45, %15
  %47 = icmp sge i32 %46, 15
  br i1 %47, label %48, label %55

48:                                               ; preds = %43
  %49 = mul i32 %46, 4
  %50 = udiv i32 %6, 8
  %51 = add i32 %49, %50
  %52 = add i32 %51, -60
  %53 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %52
  %54 = load float, ptr %53, align 4, !invariant.load !2
  br label %56

55:                                               ; preds = %43
  br label %56

56:                                               ; preds = %48, %55
  %57 = phi float [ 0.000000e+00, %55 ], [ %54, %48 ]
  br label %58

58:                                               ; preds = %56
  %59 = fadd float %44, %57
  %60 = add i32 %7, 3
  %61 = add i32 %60, %15
  %62 = icmp sge i32 %61, 15
  br i1 %62, label %63, label %70

63:                                               ; preds = %58
  %64 = mul i32 %61, 4
  %65 = udiv i32 %6, 8
  %66 = add i32 %64, %65
  %67 = add i32 %66, -60
  %68 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %67
  %69 = load float, ptr %68, align 4, !invariant.load !2
  br label %71

70:                                               ; preds = %58
  br label %71

71:                                               ; preds = %63, %70
  %72 = phi float [ 0.000000e+00, %70 ], [ %69, %63 ]
  br label %73

73:                                               ; preds = %71
  %74 = fadd float %59, %72
  %75 = add i32 %7, 4
  %76 = add i32 %75, %15
  %77 = icmp sge i32 %76, 15
  br i1 %77, label %78, label %85

78:                                               ; preds = %73
  %79 = mul i32 %76, 4
  %80 = udiv i32 %6, 8
  %81 = add i32 %79, %80
  %82 = add i32 %81, -60
  %83 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %82
  %84 = load float, ptr %83, align 4, !invariant.load !2
  br label %86

85:                                               ; preds = %73
  br label %86

86:                                               ; preds = %78, %85
  %87 = phi float [ 0.000000e+00, %85 ], [ %84, %78 ]
  br label %88

88:                                               ; preds = %86
  %89 = fadd float %74, %87
  %90 = add i32 %7, 5
  %91 = add i32 %90, %15
  %92 = icmp sge i32 %91, 15
  br i1 %92, label %93, label %100

93:                                               ; preds = %88
  %94 = mul i32 %91, 4
  %95 = udiv i32 %6, 8
  %96 = add i32 %94, %95
  %97 = add i32 %96, -60
  %98 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %97
  %99 = load float, ptr %98, align 4, !invariant.load !2
  br label %101

100:                                              ; preds = %88
  br label %101

101:                                              ; preds = %93, %100
  %102 = phi float [ 0.000000e+00, %100 ], [ %99, %93 ]
  br label %103

103:                                              ; preds = %101
  %104 = fadd float %89, %102
  %105 = add i32 %7, 6
  %106 = add i32 %105, %15
  %107 = icmp sge i32 %106, 15
  br i1 %107, label %108, label %115

108:                                              ; preds = %103
  %109 = mul i32 %106, 4
  %110 = udiv i32 %6, 8
  %111 = add i32 %109, %110
  %112 = add i32 %111, -60
  %113 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %112
  %114 = load float, ptr %113, align 4, !invariant.load !2
  br label %116

115:                                              ; preds = %103
  br label %116

116:                                              ; preds = %108, %115
  %117 = phi float [ 0.000000e+00, %115 ], [ %114, %108 ]
  br label %118

118:                                              ; preds = %116
  %119 = fadd float %104, %117
  %120 = add i32 %7, 7
  %121 = add i32 %120, %15
  %122 = icmp sge i32 %121, 15
  br i1 %122, label %123, label %130

123:                                              ; preds = %118
  %124 = mul i32 %121, 4
  %125 = udiv i32 %6, 8
  %126 = add i32 %124, %125
  %127 = add i32 %126, -60
  %128 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %127
  %129 = load float, ptr %128, align 4, !invariant.load !2
  br label %131

130:                                              ; preds = %118
  br label %131

131:                                              ; preds = %123, %130
  %132 = phi float [ 0.000000e+00, %130 ], [ %129, %123 ]
  br label %133

133:                                              ; preds = %131
  %134 = fadd float %119, %132
  %135 = add i32 %7, 8
  %136 = add i32 %135, %15
  %137 = icmp sge i32 %136, 15
  br i1 %137, label %138, label %145

138:                                              ; preds = %133
  %139 = mul i32 %136, 4
  %140 = udiv i32 %6, 8
  %141 = add i32 %139, %140
  %142 = add i32 %141, -60
  %143 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %142
  %144 = load float, ptr %143, align 4, !invariant.load !2
  br label %146

145:                                              ; preds = %133
  br label %146

146:                                              ; preds = %138, %145
  %147 = phi float [ 0.000000e+00, %145 ], [ %144, %138 ]
  br label %148

148:                                              ; preds = %146
  %149 = fadd float %134, %147
  %150 = add i32 %7, 9
  %151 = add i32 %150, %15
  %152 = icmp sge i32 %151, 15
  br i1 %152, label %153, label %160

153:                                              ; preds = %148
  %154 = mul i32 %151, 4
  %155 = udiv i32 %6, 8
  %156 = add i32 %154, %155
  %157 = add i32 %156, -60
  %158 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %157
  %159 = load float, ptr %158, align 4, !invariant.load !2
  br label %161

160:                                              ; preds = %148
  br label %161

161:                                              ; preds = %153, %160
  %162 = phi float [ 0.000000e+00, %160 ], [ %159, %153 ]
  br label %163

163:                                              ; preds = %161
  %164 = fadd float %149, %162
  %165 = add i32 %7, 10
  %166 = add i32 %165, %15
  %167 = icmp sge i32 %166, 15
  br i1 %167, label %168, label %175

168:                                              ; preds = %163
  %169 = mul i32 %166, 4
  %170 = udiv i32 %6, 8
  %171 = add i32 %169, %170
  %172 = add i32 %171, -60
  %173 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %172
  %174 = load float, ptr %173, align 4, !invariant.load !2
  br label %176

175:                                              ; preds = %163
  br label %176

176:                                              ; preds = %168, %175
  %177 = phi float [ 0.000000e+00, %175 ], [ %174, %168 ]
  br label %178

178:                                              ; preds = %176
  %179 = fadd float %164, %177
  %180 = add i32 %7, 11
  %181 = add i32 %180, %15
  %182 = icmp sge i32 %181, 15
  br i1 %182, label %183, label %190

183:                                              ; preds = %178
  %184 = mul i32 %181, 4
  %185 = udiv i32 %6, 8
  %186 = add i32 %184, %185
  %187 = add i32 %186, -60
  %188 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %187
  %189 = load float, ptr %188, align 4, !invariant.load !2
  br label %191

190:                                              ; preds = %178
  br label %191

191:                                              ; preds = %183, %190
  %192 = phi float [ 0.000000e+00, %190 ], [ %189, %183 ]
  br label %193

193:                                              ; preds = %191
  %194 = fadd float %179, %192
  %195 = add i32 %7, 12
  %196 = add i32 %195, %15
  %197 = icmp sge i32 %196, 15
  br i1 %197, label %198, label %205

198:                                              ; preds = %193
  %199 = mul i32 %196, 4
  %200 = udiv i32 %6, 8
  %201 = add i32 %199, %200
  %202 = add i32 %201, -60
  %203 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %202
  %204 = load float, ptr %203, align 4, !invariant.load !2
  br label %206

205:                                              ; preds = %193
  br label %206

206:                                              ; preds = %198, %205
  %207 = phi float [ 0.000000e+00, %205 ], [ %204, %198 ]
  br label %208

208:                                              ; preds = %206
  %209 = fadd float %194, %207
  %210 = add i32 %7, 13
  %211 = add i32 %210, %15
  %212 = icmp sge i32 %211, 15
  br i1 %212, label %213, label %220

213:                                              ; preds = %208
  %214 = mul i32 %211, 4
  %215 = udiv i32 %6, 8
  %216 = add i32 %214, %215
  %217 = add i32 %216, -60
  %218 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %217
  %219 = load float, ptr %218, align 4, !invariant.load !2
  br label %221

220:                                              ; preds = %208
  br label %221

221:                                              ; preds = %213, %220
  %222 = phi float [ 0.000000e+00, %220 ], [ %219, %213 ]
  br label %223

223:                                              ; preds = %221
  %224 = fadd float %209, %222
  %225 = add i32 %7, 14
  %226 = add i32 %225, %15
  %227 = icmp sge i32 %226, 15
  br i1 %227, label %228, label %235

228:                                              ; preds = %223
  %229 = mul i32 %226, 4
  %230 = udiv i32 %6, 8
  %231 = add i32 %229, %230
  %232 = add i32 %231, -60
  %233 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %232
  %234 = load float, ptr %233, align 4, !invariant.load !2
  br label %236

235:                                              ; preds = %223
  br label %236

236:                                              ; preds = %228, %235
  %237 = phi float [ 0.000000e+00, %235 ], [ %234, %228 ]
  br label %238

238:                                              ; preds = %236
  %239 = fadd float %224, %237
  %240 = add i32 %7, 15
  %241 = add i32 %240, %15
  %242 = icmp sge i32 %241, 15
  br i1 %242, label %243, label %250

243:                                              ; preds = %238
  %244 = mul i32 %241, 4
  %245 = udiv i32 %6, 8
  %246 = add i32 %244, %245
  %247 = add i32 %246, -60
  %248 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %247
  %249 = load float, ptr %248, align 4, !invariant.load !2
  br label %251

250:                                              ; preds = %238
  br label %251

251:                                              ; preds = %243, %250
  %252 = phi float [ 0.000000e+00, %250 ], [ %249, %243 ]
  br label %253

253:                                              ; preds = %251
  %254 = fadd float %239, %252
  %255 = call float @llvm.maximum.f32(float %27, float %42)
  %256 = call float @llvm.maximum.f32(float %255, float %57)
  %257 = call float @llvm.maximum.f32(float %256, float %72)
  %258 = call float @llvm.maximum.f32(float %257, float %87)
  %259 = call float @llvm.maximum.f32(float %258, float %102)
  %260 = call float @llvm.maximum.f32(float %259, float %117)
  %261 = call float @llvm.maximum.f32(float %260, float %132)
  %262 = call float @llvm.maximum.f32(float %261, float %147)
  %263 = call float @llvm.maximum.f32(float %262, float %162)
  %264 = call float @llvm.maximum.f32(float %263, float %177)
  %265 = call float @llvm.maximum.f32(float %264, float %192)
  %266 = call float @llvm.maximum.f32(float %265, float %207)
  %267 = call float @llvm.maximum.f32(float %266, float %222)
  %268 = call float @llvm.maximum.f32(float %267, float %237)
  %269 = call float @llvm.maximum.f32(float %268, float %252)
  %270 = getelementptr inbounds [32 x float], ptr %3, i32 0, i32 %6
  store float %254, ptr %270, align 4
  %271 = getelementptr inbounds [32 x float], ptr %4, i32 0, i32 %6
  store float %269, ptr %271, align 4
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

attributes #0 = { "nvvm.reqntid"="32,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 32}
!2 = !{}
