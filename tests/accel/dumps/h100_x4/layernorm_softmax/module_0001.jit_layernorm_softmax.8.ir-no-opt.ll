; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

declare float @__nv_rsqrtf(float)

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

define ptx_kernel void @gemm_fusion_dot(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(16) %arg1, ptr noalias align 16 dereferenceable(64) %arg2, ptr noalias align 16 dereferenceable(64) %arg3, ptr noalias align 16 dereferenceable(512) %arg4, ptr noalias align 256 dereferenceable(128) %arg5) #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %6 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %7 = addrspacecast ptr null to ptr addrspace(1)
  %8 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 63
  %11 = urem i32 %10, 32
  %12 = udiv i32 %9, 32
  %13 = shl i32 %11, 0
  %14 = or i32 0, %13
  %15 = shl i32 %12, 5
  %16 = or i32 %14, %15
  %17 = and i32 %16, 60
  %18 = lshr i32 %17, 2
  %19 = or disjoint i32 %18, 0
  %20 = xor i32 0, %19
  %21 = xor i32 %20, 0
  %22 = add i32 %21, 0
  %23 = and i32 %16, 3
  %24 = shl i32 %23, 2
  %25 = or disjoint i32 %24, 0
  %26 = xor i32 0, %25
  %27 = xor i32 %26, 0
  %28 = add i32 %27, 0
  %29 = and i32 %16, 7
  %30 = shl i32 %29, 1
  %31 = or disjoint i32 %30, 0
  %32 = xor i32 0, %31
  %33 = xor i32 %32, 0
  %34 = add i32 %33, 0
  %35 = sext i32 %22 to i64
  %36 = sext i32 %28 to i64
  %37 = sext i32 %34 to i64
  %38 = icmp slt i64 %35, 4
  %39 = icmp slt i64 %37, 4
  %40 = mul i64 %35, 16
  %41 = add i64 %36, %40
  %42 = getelementptr float, ptr addrspace(1) %1, i64 %41
  %43 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %42, i1 %38)
  %44 = extractvalue { i32, i32, i32, i32 } %43, 0
  %45 = bitcast i32 %44 to <1 x float>
  %46 = extractvalue { i32, i32, i32, i32 } %43, 1
  %47 = bitcast i32 %46 to <1 x float>
  %48 = extractvalue { i32, i32, i32, i32 } %43, 2
  %49 = bitcast i32 %48 to <1 x float>
  %50 = extractvalue { i32, i32, i32, i32 } %43, 3
  %51 = bitcast i32 %50 to <1 x float>
  %52 = extractelement <1 x float> %45, i32 0
  %53 = extractelement <1 x float> %47, i32 0
  %54 = extractelement <1 x float> %49, i32 0
  %55 = extractelement <1 x float> %51, i32 0
  %56 = and i32 %16, 63
  %57 = shl i32 %56, 4
  %58 = and i32 %16, 24
  %59 = shl i32 %58, 1
  %60 = xor i32 %57, %59
  %61 = or disjoint i32 0, %60
  %62 = xor i32 0, %61
  %63 = xor i32 %62, 0
  %64 = xor i32 %63, 0
  %65 = add i32 %64, 0
  %66 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %65
  %67 = insertelement <4 x float> undef, float %52, i32 0
  %68 = insertelement <4 x float> %67, float %53, i32 1
  %69 = insertelement <4 x float> %68, float %54, i32 2
  %70 = insertelement <4 x float> %69, float %55, i32 3
  %71 = extractelement <4 x float> %70, i32 0
  %72 = extractelement <4 x float> %70, i32 1
  %73 = extractelement <4 x float> %70, i32 2
  %74 = extractelement <4 x float> %70, i32 3
  %75 = bitcast float %71 to i32
  %76 = bitcast float %72 to i32
  %77 = bitcast float %73 to i32
  %78 = bitcast float %74 to i32
  %79 = insertelement <4 x i32> undef, i32 %75, i32 0
  %80 = insertelement <4 x i32> %79, i32 %76, i32 1
  %81 = insertelement <4 x i32> %80, i32 %77, i32 2
  %82 = insertelement <4 x i32> %81, i32 %78, i32 3
  store <4 x i32> %82, ptr addrspace(3) %66, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = and i32 %16, 15
  %84 = shl i32 %83, 6
  %85 = and i32 %16, 6
  %86 = shl i32 %85, 3
  %87 = and i32 %16, 16
  %88 = xor i32 %86, %87
  %89 = or disjoint i32 %84, %88
  %90 = xor i32 0, %89
  %91 = xor i32 %90, 0
  %92 = xor i32 %91, 0
  %93 = add i32 %92, 0
  %94 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %93
  %95 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %94)
  %96 = extractvalue { i32, i32, i32, i32 } %95, 0
  %97 = bitcast i32 %96 to <1 x float>
  %98 = extractelement <1 x float> %97, i32 0
  %99 = extractvalue { i32, i32, i32, i32 } %95, 1
  %100 = bitcast i32 %99 to <1 x float>
  %101 = extractelement <1 x float> %100, i32 0
  %102 = extractvalue { i32, i32, i32, i32 } %95, 2
  %103 = bitcast i32 %102 to <1 x float>
  %104 = extractelement <1 x float> %103, i32 0
  %105 = extractvalue { i32, i32, i32, i32 } %95, 3
  %106 = bitcast i32 %105 to <1 x float>
  %107 = extractelement <1 x float> %106, i32 0
  %108 = xor i32 %91, 32
  %109 = add i32 %108, 0
  %110 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %109
  %111 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %110)
  %112 = extractvalue { i32, i32, i32, i32 } %111, 0
  %113 = bitcast i32 %112 to <1 x float>
  %114 = extractelement <1 x float> %113, i32 0
  %115 = extractvalue { i32, i32, i32, i32 } %111, 1
  %116 = bitcast i32 %115 to <1 x float>
  %117 = extractelement <1 x float> %116, i32 0
  %118 = extractvalue { i32, i32, i32, i32 } %111, 2
  %119 = bitcast i32 %118 to <1 x float>
  %120 = extractelement <1 x float> %119, i32 0
  %121 = extractvalue { i32, i32, i32, i32 } %111, 3
  %122 = bitcast i32 %121 to <1 x float>
  %123 = extractelement <1 x float> %122, i32 0
  %124 = getelementptr float, ptr addrspace(1) %2, i64 %35
  %125 = call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %124, i1 %38)
  %126 = bitcast i32 %125 to <1 x float>
  %127 = extractelement <1 x float> %126, i32 0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %128 = and i32 %16, 28
  %129 = shl i32 %128, 1
  %130 = and i32 %16, 32
  %131 = lshr i32 %130, 3
  %132 = or disjoint i32 %131, %129
  %133 = xor i32 0, %132
  %134 = xor i32 %133, 0
  %135 = xor i32 %134, 0
  %136 = add i32 %135, 0
  %137 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %136
  %138 = insertelement <1 x float> undef, float %127, i32 0
  %139 = extractelement <1 x float> %138, i32 0
  %140 = bitcast float %139 to i32
  %141 = insertelement <1 x i32> undef, i32 %140, i32 0
  store <1 x i32> %141, ptr addrspace(3) %137, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %142 = or disjoint i32 0, %129
  %143 = xor i32 0, %142
  %144 = xor i32 %143, 0
  %145 = xor i32 %144, 0
  %146 = add i32 %145, 0
  %147 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %146
  %148 = load <2 x i32>, ptr addrspace(3) %147, align 8
  %149 = extractelement <2 x i32> %148, i32 0
  %150 = extractelement <2 x i32> %148, i32 1
  %151 = insertelement <2 x i32> undef, i32 %149, i32 0
  %152 = insertelement <2 x i32> %151, i32 %150, i32 1
  %153 = extractelement <2 x i32> %152, i32 0
  %154 = extractelement <2 x i32> %152, i32 1
  %155 = bitcast i32 %153 to float
  %156 = bitcast i32 %154 to float
  %157 = insertelement <2 x float> undef, float %155, i32 0
  %158 = insertelement <2 x float> %157, float %156, i32 1
  %159 = extractelement <2 x float> %158, i32 0
  %160 = extractelement <2 x float> %158, i32 1
  %161 = call float @__nv_rsqrtf(float %159)
  %162 = call float @__nv_rsqrtf(float %160)
  %163 = fmul float %98, %161
  %164 = fmul float %101, %162
  %165 = fmul float %104, %161
  %166 = fmul float %107, %162
  %167 = fmul float %114, %161
  %168 = fmul float %117, %162
  %169 = fmul float %120, %161
  %170 = fmul float %123, %162
  %171 = getelementptr float, ptr addrspace(1) %3, i64 %36
  %172 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %171)
  %173 = extractvalue { i32, i32, i32, i32 } %172, 0
  %174 = bitcast i32 %173 to <1 x float>
  %175 = extractvalue { i32, i32, i32, i32 } %172, 1
  %176 = bitcast i32 %175 to <1 x float>
  %177 = extractvalue { i32, i32, i32, i32 } %172, 2
  %178 = bitcast i32 %177 to <1 x float>
  %179 = extractvalue { i32, i32, i32, i32 } %172, 3
  %180 = bitcast i32 %179 to <1 x float>
  %181 = extractelement <1 x float> %174, i32 0
  %182 = extractelement <1 x float> %176, i32 0
  %183 = extractelement <1 x float> %178, i32 0
  %184 = extractelement <1 x float> %180, i32 0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %185 = shl i32 %23, 4
  %186 = or disjoint i32 %185, 0
  %187 = xor i32 0, %186
  %188 = xor i32 %187, 0
  %189 = xor i32 %188, 0
  %190 = add i32 %189, 0
  %191 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %190
  %192 = insertelement <4 x float> undef, float %181, i32 0
  %193 = insertelement <4 x float> %192, float %182, i32 1
  %194 = insertelement <4 x float> %193, float %183, i32 2
  %195 = insertelement <4 x float> %194, float %184, i32 3
  %196 = extractelement <4 x float> %195, i32 0
  %197 = extractelement <4 x float> %195, i32 1
  %198 = extractelement <4 x float> %195, i32 2
  %199 = extractelement <4 x float> %195, i32 3
  %200 = bitcast float %196 to i32
  %201 = bitcast float %197 to i32
  %202 = bitcast float %198 to i32
  %203 = bitcast float %199 to i32
  %204 = insertelement <4 x i32> undef, i32 %200, i32 0
  %205 = insertelement <4 x i32> %204, i32 %201, i32 1
  %206 = insertelement <4 x i32> %205, i32 %202, i32 2
  %207 = insertelement <4 x i32> %206, i32 %203, i32 3
  store <4 x i32> %207, ptr addrspace(3) %191, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %208 = or disjoint i32 0, %59
  %209 = xor i32 0, %208
  %210 = xor i32 %209, 0
  %211 = xor i32 %210, 0
  %212 = add i32 %211, 0
  %213 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %212
  %214 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %213)
  %215 = extractvalue { i32, i32, i32, i32 } %214, 0
  %216 = bitcast i32 %215 to <1 x float>
  %217 = extractelement <1 x float> %216, i32 0
  %218 = extractvalue { i32, i32, i32, i32 } %214, 1
  %219 = bitcast i32 %218 to <1 x float>
  %220 = extractelement <1 x float> %219, i32 0
  %221 = extractvalue { i32, i32, i32, i32 } %214, 2
  %222 = bitcast i32 %221 to <1 x float>
  %223 = extractelement <1 x float> %222, i32 0
  %224 = extractvalue { i32, i32, i32, i32 } %214, 3
  %225 = bitcast i32 %224 to <1 x float>
  %226 = extractelement <1 x float> %225, i32 0
  %227 = fmul float %163, %217
  %228 = fmul float %164, %217
  %229 = fmul float %165, %220
  %230 = fmul float %166, %220
  %231 = fmul float %167, %223
  %232 = fmul float %168, %223
  %233 = fmul float %169, %226
  %234 = fmul float %170, %226
  %235 = getelementptr float, ptr addrspace(1) %4, i64 %36
  %236 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %235)
  %237 = extractvalue { i32, i32, i32, i32 } %236, 0
  %238 = bitcast i32 %237 to <1 x float>
  %239 = extractvalue { i32, i32, i32, i32 } %236, 1
  %240 = bitcast i32 %239 to <1 x float>
  %241 = extractvalue { i32, i32, i32, i32 } %236, 2
  %242 = bitcast i32 %241 to <1 x float>
  %243 = extractvalue { i32, i32, i32, i32 } %236, 3
  %244 = bitcast i32 %243 to <1 x float>
  %245 = extractelement <1 x float> %238, i32 0
  %246 = extractelement <1 x float> %240, i32 0
  %247 = extractelement <1 x float> %242, i32 0
  %248 = extractelement <1 x float> %244, i32 0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %249 = insertelement <4 x float> undef, float %245, i32 0
  %250 = insertelement <4 x float> %249, float %246, i32 1
  %251 = insertelement <4 x float> %250, float %247, i32 2
  %252 = insertelement <4 x float> %251, float %248, i32 3
  %253 = extractelement <4 x float> %252, i32 0
  %254 = extractelement <4 x float> %252, i32 1
  %255 = extractelement <4 x float> %252, i32 2
  %256 = extractelement <4 x float> %252, i32 3
  %257 = bitcast float %253 to i32
  %258 = bitcast float %254 to i32
  %259 = bitcast float %255 to i32
  %260 = bitcast float %256 to i32
  %261 = insertelement <4 x i32> undef, i32 %257, i32 0
  %262 = insertelement <4 x i32> %261, i32 %258, i32 1
  %263 = insertelement <4 x i32> %262, i32 %259, i32 2
  %264 = insertelement <4 x i32> %263, i32 %260, i32 3
  store <4 x i32> %264, ptr addrspace(3) %191, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %265 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %213)
  %266 = extractvalue { i32, i32, i32, i32 } %265, 0
  %267 = bitcast i32 %266 to <1 x float>
  %268 = extractelement <1 x float> %267, i32 0
  %269 = extractvalue { i32, i32, i32, i32 } %265, 1
  %270 = bitcast i32 %269 to <1 x float>
  %271 = extractelement <1 x float> %270, i32 0
  %272 = extractvalue { i32, i32, i32, i32 } %265, 2
  %273 = bitcast i32 %272 to <1 x float>
  %274 = extractelement <1 x float> %273, i32 0
  %275 = extractvalue { i32, i32, i32, i32 } %265, 3
  %276 = bitcast i32 %275 to <1 x float>
  %277 = extractelement <1 x float> %276, i32 0
  %278 = fadd float %227, %268
  %279 = fadd float %228, %268
  %280 = fadd float %229, %271
  %281 = fadd float %230, %271
  %282 = fadd float %231, %274
  %283 = fadd float %232, %274
  %284 = fadd float %233, %277
  %285 = fadd float %234, %277
  %286 = mul i64 %35, 8
  %287 = shl i32 %23, 1
  %288 = or disjoint i32 %287, 0
  %289 = xor i32 0, %288
  %290 = xor i32 %289, 0
  %291 = add i32 %290, 0
  %292 = and i32 %16, 56
  %293 = lshr i32 %292, 3
  %294 = or disjoint i32 %293, 0
  %295 = xor i32 0, %294
  %296 = xor i32 %295, 0
  %297 = add i32 %296, 0
  %298 = sext i32 %291 to i64
  %299 = sext i32 %297 to i64
  %300 = add i64 %298, %286
  %301 = getelementptr float, ptr addrspace(1) %5, i64 %300
  %302 = call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %301)
  %303 = extractvalue { i32, i32 } %302, 0
  %304 = bitcast i32 %303 to <1 x float>
  %305 = extractvalue { i32, i32 } %302, 1
  %306 = bitcast i32 %305 to <1 x float>
  %307 = extractelement <1 x float> %304, i32 0
  %308 = extractelement <1 x float> %306, i32 0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %309 = shl i32 %56, 3
  %310 = or disjoint i32 %309, 0
  %311 = xor i32 0, %310
  %312 = xor i32 %311, 0
  %313 = xor i32 %312, 0
  %314 = add i32 %313, 0
  %315 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %314
  %316 = insertelement <2 x float> undef, float %307, i32 0
  %317 = insertelement <2 x float> %316, float %308, i32 1
  %318 = extractelement <2 x float> %317, i32 0
  %319 = extractelement <2 x float> %317, i32 1
  %320 = bitcast float %318 to i32
  %321 = bitcast float %319 to i32
  %322 = insertelement <2 x i32> undef, i32 %320, i32 0
  %323 = insertelement <2 x i32> %322, i32 %321, i32 1
  store <2 x i32> %323, ptr addrspace(3) %315, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %324 = shl i32 %23, 5
  %325 = lshr i32 %128, 0
  %326 = xor i32 %324, %325
  %327 = or disjoint i32 0, %326
  %328 = xor i32 0, %327
  %329 = xor i32 %328, 0
  %330 = xor i32 %329, 0
  %331 = add i32 %330, 0
  %332 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %331
  %333 = load i32, ptr addrspace(3) %332, align 4
  %334 = insertelement <1 x i32> undef, i32 %333, i32 0
  %335 = extractelement <1 x i32> %334, i32 0
  %336 = bitcast i32 %335 to float
  %337 = insertelement <1 x float> undef, float %336, i32 0
  %338 = extractelement <1 x float> %337, i32 0
  %339 = add i32 %330, 128
  %340 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %339
  %341 = load i32, ptr addrspace(3) %340, align 4
  %342 = insertelement <1 x i32> undef, i32 %341, i32 0
  %343 = extractelement <1 x i32> %342, i32 0
  %344 = bitcast i32 %343 to float
  %345 = insertelement <1 x float> undef, float %344, i32 0
  %346 = extractelement <1 x float> %345, i32 0
  %347 = add i32 %330, 256
  %348 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %347
  %349 = load i32, ptr addrspace(3) %348, align 4
  %350 = insertelement <1 x i32> undef, i32 %349, i32 0
  %351 = extractelement <1 x i32> %350, i32 0
  %352 = bitcast i32 %351 to float
  %353 = insertelement <1 x float> undef, float %352, i32 0
  %354 = extractelement <1 x float> %353, i32 0
  %355 = add i32 %330, 384
  %356 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %355
  %357 = load i32, ptr addrspace(3) %356, align 4
  %358 = insertelement <1 x i32> undef, i32 %357, i32 0
  %359 = extractelement <1 x i32> %358, i32 0
  %360 = bitcast i32 %359 to float
  %361 = insertelement <1 x float> undef, float %360, i32 0
  %362 = extractelement <1 x float> %361, i32 0
  %363 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %278)
  %364 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %279)
  %365 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %280)
  %366 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %281)
  %367 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %282)
  %368 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %283)
  %369 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %284)
  %370 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %285)
  %371 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %338)
  %372 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %346)
  %373 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %354)
  %374 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %362)
  %375 = insertelement <1 x float> undef, float %363, i32 0
  %376 = bitcast <1 x float> %375 to i32
  %377 = insertelement <1 x float> undef, float %364, i32 0
  %378 = bitcast <1 x float> %377 to i32
  %379 = insertelement <1 x float> undef, float %365, i32 0
  %380 = bitcast <1 x float> %379 to i32
  %381 = insertelement <1 x float> undef, float %366, i32 0
  %382 = bitcast <1 x float> %381 to i32
  %383 = insertelement <1 x float> undef, float %367, i32 0
  %384 = bitcast <1 x float> %383 to i32
  %385 = insertelement <1 x float> undef, float %368, i32 0
  %386 = bitcast <1 x float> %385 to i32
  %387 = insertelement <1 x float> undef, float %369, i32 0
  %388 = bitcast <1 x float> %387 to i32
  %389 = insertelement <1 x float> undef, float %370, i32 0
  %390 = bitcast <1 x float> %389 to i32
  %391 = insertelement <1 x float> undef, float %371, i32 0
  %392 = bitcast <1 x float> %391 to i32
  %393 = insertelement <1 x float> undef, float %372, i32 0
  %394 = bitcast <1 x float> %393 to i32
  %395 = insertelement <1 x float> undef, float %373, i32 0
  %396 = bitcast <1 x float> %395 to i32
  %397 = insertelement <1 x float> undef, float %374, i32 0
  %398 = bitcast <1 x float> %397 to i32
  %399 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %376, i32 %378, i32 %380, i32 %382, i32 %392, i32 %394)
  %400 = extractvalue { float, float, float, float } %399, 0
  %401 = extractvalue { float, float, float, float } %399, 1
  %402 = extractvalue { float, float, float, float } %399, 2
  %403 = extractvalue { float, float, float, float } %399, 3
  %404 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %400, float %401, float %402, float %403, i32 %384, i32 %386, i32 %388, i32 %390, i32 %396, i32 %398)
  %405 = extractvalue { float, float, float, float } %404, 0
  %406 = extractvalue { float, float, float, float } %404, 1
  %407 = extractvalue { float, float, float, float } %404, 2
  %408 = extractvalue { float, float, float, float } %404, 3
  %409 = mul i64 %299, 4
  %410 = add i64 %409, %37
  %411 = getelementptr float, ptr addrspace(1) %6, i64 %410
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %412 = shl i32 %29, 5
  %413 = xor i32 %412, %325
  %414 = or disjoint i32 0, %413
  %415 = xor i32 0, %414
  %416 = xor i32 %415, 0
  %417 = xor i32 %416, 0
  %418 = add i32 %417, 0
  %419 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %418
  %420 = insertelement <1 x float> undef, float %405, i32 0
  %421 = extractelement <1 x float> %420, i32 0
  %422 = bitcast float %421 to i32
  %423 = insertelement <1 x i32> undef, i32 %422, i32 0
  store <1 x i32> %423, ptr addrspace(3) %419, align 4
  %424 = xor i32 %416, 320
  %425 = add i32 %424, 0
  %426 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %425
  %427 = insertelement <1 x float> undef, float %406, i32 0
  %428 = extractelement <1 x float> %427, i32 0
  %429 = bitcast float %428 to i32
  %430 = insertelement <1 x i32> undef, i32 %429, i32 0
  store <1 x i32> %430, ptr addrspace(3) %426, align 4
  %431 = xor i32 %416, 4
  %432 = add i32 %431, 0
  %433 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %432
  %434 = insertelement <1 x float> undef, float %407, i32 0
  %435 = extractelement <1 x float> %434, i32 0
  %436 = bitcast float %435 to i32
  %437 = insertelement <1 x i32> undef, i32 %436, i32 0
  store <1 x i32> %437, ptr addrspace(3) %433, align 4
  %438 = xor i32 %416, 324
  %439 = add i32 %438, 0
  %440 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %439
  %441 = insertelement <1 x float> undef, float %408, i32 0
  %442 = extractelement <1 x float> %441, i32 0
  %443 = bitcast float %442 to i32
  %444 = insertelement <1 x i32> undef, i32 %443, i32 0
  store <1 x i32> %444, ptr addrspace(3) %440, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %445 = shl i32 %23, 3
  %446 = and i32 %16, 48
  %447 = shl i32 %446, 1
  %448 = and i32 %16, 4
  %449 = and i32 %16, 8
  %450 = icmp eq i32 %449, 0
  %451 = select i1 %450, i32 0, i32 320
  %452 = xor i32 %445, %447
  %453 = xor i32 %452, %451
  %454 = or disjoint i32 %448, %453
  %455 = xor i32 0, %454
  %456 = xor i32 %455, 0
  %457 = xor i32 %456, 0
  %458 = add i32 %457, 0
  %459 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %458
  %460 = load i32, ptr addrspace(3) %459, align 4
  %461 = insertelement <1 x i32> undef, i32 %460, i32 0
  %462 = extractelement <1 x i32> %461, i32 0
  %463 = bitcast i32 %462 to float
  %464 = insertelement <1 x float> undef, float %463, i32 0
  %465 = extractelement <1 x float> %464, i32 0
  %466 = xor i32 %456, 132
  %467 = add i32 %466, 0
  %468 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %467
  %469 = load i32, ptr addrspace(3) %468, align 4
  %470 = insertelement <1 x i32> undef, i32 %469, i32 0
  %471 = extractelement <1 x i32> %470, i32 0
  %472 = bitcast i32 %471 to float
  %473 = insertelement <1 x float> undef, float %472, i32 0
  %474 = extractelement <1 x float> %473, i32 0
  %475 = insertelement <1 x float> undef, float %465, i32 0
  %476 = bitcast <1 x float> %475 to i32
  %477 = insertelement <1 x float> undef, float %474, i32 0
  %478 = bitcast <1 x float> %477 to i32
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %476, i32 %478, ptr addrspace(1) %411, i1 %39)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(argmem: read) }
attributes #4 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
