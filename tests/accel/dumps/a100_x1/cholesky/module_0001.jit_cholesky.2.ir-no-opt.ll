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

define ptx_kernel void @gemm_fusion_dot_general_1(ptr noalias align 16 dereferenceable(256) %arg0, ptr noalias align 16 dereferenceable(256) %arg1, ptr noalias align 256 dereferenceable(256) %arg2) #3 {
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
  %26 = and i32 %13, 7
  %27 = shl i32 %26, 1
  %28 = or disjoint i32 %27, 0
  %29 = xor i32 0, %28
  %30 = xor i32 %29, 0
  %31 = add i32 %30, 0
  %32 = sext i32 %19 to i64
  %33 = sext i32 %25 to i64
  %34 = sext i32 %31 to i64
  %35 = icmp slt i64 %32, 8
  %36 = icmp slt i64 %34, 8
  %37 = mul i64 %32, 8
  %38 = icmp slt i64 %33, 8
  %39 = and i1 %38, %35
  %40 = add i64 %33, %37
  %41 = getelementptr float, ptr addrspace(1) %1, i64 %40
  %42 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %41, i1 %39)
  %43 = extractvalue { i32, i32, i32, i32 } %42, 0
  %44 = bitcast i32 %43 to <1 x float>
  %45 = extractvalue { i32, i32, i32, i32 } %42, 1
  %46 = bitcast i32 %45 to <1 x float>
  %47 = extractvalue { i32, i32, i32, i32 } %42, 2
  %48 = bitcast i32 %47 to <1 x float>
  %49 = extractvalue { i32, i32, i32, i32 } %42, 3
  %50 = bitcast i32 %49 to <1 x float>
  %51 = extractelement <1 x float> %44, i32 0
  %52 = extractelement <1 x float> %46, i32 0
  %53 = extractelement <1 x float> %48, i32 0
  %54 = extractelement <1 x float> %50, i32 0
  %55 = icmp slt i32 %25, 8
  %56 = icmp slt i32 %31, 8
  %57 = select i1 %55, float %51, float 0.000000e+00
  %58 = select i1 %55, float %52, float 0.000000e+00
  %59 = select i1 %55, float %53, float 0.000000e+00
  %60 = select i1 %55, float %54, float 0.000000e+00
  %61 = and i32 %13, 56
  %62 = lshr i32 %61, 3
  %63 = or disjoint i32 %62, 0
  %64 = xor i32 0, %63
  %65 = xor i32 %64, 0
  %66 = add i32 %65, 0
  %67 = shl i32 %20, 1
  %68 = or disjoint i32 %67, 0
  %69 = xor i32 0, %68
  %70 = xor i32 %69, 0
  %71 = add i32 %70, 0
  %72 = sext i32 %66 to i64
  %73 = sext i32 %71 to i64
  %74 = mul i64 %72, 8
  %75 = add i64 %74, %34
  %76 = getelementptr float, ptr addrspace(1) %1, i64 %75
  %77 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %76, i1 %36)
  %78 = extractvalue { i32, i32 } %77, 0
  %79 = bitcast i32 %78 to <1 x float>
  %80 = extractvalue { i32, i32 } %77, 1
  %81 = bitcast i32 %80 to <1 x float>
  %82 = extractelement <1 x float> %79, i32 0
  %83 = extractelement <1 x float> %81, i32 0
  %84 = select i1 %56, float %82, float 0.000000e+00
  %85 = select i1 %56, float %83, float 0.000000e+00
  %86 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %57)
  %87 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %58)
  %88 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %59)
  %89 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %60)
  %90 = and i32 %13, 63
  %91 = shl i32 %90, 4
  %92 = and i32 %13, 24
  %93 = shl i32 %92, 1
  %94 = xor i32 %91, %93
  %95 = or disjoint i32 0, %94
  %96 = xor i32 0, %95
  %97 = xor i32 %96, 0
  %98 = xor i32 %97, 0
  %99 = add i32 %98, 0
  %100 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %99
  %101 = insertelement <4 x float> undef, float %86, i32 0
  %102 = insertelement <4 x float> %101, float %87, i32 1
  %103 = insertelement <4 x float> %102, float %88, i32 2
  %104 = insertelement <4 x float> %103, float %89, i32 3
  %105 = extractelement <4 x float> %104, i32 0
  %106 = extractelement <4 x float> %104, i32 1
  %107 = extractelement <4 x float> %104, i32 2
  %108 = extractelement <4 x float> %104, i32 3
  %109 = bitcast float %105 to i32
  %110 = bitcast float %106 to i32
  %111 = bitcast float %107 to i32
  %112 = bitcast float %108 to i32
  %113 = insertelement <4 x i32> undef, i32 %109, i32 0
  %114 = insertelement <4 x i32> %113, i32 %110, i32 1
  %115 = insertelement <4 x i32> %114, i32 %111, i32 2
  %116 = insertelement <4 x i32> %115, i32 %112, i32 3
  store <4 x i32> %116, ptr addrspace(3) %100, align 16
  %117 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %84)
  %118 = call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %85)
  %119 = shl i32 %90, 3
  %120 = and i32 %13, 48
  %121 = lshr i32 %120, 0
  %122 = xor i32 %119, %121
  %123 = or disjoint i32 0, %122
  %124 = xor i32 0, %123
  %125 = xor i32 %124, 0
  %126 = xor i32 %125, 0
  %127 = add i32 %126, 0
  %128 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %127
  %129 = insertelement <2 x float> undef, float %117, i32 0
  %130 = insertelement <2 x float> %129, float %118, i32 1
  %131 = extractelement <2 x float> %130, i32 0
  %132 = extractelement <2 x float> %130, i32 1
  %133 = bitcast float %131 to i32
  %134 = bitcast float %132 to i32
  %135 = insertelement <2 x i32> undef, i32 %133, i32 0
  %136 = insertelement <2 x i32> %135, i32 %134, i32 1
  store <2 x i32> %136, ptr addrspace(3) %128, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %137 = and i32 %13, 15
  %138 = shl i32 %137, 6
  %139 = and i32 %13, 6
  %140 = shl i32 %139, 3
  %141 = and i32 %13, 16
  %142 = xor i32 %140, %141
  %143 = or disjoint i32 %138, %142
  %144 = xor i32 0, %143
  %145 = xor i32 %144, 0
  %146 = xor i32 %145, 0
  %147 = add i32 %146, 0
  %148 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %148)
  %150 = extractvalue { i32, i32, i32, i32 } %149, 0
  %151 = bitcast i32 %150 to <1 x float>
  %152 = extractelement <1 x float> %151, i32 0
  %153 = extractvalue { i32, i32, i32, i32 } %149, 1
  %154 = bitcast i32 %153 to <1 x float>
  %155 = extractelement <1 x float> %154, i32 0
  %156 = extractvalue { i32, i32, i32, i32 } %149, 2
  %157 = bitcast i32 %156 to <1 x float>
  %158 = extractelement <1 x float> %157, i32 0
  %159 = extractvalue { i32, i32, i32, i32 } %149, 3
  %160 = bitcast i32 %159 to <1 x float>
  %161 = extractelement <1 x float> %160, i32 0
  %162 = xor i32 %145, 32
  %163 = add i32 %162, 0
  %164 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %163
  %165 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %164)
  %166 = extractvalue { i32, i32, i32, i32 } %165, 0
  %167 = bitcast i32 %166 to <1 x float>
  %168 = extractelement <1 x float> %167, i32 0
  %169 = extractvalue { i32, i32, i32, i32 } %165, 1
  %170 = bitcast i32 %169 to <1 x float>
  %171 = extractelement <1 x float> %170, i32 0
  %172 = extractvalue { i32, i32, i32, i32 } %165, 2
  %173 = bitcast i32 %172 to <1 x float>
  %174 = extractelement <1 x float> %173, i32 0
  %175 = extractvalue { i32, i32, i32, i32 } %165, 3
  %176 = bitcast i32 %175 to <1 x float>
  %177 = extractelement <1 x float> %176, i32 0
  %178 = shl i32 %26, 6
  %179 = xor i32 %140, %93
  %180 = or disjoint i32 %178, %179
  %181 = xor i32 0, %180
  %182 = xor i32 %181, 0
  %183 = xor i32 %182, 0
  %184 = add i32 %183, 0
  %185 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i32 %184
  %186 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %185)
  %187 = extractvalue { i32, i32, i32, i32 } %186, 0
  %188 = bitcast i32 %187 to <1 x float>
  %189 = extractelement <1 x float> %188, i32 0
  %190 = extractvalue { i32, i32, i32, i32 } %186, 1
  %191 = bitcast i32 %190 to <1 x float>
  %192 = extractelement <1 x float> %191, i32 0
  %193 = extractvalue { i32, i32, i32, i32 } %186, 2
  %194 = bitcast i32 %193 to <1 x float>
  %195 = extractelement <1 x float> %194, i32 0
  %196 = extractvalue { i32, i32, i32, i32 } %186, 3
  %197 = bitcast i32 %196 to <1 x float>
  %198 = extractelement <1 x float> %197, i32 0
  %199 = insertelement <1 x float> undef, float %152, i32 0
  %200 = bitcast <1 x float> %199 to i32
  %201 = insertelement <1 x float> undef, float %155, i32 0
  %202 = bitcast <1 x float> %201 to i32
  %203 = insertelement <1 x float> undef, float %158, i32 0
  %204 = bitcast <1 x float> %203 to i32
  %205 = insertelement <1 x float> undef, float %161, i32 0
  %206 = bitcast <1 x float> %205 to i32
  %207 = insertelement <1 x float> undef, float %168, i32 0
  %208 = bitcast <1 x float> %207 to i32
  %209 = insertelement <1 x float> undef, float %171, i32 0
  %210 = bitcast <1 x float> %209 to i32
  %211 = insertelement <1 x float> undef, float %174, i32 0
  %212 = bitcast <1 x float> %211 to i32
  %213 = insertelement <1 x float> undef, float %177, i32 0
  %214 = bitcast <1 x float> %213 to i32
  %215 = insertelement <1 x float> undef, float %189, i32 0
  %216 = bitcast <1 x float> %215 to i32
  %217 = insertelement <1 x float> undef, float %192, i32 0
  %218 = bitcast <1 x float> %217 to i32
  %219 = insertelement <1 x float> undef, float %195, i32 0
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
  %233 = add i64 %73, %37
  %234 = getelementptr float, ptr addrspace(1) %3, i64 %233
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %235 = shl i32 %20, 5
  %236 = and i32 %13, 12
  %237 = shl i32 %236, 1
  %238 = shl i32 %141, 3
  %239 = xor i32 %235, %237
  %240 = or disjoint i32 %238, %239
  %241 = xor i32 0, %240
  %242 = xor i32 %241, 0
  %243 = xor i32 %242, 0
  %244 = add i32 %243, 0
  %245 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %244
  %246 = insertelement <2 x float> undef, float %229, i32 0
  %247 = insertelement <2 x float> %246, float %230, i32 1
  %248 = extractelement <2 x float> %247, i32 0
  %249 = extractelement <2 x float> %247, i32 1
  %250 = bitcast float %248 to i32
  %251 = bitcast float %249 to i32
  %252 = insertelement <2 x i32> undef, i32 %250, i32 0
  %253 = insertelement <2 x i32> %252, i32 %251, i32 1
  store <2 x i32> %253, ptr addrspace(3) %245, align 8
  %254 = add i32 %243, 256
  %255 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %254
  %256 = insertelement <2 x float> undef, float %231, i32 0
  %257 = insertelement <2 x float> %256, float %232, i32 1
  %258 = extractelement <2 x float> %257, i32 0
  %259 = extractelement <2 x float> %257, i32 1
  %260 = bitcast float %258 to i32
  %261 = bitcast float %259 to i32
  %262 = insertelement <2 x i32> undef, i32 %260, i32 0
  %263 = insertelement <2 x i32> %262, i32 %261, i32 1
  store <2 x i32> %263, ptr addrspace(3) %255, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %264 = shl i32 %120, 3
  %265 = or disjoint i32 %235, %264
  %266 = or disjoint i32 %265, %237
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
  call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %286, i32 %288, ptr addrspace(1) %234, i1 %35)
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: read) }
attributes #3 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
