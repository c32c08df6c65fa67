; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #3

define ptx_kernel void @gemm_fusion_dot_4(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(128) %arg1, ptr noalias align 16 dereferenceable(512) %arg2, ptr noalias align 256 dereferenceable(256) %arg3) #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  %6 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 63
  %10 = urem i32 %9, 32
  %11 = udiv i32 %8, 32
  %12 = shl i32 %10, 0
  %13 = or i32 0, %12
  %14 = shl i32 %11, 5
  %15 = or i32 %13, %14
  %16 = and i32 %15, 60
  %17 = lshr i32 %16, 2
  %18 = or disjoint i32 %17, 0
  %19 = xor i32 0, %18
  %20 = xor i32 %19, 0
  %21 = add i32 %20, 0
  %22 = and i32 %15, 3
  %23 = shl i32 %22, 2
  %24 = or disjoint i32 %23, 0
  %25 = xor i32 0, %24
  %26 = xor i32 %25, 0
  %27 = add i32 %26, 0
  %28 = and i32 %15, 7
  %29 = shl i32 %28, 1
  %30 = or disjoint i32 %29, 0
  %31 = xor i32 0, %30
  %32 = xor i32 %31, 0
  %33 = add i32 %32, 0
  %34 = sext i32 %21 to i64
  %35 = sext i32 %27 to i64
  %36 = sext i32 %33 to i64
  %37 = icmp slt i64 %34, 4
  %38 = mul i64 %34, 8
  %39 = icmp slt i64 %35, 8
  %40 = and i1 %39, %37
  %41 = add i64 %35, %38
  %42 = getelementptr float, ptr addrspace(1) %1, i64 %41
  %43 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %42, i1 %40)
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
  %56 = getelementptr float, ptr addrspace(1) %2, i64 %41
  %57 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %56, i1 %40)
  %58 = extractvalue { i32, i32, i32, i32 } %57, 0
  %59 = bitcast i32 %58 to <1 x float>
  %60 = extractvalue { i32, i32, i32, i32 } %57, 1
  %61 = bitcast i32 %60 to <1 x float>
  %62 = extractvalue { i32, i32, i32, i32 } %57, 2
  %63 = bitcast i32 %62 to <1 x float>
  %64 = extractvalue { i32, i32, i32, i32 } %57, 3
  %65 = bitcast i32 %64 to <1 x float>
  %66 = extractelement <1 x float> %59, i32 0
  %67 = extractelement <1 x float> %61, i32 0
  %68 = extractelement <1 x float> %63, i32 0
  %69 = extractelement <1 x float> %65, i32 0
  %70 = fsub float %52, %66
  %71 = fsub float %53, %67
  %72 = fsub float %54, %68
  %73 = fsub float %55, %69
  %74 = fmul float %70, 3.125000e-02
  %75 = fmul float %71, 3.125000e-02
  %76 = fmul float %72, 3.125000e-02
  %77 = fmul float %73, 3.125000e-02
  %78 = sext i32 %7 to i64
  %79 = mul i64 %78, 8
  %80 = icmp slt i32 %27, 8
  %81 = icmp slt i32 %33, 8
  %82 = select i1 %80, float %74, float 0.000000e+00
  %83 = select i1 %80, float %75, float 0.000000e+00
  %84 = select i1 %80, float %76, float 0.000000e+00
  %85 = select i1 %80, float %77, float 0.000000e+00
  %86 = icmp slt i64 %36, 8
  %87 = and i32 %15, 56
  %88 = lshr i32 %87, 3
  %89 = or disjoint i32 %88, 0
  %90 = xor i32 0, %89
  %91 = xor i32 %90, 0
  %92 = add i32 %91, 0
  %93 = shl i32 %22, 1
  %94 = or disjoint i32 %93, 0
  %95 = xor i32 0, %94
  %96 = xor i32 %95, 0
  %97 = add i32 %96, 0
  %98 = sext i32 %92 to i64
  %99 = sext i32 %97 to i64
  %100 = mul i64 %98, 8
  %101 = add i64 %100, %36
  %102 = mul i64 %78, 64
  %103 = getelementptr float, ptr addrspace(1) %3, i64 %102
  %104 = getelementptr float, ptr addrspace(1) %103, i64 %101
  %105 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %104, i1 %86)
  %106 = extractvalue { i32, i32 } %105, 0
  %107 = bitcast i32 %106 to <1 x float>
  %108 = extractvalue { i32, i32 } %105, 1
  %109 = bitcast i32 %108 to <1 x float>
  %110 = extractelement <1 x float> %107, i32 0
  %111 = extractelement <1 x float> %109, i32 0
  %112 = select i1 %81, float %110, float 0.000000e+00
  %113 = select i1 %81, float %111, float 0.000000e+00
  %114 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %82)
  %115 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %83)
  %116 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %84)
  %117 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %85)
  %118 = and i32 %15, 63
  %119 = shl i32 %118, 4
  %120 = and i32 %15, 24
  %121 = shl i32 %120, 1
  %122 = xor i32 %119, %121
  %123 = or disjoint i32 0, %122
  %124 = xor i32 0, %123
  %125 = xor i32 %124, 0
  %126 = xor i32 %125, 0
  %127 = add i32 %126, 0
  %128 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %127
  %129 = insertelement <4 x float> undef, float %114, i32 0
  %130 = insertelement <4 x float> %129, float %115, i32 1
  %131 = insertelement <4 x float> %130, float %116, i32 2
  %132 = insertelement <4 x float> %131, float %117, i32 3
  %133 = extractelement <4 x float> %132, i32 0
  %134 = extractelement <4 x float> %132, i32 1
  %135 = extractelement <4 x float> %132, i32 2
  %136 = extractelement <4 x float> %132, i32 3
  %137 = bitcast float %133 to i32
  %138 = bitcast float %134 to i32
  %139 = bitcast float %135 to i32
  %140 = bitcast float %136 to i32
  %141 = insertelement <4 x i32> undef, i32 %137, i32 0
  %142 = insertelement <4 x i32> %141, i32 %138, i32 1
  %143 = insertelement <4 x i32> %142, i32 %139, i32 2
  %144 = insertelement <4 x i32> %143, i32 %140, i32 3
  store <4 x i32> %144, ptr addrspace(3) %128, align 16
  %145 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %112)
  %146 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %113)
  %147 = shl i32 %118, 3
  %148 = and i32 %15, 48
  %149 = lshr i32 %148, 0
  %150 = xor i32 %147, %149
  %151 = or disjoint i32 0, %150
  %152 = xor i32 0, %151
  %153 = xor i32 %152, 0
  %154 = xor i32 %153, 0
  %155 = add i32 %154, 0
  %156 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %155
  %157 = insertelement <2 x float> undef, float %145, i32 0
  %158 = insertelement <2 x float> %157, float %146, i32 1
  %159 = extractelement <2 x float> %158, i32 0
  %160 = extractelement <2 x float> %158, i32 1
  %161 = bitcast float %159 to i32
  %162 = bitcast float %160 to i32
  %163 = insertelement <2 x i32> undef, i32 %161, i32 0
  %164 = insertelement <2 x i32> %163, i32 %162, i32 1
  store <2 x i32> %164, ptr addrspace(3) %156, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %165 = and i32 %15, 15
  %166 = shl i32 %165, 6
  %167 = and i32 %15, 6
  %168 = shl i32 %167, 3
  %169 = and i32 %15, 16
  %170 = xor i32 %168, %169
  %171 = or disjoint i32 %166, %170
  %172 = xor i32 0, %171
  %173 = xor i32 %172, 0
  %174 = xor i32 %173, 0
  %175 = add i32 %174, 0
  %176 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %175
  %177 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %176)
  %178 = extractvalue { i32, i32, i32, i32 } %177, 0
  %179 = bitcast i32 %178 to <1 x float>
  %180 = extractelement <1 x float> %179, i32 0
  %181 = extractvalue { i32, i32, i32, i32 } %177, 1
  %182 = bitcast i32 %181 to <1 x float>
  %183 = extractelement <1 x float> %182, i32 0
  %184 = extractvalue { i32, i32, i32, i32 } %177, 2
  %185 = bitcast i32 %184 to <1 x float>
  %186 = extractelement <1 x float> %185, i32 0
  %187 = extractvalue { i32, i32, i32, i32 } %177, 3
  %188 = bitcast i32 %187 to <1 x float>
  %189 = extractelement <1 x float> %188, i32 0
  %190 = xor i32 %173, 32
  %191 = add i32 %190, 0
  %192 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %191
  %193 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %192)
  %194 = extractvalue { i32, i32, i32, i32 } %193, 0
  %195 = bitcast i32 %194 to <1 x float>
  %196 = extractelement <1 x float> %195, i32 0
  %197 = extractvalue { i32, i32, i32, i32 } %193, 1
  %198 = bitcast i32 %197 to <1 x float>
  %199 = extractelement <1 x float> %198, i32 0
  %200 = extractvalue { i32, i32, i32, i32 } %193, 2
  %201 = bitcast i32 %200 to <1 x float>
  %202 = extractelement <1 x float> %201, i32 0
  %203 = extractvalue { i32, i32, i32, i32 } %193, 3
  %204 = bitcast i32 %203 to <1 x float>
  %205 = extractelement <1 x float> %204, i32 0
  %206 = shl i32 %28, 6
  %207 = xor i32 %168, %121
  %208 = or disjoint i32 %206, %207
  %209 = xor i32 0, %208
  %210 = xor i32 %209, 0
  %211 = xor i32 %210, 0
  %212 = add i32 %211, 0
  %213 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %212
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
  %227 = insertelement <1 x float> undef, float %180, i32 0
  %228 = bitcast <1 x float> %227 to i32
  %229 = insertelement <1 x float> undef, float %183, i32 0
  %230 = bitcast <1 x float> %229 to i32
  %231 = insertelement <1 x float> undef, float %186, i32 0
  %232 = bitcast <1 x float> %231 to i32
  %233 = insertelement <1 x float> undef, float %189, i32 0
  %234 = bitcast <1 x float> %233 to i32
  %235 = insertelement <1 x float> undef, float %196, i32 0
  %236 = bitcast <1 x float> %235 to i32
  %237 = insertelement <1 x float> undef, float %199, i32 0
  %238 = bitcast <1 x float> %237 to i32
  %239 = insertelement <1 x float> undef, float %202, i32 0
  %240 = bitcast <1 x float> %239 to i32
  %241 = insertelement <1 x float> undef, float %205, i32 0
  %242 = bitcast <1 x float> %241 to i32
  %243 = insertelement <1 x float> undef, float %217, i32 0
  %244 = bitcast <1 x float> %243 to i32
  %245 = insertelement <1 x float> undef, float %220, i32 0
  %246 = bitcast <1 x float> %245 to i32
  %247 = insertelement <1 x float> undef, float %223, i32 0
  %248 = bitcast <1 x float> %247 to i32
  %249 = insertelement <1 x float> undef, float %226, i32 0
  %250 = bitcast <1 x float> %249 to i32
  %251 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %228, i32 %230, i32 %232, i32 %234, i32 %244, i32 %246)
  %252 = extractvalue { float, float, float, float } %251, 0
  %253 = extractvalue { float, float, float, float } %251, 1
  %254 = extractvalue { float, float, float, float } %251, 2
  %255 = extractvalue { float, float, float, float } %251, 3
  %256 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %252, float %253, float %254, float %255, i32 %236, i32 %238, i32 %240, i32 %242, i32 %248, i32 %250)
  %257 = extractvalue { float, float, float, float } %256, 0
  %258 = extractvalue { float, float, float, float } %256, 1
  %259 = extractvalue { float, float, float, float } %256, 2
  %260 = extractvalue { float, float, float, float } %256, 3
  %261 = mul i64 %34, 16
  %262 = add i64 %99, %261
  %263 = getelementptr float, ptr addrspace(1) %4, i64 %79
  %264 = getelementptr float, ptr addrspace(1) %263, i64 %262
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %265 = shl i32 %28, 4
  %266 = and i32 %15, 8
  %267 = shl i32 %266, 5
  %268 = shl i32 %169, 3
  %269 = or disjoint i32 %265, %267
  %270 = or disjoint i32 %269, %268
  %271 = or disjoint i32 %270, 0
  %272 = xor i32 0, %271
  %273 = xor i32 %272, 0
  %274 = xor i32 %273, 0
  %275 = add i32 %274, 0
  %276 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %275
  %277 = insertelement <1 x float> undef, float %257, i32 0
  %278 = bitcast <1 x float> %277 to i32
  %279 = insertelement <1 x float> undef, float %258, i32 0
  %280 = bitcast <1 x float> %279 to i32
  %281 = insertelement <1 x float> undef, float %259, i32 0
  %282 = bitcast <1 x float> %281 to i32
  %283 = insertelement <1 x float> undef, float %260, i32 0
  %284 = bitcast <1 x float> %283 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %276, i32 %278, i32 %280, i32 %282, i32 %284)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %285 = shl i32 %11, 4
  %286 = or i32 %13, %285
  %287 = and i32 %286, 7
  %288 = shl i32 %287, 4
  %289 = and i32 %286, 8
  %290 = shl i32 %289, 5
  %291 = and i32 %286, 16
  %292 = shl i32 %291, 3
  %293 = or disjoint i32 %288, %290
  %294 = or disjoint i32 %293, %292
  %295 = or disjoint i32 %294, 0
  %296 = xor i32 0, %295
  %297 = xor i32 %296, 0
  %298 = xor i32 %297, 0
  %299 = add i32 %298, 0
  %300 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %299
  %301 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %300)
  %302 = extractvalue { i32, i32 } %301, 0
  %303 = bitcast i32 %302 to <1 x float>
  %304 = extractelement <1 x float> %303, i32 0
  %305 = extractvalue { i32, i32 } %301, 1
  %306 = bitcast i32 %305 to <1 x float>
  %307 = extractelement <1 x float> %306, i32 0
  %308 = insertelement <1 x float> undef, float %304, i32 0
  %309 = bitcast <1 x float> %308 to i32
  %310 = insertelement <1 x float> undef, float %307, i32 0
  %311 = bitcast <1 x float> %310 to i32
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %309, i32 %311, ptr addrspace(1) %264, i1 %37)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(argmem: read) }
attributes #4 = { convergent nocallback nounwind memory(argmem: write) }
attributes #5 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
