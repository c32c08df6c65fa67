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

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #2

define ptx_kernel void @gemm_fusion_dot(ptr noalias align 16 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 16 dereferenceable(32) %arg2, ptr noalias align 256 dereferenceable(128) %arg3) #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  %6 = addrspacecast ptr null to ptr addrspace(1)
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
  %28 = sext i32 %21 to i64
  %29 = sext i32 %27 to i64
  %30 = icmp slt i64 %28, 4
  %31 = mul i64 %28, 16
  %32 = add i64 %29, %31
  %33 = getelementptr bfloat, ptr addrspace(1) %1, i64 %32
  %34 = call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %33, i1 %30)
  %35 = extractvalue { i32, i32 } %34, 0
  %36 = bitcast i32 %35 to <2 x bfloat>
  %37 = extractvalue { i32, i32 } %34, 1
  %38 = bitcast i32 %37 to <2 x bfloat>
  %39 = extractelement <2 x bfloat> %36, i32 0
  %40 = extractelement <2 x bfloat> %36, i32 1
  %41 = extractelement <2 x bfloat> %38, i32 0
  %42 = extractelement <2 x bfloat> %38, i32 1
  %43 = and i32 %15, 47
  %44 = shl i32 %43, 3
  %45 = and i32 %15, 16
  %46 = icmp eq i32 %45, 0
  %47 = select i1 %46, i32 0, i32 144
  %48 = xor i32 %44, %47
  %49 = or disjoint i32 0, %48
  %50 = xor i32 0, %49
  %51 = xor i32 %50, 0
  %52 = xor i32 %51, 0
  %53 = add i32 %52, 0
  %54 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %53
  %55 = insertelement <4 x bfloat> undef, bfloat %39, i32 0
  %56 = insertelement <4 x bfloat> %55, bfloat %40, i32 1
  %57 = insertelement <4 x bfloat> %56, bfloat %41, i32 2
  %58 = insertelement <4 x bfloat> %57, bfloat %42, i32 3
  %59 = extractelement <4 x bfloat> %58, i32 0
  %60 = extractelement <4 x bfloat> %58, i32 1
  %61 = extractelement <4 x bfloat> %58, i32 2
  %62 = extractelement <4 x bfloat> %58, i32 3
  %63 = bitcast bfloat %59 to i16
  %64 = bitcast bfloat %60 to i16
  %65 = bitcast bfloat %61 to i16
  %66 = bitcast bfloat %62 to i16
  %67 = insertelement <4 x i16> undef, i16 %63, i32 0
  %68 = insertelement <4 x i16> %67, i16 %64, i32 1
  %69 = insertelement <4 x i16> %68, i16 %65, i32 2
  %70 = insertelement <4 x i16> %69, i16 %66, i32 3
  store <4 x i16> %70, ptr addrspace(3) %54, align 8
  %71 = sext i32 %7 to i64
  %72 = mul i64 %71, 8
  %73 = shl i32 %22, 1
  %74 = or disjoint i32 %73, 0
  %75 = xor i32 0, %74
  %76 = xor i32 %75, 0
  %77 = add i32 %76, 0
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, %31
  %80 = getelementptr bfloat, ptr addrspace(1) %2, i64 %72
  %81 = getelementptr bfloat, ptr addrspace(1) %80, i64 %79
  %82 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %81)
  %83 = bitcast i32 %82 to <2 x bfloat>
  %84 = extractelement <2 x bfloat> %83, i32 0
  %85 = extractelement <2 x bfloat> %83, i32 1
  %86 = and i32 %15, 63
  %87 = shl i32 %86, 2
  %88 = or disjoint i32 %87, 0
  %89 = xor i32 0, %88
  %90 = xor i32 %89, 0
  %91 = xor i32 %90, 0
  %92 = add i32 %91, 0
  %93 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 512), i32 %92
  %94 = insertelement <2 x bfloat> undef, bfloat %84, i32 0
  %95 = insertelement <2 x bfloat> %94, bfloat %85, i32 1
  %96 = extractelement <2 x bfloat> %95, i32 0
  %97 = extractelement <2 x bfloat> %95, i32 1
  %98 = bitcast bfloat %96 to i16
  %99 = bitcast bfloat %97 to i16
  %100 = insertelement <2 x i16> undef, i16 %98, i32 0
  %101 = insertelement <2 x i16> %100, i16 %99, i32 1
  store <2 x i16> %101, ptr addrspace(3) %93, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = and i32 %15, 11
  %103 = shl i32 %102, 5
  %104 = and i32 %15, 4
  %105 = icmp eq i32 %104, 0
  %106 = select i1 %105, i32 0, i32 144
  %107 = xor i32 %106, %45
  %108 = or disjoint i32 %103, %107
  %109 = xor i32 0, %108
  %110 = xor i32 %109, 0
  %111 = xor i32 %110, 0
  %112 = add i32 %111, 0
  %113 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %112
  %114 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %113)
  %115 = extractvalue { i32, i32, i32, i32 } %114, 0
  %116 = bitcast i32 %115 to <2 x bfloat>
  %117 = extractelement <2 x bfloat> %116, i32 0
  %118 = extractelement <2 x bfloat> %116, i32 1
  %119 = extractvalue { i32, i32, i32, i32 } %114, 1
  %120 = bitcast i32 %119 to <2 x bfloat>
  %121 = extractelement <2 x bfloat> %120, i32 0
  %122 = extractelement <2 x bfloat> %120, i32 1
  %123 = extractvalue { i32, i32, i32, i32 } %114, 2
  %124 = bitcast i32 %123 to <2 x bfloat>
  %125 = extractelement <2 x bfloat> %124, i32 0
  %126 = extractelement <2 x bfloat> %124, i32 1
  %127 = extractvalue { i32, i32, i32, i32 } %114, 3
  %128 = bitcast i32 %127 to <2 x bfloat>
  %129 = extractelement <2 x bfloat> %128, i32 0
  %130 = extractelement <2 x bfloat> %128, i32 1
  %131 = shl i32 %11, 4
  %132 = or i32 %13, %131
  %133 = and i32 %132, 15
  %134 = shl i32 %133, 4
  %135 = or disjoint i32 %134, 0
  %136 = xor i32 0, %135
  %137 = xor i32 %136, 0
  %138 = xor i32 %137, 0
  %139 = add i32 %138, 0
  %140 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 512), i32 %139
  %141 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %140)
  %142 = extractvalue { i32, i32 } %141, 0
  %143 = bitcast i32 %142 to <2 x bfloat>
  %144 = extractelement <2 x bfloat> %143, i32 0
  %145 = extractelement <2 x bfloat> %143, i32 1
  %146 = extractvalue { i32, i32 } %141, 1
  %147 = bitcast i32 %146 to <2 x bfloat>
  %148 = extractelement <2 x bfloat> %147, i32 0
  %149 = extractelement <2 x bfloat> %147, i32 1
  %150 = insertelement <2 x bfloat> undef, bfloat %117, i32 0
  %151 = insertelement <2 x bfloat> %150, bfloat %118, i32 1
  %152 = bitcast <2 x bfloat> %151 to i32
  %153 = insertelement <2 x bfloat> undef, bfloat %121, i32 0
  %154 = insertelement <2 x bfloat> %153, bfloat %122, i32 1
  %155 = bitcast <2 x bfloat> %154 to i32
  %156 = insertelement <2 x bfloat> undef, bfloat %125, i32 0
  %157 = insertelement <2 x bfloat> %156, bfloat %126, i32 1
  %158 = bitcast <2 x bfloat> %157 to i32
  %159 = insertelement <2 x bfloat> undef, bfloat %129, i32 0
  %160 = insertelement <2 x bfloat> %159, bfloat %130, i32 1
  %161 = bitcast <2 x bfloat> %160 to i32
  %162 = insertelement <2 x bfloat> undef, bfloat %144, i32 0
  %163 = insertelement <2 x bfloat> %162, bfloat %145, i32 1
  %164 = bitcast <2 x bfloat> %163 to i32
  %165 = insertelement <2 x bfloat> undef, bfloat %148, i32 0
  %166 = insertelement <2 x bfloat> %165, bfloat %149, i32 1
  %167 = bitcast <2 x bfloat> %166 to i32
  %168 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %152, i32 %155, i32 %158, i32 %161, i32 %164, i32 %167)
  %169 = extractvalue { float, float, float, float } %168, 0
  %170 = extractvalue { float, float, float, float } %168, 1
  %171 = extractvalue { float, float, float, float } %168, 2
  %172 = extractvalue { float, float, float, float } %168, 3
  %173 = fptrunc float %169 to bfloat
  %174 = fptrunc float %170 to bfloat
  %175 = fptrunc float %171 to bfloat
  %176 = fptrunc float %172 to bfloat
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %177 = shl i32 %22, 5
  %178 = and i32 %15, 28
  %179 = lshr i32 %178, 0
  %180 = xor i32 %177, %179
  %181 = or disjoint i32 0, %180
  %182 = xor i32 0, %181
  %183 = xor i32 %182, 0
  %184 = xor i32 %183, 0
  %185 = add i32 %184, 0
  %186 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %185
  %187 = insertelement <2 x bfloat> undef, bfloat %173, i32 0
  %188 = insertelement <2 x bfloat> %187, bfloat %174, i32 1
  %189 = extractelement <2 x bfloat> %188, i32 0
  %190 = extractelement <2 x bfloat> %188, i32 1
  %191 = bitcast bfloat %189 to i16
  %192 = bitcast bfloat %190 to i16
  %193 = insertelement <2 x i16> undef, i16 %191, i32 0
  %194 = insertelement <2 x i16> %193, i16 %192, i32 1
  store <2 x i16> %194, ptr addrspace(3) %186, align 4
  %195 = add i32 %184, 128
  %196 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %195
  %197 = insertelement <2 x bfloat> undef, bfloat %175, i32 0
  %198 = insertelement <2 x bfloat> %197, bfloat %176, i32 1
  %199 = extractelement <2 x bfloat> %198, i32 0
  %200 = extractelement <2 x bfloat> %198, i32 1
  %201 = bitcast bfloat %199 to i16
  %202 = bitcast bfloat %200 to i16
  %203 = insertelement <2 x i16> undef, i16 %201, i32 0
  %204 = insertelement <2 x i16> %203, i16 %202, i32 1
  store <2 x i16> %204, ptr addrspace(3) %196, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %205 = and i32 %15, 32
  %206 = shl i32 %205, 2
  %207 = or disjoint i32 %177, %206
  %208 = or disjoint i32 %207, %179
  %209 = xor i32 0, %208
  %210 = xor i32 %209, 0
  %211 = xor i32 %210, 0
  %212 = add i32 %211, 0
  %213 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %212
  %214 = load <2 x i16>, ptr addrspace(3) %213, align 4
  %215 = extractelement <2 x i16> %214, i32 0
  %216 = extractelement <2 x i16> %214, i32 1
  %217 = insertelement <2 x i16> undef, i16 %215, i32 0
  %218 = insertelement <2 x i16> %217, i16 %216, i32 1
  %219 = extractelement <2 x i16> %218, i32 0
  %220 = extractelement <2 x i16> %218, i32 1
  %221 = bitcast i16 %219 to bfloat
  %222 = bitcast i16 %220 to bfloat
  %223 = insertelement <2 x bfloat> undef, bfloat %221, i32 0
  %224 = insertelement <2 x bfloat> %223, bfloat %222, i32 1
  %225 = extractelement <2 x bfloat> %224, i32 0
  %226 = extractelement <2 x bfloat> %224, i32 1
  %227 = fpext bfloat %225 to float
  %228 = fpext bfloat %226 to float
  %229 = getelementptr bfloat, ptr addrspace(1) %3, i64 %72
  %230 = getelementptr bfloat, ptr addrspace(1) %229, i64 %78
  %231 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %230)
  %232 = bitcast i32 %231 to <2 x bfloat>
  %233 = extractelement <2 x bfloat> %232, i32 0
  %234 = extractelement <2 x bfloat> %232, i32 1
  %235 = fpext bfloat %233 to float
  %236 = fpext bfloat %234 to float
  %237 = fadd float %227, %235
  %238 = fadd float %228, %236
  %239 = fptrunc float %237 to bfloat
  %240 = fptrunc float %238 to bfloat
  %241 = getelementptr bfloat, ptr addrspace(1) %4, i64 %72
  %242 = getelementptr bfloat, ptr addrspace(1) %241, i64 %79
  %243 = insertelement <2 x bfloat> undef, bfloat %239, i32 0
  %244 = insertelement <2 x bfloat> %243, bfloat %240, i32 1
  %245 = bitcast <2 x bfloat> %244 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %245, ptr addrspace(1) %242, i1 %30)
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: read) }
attributes #3 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
