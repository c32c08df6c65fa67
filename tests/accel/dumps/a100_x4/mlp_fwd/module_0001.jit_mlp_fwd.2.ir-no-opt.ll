; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

declare float @__nv_tanhf(float)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #2

define ptx_kernel void @gemm_fusion_dot_1(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(128) %arg2) #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr null to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 63
  %9 = urem i32 %8, 32
  %10 = udiv i32 %7, 32
  %11 = shl i32 %9, 0
  %12 = or i32 0, %11
  %13 = shl i32 %10, 5
  %14 = or i32 %12, %13
  %15 = and i32 %14, 60
  %16 = lshr i32 %15, 2
  %17 = or disjoint i32 %16, 0
  %18 = xor i32 0, %17
  %19 = xor i32 %18, 0
  %20 = add i32 %19, 0
  %21 = and i32 %14, 3
  %22 = shl i32 %21, 2
  %23 = or disjoint i32 %22, 0
  %24 = xor i32 0, %23
  %25 = xor i32 %24, 0
  %26 = add i32 %25, 0
  %27 = sext i32 %20 to i64
  %28 = sext i32 %26 to i64
  %29 = icmp slt i64 %27, 4
  %30 = mul i64 %27, 16
  %31 = add i64 %28, %30
  %32 = getelementptr bfloat, ptr addrspace(1) %1, i64 %31
  %33 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %32, i1 %29)
  %34 = extractvalue { i32, i32 } %33, 0
  %35 = bitcast i32 %34 to <2 x bfloat>
  %36 = extractvalue { i32, i32 } %33, 1
  %37 = bitcast i32 %36 to <2 x bfloat>
  %38 = extractelement <2 x bfloat> %35, i32 0
  %39 = extractelement <2 x bfloat> %35, i32 1
  %40 = extractelement <2 x bfloat> %37, i32 0
  %41 = extractelement <2 x bfloat> %37, i32 1
  %42 = and i32 %14, 47
  %43 = shl i32 %42, 3
  %44 = and i32 %14, 16
  %45 = icmp eq i32 %44, 0
  %46 = select i1 %45, i32 0, i32 144
  %47 = xor i32 %43, %46
  %48 = or disjoint i32 0, %47
  %49 = xor i32 0, %48
  %50 = xor i32 %49, 0
  %51 = xor i32 %50, 0
  %52 = add i32 %51, 0
  %53 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %52
  %54 = insertelement <4 x bfloat> undef, bfloat %38, i32 0
  %55 = insertelement <4 x bfloat> %54, bfloat %39, i32 1
  %56 = insertelement <4 x bfloat> %55, bfloat %40, i32 2
  %57 = insertelement <4 x bfloat> %56, bfloat %41, i32 3
  %58 = extractelement <4 x bfloat> %57, i32 0
  %59 = extractelement <4 x bfloat> %57, i32 1
  %60 = extractelement <4 x bfloat> %57, i32 2
  %61 = extractelement <4 x bfloat> %57, i32 3
  %62 = bitcast bfloat %58 to i16
  %63 = bitcast bfloat %59 to i16
  %64 = bitcast bfloat %60 to i16
  %65 = bitcast bfloat %61 to i16
  %66 = insertelement <4 x i16> undef, i16 %62, i32 0
  %67 = insertelement <4 x i16> %66, i16 %63, i32 1
  %68 = insertelement <4 x i16> %67, i16 %64, i32 2
  %69 = insertelement <4 x i16> %68, i16 %65, i32 3
  store <4 x i16> %69, ptr addrspace(3) %53, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = and i32 %14, 11
  %71 = shl i32 %70, 5
  %72 = and i32 %14, 4
  %73 = icmp eq i32 %72, 0
  %74 = select i1 %73, i32 0, i32 144
  %75 = xor i32 %74, %44
  %76 = or disjoint i32 %71, %75
  %77 = xor i32 0, %76
  %78 = xor i32 %77, 0
  %79 = xor i32 %78, 0
  %80 = add i32 %79, 0
  %81 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %80
  %82 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %81)
  %83 = extractvalue { i32, i32, i32, i32 } %82, 0
  %84 = bitcast i32 %83 to <2 x bfloat>
  %85 = extractelement <2 x bfloat> %84, i32 0
  %86 = extractelement <2 x bfloat> %84, i32 1
  %87 = extractvalue { i32, i32, i32, i32 } %82, 1
  %88 = bitcast i32 %87 to <2 x bfloat>
  %89 = extractelement <2 x bfloat> %88, i32 0
  %90 = extractelement <2 x bfloat> %88, i32 1
  %91 = extractvalue { i32, i32, i32, i32 } %82, 2
  %92 = bitcast i32 %91 to <2 x bfloat>
  %93 = extractelement <2 x bfloat> %92, i32 0
  %94 = extractelement <2 x bfloat> %92, i32 1
  %95 = extractvalue { i32, i32, i32, i32 } %82, 3
  %96 = bitcast i32 %95 to <2 x bfloat>
  %97 = extractelement <2 x bfloat> %96, i32 0
  %98 = extractelement <2 x bfloat> %96, i32 1
  %99 = fpext bfloat %85 to float
  %100 = fpext bfloat %86 to float
  %101 = fpext bfloat %89 to float
  %102 = fpext bfloat %90 to float
  %103 = fpext bfloat %93 to float
  %104 = fpext bfloat %94 to float
  %105 = fpext bfloat %97 to float
  %106 = fpext bfloat %98 to float
  %107 = fmul float %99, %99
  %108 = fmul float %100, %100
  %109 = fmul float %101, %101
  %110 = fmul float %102, %102
  %111 = fmul float %103, %103
  %112 = fmul float %104, %104
  %113 = fmul float %105, %105
  %114 = fmul float %106, %106
  %115 = fmul float %107, %99
  %116 = fmul float %108, %100
  %117 = fmul float %109, %101
  %118 = fmul float %110, %102
  %119 = fmul float %111, %103
  %120 = fmul float %112, %104
  %121 = fmul float %113, %105
  %122 = fmul float %114, %106
  %123 = fmul float %115, f0x3D370000
  %124 = fmul float %116, f0x3D370000
  %125 = fmul float %117, f0x3D370000
  %126 = fmul float %118, f0x3D370000
  %127 = fmul float %119, f0x3D370000
  %128 = fmul float %120, f0x3D370000
  %129 = fmul float %121, f0x3D370000
  %130 = fmul float %122, f0x3D370000
  %131 = fadd float %99, %123
  %132 = fadd float %100, %124
  %133 = fadd float %101, %125
  %134 = fadd float %102, %126
  %135 = fadd float %103, %127
  %136 = fadd float %104, %128
  %137 = fadd float %105, %129
  %138 = fadd float %106, %130
  %139 = fmul float %131, 7.968750e-01
  %140 = fmul float %132, 7.968750e-01
  %141 = fmul float %133, 7.968750e-01
  %142 = fmul float %134, 7.968750e-01
  %143 = fmul float %135, 7.968750e-01
  %144 = fmul float %136, 7.968750e-01
  %145 = fmul float %137, 7.968750e-01
  %146 = fmul float %138, 7.968750e-01
  %147 = call float @__nv_tanhf(float %139)
  %148 = call float @__nv_tanhf(float %140)
  %149 = call float @__nv_tanhf(float %141)
  %150 = call float @__nv_tanhf(float %142)
  %151 = call float @__nv_tanhf(float %143)
  %152 = call float @__nv_tanhf(float %144)
  %153 = call float @__nv_tanhf(float %145)
  %154 = call float @__nv_tanhf(float %146)
  %155 = fadd float %147, 1.000000e+00
  %156 = fadd float %148, 1.000000e+00
  %157 = fadd float %149, 1.000000e+00
  %158 = fadd float %150, 1.000000e+00
  %159 = fadd float %151, 1.000000e+00
  %160 = fadd float %152, 1.000000e+00
  %161 = fadd float %153, 1.000000e+00
  %162 = fadd float %154, 1.000000e+00
  %163 = fmul float %155, 5.000000e-01
  %164 = fmul float %156, 5.000000e-01
  %165 = fmul float %157, 5.000000e-01
  %166 = fmul float %158, 5.000000e-01
  %167 = fmul float %159, 5.000000e-01
  %168 = fmul float %160, 5.000000e-01
  %169 = fmul float %161, 5.000000e-01
  %170 = fmul float %162, 5.000000e-01
  %171 = fmul float %99, %163
  %172 = fmul float %100, %164
  %173 = fmul float %101, %165
  %174 = fmul float %102, %166
  %175 = fmul float %103, %167
  %176 = fmul float %104, %168
  %177 = fmul float %105, %169
  %178 = fmul float %106, %170
  %179 = fptrunc float %171 to bfloat
  %180 = fptrunc float %172 to bfloat
  %181 = fptrunc float %173 to bfloat
  %182 = fptrunc float %174 to bfloat
  %183 = fptrunc float %175 to bfloat
  %184 = fptrunc float %176 to bfloat
  %185 = fptrunc float %177 to bfloat
  %186 = fptrunc float %178 to bfloat
  %187 = sext i32 %6 to i64
  %188 = mul i64 %187, 8
  %189 = shl i32 %21, 1
  %190 = or disjoint i32 %189, 0
  %191 = xor i32 0, %190
  %192 = xor i32 %191, 0
  %193 = add i32 %192, 0
  %194 = sext i32 %193 to i64
  %195 = add i64 %194, %30
  %196 = getelementptr bfloat, ptr addrspace(1) %2, i64 %188
  %197 = getelementptr bfloat, ptr addrspace(1) %196, i64 %195
  %198 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %197)
  %199 = bitcast i32 %198 to <2 x bfloat>
  %200 = extractelement <2 x bfloat> %199, i32 0
  %201 = extractelement <2 x bfloat> %199, i32 1
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %202 = and i32 %14, 63
  %203 = shl i32 %202, 2
  %204 = or disjoint i32 %203, 0
  %205 = xor i32 0, %204
  %206 = xor i32 %205, 0
  %207 = xor i32 %206, 0
  %208 = add i32 %207, 0
  %209 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %208
  %210 = insertelement <2 x bfloat> undef, bfloat %200, i32 0
  %211 = insertelement <2 x bfloat> %210, bfloat %201, i32 1
  %212 = extractelement <2 x bfloat> %211, i32 0
  %213 = extractelement <2 x bfloat> %211, i32 1
  %214 = bitcast bfloat %212 to i16
  %215 = bitcast bfloat %213 to i16
  %216 = insertelement <2 x i16> undef, i16 %214, i32 0
  %217 = insertelement <2 x i16> %216, i16 %215, i32 1
  store <2 x i16> %217, ptr addrspace(3) %209, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %218 = shl i32 %10, 4
  %219 = or i32 %12, %218
  %220 = and i32 %219, 15
  %221 = shl i32 %220, 4
  %222 = or disjoint i32 %221, 0
  %223 = xor i32 0, %222
  %224 = xor i32 %223, 0
  %225 = xor i32 %224, 0
  %226 = add i32 %225, 0
  %227 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %226
  %228 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %227)
  %229 = extractvalue { i32, i32 } %228, 0
  %230 = bitcast i32 %229 to <2 x bfloat>
  %231 = extractelement <2 x bfloat> %230, i32 0
  %232 = extractelement <2 x bfloat> %230, i32 1
  %233 = extractvalue { i32, i32 } %228, 1
  %234 = bitcast i32 %233 to <2 x bfloat>
  %235 = extractelement <2 x bfloat> %234, i32 0
  %236 = extractelement <2 x bfloat> %234, i32 1
  %237 = insertelement <2 x bfloat> undef, bfloat %179, i32 0
  %238 = insertelement <2 x bfloat> %237, bfloat %180, i32 1
  %239 = bitcast <2 x bfloat> %238 to i32
  %240 = insertelement <2 x bfloat> undef, bfloat %181, i32 0
  %241 = insertelement <2 x bfloat> %240, bfloat %182, i32 1
  %242 = bitcast <2 x bfloat> %241 to i32
  %243 = insertelement <2 x bfloat> undef, bfloat %183, i32 0
  %244 = insertelement <2 x bfloat> %243, bfloat %184, i32 1
  %245 = bitcast <2 x bfloat> %244 to i32
  %246 = insertelement <2 x bfloat> undef, bfloat %185, i32 0
  %247 = insertelement <2 x bfloat> %246, bfloat %186, i32 1
  %248 = bitcast <2 x bfloat> %247 to i32
  %249 = insertelement <2 x bfloat> undef, bfloat %231, i32 0
  %250 = insertelement <2 x bfloat> %249, bfloat %232, i32 1
  %251 = bitcast <2 x bfloat> %250 to i32
  %252 = insertelement <2 x bfloat> undef, bfloat %235, i32 0
  %253 = insertelement <2 x bfloat> %252, bfloat %236, i32 1
  %254 = bitcast <2 x bfloat> %253 to i32
  %255 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %239, i32 %242, i32 %245, i32 %248, i32 %251, i32 %254)
  %256 = extractvalue { float, float, float, float } %255, 0
  %257 = extractvalue { float, float, float, float } %255, 1
  %258 = extractvalue { float, float, float, float } %255, 2
  %259 = extractvalue { float, float, float, float } %255, 3
  %260 = fptrunc float %256 to bfloat
  %261 = fptrunc float %257 to bfloat
  %262 = fptrunc float %258 to bfloat
  %263 = fptrunc float %259 to bfloat
  %264 = getelementptr bfloat, ptr addrspace(1) %3, i64 %188
  %265 = getelementptr bfloat, ptr addrspace(1) %264, i64 %195
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %266 = shl i32 %21, 5
  %267 = and i32 %14, 28
  %268 = lshr i32 %267, 0
  %269 = xor i32 %266, %268
  %270 = or disjoint i32 0, %269
  %271 = xor i32 0, %270
  %272 = xor i32 %271, 0
  %273 = xor i32 %272, 0
  %274 = add i32 %273, 0
  %275 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %274
  %276 = insertelement <2 x bfloat> undef, bfloat %260, i32 0
  %277 = insertelement <2 x bfloat> %276, bfloat %261, i32 1
  %278 = extractelement <2 x bfloat> %277, i32 0
  %279 = extractelement <2 x bfloat> %277, i32 1
  %280 = bitcast bfloat %278 to i16
  %281 = bitcast bfloat %279 to i16
  %282 = insertelement <2 x i16> undef, i16 %280, i32 0
  %283 = insertelement <2 x i16> %282, i16 %281, i32 1
  store <2 x i16> %283, ptr addrspace(3) %275, align 4
  %284 = add i32 %273, 128
  %285 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %284
  %286 = insertelement <2 x bfloat> undef, bfloat %262, i32 0
  %287 = insertelement <2 x bfloat> %286, bfloat %263, i32 1
  %288 = extractelement <2 x bfloat> %287, i32 0
  %289 = extractelement <2 x bfloat> %287, i32 1
  %290 = bitcast bfloat %288 to i16
  %291 = bitcast bfloat %289 to i16
  %292 = insertelement <2 x i16> undef, i16 %290, i32 0
  %293 = insertelement <2 x i16> %292, i16 %291, i32 1
  store <2 x i16> %293, ptr addrspace(3) %285, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %294 = and i32 %14, 32
  %295 = shl i32 %294, 2
  %296 = or disjoint i32 %266, %295
  %297 = or disjoint i32 %296, %268
  %298 = xor i32 0, %297
  %299 = xor i32 %298, 0
  %300 = xor i32 %299, 0
  %301 = add i32 %300, 0
  %302 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %301
  %303 = load <2 x i16>, ptr addrspace(3) %302, align 4
  %304 = extractelement <2 x i16> %303, i32 0
  %305 = extractelement <2 x i16> %303, i32 1
  %306 = insertelement <2 x i16> undef, i16 %304, i32 0
  %307 = insertelement <2 x i16> %306, i16 %305, i32 1
  %308 = extractelement <2 x i16> %307, i32 0
  %309 = extractelement <2 x i16> %307, i32 1
  %310 = bitcast i16 %308 to bfloat
  %311 = bitcast i16 %309 to bfloat
  %312 = insertelement <2 x bfloat> undef, bfloat %310, i32 0
  %313 = insertelement <2 x bfloat> %312, bfloat %311, i32 1
  %314 = extractelement <2 x bfloat> %313, i32 0
  %315 = extractelement <2 x bfloat> %313, i32 1
  %316 = insertelement <2 x bfloat> undef, bfloat %314, i32 0
  %317 = insertelement <2 x bfloat> %316, bfloat %315, i32 1
  %318 = bitcast <2 x bfloat> %317 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %318, ptr addrspace(1) %265, i1 %29)
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: read) }
attributes #3 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
