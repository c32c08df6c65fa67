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

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #3

define ptx_kernel void @gemm_fusion_dot_general_1(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(32) %arg1, ptr noalias align 256 dereferenceable(256) %arg2, ptr noalias align 256 dereferenceable(256) %arg3, ptr noalias align 256 dereferenceable(256) %arg4) #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %6 = addrspacecast ptr null to ptr addrspace(1)
  %7 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 63
  %10 = urem i32 %9, 32
  %11 = udiv i32 %8, 32
  %12 = shl i32 %10, 0
  %13 = or i32 0, %12
  %14 = shl i32 %11, 5
  %15 = or i32 %13, %14
  %16 = and i32 %15, 3
  %17 = shl i32 %16, 2
  %18 = or disjoint i32 %17, 0
  %19 = xor i32 0, %18
  %20 = xor i32 %19, 0
  %21 = add i32 %20, 0
  %22 = and i32 %15, 60
  %23 = lshr i32 %22, 2
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
  %37 = icmp slt i64 %34, 8
  %38 = icmp slt i64 %36, 8
  %39 = icmp slt i64 %35, 8
  %40 = and i1 %39, %37
  %41 = mul i64 %35, 8
  %42 = add i64 %41, %34
  %43 = getelementptr float, ptr addrspace(1) %1, i64 %42
  %44 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %43, i1 %40)
  %45 = extractvalue { i32, i32, i32, i32 } %44, 0
  %46 = bitcast i32 %45 to <1 x float>
  %47 = extractvalue { i32, i32, i32, i32 } %44, 1
  %48 = bitcast i32 %47 to <1 x float>
  %49 = extractvalue { i32, i32, i32, i32 } %44, 2
  %50 = bitcast i32 %49 to <1 x float>
  %51 = extractvalue { i32, i32, i32, i32 } %44, 3
  %52 = bitcast i32 %51 to <1 x float>
  %53 = extractelement <1 x float> %46, i32 0
  %54 = extractelement <1 x float> %48, i32 0
  %55 = extractelement <1 x float> %50, i32 0
  %56 = extractelement <1 x float> %52, i32 0
  %57 = getelementptr i32, ptr addrspace(1) %2, i64 %36
  %58 = call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; @$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l,b"(ptr addrspace(1) %57, i1 %38)
  %59 = extractvalue { i32, i32 } %58, 0
  %60 = bitcast i32 %59 to <1 x i32>
  %61 = extractvalue { i32, i32 } %58, 1
  %62 = bitcast i32 %61 to <1 x i32>
  %63 = extractelement <1 x i32> %60, i32 0
  %64 = extractelement <1 x i32> %62, i32 0
  %65 = add i32 %63, -1
  %66 = add i32 %64, -1
  %67 = and i32 %15, 56
  %68 = lshr i32 %67, 3
  %69 = or disjoint i32 %68, 0
  %70 = xor i32 0, %69
  %71 = xor i32 %70, 0
  %72 = add i32 %71, 0
  %73 = shl i32 %16, 1
  %74 = or disjoint i32 %73, 0
  %75 = xor i32 0, %74
  %76 = xor i32 %75, 0
  %77 = add i32 %76, 0
  %78 = sext i32 %72 to i64
  %79 = sext i32 %77 to i64
  %80 = mul i64 %78, 8
  %81 = add i64 %80, %36
  %82 = getelementptr i32, ptr addrspace(1) %3, i64 %81
  %83 = call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; @$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l,b"(ptr addrspace(1) %82, i1 %38)
  %84 = extractvalue { i32, i32 } %83, 0
  %85 = bitcast i32 %84 to <1 x i32>
  %86 = extractvalue { i32, i32 } %83, 1
  %87 = bitcast i32 %86 to <1 x i32>
  %88 = extractelement <1 x i32> %85, i32 0
  %89 = extractelement <1 x i32> %87, i32 0
  %90 = icmp sge i32 %65, %88
  %91 = icmp sge i32 %66, %89
  %92 = getelementptr float, ptr addrspace(1) %4, i64 %81
  %93 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %92, i1 %38)
  %94 = extractvalue { i32, i32 } %93, 0
  %95 = bitcast i32 %94 to <1 x float>
  %96 = extractvalue { i32, i32 } %93, 1
  %97 = bitcast i32 %96 to <1 x float>
  %98 = extractelement <1 x float> %95, i32 0
  %99 = extractelement <1 x float> %97, i32 0
  %100 = select i1 %90, float 0.000000e+00, float %98
  %101 = select i1 %91, float 0.000000e+00, float %99
  %102 = icmp slt i32 %27, 8
  %103 = icmp slt i32 %33, 8
  %104 = select i1 %102, float %53, float 0.000000e+00
  %105 = select i1 %102, float %54, float 0.000000e+00
  %106 = select i1 %102, float %55, float 0.000000e+00
  %107 = select i1 %102, float %56, float 0.000000e+00
  %108 = select i1 %103, float %100, float 0.000000e+00
  %109 = select i1 %103, float %101, float 0.000000e+00
  %110 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %104)
  %111 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %105)
  %112 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %106)
  %113 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %107)
  %114 = and i32 %15, 55
  %115 = shl i32 %114, 4
  %116 = and i32 %15, 8
  %117 = icmp eq i32 %116, 0
  %118 = select i1 %117, i32 0, i32 160
  %119 = xor i32 %115, %118
  %120 = or disjoint i32 0, %119
  %121 = xor i32 0, %120
  %122 = xor i32 %121, 0
  %123 = xor i32 %122, 0
  %124 = add i32 %123, 0
  %125 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = insertelement <4 x float> undef, float %110, i32 0
  %127 = insertelement <4 x float> %126, float %111, i32 1
  %128 = insertelement <4 x float> %127, float %112, i32 2
  %129 = insertelement <4 x float> %128, float %113, i32 3
  %130 = extractelement <4 x float> %129, i32 0
  %131 = extractelement <4 x float> %129, i32 1
  %132 = extractelement <4 x float> %129, i32 2
  %133 = extractelement <4 x float> %129, i32 3
  %134 = bitcast float %130 to i32
  %135 = bitcast float %131 to i32
  %136 = bitcast float %132 to i32
  %137 = bitcast float %133 to i32
  %138 = insertelement <4 x i32> undef, i32 %134, i32 0
  %139 = insertelement <4 x i32> %138, i32 %135, i32 1
  %140 = insertelement <4 x i32> %139, i32 %136, i32 2
  %141 = insertelement <4 x i32> %140, i32 %137, i32 3
  store <4 x i32> %141, ptr addrspace(3) %125, align 16
  %142 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %108)
  %143 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %109)
  %144 = and i32 %15, 63
  %145 = shl i32 %144, 3
  %146 = and i32 %15, 48
  %147 = lshr i32 %146, 0
  %148 = xor i32 %145, %147
  %149 = or disjoint i32 0, %148
  %150 = xor i32 0, %149
  %151 = xor i32 %150, 0
  %152 = xor i32 %151, 0
  %153 = add i32 %152, 0
  %154 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %153
  %155 = insertelement <2 x float> undef, float %142, i32 0
  %156 = insertelement <2 x float> %155, float %143, i32 1
  %157 = extractelement <2 x float> %156, i32 0
  %158 = extractelement <2 x float> %156, i32 1
  %159 = bitcast float %157 to i32
  %160 = bitcast float %158 to i32
  %161 = insertelement <2 x i32> undef, i32 %159, i32 0
  %162 = insertelement <2 x i32> %161, i32 %160, i32 1
  store <2 x i32> %162, ptr addrspace(3) %154, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %163 = and i32 %15, 28
  %164 = lshr i32 %163, 0
  %165 = and i32 %15, 1
  %166 = shl i32 %165, 6
  %167 = and i32 %15, 2
  %168 = icmp eq i32 %167, 0
  %169 = select i1 %168, i32 0, i32 160
  %170 = or disjoint i32 %166, %169
  %171 = or disjoint i32 %170, %164
  %172 = xor i32 0, %171
  %173 = xor i32 %172, 0
  %174 = xor i32 %173, 0
  %175 = add i32 %174, 0
  %176 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %175
  %177 = load i32, ptr addrspace(3) %176, align 4
  %178 = insertelement <1 x i32> undef, i32 %177, i32 0
  %179 = extractelement <1 x i32> %178, i32 0
  %180 = bitcast i32 %179 to float
  %181 = insertelement <1 x float> undef, float %180, i32 0
  %182 = extractelement <1 x float> %181, i32 0
  %183 = add i32 %174, 256
  %184 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %183
  %185 = load i32, ptr addrspace(3) %184, align 4
  %186 = insertelement <1 x i32> undef, i32 %185, i32 0
  %187 = extractelement <1 x i32> %186, i32 0
  %188 = bitcast i32 %187 to float
  %189 = insertelement <1 x float> undef, float %188, i32 0
  %190 = extractelement <1 x float> %189, i32 0
  %191 = add i32 %174, 512
  %192 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %191
  %193 = load i32, ptr addrspace(3) %192, align 4
  %194 = insertelement <1 x i32> undef, i32 %193, i32 0
  %195 = extractelement <1 x i32> %194, i32 0
  %196 = bitcast i32 %195 to float
  %197 = insertelement <1 x float> undef, float %196, i32 0
  %198 = extractelement <1 x float> %197, i32 0
  %199 = add i32 %174, 768
  %200 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %199
  %201 = load i32, ptr addrspace(3) %200, align 4
  %202 = insertelement <1 x i32> undef, i32 %201, i32 0
  %203 = extractelement <1 x i32> %202, i32 0
  %204 = bitcast i32 %203 to float
  %205 = insertelement <1 x float> undef, float %204, i32 0
  %206 = extractelement <1 x float> %205, i32 0
  %207 = xor i32 %173, 32
  %208 = add i32 %207, 0
  %209 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %208
  %210 = load i32, ptr addrspace(3) %209, align 4
  %211 = insertelement <1 x i32> undef, i32 %210, i32 0
  %212 = extractelement <1 x i32> %211, i32 0
  %213 = bitcast i32 %212 to float
  %214 = insertelement <1 x float> undef, float %213, i32 0
  %215 = extractelement <1 x float> %214, i32 0
  %216 = add i32 %207, 256
  %217 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %216
  %218 = load i32, ptr addrspace(3) %217, align 4
  %219 = insertelement <1 x i32> undef, i32 %218, i32 0
  %220 = extractelement <1 x i32> %219, i32 0
  %221 = bitcast i32 %220 to float
  %222 = insertelement <1 x float> undef, float %221, i32 0
  %223 = extractelement <1 x float> %222, i32 0
  %224 = add i32 %207, 512
  %225 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %224
  %226 = load i32, ptr addrspace(3) %225, align 4
  %227 = insertelement <1 x i32> undef, i32 %226, i32 0
  %228 = extractelement <1 x i32> %227, i32 0
  %229 = bitcast i32 %228 to float
  %230 = insertelement <1 x float> undef, float %229, i32 0
  %231 = extractelement <1 x float> %230, i32 0
  %232 = add i32 %207, 768
  %233 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %232
  %234 = load i32, ptr addrspace(3) %233, align 4
  %235 = insertelement <1 x i32> undef, i32 %234, i32 0
  %236 = extractelement <1 x i32> %235, i32 0
  %237 = bitcast i32 %236 to float
  %238 = insertelement <1 x float> undef, float %237, i32 0
  %239 = extractelement <1 x float> %238, i32 0
  %240 = shl i32 %28, 6
  %241 = and i32 %15, 6
  %242 = shl i32 %241, 3
  %243 = and i32 %15, 24
  %244 = shl i32 %243, 1
  %245 = xor i32 %242, %244
  %246 = or disjoint i32 %240, %245
  %247 = xor i32 0, %246
  %248 = xor i32 %247, 0
  %249 = xor i32 %248, 0
  %250 = add i32 %249, 0
  %251 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %250
  %252 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %251)
  %253 = extractvalue { i32, i32, i32, i32 } %252, 0
  %254 = bitcast i32 %253 to <1 x float>
  %255 = extractelement <1 x float> %254, i32 0
  %256 = extractvalue { i32, i32, i32, i32 } %252, 1
  %257 = bitcast i32 %256 to <1 x float>
  %258 = extractelement <1 x float> %257, i32 0
  %259 = extractvalue { i32, i32, i32, i32 } %252, 2
  %260 = bitcast i32 %259 to <1 x float>
  %261 = extractelement <1 x float> %260, i32 0
  %262 = extractvalue { i32, i32, i32, i32 } %252, 3
  %263 = bitcast i32 %262 to <1 x float>
  %264 = extractelement <1 x float> %263, i32 0
  %265 = insertelement <1 x float> undef, float %182, i32 0
  %266 = bitcast <1 x float> %265 to i32
  %267 = insertelement <1 x float> undef, float %215, i32 0
  %268 = bitcast <1 x float> %267 to i32
  %269 = insertelement <1 x float> undef, float %190, i32 0
  %270 = bitcast <1 x float> %269 to i32
  %271 = insertelement <1 x float> undef, float %223, i32 0
  %272 = bitcast <1 x float> %271 to i32
  %273 = insertelement <1 x float> undef, float %198, i32 0
  %274 = bitcast <1 x float> %273 to i32
  %275 = insertelement <1 x float> undef, float %231, i32 0
  %276 = bitcast <1 x float> %275 to i32
  %277 = insertelement <1 x float> undef, float %206, i32 0
  %278 = bitcast <1 x float> %277 to i32
  %279 = insertelement <1 x float> undef, float %239, i32 0
  %280 = bitcast <1 x float> %279 to i32
  %281 = insertelement <1 x float> undef, float %255, i32 0
  %282 = bitcast <1 x float> %281 to i32
  %283 = insertelement <1 x float> undef, float %258, i32 0
  %284 = bitcast <1 x float> %283 to i32
  %285 = insertelement <1 x float> undef, float %261, i32 0
  %286 = bitcast <1 x float> %285 to i32
  %287 = insertelement <1 x float> undef, float %264, i32 0
  %288 = bitcast <1 x float> %287 to i32
  %289 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %266, i32 %268, i32 %270, i32 %272, i32 %282, i32 %284)
  %290 = extractvalue { float, float, float, float } %289, 0
  %291 = extractvalue { float, float, float, float } %289, 1
  %292 = extractvalue { float, float, float, float } %289, 2
  %293 = extractvalue { float, float, float, float } %289, 3
  %294 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %290, float %291, float %292, float %293, i32 %274, i32 %276, i32 %278, i32 %280, i32 %286, i32 %288)
  %295 = extractvalue { float, float, float, float } %294, 0
  %296 = extractvalue { float, float, float, float } %294, 1
  %297 = extractvalue { float, float, float, float } %294, 2
  %298 = extractvalue { float, float, float, float } %294, 3
  %299 = add i64 %79, %41
  %300 = getelementptr float, ptr addrspace(1) %5, i64 %299
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %301 = shl i32 %28, 4
  %302 = shl i32 %116, 5
  %303 = and i32 %15, 16
  %304 = shl i32 %303, 3
  %305 = or disjoint i32 %301, %302
  %306 = or disjoint i32 %305, %304
  %307 = or disjoint i32 %306, 0
  %308 = xor i32 0, %307
  %309 = xor i32 %308, 0
  %310 = xor i32 %309, 0
  %311 = add i32 %310, 0
  %312 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %311
  %313 = insertelement <1 x float> undef, float %295, i32 0
  %314 = bitcast <1 x float> %313 to i32
  %315 = insertelement <1 x float> undef, float %296, i32 0
  %316 = bitcast <1 x float> %315 to i32
  %317 = insertelement <1 x float> undef, float %297, i32 0
  %318 = bitcast <1 x float> %317 to i32
  %319 = insertelement <1 x float> undef, float %298, i32 0
  %320 = bitcast <1 x float> %319 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %312, i32 %314, i32 %316, i32 %318, i32 %320)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %321 = shl i32 %11, 4
  %322 = or i32 %13, %321
  %323 = and i32 %322, 7
  %324 = shl i32 %323, 4
  %325 = and i32 %322, 8
  %326 = shl i32 %325, 5
  %327 = and i32 %322, 16
  %328 = shl i32 %327, 3
  %329 = or disjoint i32 %324, %326
  %330 = or disjoint i32 %329, %328
  %331 = or disjoint i32 %330, 0
  %332 = xor i32 0, %331
  %333 = xor i32 %332, 0
  %334 = xor i32 %333, 0
  %335 = add i32 %334, 0
  %336 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %335
  %337 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %336)
  %338 = extractvalue { i32, i32 } %337, 0
  %339 = bitcast i32 %338 to <1 x float>
  %340 = extractelement <1 x float> %339, i32 0
  %341 = extractvalue { i32, i32 } %337, 1
  %342 = bitcast i32 %341 to <1 x float>
  %343 = extractelement <1 x float> %342, i32 0
  %344 = insertelement <1 x float> undef, float %340, i32 0
  %345 = bitcast <1 x float> %344 to i32
  %346 = insertelement <1 x float> undef, float %343, i32 0
  %347 = bitcast <1 x float> %346 to i32
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %345, i32 %347, ptr addrspace(1) %300, i1 %39)
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
