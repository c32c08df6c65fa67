; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_1(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(128) %arg2) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
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
  %14 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %13, i1 %8) #0
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
  %57 = fmul bfloat %43, %43
  %58 = fmul bfloat %44, %44
  %59 = fmul bfloat %47, %47
  %60 = fmul bfloat %48, %48
  %61 = fmul bfloat %51, %51
  %62 = fmul bfloat %52, %52
  %63 = fmul bfloat %55, %55
  %64 = fmul bfloat %56, %56
  %65 = fmul bfloat %43, %57
  %66 = fmul bfloat %44, %58
  %67 = fmul bfloat %47, %59
  %68 = fmul bfloat %48, %60
  %69 = fmul bfloat %51, %61
  %70 = fmul bfloat %52, %62
  %71 = fmul bfloat %55, %63
  %72 = fmul bfloat %56, %64
  %73 = fmul bfloat %65, 4.467770e-02
  %74 = fmul bfloat %66, 4.467770e-02
  %75 = fmul bfloat %67, 4.467770e-02
  %76 = fmul bfloat %68, 4.467770e-02
  %77 = fmul bfloat %69, 4.467770e-02
  %78 = fmul bfloat %70, 4.467770e-02
  %79 = fmul bfloat %71, 4.467770e-02
  %80 = fmul bfloat %72, 4.467770e-02
  %81 = fadd bfloat %43, %73
  %82 = fadd bfloat %44, %74
  %83 = fadd bfloat %47, %75
  %84 = fadd bfloat %48, %76
  %85 = fadd bfloat %51, %77
  %86 = fadd bfloat %52, %78
  %87 = fadd bfloat %55, %79
  %88 = fadd bfloat %56, %80
  %89 = fmul bfloat %81, 7.968750e-01
  %90 = fmul bfloat %82, 7.968750e-01
  %91 = fmul bfloat %83, 7.968750e-01
  %92 = fmul bfloat %84, 7.968750e-01
  %93 = fmul bfloat %85, 7.968750e-01
  %94 = fmul bfloat %86, 7.968750e-01
  %95 = fmul bfloat %87, 7.968750e-01
  %96 = fmul bfloat %88, 7.968750e-01
  %97 = fpext bfloat %89 to float
  %98 = fpext bfloat %90 to float
  %99 = fpext bfloat %91 to float
  %100 = fpext bfloat %92 to float
  %101 = fpext bfloat %93 to float
  %102 = fpext bfloat %94 to float
  %103 = fpext bfloat %95 to float
  %104 = fpext bfloat %96 to float
  %105 = tail call float @llvm.nvvm.fabs.f32(float %97)
  %106 = fmul float %105, 2.885390e+00
  %107 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %106)
  %108 = fadd float %107, 1.000000e+00
  %109 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %108) #9, !srcloc !4
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
  %129 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %128) #9, !srcloc !4
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
  %.01.i2 = select i1 %144, float %137, float %143
  %145 = tail call float @llvm.nvvm.fabs.f32(float %99)
  %146 = fmul float %145, 2.885390e+00
  %147 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %146)
  %148 = fadd float %147, 1.000000e+00
  %149 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %148) #9, !srcloc !4
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
  %.01.i3 = select i1 %164, float %157, float %163
  %165 = tail call float @llvm.nvvm.fabs.f32(float %100)
  %166 = fmul float %165, 2.885390e+00
  %167 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %166)
  %168 = fadd float %167, 1.000000e+00
  %169 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %168) #9, !srcloc !4
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
  %.01.i4 = select i1 %184, float %177, float %183
  %185 = tail call float @llvm.nvvm.fabs.f32(float %101)
  %186 = fmul float %185, 2.885390e+00
  %187 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %186)
  %188 = fadd float %187, 1.000000e+00
  %189 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %188) #9, !srcloc !4
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
  %.01.i5 = select i1 %204, float %197, float %203
  %205 = tail call float @llvm.nvvm.fabs.f32(float %102)
  %206 = fmul float %205, 2.885390e+00
  %207 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %206)
  %208 = fadd float %207, 1.000000e+00
  %209 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %208) #9, !srcloc !4
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
  %.01.i6 = select i1 %224, float %217, float %223
  %225 = tail call float @llvm.nvvm.fabs.f32(float %103)
  %226 = fmul float %225, 2.885390e+00
  %227 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %226)
  %228 = fadd float %227, 1.000000e+00
  %229 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %228) #9, !srcloc !4
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
  %.01.i7 = select i1 %244, float %237, float %243
  %245 = tail call float @llvm.nvvm.fabs.f32(float %104)
  %246 = fmul float %245, 2.885390e+00
  %247 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %246)
  %248 = fadd float %247, 1.000000e+00
  %249 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %248) #9, !srcloc !4
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
  %.01.i8 = select i1 %264, float %257, float %263
  %265 = fptrunc float %.01.i to bfloat
  %266 = fptrunc float %.01.i2 to bfloat
  %267 = fptrunc float %.01.i3 to bfloat
  %268 = fptrunc float %.01.i4 to bfloat
  %269 = fptrunc float %.01.i5 to bfloat
  %270 = fptrunc float %.01.i6 to bfloat
  %271 = fptrunc float %.01.i7 to bfloat
  %272 = fptrunc float %.01.i8 to bfloat
  %273 = fadd bfloat %265, 1.000000e+00
  %274 = fadd bfloat %266, 1.000000e+00
  %275 = fadd bfloat %267, 1.000000e+00
  %276 = fadd bfloat %268, 1.000000e+00
  %277 = fadd bfloat %269, 1.000000e+00
  %278 = fadd bfloat %270, 1.000000e+00
  %279 = fadd bfloat %271, 1.000000e+00
  %280 = fadd bfloat %272, 1.000000e+00
  %281 = fmul bfloat %273, 5.000000e-01
  %282 = fmul bfloat %274, 5.000000e-01
  %283 = fmul bfloat %275, 5.000000e-01
  %284 = fmul bfloat %276, 5.000000e-01
  %285 = fmul bfloat %277, 5.000000e-01
  %286 = fmul bfloat %278, 5.000000e-01
  %287 = fmul bfloat %279, 5.000000e-01
  %288 = fmul bfloat %280, 5.000000e-01
  %289 = fmul bfloat %43, %281
  %290 = fmul bfloat %44, %282
  %291 = fmul bfloat %47, %283
  %292 = fmul bfloat %48, %284
  %293 = fmul bfloat %51, %285
  %294 = fmul bfloat %52, %286
  %295 = fmul bfloat %55, %287
  %296 = fmul bfloat %56, %288
  %297 = zext nneg i32 %4 to i64
  %298 = shl nuw nsw i64 %297, 3
  %299 = shl nuw nsw i32 %6, 1
  %300 = or disjoint i32 %299, %10
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %298
  %303 = getelementptr [2 x i8], ptr addrspace(1) %302, i64 %301
  %304 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %303) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %305 = and i32 %9, 128
  %.masked = shl nuw nsw i32 %5, 4
  %306 = and i32 %.masked, 240
  %307 = or i32 %305, %306
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %308
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %309, i32 %304)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %310 = zext nneg i32 %306 to i64
  %311 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %310
  %312 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %311)
  %313 = extractvalue { i32, i32 } %312, 0
  %314 = extractvalue { i32, i32 } %312, 1
  %315 = insertelement <2 x bfloat> poison, bfloat %289, i64 0
  %316 = insertelement <2 x bfloat> %315, bfloat %290, i64 1
  %317 = bitcast <2 x bfloat> %316 to i32
  %318 = insertelement <2 x bfloat> poison, bfloat %291, i64 0
  %319 = insertelement <2 x bfloat> %318, bfloat %292, i64 1
  %320 = bitcast <2 x bfloat> %319 to i32
  %321 = insertelement <2 x bfloat> poison, bfloat %293, i64 0
  %322 = insertelement <2 x bfloat> %321, bfloat %294, i64 1
  %323 = bitcast <2 x bfloat> %322 to i32
  %324 = insertelement <2 x bfloat> poison, bfloat %295, i64 0
  %325 = insertelement <2 x bfloat> %324, bfloat %296, i64 1
  %326 = bitcast <2 x bfloat> %325 to i32
  %327 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %317, i32 %320, i32 %323, i32 %326, i32 %313, i32 %314) #0
  %328 = extractvalue { float, float, float, float } %327, 0
  %329 = extractvalue { float, float, float, float } %327, 1
  %330 = extractvalue { float, float, float, float } %327, 2
  %331 = extractvalue { float, float, float, float } %327, 3
  %332 = fptrunc float %328 to bfloat
  %333 = fptrunc float %329 to bfloat
  %334 = fptrunc float %330 to bfloat
  %335 = fptrunc float %331 to bfloat
  %336 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %298
  %337 = getelementptr [2 x i8], ptr addrspace(1) %336, i64 %301
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %338 = insertelement <2 x bfloat> poison, bfloat %332, i64 0
  %339 = insertelement <2 x bfloat> %338, bfloat %333, i64 1
  %340 = bitcast <2 x bfloat> %339 to i32
  %341 = insertelement <2 x bfloat> poison, bfloat %334, i64 0
  %342 = insertelement <2 x bfloat> %341, bfloat %335, i64 1
  %343 = bitcast <2 x bfloat> %342 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %311, i32 %340, i32 %343)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %344 = tail call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %309)
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %344, ptr addrspace(1) %337, i1 %8) #0
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { convergent nocallback nounwind memory(argmem: write) }
attributes #5 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 21584}
