; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #2

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_1(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(128) %arg2) local_unnamed_addr #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 3
  %7 = shl nuw nsw i32 %6, 2
  %8 = icmp samesign ult i32 %5, 16
  %9 = shl nuw nsw i32 %5, 2
  %10 = and i32 %9, 240
  %11 = or disjoint i32 %7, %10
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %12
  %14 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %13, i1 %8) #7
  %15 = extractvalue { i32, i32 } %14, 0
  %16 = extractvalue { i32, i32 } %14, 1
  %extelt.offset1 = lshr i32 %16, 16
  %17 = trunc nuw i32 %extelt.offset1 to i16
  %18 = shl nuw nsw i32 %5, 3
  %19 = and i32 %18, 376
  %20 = and i32 %5, 16
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, i32 0, i32 144
  %23 = xor i32 %22, %19
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %24
  %26 = trunc i32 %16 to i16
  %27 = insertelement <2 x i32> poison, i32 %15, i64 0
  %28 = bitcast <2 x i32> %27 to <4 x i16>
  %29 = insertelement <4 x i16> %28, i16 %26, i64 2
  %30 = insertelement <4 x i16> %29, i16 %17, i64 3
  store <4 x i16> %30, ptr addrspace(3) %25, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = shl nuw nsw i32 %5, 5
  %32 = and i32 %31, 352
  %33 = and i32 %5, 4
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i32 0, i32 144
  %36 = xor i32 %35, %20
  %37 = or disjoint i32 %36, %32
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %38
  %40 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %39)
  %41 = extractvalue { i32, i32, i32, i32 } %40, 0
  %42 = bitcast i32 %41 to <2 x bfloat>
  %43 = extractelement <2 x bfloat> %42, i64 0
  %44 = extractelement <2 x bfloat> %42, i64 1
  %45 = extractvalue { i32, i32, i32, i32 } %40, 1
  %46 = bitcast i32 %45 to <2 x bfloat>
  %47 = extractelement <2 x bfloat> %46, i64 0
  %48 = extractelement <2 x bfloat> %46, i64 1
  %49 = extractvalue { i32, i32, i32, i32 } %40, 2
  %50 = bitcast i32 %49 to <2 x bfloat>
  %51 = extractelement <2 x bfloat> %50, i64 0
  %52 = extractelement <2 x bfloat> %50, i64 1
  %53 = extractvalue { i32, i32, i32, i32 } %40, 3
  %54 = bitcast i32 %53 to <2 x bfloat>
  %55 = extractelement <2 x bfloat> %54, i64 0
  %56 = extractelement <2 x bfloat> %54, i64 1
  %57 = fpext bfloat %43 to float
  %58 = fpext bfloat %44 to float
  %59 = fpext bfloat %47 to float
  %60 = fpext bfloat %48 to float
  %61 = fpext bfloat %51 to float
  %62 = fpext bfloat %52 to float
  %63 = fpext bfloat %55 to float
  %64 = fpext bfloat %56 to float
  %65 = fmul float %57, %57
  %66 = fmul float %58, %58
  %67 = fmul float %59, %59
  %68 = fmul float %60, %60
  %69 = fmul float %61, %61
  %70 = fmul float %62, %62
  %71 = fmul float %63, %63
  %72 = fmul float %64, %64
  %73 = fmul float %65, %57
  %74 = fmul float %66, %58
  %75 = fmul float %67, %59
  %76 = fmul float %68, %60
  %77 = fmul float %69, %61
  %78 = fmul float %70, %62
  %79 = fmul float %71, %63
  %80 = fmul float %72, %64
  %81 = fmul float %73, f0x3D370000
  %82 = fmul float %74, f0x3D370000
  %83 = fmul float %75, f0x3D370000
  %84 = fmul float %76, f0x3D370000
  %85 = fmul float %77, f0x3D370000
  %86 = fmul float %78, f0x3D370000
  %87 = fmul float %79, f0x3D370000
  %88 = fmul float %80, f0x3D370000
  %89 = fadd float %81, %57
  %90 = fadd float %82, %58
  %91 = fadd float %83, %59
  %92 = fadd float %84, %60
  %93 = fadd float %85, %61
  %94 = fadd float %86, %62
  %95 = fadd float %87, %63
  %96 = fadd float %88, %64
  %97 = fmul float %89, 7.968750e-01
  %98 = fmul float %90, 7.968750e-01
  %99 = fmul float %91, 7.968750e-01
  %100 = fmul float %92, 7.968750e-01
  %101 = fmul float %93, 7.968750e-01
  %102 = fmul float %94, 7.968750e-01
  %103 = fmul float %95, 7.968750e-01
  %104 = fmul float %96, 7.968750e-01
  %105 = tail call float @llvm.nvvm.fabs.f32(float %97)
  %106 = fmul float %105, 2.885390e+00
  %107 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %106)
  %108 = fadd float %107, 1.000000e+00
  %109 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %108) #8, !srcloc !4
  %110 = tail call float @llvm.fma.f32(float %109, float -2.000000e+00, float 1.000000e+00)
  %111 = fcmp oge float %105, f0x41102CB4
  %112 = bitcast float %110 to i32
  %113 = select i1 %111, i32 1065353216, i32 %112
  %114 = bitcast float %97 to i32
  %115 = and i32 %114, -2147483648
  %116 = or i32 %113, %115
  %117 = bitcast i32 %116 to float
  %118 = fmul float %97, %97
  %119 = tail call float @llvm.fma.f32(float %118, float f0x3C80F082, float f0xBD563CAE)
  %120 = tail call float @llvm.fma.f32(float %119, float %118, float f0x3E085941)
  %121 = tail call float @llvm.fma.f32(float %120, float %118, float f0xBEAAA9ED)
  %122 = tail call float @llvm.fma.f32(float %121, float %118, float 0.000000e+00)
  %123 = tail call float @llvm.fma.f32(float %122, float %97, float %97)
  %124 = fcmp oge float %105, 6.000000e-01
  %.01.i = select i1 %124, float %117, float %123
  %125 = tail call float @llvm.nvvm.fabs.f32(float %98)
  %126 = fmul float %125, 2.885390e+00
  %127 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %126)
  %128 = fadd float %127, 1.000000e+00
  %129 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %128) #8, !srcloc !4
  %130 = tail call float @llvm.fma.f32(float %129, float -2.000000e+00, float 1.000000e+00)
  %131 = fcmp oge float %125, f0x41102CB4
  %132 = bitcast float %130 to i32
  %133 = select i1 %131, i32 1065353216, i32 %132
  %134 = bitcast float %98 to i32
  %135 = and i32 %134, -2147483648
  %136 = or i32 %133, %135
  %137 = bitcast i32 %136 to float
  %138 = fmul float %98, %98
  %139 = tail call float @llvm.fma.f32(float %138, float f0x3C80F082, float f0xBD563CAE)
  %140 = tail call float @llvm.fma.f32(float %139, float %138, float f0x3E085941)
  %141 = tail call float @llvm.fma.f32(float %140, float %138, float f0xBEAAA9ED)
  %142 = tail call float @llvm.fma.f32(float %141, float %138, float 0.000000e+00)
  %143 = tail call float @llvm.fma.f32(float %142, float %98, float %98)
  %144 = fcmp oge float %125, 6.000000e-01
  %.01.i3 = select i1 %144, float %137, float %143
  %145 = tail call float @llvm.nvvm.fabs.f32(float %99)
  %146 = fmul float %145, 2.885390e+00
  %147 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %146)
  %148 = fadd float %147, 1.000000e+00
  %149 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %148) #8, !srcloc !4
  %150 = tail call float @llvm.fma.f32(float %149, float -2.000000e+00, float 1.000000e+00)
  %151 = fcmp oge float %145, f0x41102CB4
  %152 = bitcast float %150 to i32
  %153 = select i1 %151, i32 1065353216, i32 %152
  %154 = bitcast float %99 to i32
  %155 = and i32 %154, -2147483648
  %156 = or i32 %153, %155
  %157 = bitcast i32 %156 to float
  %158 = fmul float %99, %99
  %159 = tail call float @llvm.fma.f32(float %158, float f0x3C80F082, float f0xBD563CAE)
  %160 = tail call float @llvm.fma.f32(float %159, float %158, float f0x3E085941)
  %161 = tail call float @llvm.fma.f32(float %160, float %158, float f0xBEAAA9ED)
  %162 = tail call float @llvm.fma.f32(float %161, float %158, float 0.000000e+00)
  %163 = tail call float @llvm.fma.f32(float %162, float %99, float %99)
  %164 = fcmp oge float %145, 6.000000e-01
  %.01.i4 = select i1 %164, float %157, float %163
  %165 = tail call float @llvm.nvvm.fabs.f32(float %100)
  %166 = fmul float %165, 2.885390e+00
  %167 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %166)
  %168 = fadd float %167, 1.000000e+00
  %169 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %168) #8, !srcloc !4
  %170 = tail call float @llvm.fma.f32(float %169, float -2.000000e+00, float 1.000000e+00)
  %171 = fcmp oge float %165, f0x41102CB4
  %172 = bitcast float %170 to i32
  %173 = select i1 %171, i32 1065353216, i32 %172
  %174 = bitcast float %100 to i32
  %175 = and i32 %174, -2147483648
  %176 = or i32 %173, %175
  %177 = bitcast i32 %176 to float
  %178 = fmul float %100, %100
  %179 = tail call float @llvm.fma.f32(float %178, float f0x3C80F082, float f0xBD563CAE)
  %180 = tail call float @llvm.fma.f32(float %179, float %178, float f0x3E085941)
  %181 = tail call float @llvm.fma.f32(float %180, float %178, float f0xBEAAA9ED)
  %182 = tail call float @llvm.fma.f32(float %181, float %178, float 0.000000e+00)
  %183 = tail call float @llvm.fma.f32(float %182, float %100, float %100)
  %184 = fcmp oge float %165, 6.000000e-01
  %.01.i5 = select i1 %184, float %177, float %183
  %185 = tail call float @llvm.nvvm.fabs.f32(float %101)
  %186 = fmul float %185, 2.885390e+00
  %187 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %186)
  %188 = fadd float %187, 1.000000e+00
  %189 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %188) #8, !srcloc !4
  %190 = tail call float @llvm.fma.f32(float %189, float -2.000000e+00, float 1.000000e+00)
  %191 = fcmp oge float %185, f0x41102CB4
  %192 = bitcast float %190 to i32
  %193 = select i1 %191, i32 1065353216, i32 %192
  %194 = bitcast float %101 to i32
  %195 = and i32 %194, -2147483648
  %196 = or i32 %193, %195
  %197 = bitcast i32 %196 to float
  %198 = fmul float %101, %101
  %199 = tail call float @llvm.fma.f32(float %198, float f0x3C80F082, float f0xBD563CAE)
  %200 = tail call float @llvm.fma.f32(float %199, float %198, float f0x3E085941)
  %201 = tail call float @llvm.fma.f32(float %200, float %198, float f0xBEAAA9ED)
  %202 = tail call float @llvm.fma.f32(float %201, float %198, float 0.000000e+00)
  %203 = tail call float @llvm.fma.f32(float %202, float %101, float %101)
  %204 = fcmp oge float %185, 6.000000e-01
  %.01.i6 = select i1 %204, float %197, float %203
  %205 = tail call float @llvm.nvvm.fabs.f32(float %102)
  %206 = fmul float %205, 2.885390e+00
  %207 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %206)
  %208 = fadd float %207, 1.000000e+00
  %209 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %208) #8, !srcloc !4
  %210 = tail call float @llvm.fma.f32(float %209, float -2.000000e+00, float 1.000000e+00)
  %211 = fcmp oge float %205, f0x41102CB4
  %212 = bitcast float %210 to i32
  %213 = select i1 %211, i32 1065353216, i32 %212
  %214 = bitcast float %102 to i32
  %215 = and i32 %214, -2147483648
  %216 = or i32 %213, %215
  %217 = bitcast i32 %216 to float
  %218 = fmul float %102, %102
  %219 = tail call float @llvm.fma.f32(float %218, float f0x3C80F082, float f0xBD563CAE)
  %220 = tail call float @llvm.fma.f32(float %219, float %218, float f0x3E085941)
  %221 = tail call float @llvm.fma.f32(float %220, float %218, float f0xBEAAA9ED)
  %222 = tail call float @llvm.fma.f32(float %221, float %218, float 0.000000e+00)
  %223 = tail call float @llvm.fma.f32(float %222, float %102, float %102)
  %224 = fcmp oge float %205, 6.000000e-01
  %.01.i7 = select i1 %224, float %217, float %223
  %225 = tail call float @llvm.nvvm.fabs.f32(float %103)
  %226 = fmul float %225, 2.885390e+00
  %227 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %226)
  %228 = fadd float %227, 1.000000e+00
  %229 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %228) #8, !srcloc !4
  %230 = tail call float @llvm.fma.f32(float %229, float -2.000000e+00, float 1.000000e+00)
  %231 = fcmp oge float %225, f0x41102CB4
  %232 = bitcast float %230 to i32
  %233 = select i1 %231, i32 1065353216, i32 %232
  %234 = bitcast float %103 to i32
  %235 = and i32 %234, -2147483648
  %236 = or i32 %233, %235
  %237 = bitcast i32 %236 to float
  %238 = fmul float %103, %103
  %239 = tail call float @llvm.fma.f32(float %238, float f0x3C80F082, float f0xBD563CAE)
  %240 = tail call float @llvm.fma.f32(float %239, float %238, float f0x3E085941)
  %241 = tail call float @llvm.fma.f32(float %240, float %238, float f0xBEAAA9ED)
  %242 = tail call float @llvm.fma.f32(float %241, float %238, float 0.000000e+00)
  %243 = tail call float @llvm.fma.f32(float %242, float %103, float %103)
  %244 = fcmp oge float %225, 6.000000e-01
  %.01.i8 = select i1 %244, float %237, float %243
  %245 = tail call float @llvm.nvvm.fabs.f32(float %104)
  %246 = fmul float %245, 2.885390e+00
  %247 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %246)
  %248 = fadd float %247, 1.000000e+00
  %249 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %248) #8, !srcloc !4
  %250 = tail call float @llvm.fma.f32(float %249, float -2.000000e+00, float 1.000000e+00)
  %251 = fcmp oge float %245, f0x41102CB4
  %252 = bitcast float %250 to i32
  %253 = select i1 %251, i32 1065353216, i32 %252
  %254 = bitcast float %104 to i32
  %255 = and i32 %254, -2147483648
  %256 = or i32 %253, %255
  %257 = bitcast i32 %256 to float
  %258 = fmul float %104, %104
  %259 = tail call float @llvm.fma.f32(float %258, float f0x3C80F082, float f0xBD563CAE)
  %260 = tail call float @llvm.fma.f32(float %259, float %258, float f0x3E085941)
  %261 = tail call float @llvm.fma.f32(float %260, float %258, float f0xBEAAA9ED)
  %262 = tail call float @llvm.fma.f32(float %261, float %258, float 0.000000e+00)
  %263 = tail call float @llvm.fma.f32(float %262, float %104, float %104)
  %264 = fcmp oge float %245, 6.000000e-01
  %.01.i9 = select i1 %264, float %257, float %263
  %265 = fadd float %.01.i, 1.000000e+00
  %266 = fadd float %.01.i3, 1.000000e+00
  %267 = fadd float %.01.i4, 1.000000e+00
  %268 = fadd float %.01.i5, 1.000000e+00
  %269 = fadd float %.01.i6, 1.000000e+00
  %270 = fadd float %.01.i7, 1.000000e+00
  %271 = fadd float %.01.i8, 1.000000e+00
  %272 = fadd float %.01.i9, 1.000000e+00
  %273 = fmul float %265, 5.000000e-01
  %274 = fmul float %266, 5.000000e-01
  %275 = fmul float %267, 5.000000e-01
  %276 = fmul float %268, 5.000000e-01
  %277 = fmul float %269, 5.000000e-01
  %278 = fmul float %270, 5.000000e-01
  %279 = fmul float %271, 5.000000e-01
  %280 = fmul float %272, 5.000000e-01
  %281 = fmul float %273, %57
  %282 = fmul float %274, %58
  %283 = fmul float %275, %59
  %284 = fmul float %276, %60
  %285 = fmul float %277, %61
  %286 = fmul float %278, %62
  %287 = fmul float %279, %63
  %288 = fmul float %280, %64
  %289 = fptrunc float %281 to bfloat
  %290 = fptrunc float %282 to bfloat
  %291 = fptrunc float %283 to bfloat
  %292 = fptrunc float %284 to bfloat
  %293 = fptrunc float %285 to bfloat
  %294 = fptrunc float %286 to bfloat
  %295 = fptrunc float %287 to bfloat
  %296 = fptrunc float %288 to bfloat
  %297 = zext nneg i32 %4 to i64
  %298 = shl nuw nsw i64 %297, 3
  %299 = shl nuw nsw i32 %6, 1
  %300 = or disjoint i32 %299, %10
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %298
  %303 = getelementptr [2 x i8], ptr addrspace(1) %302, i64 %301
  %304 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %303) #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %305 = zext nneg i32 %9 to i64
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %305
  store i32 %304, ptr addrspace(3) %306, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %307 = shl nuw nsw i32 %5, 4
  %308 = and i32 %307, 240
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %309
  %311 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %310)
  %312 = extractvalue { i32, i32 } %311, 0
  %313 = extractvalue { i32, i32 } %311, 1
  %314 = insertelement <2 x bfloat> poison, bfloat %289, i64 0
  %315 = insertelement <2 x bfloat> %314, bfloat %290, i64 1
  %316 = bitcast <2 x bfloat> %315 to i32
  %317 = insertelement <2 x bfloat> poison, bfloat %291, i64 0
  %318 = insertelement <2 x bfloat> %317, bfloat %292, i64 1
  %319 = bitcast <2 x bfloat> %318 to i32
  %320 = insertelement <2 x bfloat> poison, bfloat %293, i64 0
  %321 = insertelement <2 x bfloat> %320, bfloat %294, i64 1
  %322 = bitcast <2 x bfloat> %321 to i32
  %323 = insertelement <2 x bfloat> poison, bfloat %295, i64 0
  %324 = insertelement <2 x bfloat> %323, bfloat %296, i64 1
  %325 = bitcast <2 x bfloat> %324 to i32
  %326 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %316, i32 %319, i32 %322, i32 %325, i32 %312, i32 %313) #7
  %327 = extractvalue { float, float, float, float } %326, 0
  %328 = extractvalue { float, float, float, float } %326, 1
  %329 = extractvalue { float, float, float, float } %326, 2
  %330 = extractvalue { float, float, float, float } %326, 3
  %331 = fptrunc float %327 to bfloat
  %332 = fptrunc float %328 to bfloat
  %333 = fptrunc float %329 to bfloat
  %334 = fptrunc float %330 to bfloat
  %335 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %298
  %336 = getelementptr [2 x i8], ptr addrspace(1) %335, i64 %301
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %337 = shl nuw nsw i32 %6, 5
  %338 = and i32 %5, 28
  %339 = or disjoint i32 %337, %338
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %340
  %342 = insertelement <2 x bfloat> poison, bfloat %331, i64 0
  %343 = insertelement <2 x bfloat> %342, bfloat %332, i64 1
  store <2 x bfloat> %343, ptr addrspace(3) %341, align 4
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) %341, i64 128
  %345 = insertelement <2 x bfloat> poison, bfloat %333, i64 0
  %346 = insertelement <2 x bfloat> %345, bfloat %334, i64 1
  store <2 x bfloat> %346, ptr addrspace(3) %344, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %347 = and i32 %9, 128
  %348 = or disjoint i32 %338, %347
  %349 = or disjoint i32 %348, %337
  %350 = zext nneg i32 %349 to i64
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %350
  %352 = load i32, ptr addrspace(3) %351, align 4
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %352, ptr addrspace(1) %336, i1 %8) #7
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 21584}
