; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

declare float @__nv_tanhf(float)

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
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) readonly captures(none)) #3

define ptx_kernel void @gemm_fusion_dot_1(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(128) %arg2) #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr null to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
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
  %99 = fmul bfloat %85, %85
  %100 = fmul bfloat %86, %86
  %101 = fmul bfloat %89, %89
  %102 = fmul bfloat %90, %90
  %103 = fmul bfloat %93, %93
  %104 = fmul bfloat %94, %94
  %105 = fmul bfloat %97, %97
  %106 = fmul bfloat %98, %98
  %107 = fmul bfloat %99, %85
  %108 = fmul bfloat %100, %86
  %109 = fmul bfloat %101, %89
  %110 = fmul bfloat %102, %90
  %111 = fmul bfloat %103, %93
  %112 = fmul bfloat %104, %94
  %113 = fmul bfloat %105, %97
  %114 = fmul bfloat %106, %98
  %115 = fmul bfloat %107, 4.467770e-02
  %116 = fmul bfloat %108, 4.467770e-02
  %117 = fmul bfloat %109, 4.467770e-02
  %118 = fmul bfloat %110, 4.467770e-02
  %119 = fmul bfloat %111, 4.467770e-02
  %120 = fmul bfloat %112, 4.467770e-02
  %121 = fmul bfloat %113, 4.467770e-02
  %122 = fmul bfloat %114, 4.467770e-02
  %123 = fadd bfloat %85, %115
  %124 = fadd bfloat %86, %116
  %125 = fadd bfloat %89, %117
  %126 = fadd bfloat %90, %118
  %127 = fadd bfloat %93, %119
  %128 = fadd bfloat %94, %120
  %129 = fadd bfloat %97, %121
  %130 = fadd bfloat %98, %122
  %131 = fmul bfloat %123, 7.968750e-01
  %132 = fmul bfloat %124, 7.968750e-01
  %133 = fmul bfloat %125, 7.968750e-01
  %134 = fmul bfloat %126, 7.968750e-01
  %135 = fmul bfloat %127, 7.968750e-01
  %136 = fmul bfloat %128, 7.968750e-01
  %137 = fmul bfloat %129, 7.968750e-01
  %138 = fmul bfloat %130, 7.968750e-01
  %139 = fpext bfloat %131 to float
  %140 = fpext bfloat %132 to float
  %141 = fpext bfloat %133 to float
  %142 = fpext bfloat %134 to float
  %143 = fpext bfloat %135 to float
  %144 = fpext bfloat %136 to float
  %145 = fpext bfloat %137 to float
  %146 = fpext bfloat %138 to float
  %147 = call float @__nv_tanhf(float %139)
  %148 = call float @__nv_tanhf(float %140)
  %149 = call float @__nv_tanhf(float %141)
  %150 = call float @__nv_tanhf(float %142)
  %151 = call float @__nv_tanhf(float %143)
  %152 = call float @__nv_tanhf(float %144)
  %153 = call float @__nv_tanhf(float %145)
  %154 = call float @__nv_tanhf(float %146)
  %155 = fptrunc float %147 to bfloat
  %156 = fptrunc float %148 to bfloat
  %157 = fptrunc float %149 to bfloat
  %158 = fptrunc float %150 to bfloat
  %159 = fptrunc float %151 to bfloat
  %160 = fptrunc float %152 to bfloat
  %161 = fptrunc float %153 to bfloat
  %162 = fptrunc float %154 to bfloat
  %163 = fadd bfloat %155, 1.000000e+00
  %164 = fadd bfloat %156, 1.000000e+00
  %165 = fadd bfloat %157, 1.000000e+00
  %166 = fadd bfloat %158, 1.000000e+00
  %167 = fadd bfloat %159, 1.000000e+00
  %168 = fadd bfloat %160, 1.000000e+00
  %169 = fadd bfloat %161, 1.000000e+00
  %170 = fadd bfloat %162, 1.000000e+00
  %171 = fmul bfloat %163, 5.000000e-01
  %172 = fmul bfloat %164, 5.000000e-01
  %173 = fmul bfloat %165, 5.000000e-01
  %174 = fmul bfloat %166, 5.000000e-01
  %175 = fmul bfloat %167, 5.000000e-01
  %176 = fmul bfloat %168, 5.000000e-01
  %177 = fmul bfloat %169, 5.000000e-01
  %178 = fmul bfloat %170, 5.000000e-01
  %179 = fmul bfloat %85, %171
  %180 = fmul bfloat %86, %172
  %181 = fmul bfloat %89, %173
  %182 = fmul bfloat %90, %174
  %183 = fmul bfloat %93, %175
  %184 = fmul bfloat %94, %176
  %185 = fmul bfloat %97, %177
  %186 = fmul bfloat %98, %178
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
  %202 = shl i32 %10, 3
  %203 = or i32 %12, %202
  %204 = and i32 %203, 15
  %205 = shl i32 %204, 4
  %206 = or disjoint i32 %205, 0
  %207 = xor i32 0, %206
  %208 = xor i32 %207, 0
  %209 = xor i32 %208, 0
  %210 = add i32 %209, 0
  %211 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %210
  %212 = insertelement <2 x bfloat> undef, bfloat %200, i32 0
  %213 = insertelement <2 x bfloat> %212, bfloat %201, i32 1
  %214 = bitcast <2 x bfloat> %213 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %211, i32 %214)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %215 = shl i32 %10, 4
  %216 = or i32 %12, %215
  %217 = and i32 %216, 15
  %218 = shl i32 %217, 4
  %219 = or disjoint i32 %218, 0
  %220 = xor i32 0, %219
  %221 = xor i32 %220, 0
  %222 = xor i32 %221, 0
  %223 = add i32 %222, 0
  %224 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %223
  %225 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %224)
  %226 = extractvalue { i32, i32 } %225, 0
  %227 = bitcast i32 %226 to <2 x bfloat>
  %228 = extractelement <2 x bfloat> %227, i32 0
  %229 = extractelement <2 x bfloat> %227, i32 1
  %230 = extractvalue { i32, i32 } %225, 1
  %231 = bitcast i32 %230 to <2 x bfloat>
  %232 = extractelement <2 x bfloat> %231, i32 0
  %233 = extractelement <2 x bfloat> %231, i32 1
  %234 = insertelement <2 x bfloat> undef, bfloat %179, i32 0
  %235 = insertelement <2 x bfloat> %234, bfloat %180, i32 1
  %236 = bitcast <2 x bfloat> %235 to i32
  %237 = insertelement <2 x bfloat> undef, bfloat %181, i32 0
  %238 = insertelement <2 x bfloat> %237, bfloat %182, i32 1
  %239 = bitcast <2 x bfloat> %238 to i32
  %240 = insertelement <2 x bfloat> undef, bfloat %183, i32 0
  %241 = insertelement <2 x bfloat> %240, bfloat %184, i32 1
  %242 = bitcast <2 x bfloat> %241 to i32
  %243 = insertelement <2 x bfloat> undef, bfloat %185, i32 0
  %244 = insertelement <2 x bfloat> %243, bfloat %186, i32 1
  %245 = bitcast <2 x bfloat> %244 to i32
  %246 = insertelement <2 x bfloat> undef, bfloat %228, i32 0
  %247 = insertelement <2 x bfloat> %246, bfloat %229, i32 1
  %248 = bitcast <2 x bfloat> %247 to i32
  %249 = insertelement <2 x bfloat> undef, bfloat %232, i32 0
  %250 = insertelement <2 x bfloat> %249, bfloat %233, i32 1
  %251 = bitcast <2 x bfloat> %250 to i32
  %252 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %236, i32 %239, i32 %242, i32 %245, i32 %248, i32 %251)
  %253 = extractvalue { float, float, float, float } %252, 0
  %254 = extractvalue { float, float, float, float } %252, 1
  %255 = extractvalue { float, float, float, float } %252, 2
  %256 = extractvalue { float, float, float, float } %252, 3
  %257 = fptrunc float %253 to bfloat
  %258 = fptrunc float %254 to bfloat
  %259 = fptrunc float %255 to bfloat
  %260 = fptrunc float %256 to bfloat
  %261 = getelementptr bfloat, ptr addrspace(1) %3, i64 %188
  %262 = getelementptr bfloat, ptr addrspace(1) %261, i64 %195
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %263 = insertelement <2 x bfloat> undef, bfloat %257, i32 0
  %264 = insertelement <2 x bfloat> %263, bfloat %258, i32 1
  %265 = bitcast <2 x bfloat> %264 to i32
  %266 = insertelement <2 x bfloat> undef, bfloat %259, i32 0
  %267 = insertelement <2 x bfloat> %266, bfloat %260, i32 1
  %268 = bitcast <2 x bfloat> %267 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %224, i32 %265, i32 %268)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %269 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %211)
  %270 = bitcast i32 %269 to <2 x bfloat>
  %271 = extractelement <2 x bfloat> %270, i32 0
  %272 = extractelement <2 x bfloat> %270, i32 1
  %273 = insertelement <2 x bfloat> undef, bfloat %271, i32 0
  %274 = insertelement <2 x bfloat> %273, bfloat %272, i32 1
  %275 = bitcast <2 x bfloat> %274 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %275, ptr addrspace(1) %262, i1 %29)
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
