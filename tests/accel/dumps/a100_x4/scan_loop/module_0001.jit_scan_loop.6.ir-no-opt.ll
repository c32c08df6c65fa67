; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #2

define ptx_kernel void @gemm_fusion_dot(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 16 dereferenceable(1024) %arg1, ptr noalias align 256 dereferenceable(256) %arg2) #3 {
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
  %32 = getelementptr float, ptr addrspace(1) %1, i64 %31
  %33 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %32, i1 %29)
  %34 = extractvalue { i32, i32, i32, i32 } %33, 0
  %35 = bitcast i32 %34 to <1 x float>
  %36 = extractvalue { i32, i32, i32, i32 } %33, 1
  %37 = bitcast i32 %36 to <1 x float>
  %38 = extractvalue { i32, i32, i32, i32 } %33, 2
  %39 = bitcast i32 %38 to <1 x float>
  %40 = extractvalue { i32, i32, i32, i32 } %33, 3
  %41 = bitcast i32 %40 to <1 x float>
  %42 = extractelement <1 x float> %35, i32 0
  %43 = extractelement <1 x float> %37, i32 0
  %44 = extractelement <1 x float> %39, i32 0
  %45 = extractelement <1 x float> %41, i32 0
  %46 = and i32 %14, 63
  %47 = shl i32 %46, 4
  %48 = and i32 %14, 24
  %49 = shl i32 %48, 1
  %50 = xor i32 %47, %49
  %51 = or disjoint i32 0, %50
  %52 = xor i32 0, %51
  %53 = xor i32 %52, 0
  %54 = xor i32 %53, 0
  %55 = add i32 %54, 0
  %56 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %55
  %57 = insertelement <4 x float> undef, float %42, i32 0
  %58 = insertelement <4 x float> %57, float %43, i32 1
  %59 = insertelement <4 x float> %58, float %44, i32 2
  %60 = insertelement <4 x float> %59, float %45, i32 3
  %61 = extractelement <4 x float> %60, i32 0
  %62 = extractelement <4 x float> %60, i32 1
  %63 = extractelement <4 x float> %60, i32 2
  %64 = extractelement <4 x float> %60, i32 3
  %65 = bitcast float %61 to i32
  %66 = bitcast float %62 to i32
  %67 = bitcast float %63 to i32
  %68 = bitcast float %64 to i32
  %69 = insertelement <4 x i32> undef, i32 %65, i32 0
  %70 = insertelement <4 x i32> %69, i32 %66, i32 1
  %71 = insertelement <4 x i32> %70, i32 %67, i32 2
  %72 = insertelement <4 x i32> %71, i32 %68, i32 3
  store <4 x i32> %72, ptr addrspace(3) %56, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %73 = and i32 %14, 15
  %74 = shl i32 %73, 6
  %75 = and i32 %14, 6
  %76 = shl i32 %75, 3
  %77 = and i32 %14, 16
  %78 = xor i32 %76, %77
  %79 = or disjoint i32 %74, %78
  %80 = xor i32 0, %79
  %81 = xor i32 %80, 0
  %82 = xor i32 %81, 0
  %83 = add i32 %82, 0
  %84 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %83
  %85 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %84)
  %86 = extractvalue { i32, i32, i32, i32 } %85, 0
  %87 = bitcast i32 %86 to <1 x float>
  %88 = extractelement <1 x float> %87, i32 0
  %89 = extractvalue { i32, i32, i32, i32 } %85, 1
  %90 = bitcast i32 %89 to <1 x float>
  %91 = extractelement <1 x float> %90, i32 0
  %92 = extractvalue { i32, i32, i32, i32 } %85, 2
  %93 = bitcast i32 %92 to <1 x float>
  %94 = extractelement <1 x float> %93, i32 0
  %95 = extractvalue { i32, i32, i32, i32 } %85, 3
  %96 = bitcast i32 %95 to <1 x float>
  %97 = extractelement <1 x float> %96, i32 0
  %98 = xor i32 %81, 32
  %99 = add i32 %98, 0
  %100 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %99
  %101 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %100)
  %102 = extractvalue { i32, i32, i32, i32 } %101, 0
  %103 = bitcast i32 %102 to <1 x float>
  %104 = extractelement <1 x float> %103, i32 0
  %105 = extractvalue { i32, i32, i32, i32 } %101, 1
  %106 = bitcast i32 %105 to <1 x float>
  %107 = extractelement <1 x float> %106, i32 0
  %108 = extractvalue { i32, i32, i32, i32 } %101, 2
  %109 = bitcast i32 %108 to <1 x float>
  %110 = extractelement <1 x float> %109, i32 0
  %111 = extractvalue { i32, i32, i32, i32 } %101, 3
  %112 = bitcast i32 %111 to <1 x float>
  %113 = extractelement <1 x float> %112, i32 0
  %114 = sext i32 %6 to i64
  %115 = mul i64 %114, 8
  %116 = shl i32 %21, 1
  %117 = or disjoint i32 %116, 0
  %118 = xor i32 0, %117
  %119 = xor i32 %118, 0
  %120 = add i32 %119, 0
  %121 = sext i32 %120 to i64
  %122 = add i64 %121, %30
  %123 = getelementptr float, ptr addrspace(1) %2, i64 %115
  %124 = getelementptr float, ptr addrspace(1) %123, i64 %122
  %125 = call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %124)
  %126 = extractvalue { i32, i32 } %125, 0
  %127 = bitcast i32 %126 to <1 x float>
  %128 = extractvalue { i32, i32 } %125, 1
  %129 = bitcast i32 %128 to <1 x float>
  %130 = extractelement <1 x float> %127, i32 0
  %131 = extractelement <1 x float> %129, i32 0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %132 = shl i32 %46, 3
  %133 = or disjoint i32 %132, 0
  %134 = xor i32 0, %133
  %135 = xor i32 %134, 0
  %136 = xor i32 %135, 0
  %137 = add i32 %136, 0
  %138 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %137
  %139 = insertelement <2 x float> undef, float %130, i32 0
  %140 = insertelement <2 x float> %139, float %131, i32 1
  %141 = extractelement <2 x float> %140, i32 0
  %142 = extractelement <2 x float> %140, i32 1
  %143 = bitcast float %141 to i32
  %144 = bitcast float %142 to i32
  %145 = insertelement <2 x i32> undef, i32 %143, i32 0
  %146 = insertelement <2 x i32> %145, i32 %144, i32 1
  store <2 x i32> %146, ptr addrspace(3) %138, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %147 = shl i32 %21, 5
  %148 = and i32 %14, 28
  %149 = lshr i32 %148, 0
  %150 = xor i32 %147, %149
  %151 = or disjoint i32 0, %150
  %152 = xor i32 0, %151
  %153 = xor i32 %152, 0
  %154 = xor i32 %153, 0
  %155 = add i32 %154, 0
  %156 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %155
  %157 = load i32, ptr addrspace(3) %156, align 4
  %158 = insertelement <1 x i32> undef, i32 %157, i32 0
  %159 = extractelement <1 x i32> %158, i32 0
  %160 = bitcast i32 %159 to float
  %161 = insertelement <1 x float> undef, float %160, i32 0
  %162 = extractelement <1 x float> %161, i32 0
  %163 = add i32 %154, 128
  %164 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %163
  %165 = load i32, ptr addrspace(3) %164, align 4
  %166 = insertelement <1 x i32> undef, i32 %165, i32 0
  %167 = extractelement <1 x i32> %166, i32 0
  %168 = bitcast i32 %167 to float
  %169 = insertelement <1 x float> undef, float %168, i32 0
  %170 = extractelement <1 x float> %169, i32 0
  %171 = add i32 %154, 256
  %172 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %171
  %173 = load i32, ptr addrspace(3) %172, align 4
  %174 = insertelement <1 x i32> undef, i32 %173, i32 0
  %175 = extractelement <1 x i32> %174, i32 0
  %176 = bitcast i32 %175 to float
  %177 = insertelement <1 x float> undef, float %176, i32 0
  %178 = extractelement <1 x float> %177, i32 0
  %179 = add i32 %154, 384
  %180 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %179
  %181 = load i32, ptr addrspace(3) %180, align 4
  %182 = insertelement <1 x i32> undef, i32 %181, i32 0
  %183 = extractelement <1 x i32> %182, i32 0
  %184 = bitcast i32 %183 to float
  %185 = insertelement <1 x float> undef, float %184, i32 0
  %186 = extractelement <1 x float> %185, i32 0
  %187 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %88)
  %188 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %91)
  %189 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %94)
  %190 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %97)
  %191 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %104)
  %192 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %107)
  %193 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %110)
  %194 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %113)
  %195 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %162)
  %196 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %170)
  %197 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %178)
  %198 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %186)
  %199 = insertelement <1 x float> undef, float %187, i32 0
  %200 = bitcast <1 x float> %199 to i32
  %201 = insertelement <1 x float> undef, float %188, i32 0
  %202 = bitcast <1 x float> %201 to i32
  %203 = insertelement <1 x float> undef, float %189, i32 0
  %204 = bitcast <1 x float> %203 to i32
  %205 = insertelement <1 x float> undef, float %190, i32 0
  %206 = bitcast <1 x float> %205 to i32
  %207 = insertelement <1 x float> undef, float %191, i32 0
  %208 = bitcast <1 x float> %207 to i32
  %209 = insertelement <1 x float> undef, float %192, i32 0
  %210 = bitcast <1 x float> %209 to i32
  %211 = insertelement <1 x float> undef, float %193, i32 0
  %212 = bitcast <1 x float> %211 to i32
  %213 = insertelement <1 x float> undef, float %194, i32 0
  %214 = bitcast <1 x float> %213 to i32
  %215 = insertelement <1 x float> undef, float %195, i32 0
  %216 = bitcast <1 x float> %215 to i32
  %217 = insertelement <1 x float> undef, float %196, i32 0
  %218 = bitcast <1 x float> %217 to i32
  %219 = insertelement <1 x float> undef, float %197, i32 0
  %220 = bitcast <1 x float> %219 to i32
  %221 = insertelement <1 x float> undef, float %198, i32 0
  %222 = bitcast <1 x float> %221 to i32
  %223 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %200, i32 %202, i32 %204, i32 %206, i32 %216, i32 %218)
  %224 = extractvalue { float, float, float, float } %223, 0
  %225 = extractvalue { float, float, float, float } %223, 1
  %226 = extractvalue { float, float, float, float } %223, 2
  %227 = extractvalue { float, float, float, float } %223, 3
  %228 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %224, float %225, float %226, float %227, i32 %208, i32 %210, i32 %212, i32 %214, i32 %220, i32 %222)
  %229 = extractvalue { float, float, float, float } %228, 0
  %230 = extractvalue { float, float, float, float } %228, 1
  %231 = extractvalue { float, float, float, float } %228, 2
  %232 = extractvalue { float, float, float, float } %228, 3
  %233 = getelementptr float, ptr addrspace(1) %3, i64 %115
  %234 = getelementptr float, ptr addrspace(1) %233, i64 %122
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %235 = and i32 %14, 12
  %236 = shl i32 %235, 1
  %237 = shl i32 %77, 3
  %238 = xor i32 %147, %236
  %239 = or disjoint i32 %237, %238
  %240 = xor i32 0, %239
  %241 = xor i32 %240, 0
  %242 = xor i32 %241, 0
  %243 = add i32 %242, 0
  %244 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %243
  %245 = insertelement <2 x float> undef, float %229, i32 0
  %246 = insertelement <2 x float> %245, float %230, i32 1
  %247 = extractelement <2 x float> %246, i32 0
  %248 = extractelement <2 x float> %246, i32 1
  %249 = bitcast float %247 to i32
  %250 = bitcast float %248 to i32
  %251 = insertelement <2 x i32> undef, i32 %249, i32 0
  %252 = insertelement <2 x i32> %251, i32 %250, i32 1
  store <2 x i32> %252, ptr addrspace(3) %244, align 8
  %253 = add i32 %242, 256
  %254 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %253
  %255 = insertelement <2 x float> undef, float %231, i32 0
  %256 = insertelement <2 x float> %255, float %232, i32 1
  %257 = extractelement <2 x float> %256, i32 0
  %258 = extractelement <2 x float> %256, i32 1
  %259 = bitcast float %257 to i32
  %260 = bitcast float %258 to i32
  %261 = insertelement <2 x i32> undef, i32 %259, i32 0
  %262 = insertelement <2 x i32> %261, i32 %260, i32 1
  store <2 x i32> %262, ptr addrspace(3) %254, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %263 = and i32 %14, 48
  %264 = shl i32 %263, 3
  %265 = or disjoint i32 %147, %264
  %266 = or disjoint i32 %265, %236
  %267 = xor i32 0, %266
  %268 = xor i32 %267, 0
  %269 = xor i32 %268, 0
  %270 = add i32 %269, 0
  %271 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %270
  %272 = load <2 x i32>, ptr addrspace(3) %271, align 8
  %273 = extractelement <2 x i32> %272, i32 0
  %274 = extractelement <2 x i32> %272, i32 1
  %275 = insertelement <2 x i32> undef, i32 %273, i32 0
  %276 = insertelement <2 x i32> %275, i32 %274, i32 1
  %277 = extractelement <2 x i32> %276, i32 0
  %278 = extractelement <2 x i32> %276, i32 1
  %279 = bitcast i32 %277 to float
  %280 = bitcast i32 %278 to float
  %281 = insertelement <2 x float> undef, float %279, i32 0
  %282 = insertelement <2 x float> %281, float %280, i32 1
  %283 = extractelement <2 x float> %282, i32 0
  %284 = extractelement <2 x float> %282, i32 1
  %285 = insertelement <1 x float> undef, float %283, i32 0
  %286 = bitcast <1 x float> %285 to i32
  %287 = insertelement <1 x float> undef, float %284, i32 0
  %288 = bitcast <1 x float> %287 to i32
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %286, i32 %288, ptr addrspace(1) %234, i1 %29)
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: read) }
attributes #3 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
