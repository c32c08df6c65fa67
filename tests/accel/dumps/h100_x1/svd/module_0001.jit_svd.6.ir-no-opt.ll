; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #4

define ptx_kernel void @gemm_fusion_dot_general_1(ptr noalias align 256 dereferenceable(4) %arg0, ptr noalias align 256 dereferenceable(256) %arg1, ptr noalias align 256 dereferenceable(32) %arg2, ptr noalias align 256 dereferenceable(4) %arg3, ptr noalias align 256 dereferenceable(256) %arg4, ptr noalias align 256 dereferenceable(256) %arg5) #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %6 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %7 = addrspacecast ptr null to ptr addrspace(1)
  %8 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %9 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %1)
  %10 = bitcast i32 %9 to <1 x i32>
  %11 = extractelement <1 x i32> %10, i32 0
  %12 = icmp eq i32 %11, 0
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = and i32 %13, 63
  %15 = urem i32 %14, 32
  %16 = udiv i32 %13, 32
  %17 = shl i32 %15, 0
  %18 = or i32 0, %17
  %19 = shl i32 %16, 5
  %20 = or i32 %18, %19
  %21 = and i32 %20, 3
  %22 = shl i32 %21, 2
  %23 = or disjoint i32 %22, 0
  %24 = xor i32 0, %23
  %25 = xor i32 %24, 0
  %26 = add i32 %25, 0
  %27 = and i32 %20, 60
  %28 = lshr i32 %27, 2
  %29 = or disjoint i32 %28, 0
  %30 = xor i32 0, %29
  %31 = xor i32 %30, 0
  %32 = add i32 %31, 0
  %33 = sext i32 %26 to i64
  %34 = sext i32 %32 to i64
  %35 = icmp slt i64 %33, 8
  %36 = icmp slt i64 %34, 8
  %37 = and i1 %36, %35
  %38 = mul i64 %34, 8
  %39 = add i64 %38, %33
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %39
  %41 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %40, i1 %37)
  %42 = extractvalue { i32, i32, i32, i32 } %41, 0
  %43 = bitcast i32 %42 to <1 x float>
  %44 = extractvalue { i32, i32, i32, i32 } %41, 1
  %45 = bitcast i32 %44 to <1 x float>
  %46 = extractvalue { i32, i32, i32, i32 } %41, 2
  %47 = bitcast i32 %46 to <1 x float>
  %48 = extractvalue { i32, i32, i32, i32 } %41, 3
  %49 = bitcast i32 %48 to <1 x float>
  %50 = extractelement <1 x float> %43, i32 0
  %51 = extractelement <1 x float> %45, i32 0
  %52 = extractelement <1 x float> %47, i32 0
  %53 = extractelement <1 x float> %49, i32 0
  %54 = select i1 %12, float %50, float +qnan
  %55 = select i1 %12, float %51, float +qnan
  %56 = select i1 %12, float %52, float +qnan
  %57 = select i1 %12, float %53, float +qnan
  %58 = getelementptr float, ptr addrspace(1) %3, i64 %34
  %59 = call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %58, i1 %36)
  %60 = bitcast i32 %59 to <1 x float>
  %61 = extractelement <1 x float> %60, i32 0
  %62 = fmul float %54, %61
  %63 = fmul float %55, %61
  %64 = fmul float %56, %61
  %65 = fmul float %57, %61
  %66 = icmp slt i32 %32, 8
  %67 = select i1 %66, float %62, float 0.000000e+00
  %68 = select i1 %66, float %63, float 0.000000e+00
  %69 = select i1 %66, float %64, float 0.000000e+00
  %70 = select i1 %66, float %65, float 0.000000e+00
  %71 = shl i32 %21, 1
  %72 = or disjoint i32 %71, 0
  %73 = xor i32 0, %72
  %74 = xor i32 %73, 0
  %75 = add i32 %74, 0
  %76 = sext i32 %75 to i64
  %77 = add i64 %76, %38
  %78 = getelementptr float, ptr addrspace(1) %5, i64 %77
  %79 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %78, i1 %36)
  %80 = extractvalue { i32, i32 } %79, 0
  %81 = bitcast i32 %80 to <1 x float>
  %82 = extractvalue { i32, i32 } %79, 1
  %83 = bitcast i32 %82 to <1 x float>
  %84 = extractelement <1 x float> %81, i32 0
  %85 = extractelement <1 x float> %83, i32 0
  %86 = select i1 %12, float %84, float +qnan
  %87 = select i1 %12, float %85, float +qnan
  %88 = select i1 %66, float %86, float 0.000000e+00
  %89 = select i1 %66, float %87, float 0.000000e+00
  %90 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %67)
  %91 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %68)
  %92 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %69)
  %93 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %70)
  %94 = and i32 %20, 55
  %95 = shl i32 %94, 4
  %96 = and i32 %20, 8
  %97 = icmp eq i32 %96, 0
  %98 = select i1 %97, i32 0, i32 160
  %99 = xor i32 %95, %98
  %100 = or disjoint i32 0, %99
  %101 = xor i32 0, %100
  %102 = xor i32 %101, 0
  %103 = xor i32 %102, 0
  %104 = add i32 %103, 0
  %105 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %104
  %106 = insertelement <4 x float> undef, float %90, i32 0
  %107 = insertelement <4 x float> %106, float %91, i32 1
  %108 = insertelement <4 x float> %107, float %92, i32 2
  %109 = insertelement <4 x float> %108, float %93, i32 3
  %110 = extractelement <4 x float> %109, i32 0
  %111 = extractelement <4 x float> %109, i32 1
  %112 = extractelement <4 x float> %109, i32 2
  %113 = extractelement <4 x float> %109, i32 3
  %114 = bitcast float %110 to i32
  %115 = bitcast float %111 to i32
  %116 = bitcast float %112 to i32
  %117 = bitcast float %113 to i32
  %118 = insertelement <4 x i32> undef, i32 %114, i32 0
  %119 = insertelement <4 x i32> %118, i32 %115, i32 1
  %120 = insertelement <4 x i32> %119, i32 %116, i32 2
  %121 = insertelement <4 x i32> %120, i32 %117, i32 3
  store <4 x i32> %121, ptr addrspace(3) %105, align 16
  %122 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %88)
  %123 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %89)
  %124 = and i32 %20, 63
  %125 = shl i32 %124, 3
  %126 = or disjoint i32 %125, 0
  %127 = xor i32 0, %126
  %128 = xor i32 %127, 0
  %129 = xor i32 %128, 0
  %130 = add i32 %129, 0
  %131 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %130
  %132 = insertelement <2 x float> undef, float %122, i32 0
  %133 = insertelement <2 x float> %132, float %123, i32 1
  %134 = extractelement <2 x float> %133, i32 0
  %135 = extractelement <2 x float> %133, i32 1
  %136 = bitcast float %134 to i32
  %137 = bitcast float %135 to i32
  %138 = insertelement <2 x i32> undef, i32 %136, i32 0
  %139 = insertelement <2 x i32> %138, i32 %137, i32 1
  store <2 x i32> %139, ptr addrspace(3) %131, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %140 = and i32 %20, 28
  %141 = lshr i32 %140, 0
  %142 = and i32 %20, 1
  %143 = shl i32 %142, 6
  %144 = and i32 %20, 2
  %145 = icmp eq i32 %144, 0
  %146 = select i1 %145, i32 0, i32 160
  %147 = or disjoint i32 %143, %146
  %148 = or disjoint i32 %147, %141
  %149 = xor i32 0, %148
  %150 = xor i32 %149, 0
  %151 = xor i32 %150, 0
  %152 = add i32 %151, 0
  %153 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %152
  %154 = load i32, ptr addrspace(3) %153, align 4
  %155 = insertelement <1 x i32> undef, i32 %154, i32 0
  %156 = extractelement <1 x i32> %155, i32 0
  %157 = bitcast i32 %156 to float
  %158 = insertelement <1 x float> undef, float %157, i32 0
  %159 = extractelement <1 x float> %158, i32 0
  %160 = add i32 %151, 256
  %161 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %160
  %162 = load i32, ptr addrspace(3) %161, align 4
  %163 = insertelement <1 x i32> undef, i32 %162, i32 0
  %164 = extractelement <1 x i32> %163, i32 0
  %165 = bitcast i32 %164 to float
  %166 = insertelement <1 x float> undef, float %165, i32 0
  %167 = extractelement <1 x float> %166, i32 0
  %168 = add i32 %151, 512
  %169 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %168
  %170 = load i32, ptr addrspace(3) %169, align 4
  %171 = insertelement <1 x i32> undef, i32 %170, i32 0
  %172 = extractelement <1 x i32> %171, i32 0
  %173 = bitcast i32 %172 to float
  %174 = insertelement <1 x float> undef, float %173, i32 0
  %175 = extractelement <1 x float> %174, i32 0
  %176 = add i32 %151, 768
  %177 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %176
  %178 = load i32, ptr addrspace(3) %177, align 4
  %179 = insertelement <1 x i32> undef, i32 %178, i32 0
  %180 = extractelement <1 x i32> %179, i32 0
  %181 = bitcast i32 %180 to float
  %182 = insertelement <1 x float> undef, float %181, i32 0
  %183 = extractelement <1 x float> %182, i32 0
  %184 = xor i32 %150, 32
  %185 = add i32 %184, 0
  %186 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %185
  %187 = load i32, ptr addrspace(3) %186, align 4
  %188 = insertelement <1 x i32> undef, i32 %187, i32 0
  %189 = extractelement <1 x i32> %188, i32 0
  %190 = bitcast i32 %189 to float
  %191 = insertelement <1 x float> undef, float %190, i32 0
  %192 = extractelement <1 x float> %191, i32 0
  %193 = add i32 %184, 256
  %194 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %193
  %195 = load i32, ptr addrspace(3) %194, align 4
  %196 = insertelement <1 x i32> undef, i32 %195, i32 0
  %197 = extractelement <1 x i32> %196, i32 0
  %198 = bitcast i32 %197 to float
  %199 = insertelement <1 x float> undef, float %198, i32 0
  %200 = extractelement <1 x float> %199, i32 0
  %201 = add i32 %184, 512
  %202 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %201
  %203 = load i32, ptr addrspace(3) %202, align 4
  %204 = insertelement <1 x i32> undef, i32 %203, i32 0
  %205 = extractelement <1 x i32> %204, i32 0
  %206 = bitcast i32 %205 to float
  %207 = insertelement <1 x float> undef, float %206, i32 0
  %208 = extractelement <1 x float> %207, i32 0
  %209 = add i32 %184, 768
  %210 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %209
  %211 = load i32, ptr addrspace(3) %210, align 4
  %212 = insertelement <1 x i32> undef, i32 %211, i32 0
  %213 = extractelement <1 x i32> %212, i32 0
  %214 = bitcast i32 %213 to float
  %215 = insertelement <1 x float> undef, float %214, i32 0
  %216 = extractelement <1 x float> %215, i32 0
  %217 = shl i32 %21, 5
  %218 = xor i32 %217, %141
  %219 = or disjoint i32 0, %218
  %220 = xor i32 0, %219
  %221 = xor i32 %220, 0
  %222 = xor i32 %221, 0
  %223 = add i32 %222, 0
  %224 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %223
  %225 = load i32, ptr addrspace(3) %224, align 4
  %226 = insertelement <1 x i32> undef, i32 %225, i32 0
  %227 = extractelement <1 x i32> %226, i32 0
  %228 = bitcast i32 %227 to float
  %229 = insertelement <1 x float> undef, float %228, i32 0
  %230 = extractelement <1 x float> %229, i32 0
  %231 = add i32 %222, 128
  %232 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %231
  %233 = load i32, ptr addrspace(3) %232, align 4
  %234 = insertelement <1 x i32> undef, i32 %233, i32 0
  %235 = extractelement <1 x i32> %234, i32 0
  %236 = bitcast i32 %235 to float
  %237 = insertelement <1 x float> undef, float %236, i32 0
  %238 = extractelement <1 x float> %237, i32 0
  %239 = add i32 %222, 256
  %240 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %239
  %241 = load i32, ptr addrspace(3) %240, align 4
  %242 = insertelement <1 x i32> undef, i32 %241, i32 0
  %243 = extractelement <1 x i32> %242, i32 0
  %244 = bitcast i32 %243 to float
  %245 = insertelement <1 x float> undef, float %244, i32 0
  %246 = extractelement <1 x float> %245, i32 0
  %247 = add i32 %222, 384
  %248 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %247
  %249 = load i32, ptr addrspace(3) %248, align 4
  %250 = insertelement <1 x i32> undef, i32 %249, i32 0
  %251 = extractelement <1 x i32> %250, i32 0
  %252 = bitcast i32 %251 to float
  %253 = insertelement <1 x float> undef, float %252, i32 0
  %254 = extractelement <1 x float> %253, i32 0
  %255 = insertelement <1 x float> undef, float %159, i32 0
  %256 = bitcast <1 x float> %255 to i32
  %257 = insertelement <1 x float> undef, float %192, i32 0
  %258 = bitcast <1 x float> %257 to i32
  %259 = insertelement <1 x float> undef, float %167, i32 0
  %260 = bitcast <1 x float> %259 to i32
  %261 = insertelement <1 x float> undef, float %200, i32 0
  %262 = bitcast <1 x float> %261 to i32
  %263 = insertelement <1 x float> undef, float %175, i32 0
  %264 = bitcast <1 x float> %263 to i32
  %265 = insertelement <1 x float> undef, float %208, i32 0
  %266 = bitcast <1 x float> %265 to i32
  %267 = insertelement <1 x float> undef, float %183, i32 0
  %268 = bitcast <1 x float> %267 to i32
  %269 = insertelement <1 x float> undef, float %216, i32 0
  %270 = bitcast <1 x float> %269 to i32
  %271 = insertelement <1 x float> undef, float %230, i32 0
  %272 = bitcast <1 x float> %271 to i32
  %273 = insertelement <1 x float> undef, float %238, i32 0
  %274 = bitcast <1 x float> %273 to i32
  %275 = insertelement <1 x float> undef, float %246, i32 0
  %276 = bitcast <1 x float> %275 to i32
  %277 = insertelement <1 x float> undef, float %254, i32 0
  %278 = bitcast <1 x float> %277 to i32
  %279 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %256, i32 %258, i32 %260, i32 %262, i32 %272, i32 %274)
  %280 = extractvalue { float, float, float, float } %279, 0
  %281 = extractvalue { float, float, float, float } %279, 1
  %282 = extractvalue { float, float, float, float } %279, 2
  %283 = extractvalue { float, float, float, float } %279, 3
  %284 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %280, float %281, float %282, float %283, i32 %264, i32 %266, i32 %268, i32 %270, i32 %276, i32 %278)
  %285 = extractvalue { float, float, float, float } %284, 0
  %286 = extractvalue { float, float, float, float } %284, 1
  %287 = extractvalue { float, float, float, float } %284, 2
  %288 = extractvalue { float, float, float, float } %284, 3
  %289 = getelementptr float, ptr addrspace(1) %6, i64 %77
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %290 = and i32 %20, 7
  %291 = shl i32 %290, 4
  %292 = shl i32 %96, 5
  %293 = and i32 %20, 16
  %294 = shl i32 %293, 3
  %295 = or disjoint i32 %291, %292
  %296 = or disjoint i32 %295, %294
  %297 = or disjoint i32 %296, 0
  %298 = xor i32 0, %297
  %299 = xor i32 %298, 0
  %300 = xor i32 %299, 0
  %301 = add i32 %300, 0
  %302 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %301
  %303 = insertelement <1 x float> undef, float %285, i32 0
  %304 = bitcast <1 x float> %303 to i32
  %305 = insertelement <1 x float> undef, float %286, i32 0
  %306 = bitcast <1 x float> %305 to i32
  %307 = insertelement <1 x float> undef, float %287, i32 0
  %308 = bitcast <1 x float> %307 to i32
  %309 = insertelement <1 x float> undef, float %288, i32 0
  %310 = bitcast <1 x float> %309 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %302, i32 %304, i32 %306, i32 %308, i32 %310)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %311 = shl i32 %16, 4
  %312 = or i32 %18, %311
  %313 = and i32 %312, 7
  %314 = shl i32 %313, 4
  %315 = and i32 %312, 8
  %316 = shl i32 %315, 5
  %317 = and i32 %312, 16
  %318 = shl i32 %317, 3
  %319 = or disjoint i32 %314, %316
  %320 = or disjoint i32 %319, %318
  %321 = or disjoint i32 %320, 0
  %322 = xor i32 0, %321
  %323 = xor i32 %322, 0
  %324 = xor i32 %323, 0
  %325 = add i32 %324, 0
  %326 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %325
  %327 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %326)
  %328 = extractvalue { i32, i32 } %327, 0
  %329 = bitcast i32 %328 to <1 x float>
  %330 = extractelement <1 x float> %329, i32 0
  %331 = extractvalue { i32, i32 } %327, 1
  %332 = bitcast i32 %331 to <1 x float>
  %333 = extractelement <1 x float> %332, i32 0
  %334 = insertelement <1 x float> undef, float %330, i32 0
  %335 = bitcast <1 x float> %334 to i32
  %336 = insertelement <1 x float> undef, float %333, i32 0
  %337 = bitcast <1 x float> %336 to i32
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %335, i32 %337, ptr addrspace(1) %289, i1 %36)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind memory(argmem: read) }
attributes #5 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
