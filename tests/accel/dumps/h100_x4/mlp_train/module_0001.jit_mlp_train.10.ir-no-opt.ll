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

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #4

define ptx_kernel void @gemm_fusion_dot_5(ptr noalias align 16 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(256) %arg1, ptr noalias align 256 dereferenceable(256) %arg2, ptr noalias align 256 dereferenceable(1024) %arg3) #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  %6 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = sext i32 %7 to i64
  %9 = mul i64 %8, 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 63
  %12 = urem i32 %11, 32
  %13 = udiv i32 %10, 32
  %14 = shl i32 %12, 0
  %15 = or i32 0, %14
  %16 = shl i32 %13, 5
  %17 = or i32 %15, %16
  %18 = and i32 %17, 60
  %19 = lshr i32 %18, 2
  %20 = or disjoint i32 %19, 0
  %21 = xor i32 0, %20
  %22 = xor i32 %21, 0
  %23 = add i32 %22, 0
  %24 = and i32 %17, 3
  %25 = shl i32 %24, 2
  %26 = or disjoint i32 %25, 0
  %27 = xor i32 0, %26
  %28 = xor i32 %27, 0
  %29 = add i32 %28, 0
  %30 = sext i32 %23 to i64
  %31 = sext i32 %29 to i64
  %32 = icmp slt i64 %30, 4
  %33 = mul i64 %30, 16
  %34 = shl i32 %24, 1
  %35 = or disjoint i32 %34, 0
  %36 = xor i32 0, %35
  %37 = xor i32 %36, 0
  %38 = add i32 %37, 0
  %39 = sext i32 %38 to i64
  %40 = add i64 %39, %33
  %41 = getelementptr float, ptr addrspace(1) %2, i64 %9
  %42 = getelementptr float, ptr addrspace(1) %41, i64 %40
  %43 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %42, i1 %32)
  %44 = extractvalue { i32, i32 } %43, 0
  %45 = bitcast i32 %44 to <1 x float>
  %46 = extractvalue { i32, i32 } %43, 1
  %47 = bitcast i32 %46 to <1 x float>
  %48 = extractelement <1 x float> %45, i32 0
  %49 = extractelement <1 x float> %47, i32 0
  %50 = getelementptr float, ptr addrspace(1) %3, i64 %9
  %51 = getelementptr float, ptr addrspace(1) %50, i64 %40
  %52 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %51, i1 %32)
  %53 = extractvalue { i32, i32 } %52, 0
  %54 = bitcast i32 %53 to <1 x float>
  %55 = extractvalue { i32, i32 } %52, 1
  %56 = bitcast i32 %55 to <1 x float>
  %57 = extractelement <1 x float> %54, i32 0
  %58 = extractelement <1 x float> %56, i32 0
  %59 = fsub float 1.000000e+00, %57
  %60 = fsub float 1.000000e+00, %58
  %61 = fmul float %48, %59
  %62 = fmul float %49, %60
  %63 = fmul float %61, %57
  %64 = fmul float %62, %58
  %65 = fadd float %61, %63
  %66 = fadd float %62, %64
  %67 = icmp slt i32 %23, 4
  %68 = select i1 %67, float %65, float 0.000000e+00
  %69 = select i1 %67, float %66, float 0.000000e+00
  %70 = add i64 %33, %31
  %71 = getelementptr float, ptr addrspace(1) %1, i64 %70
  %72 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %71, i1 %32)
  %73 = extractvalue { i32, i32, i32, i32 } %72, 0
  %74 = bitcast i32 %73 to <1 x float>
  %75 = extractvalue { i32, i32, i32, i32 } %72, 1
  %76 = bitcast i32 %75 to <1 x float>
  %77 = extractvalue { i32, i32, i32, i32 } %72, 2
  %78 = bitcast i32 %77 to <1 x float>
  %79 = extractvalue { i32, i32, i32, i32 } %72, 3
  %80 = bitcast i32 %79 to <1 x float>
  %81 = extractelement <1 x float> %74, i32 0
  %82 = extractelement <1 x float> %76, i32 0
  %83 = extractelement <1 x float> %78, i32 0
  %84 = extractelement <1 x float> %80, i32 0
  %85 = select i1 %67, float %81, float 0.000000e+00
  %86 = select i1 %67, float %82, float 0.000000e+00
  %87 = select i1 %67, float %83, float 0.000000e+00
  %88 = select i1 %67, float %84, float 0.000000e+00
  %89 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %85)
  %90 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %86)
  %91 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %87)
  %92 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %88)
  %93 = and i32 %17, 55
  %94 = shl i32 %93, 4
  %95 = and i32 %17, 8
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, i32 0, i32 160
  %98 = xor i32 %94, %97
  %99 = or disjoint i32 0, %98
  %100 = xor i32 0, %99
  %101 = xor i32 %100, 0
  %102 = xor i32 %101, 0
  %103 = add i32 %102, 0
  %104 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %103
  %105 = insertelement <4 x float> undef, float %89, i32 0
  %106 = insertelement <4 x float> %105, float %90, i32 1
  %107 = insertelement <4 x float> %106, float %91, i32 2
  %108 = insertelement <4 x float> %107, float %92, i32 3
  %109 = extractelement <4 x float> %108, i32 0
  %110 = extractelement <4 x float> %108, i32 1
  %111 = extractelement <4 x float> %108, i32 2
  %112 = extractelement <4 x float> %108, i32 3
  %113 = bitcast float %109 to i32
  %114 = bitcast float %110 to i32
  %115 = bitcast float %111 to i32
  %116 = bitcast float %112 to i32
  %117 = insertelement <4 x i32> undef, i32 %113, i32 0
  %118 = insertelement <4 x i32> %117, i32 %114, i32 1
  %119 = insertelement <4 x i32> %118, i32 %115, i32 2
  %120 = insertelement <4 x i32> %119, i32 %116, i32 3
  store <4 x i32> %120, ptr addrspace(3) %104, align 16
  %121 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %68)
  %122 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %69)
  %123 = and i32 %17, 63
  %124 = shl i32 %123, 3
  %125 = or disjoint i32 %124, 0
  %126 = xor i32 0, %125
  %127 = xor i32 %126, 0
  %128 = xor i32 %127, 0
  %129 = add i32 %128, 0
  %130 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %129
  %131 = insertelement <2 x float> undef, float %121, i32 0
  %132 = insertelement <2 x float> %131, float %122, i32 1
  %133 = extractelement <2 x float> %132, i32 0
  %134 = extractelement <2 x float> %132, i32 1
  %135 = bitcast float %133 to i32
  %136 = bitcast float %134 to i32
  %137 = insertelement <2 x i32> undef, i32 %135, i32 0
  %138 = insertelement <2 x i32> %137, i32 %136, i32 1
  store <2 x i32> %138, ptr addrspace(3) %130, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %139 = and i32 %17, 28
  %140 = lshr i32 %139, 0
  %141 = and i32 %17, 1
  %142 = shl i32 %141, 6
  %143 = and i32 %17, 2
  %144 = icmp eq i32 %143, 0
  %145 = select i1 %144, i32 0, i32 160
  %146 = or disjoint i32 %142, %145
  %147 = or disjoint i32 %146, %140
  %148 = xor i32 0, %147
  %149 = xor i32 %148, 0
  %150 = xor i32 %149, 0
  %151 = add i32 %150, 0
  %152 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %151
  %153 = load i32, ptr addrspace(3) %152, align 4
  %154 = insertelement <1 x i32> undef, i32 %153, i32 0
  %155 = extractelement <1 x i32> %154, i32 0
  %156 = bitcast i32 %155 to float
  %157 = insertelement <1 x float> undef, float %156, i32 0
  %158 = extractelement <1 x float> %157, i32 0
  %159 = add i32 %150, 256
  %160 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %159
  %161 = load i32, ptr addrspace(3) %160, align 4
  %162 = insertelement <1 x i32> undef, i32 %161, i32 0
  %163 = extractelement <1 x i32> %162, i32 0
  %164 = bitcast i32 %163 to float
  %165 = insertelement <1 x float> undef, float %164, i32 0
  %166 = extractelement <1 x float> %165, i32 0
  %167 = add i32 %150, 512
  %168 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %167
  %169 = load i32, ptr addrspace(3) %168, align 4
  %170 = insertelement <1 x i32> undef, i32 %169, i32 0
  %171 = extractelement <1 x i32> %170, i32 0
  %172 = bitcast i32 %171 to float
  %173 = insertelement <1 x float> undef, float %172, i32 0
  %174 = extractelement <1 x float> %173, i32 0
  %175 = add i32 %150, 768
  %176 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %175
  %177 = load i32, ptr addrspace(3) %176, align 4
  %178 = insertelement <1 x i32> undef, i32 %177, i32 0
  %179 = extractelement <1 x i32> %178, i32 0
  %180 = bitcast i32 %179 to float
  %181 = insertelement <1 x float> undef, float %180, i32 0
  %182 = extractelement <1 x float> %181, i32 0
  %183 = xor i32 %149, 32
  %184 = add i32 %183, 0
  %185 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %184
  %186 = load i32, ptr addrspace(3) %185, align 4
  %187 = insertelement <1 x i32> undef, i32 %186, i32 0
  %188 = extractelement <1 x i32> %187, i32 0
  %189 = bitcast i32 %188 to float
  %190 = insertelement <1 x float> undef, float %189, i32 0
  %191 = extractelement <1 x float> %190, i32 0
  %192 = add i32 %183, 256
  %193 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %192
  %194 = load i32, ptr addrspace(3) %193, align 4
  %195 = insertelement <1 x i32> undef, i32 %194, i32 0
  %196 = extractelement <1 x i32> %195, i32 0
  %197 = bitcast i32 %196 to float
  %198 = insertelement <1 x float> undef, float %197, i32 0
  %199 = extractelement <1 x float> %198, i32 0
  %200 = add i32 %183, 512
  %201 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = load i32, ptr addrspace(3) %201, align 4
  %203 = insertelement <1 x i32> undef, i32 %202, i32 0
  %204 = extractelement <1 x i32> %203, i32 0
  %205 = bitcast i32 %204 to float
  %206 = insertelement <1 x float> undef, float %205, i32 0
  %207 = extractelement <1 x float> %206, i32 0
  %208 = add i32 %183, 768
  %209 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %208
  %210 = load i32, ptr addrspace(3) %209, align 4
  %211 = insertelement <1 x i32> undef, i32 %210, i32 0
  %212 = extractelement <1 x i32> %211, i32 0
  %213 = bitcast i32 %212 to float
  %214 = insertelement <1 x float> undef, float %213, i32 0
  %215 = extractelement <1 x float> %214, i32 0
  %216 = shl i32 %24, 5
  %217 = xor i32 %216, %140
  %218 = or disjoint i32 0, %217
  %219 = xor i32 0, %218
  %220 = xor i32 %219, 0
  %221 = xor i32 %220, 0
  %222 = add i32 %221, 0
  %223 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %222
  %224 = load i32, ptr addrspace(3) %223, align 4
  %225 = insertelement <1 x i32> undef, i32 %224, i32 0
  %226 = extractelement <1 x i32> %225, i32 0
  %227 = bitcast i32 %226 to float
  %228 = insertelement <1 x float> undef, float %227, i32 0
  %229 = extractelement <1 x float> %228, i32 0
  %230 = add i32 %221, 128
  %231 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %230
  %232 = load i32, ptr addrspace(3) %231, align 4
  %233 = insertelement <1 x i32> undef, i32 %232, i32 0
  %234 = extractelement <1 x i32> %233, i32 0
  %235 = bitcast i32 %234 to float
  %236 = insertelement <1 x float> undef, float %235, i32 0
  %237 = extractelement <1 x float> %236, i32 0
  %238 = add i32 %221, 256
  %239 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %238
  %240 = load i32, ptr addrspace(3) %239, align 4
  %241 = insertelement <1 x i32> undef, i32 %240, i32 0
  %242 = extractelement <1 x i32> %241, i32 0
  %243 = bitcast i32 %242 to float
  %244 = insertelement <1 x float> undef, float %243, i32 0
  %245 = extractelement <1 x float> %244, i32 0
  %246 = add i32 %221, 384
  %247 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %246
  %248 = load i32, ptr addrspace(3) %247, align 4
  %249 = insertelement <1 x i32> undef, i32 %248, i32 0
  %250 = extractelement <1 x i32> %249, i32 0
  %251 = bitcast i32 %250 to float
  %252 = insertelement <1 x float> undef, float %251, i32 0
  %253 = extractelement <1 x float> %252, i32 0
  %254 = insertelement <1 x float> undef, float %158, i32 0
  %255 = bitcast <1 x float> %254 to i32
  %256 = insertelement <1 x float> undef, float %191, i32 0
  %257 = bitcast <1 x float> %256 to i32
  %258 = insertelement <1 x float> undef, float %166, i32 0
  %259 = bitcast <1 x float> %258 to i32
  %260 = insertelement <1 x float> undef, float %199, i32 0
  %261 = bitcast <1 x float> %260 to i32
  %262 = insertelement <1 x float> undef, float %174, i32 0
  %263 = bitcast <1 x float> %262 to i32
  %264 = insertelement <1 x float> undef, float %207, i32 0
  %265 = bitcast <1 x float> %264 to i32
  %266 = insertelement <1 x float> undef, float %182, i32 0
  %267 = bitcast <1 x float> %266 to i32
  %268 = insertelement <1 x float> undef, float %215, i32 0
  %269 = bitcast <1 x float> %268 to i32
  %270 = insertelement <1 x float> undef, float %229, i32 0
  %271 = bitcast <1 x float> %270 to i32
  %272 = insertelement <1 x float> undef, float %237, i32 0
  %273 = bitcast <1 x float> %272 to i32
  %274 = insertelement <1 x float> undef, float %245, i32 0
  %275 = bitcast <1 x float> %274 to i32
  %276 = insertelement <1 x float> undef, float %253, i32 0
  %277 = bitcast <1 x float> %276 to i32
  %278 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %255, i32 %257, i32 %259, i32 %261, i32 %271, i32 %273)
  %279 = extractvalue { float, float, float, float } %278, 0
  %280 = extractvalue { float, float, float, float } %278, 1
  %281 = extractvalue { float, float, float, float } %278, 2
  %282 = extractvalue { float, float, float, float } %278, 3
  %283 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %279, float %280, float %281, float %282, i32 %263, i32 %265, i32 %267, i32 %269, i32 %275, i32 %277)
  %284 = extractvalue { float, float, float, float } %283, 0
  %285 = extractvalue { float, float, float, float } %283, 1
  %286 = extractvalue { float, float, float, float } %283, 2
  %287 = extractvalue { float, float, float, float } %283, 3
  %288 = getelementptr float, ptr addrspace(1) %4, i64 %9
  %289 = getelementptr float, ptr addrspace(1) %288, i64 %40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %290 = and i32 %17, 7
  %291 = shl i32 %290, 4
  %292 = shl i32 %95, 5
  %293 = and i32 %17, 16
  %294 = shl i32 %293, 3
  %295 = or disjoint i32 %291, %292
  %296 = or disjoint i32 %295, %294
  %297 = or disjoint i32 %296, 0
  %298 = xor i32 0, %297
  %299 = xor i32 %298, 0
  %300 = xor i32 %299, 0
  %301 = add i32 %300, 0
  %302 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %301
  %303 = insertelement <1 x float> undef, float %284, i32 0
  %304 = bitcast <1 x float> %303 to i32
  %305 = insertelement <1 x float> undef, float %285, i32 0
  %306 = bitcast <1 x float> %305 to i32
  %307 = insertelement <1 x float> undef, float %286, i32 0
  %308 = bitcast <1 x float> %307 to i32
  %309 = insertelement <1 x float> undef, float %287, i32 0
  %310 = bitcast <1 x float> %309 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %302, i32 %304, i32 %306, i32 %308, i32 %310)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %311 = shl i32 %13, 4
  %312 = or i32 %15, %311
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
  call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %335, i32 %337, ptr addrspace(1) %289)
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
