; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #2

define ptx_kernel void @gemm_fusion_dot_3(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(128) %arg2) #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr null to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 63
  %8 = urem i32 %7, 32
  %9 = udiv i32 %6, 32
  %10 = shl i32 %8, 0
  %11 = or i32 0, %10
  %12 = shl i32 %9, 5
  %13 = or i32 %11, %12
  %14 = and i32 %13, 60
  %15 = lshr i32 %14, 2
  %16 = or disjoint i32 %15, 0
  %17 = xor i32 0, %16
  %18 = xor i32 %17, 0
  %19 = add i32 %18, 0
  %20 = and i32 %13, 3
  %21 = shl i32 %20, 2
  %22 = or disjoint i32 %21, 0
  %23 = xor i32 0, %22
  %24 = xor i32 %23, 0
  %25 = add i32 %24, 0
  %26 = sext i32 %19 to i64
  %27 = sext i32 %25 to i64
  %28 = icmp slt i64 %26, 4
  %29 = mul i64 %26, 16
  %30 = add i64 %27, %29
  %31 = getelementptr float, ptr addrspace(1) %1, i64 %30
  %32 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %31, i1 %28)
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0
  %34 = bitcast i32 %33 to <1 x float>
  %35 = extractvalue { i32, i32, i32, i32 } %32, 1
  %36 = bitcast i32 %35 to <1 x float>
  %37 = extractvalue { i32, i32, i32, i32 } %32, 2
  %38 = bitcast i32 %37 to <1 x float>
  %39 = extractvalue { i32, i32, i32, i32 } %32, 3
  %40 = bitcast i32 %39 to <1 x float>
  %41 = extractelement <1 x float> %34, i32 0
  %42 = extractelement <1 x float> %36, i32 0
  %43 = extractelement <1 x float> %38, i32 0
  %44 = extractelement <1 x float> %40, i32 0
  %45 = and i32 %13, 63
  %46 = shl i32 %45, 4
  %47 = and i32 %13, 24
  %48 = shl i32 %47, 1
  %49 = xor i32 %46, %48
  %50 = or disjoint i32 0, %49
  %51 = xor i32 0, %50
  %52 = xor i32 %51, 0
  %53 = xor i32 %52, 0
  %54 = add i32 %53, 0
  %55 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %54
  %56 = insertelement <4 x float> undef, float %41, i32 0
  %57 = insertelement <4 x float> %56, float %42, i32 1
  %58 = insertelement <4 x float> %57, float %43, i32 2
  %59 = insertelement <4 x float> %58, float %44, i32 3
  %60 = extractelement <4 x float> %59, i32 0
  %61 = extractelement <4 x float> %59, i32 1
  %62 = extractelement <4 x float> %59, i32 2
  %63 = extractelement <4 x float> %59, i32 3
  %64 = bitcast float %60 to i32
  %65 = bitcast float %61 to i32
  %66 = bitcast float %62 to i32
  %67 = bitcast float %63 to i32
  %68 = insertelement <4 x i32> undef, i32 %64, i32 0
  %69 = insertelement <4 x i32> %68, i32 %65, i32 1
  %70 = insertelement <4 x i32> %69, i32 %66, i32 2
  %71 = insertelement <4 x i32> %70, i32 %67, i32 3
  store <4 x i32> %71, ptr addrspace(3) %55, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %72 = and i32 %13, 15
  %73 = shl i32 %72, 6
  %74 = and i32 %13, 6
  %75 = shl i32 %74, 3
  %76 = and i32 %13, 16
  %77 = xor i32 %75, %76
  %78 = or disjoint i32 %73, %77
  %79 = xor i32 0, %78
  %80 = xor i32 %79, 0
  %81 = xor i32 %80, 0
  %82 = add i32 %81, 0
  %83 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %82
  %84 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %83)
  %85 = extractvalue { i32, i32, i32, i32 } %84, 0
  %86 = bitcast i32 %85 to <1 x float>
  %87 = extractelement <1 x float> %86, i32 0
  %88 = extractvalue { i32, i32, i32, i32 } %84, 1
  %89 = bitcast i32 %88 to <1 x float>
  %90 = extractelement <1 x float> %89, i32 0
  %91 = extractvalue { i32, i32, i32, i32 } %84, 2
  %92 = bitcast i32 %91 to <1 x float>
  %93 = extractelement <1 x float> %92, i32 0
  %94 = extractvalue { i32, i32, i32, i32 } %84, 3
  %95 = bitcast i32 %94 to <1 x float>
  %96 = extractelement <1 x float> %95, i32 0
  %97 = xor i32 %80, 32
  %98 = add i32 %97, 0
  %99 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %99)
  %101 = extractvalue { i32, i32, i32, i32 } %100, 0
  %102 = bitcast i32 %101 to <1 x float>
  %103 = extractelement <1 x float> %102, i32 0
  %104 = extractvalue { i32, i32, i32, i32 } %100, 1
  %105 = bitcast i32 %104 to <1 x float>
  %106 = extractelement <1 x float> %105, i32 0
  %107 = extractvalue { i32, i32, i32, i32 } %100, 2
  %108 = bitcast i32 %107 to <1 x float>
  %109 = extractelement <1 x float> %108, i32 0
  %110 = extractvalue { i32, i32, i32, i32 } %100, 3
  %111 = bitcast i32 %110 to <1 x float>
  %112 = extractelement <1 x float> %111, i32 0
  %113 = mul i64 %26, 8
  %114 = shl i32 %20, 1
  %115 = or disjoint i32 %114, 0
  %116 = xor i32 0, %115
  %117 = xor i32 %116, 0
  %118 = add i32 %117, 0
  %119 = sext i32 %118 to i64
  %120 = add i64 %119, %113
  %121 = getelementptr float, ptr addrspace(1) %2, i64 %120
  %122 = call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %121)
  %123 = extractvalue { i32, i32 } %122, 0
  %124 = bitcast i32 %123 to <1 x float>
  %125 = extractvalue { i32, i32 } %122, 1
  %126 = bitcast i32 %125 to <1 x float>
  %127 = extractelement <1 x float> %124, i32 0
  %128 = extractelement <1 x float> %126, i32 0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = shl i32 %45, 3
  %130 = or disjoint i32 %129, 0
  %131 = xor i32 0, %130
  %132 = xor i32 %131, 0
  %133 = xor i32 %132, 0
  %134 = add i32 %133, 0
  %135 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %134
  %136 = insertelement <2 x float> undef, float %127, i32 0
  %137 = insertelement <2 x float> %136, float %128, i32 1
  %138 = extractelement <2 x float> %137, i32 0
  %139 = extractelement <2 x float> %137, i32 1
  %140 = bitcast float %138 to i32
  %141 = bitcast float %139 to i32
  %142 = insertelement <2 x i32> undef, i32 %140, i32 0
  %143 = insertelement <2 x i32> %142, i32 %141, i32 1
  store <2 x i32> %143, ptr addrspace(3) %135, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %144 = shl i32 %20, 5
  %145 = and i32 %13, 28
  %146 = lshr i32 %145, 0
  %147 = xor i32 %144, %146
  %148 = or disjoint i32 0, %147
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
  %160 = add i32 %151, 128
  %161 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %160
  %162 = load i32, ptr addrspace(3) %161, align 4
  %163 = insertelement <1 x i32> undef, i32 %162, i32 0
  %164 = extractelement <1 x i32> %163, i32 0
  %165 = bitcast i32 %164 to float
  %166 = insertelement <1 x float> undef, float %165, i32 0
  %167 = extractelement <1 x float> %166, i32 0
  %168 = add i32 %151, 256
  %169 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %168
  %170 = load i32, ptr addrspace(3) %169, align 4
  %171 = insertelement <1 x i32> undef, i32 %170, i32 0
  %172 = extractelement <1 x i32> %171, i32 0
  %173 = bitcast i32 %172 to float
  %174 = insertelement <1 x float> undef, float %173, i32 0
  %175 = extractelement <1 x float> %174, i32 0
  %176 = add i32 %151, 384
  %177 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %176
  %178 = load i32, ptr addrspace(3) %177, align 4
  %179 = insertelement <1 x i32> undef, i32 %178, i32 0
  %180 = extractelement <1 x i32> %179, i32 0
  %181 = bitcast i32 %180 to float
  %182 = insertelement <1 x float> undef, float %181, i32 0
  %183 = extractelement <1 x float> %182, i32 0
  %184 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %87)
  %185 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %90)
  %186 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %93)
  %187 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %96)
  %188 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %103)
  %189 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %106)
  %190 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %109)
  %191 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %112)
  %192 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %159)
  %193 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %167)
  %194 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %175)
  %195 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %183)
  %196 = insertelement <1 x float> undef, float %184, i32 0
  %197 = bitcast <1 x float> %196 to i32
  %198 = insertelement <1 x float> undef, float %185, i32 0
  %199 = bitcast <1 x float> %198 to i32
  %200 = insertelement <1 x float> undef, float %186, i32 0
  %201 = bitcast <1 x float> %200 to i32
  %202 = insertelement <1 x float> undef, float %187, i32 0
  %203 = bitcast <1 x float> %202 to i32
  %204 = insertelement <1 x float> undef, float %188, i32 0
  %205 = bitcast <1 x float> %204 to i32
  %206 = insertelement <1 x float> undef, float %189, i32 0
  %207 = bitcast <1 x float> %206 to i32
  %208 = insertelement <1 x float> undef, float %190, i32 0
  %209 = bitcast <1 x float> %208 to i32
  %210 = insertelement <1 x float> undef, float %191, i32 0
  %211 = bitcast <1 x float> %210 to i32
  %212 = insertelement <1 x float> undef, float %192, i32 0
  %213 = bitcast <1 x float> %212 to i32
  %214 = insertelement <1 x float> undef, float %193, i32 0
  %215 = bitcast <1 x float> %214 to i32
  %216 = insertelement <1 x float> undef, float %194, i32 0
  %217 = bitcast <1 x float> %216 to i32
  %218 = insertelement <1 x float> undef, float %195, i32 0
  %219 = bitcast <1 x float> %218 to i32
  %220 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %197, i32 %199, i32 %201, i32 %203, i32 %213, i32 %215)
  %221 = extractvalue { float, float, float, float } %220, 0
  %222 = extractvalue { float, float, float, float } %220, 1
  %223 = extractvalue { float, float, float, float } %220, 2
  %224 = extractvalue { float, float, float, float } %220, 3
  %225 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %221, float %222, float %223, float %224, i32 %205, i32 %207, i32 %209, i32 %211, i32 %217, i32 %219)
  %226 = extractvalue { float, float, float, float } %225, 0
  %227 = extractvalue { float, float, float, float } %225, 1
  %228 = extractvalue { float, float, float, float } %225, 2
  %229 = extractvalue { float, float, float, float } %225, 3
  %230 = getelementptr float, ptr addrspace(1) %3, i64 %120
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %231 = and i32 %13, 12
  %232 = shl i32 %231, 1
  %233 = shl i32 %76, 3
  %234 = xor i32 %144, %232
  %235 = or disjoint i32 %233, %234
  %236 = xor i32 0, %235
  %237 = xor i32 %236, 0
  %238 = xor i32 %237, 0
  %239 = add i32 %238, 0
  %240 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %239
  %241 = insertelement <2 x float> undef, float %226, i32 0
  %242 = insertelement <2 x float> %241, float %227, i32 1
  %243 = extractelement <2 x float> %242, i32 0
  %244 = extractelement <2 x float> %242, i32 1
  %245 = bitcast float %243 to i32
  %246 = bitcast float %244 to i32
  %247 = insertelement <2 x i32> undef, i32 %245, i32 0
  %248 = insertelement <2 x i32> %247, i32 %246, i32 1
  store <2 x i32> %248, ptr addrspace(3) %240, align 8
  %249 = add i32 %238, 256
  %250 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = insertelement <2 x float> undef, float %228, i32 0
  %252 = insertelement <2 x float> %251, float %229, i32 1
  %253 = extractelement <2 x float> %252, i32 0
  %254 = extractelement <2 x float> %252, i32 1
  %255 = bitcast float %253 to i32
  %256 = bitcast float %254 to i32
  %257 = insertelement <2 x i32> undef, i32 %255, i32 0
  %258 = insertelement <2 x i32> %257, i32 %256, i32 1
  store <2 x i32> %258, ptr addrspace(3) %250, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %259 = and i32 %13, 48
  %260 = shl i32 %259, 3
  %261 = or disjoint i32 %144, %260
  %262 = or disjoint i32 %261, %232
  %263 = xor i32 0, %262
  %264 = xor i32 %263, 0
  %265 = xor i32 %264, 0
  %266 = add i32 %265, 0
  %267 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %266
  %268 = load <2 x i32>, ptr addrspace(3) %267, align 8
  %269 = extractelement <2 x i32> %268, i32 0
  %270 = extractelement <2 x i32> %268, i32 1
  %271 = insertelement <2 x i32> undef, i32 %269, i32 0
  %272 = insertelement <2 x i32> %271, i32 %270, i32 1
  %273 = extractelement <2 x i32> %272, i32 0
  %274 = extractelement <2 x i32> %272, i32 1
  %275 = bitcast i32 %273 to float
  %276 = bitcast i32 %274 to float
  %277 = insertelement <2 x float> undef, float %275, i32 0
  %278 = insertelement <2 x float> %277, float %276, i32 1
  %279 = extractelement <2 x float> %278, i32 0
  %280 = extractelement <2 x float> %278, i32 1
  %281 = insertelement <1 x float> undef, float %279, i32 0
  %282 = bitcast <1 x float> %281 to i32
  %283 = insertelement <1 x float> undef, float %280, i32 0
  %284 = bitcast <1 x float> %283 to i32
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %282, i32 %284, ptr addrspace(1) %230, i1 %28)
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: read) }
attributes #3 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
