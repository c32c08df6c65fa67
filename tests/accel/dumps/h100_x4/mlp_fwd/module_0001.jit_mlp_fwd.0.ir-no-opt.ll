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

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) readonly captures(none)) #4

define ptx_kernel void @gemm_fusion_dot(ptr noalias align 16 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 16 dereferenceable(32) %arg2, ptr noalias align 256 dereferenceable(128) %arg3) #5 {
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
  %86 = shl i32 %11, 3
  %87 = or i32 %13, %86
  %88 = and i32 %87, 15
  %89 = shl i32 %88, 4
  %90 = or disjoint i32 %89, 0
  %91 = xor i32 0, %90
  %92 = xor i32 %91, 0
  %93 = xor i32 %92, 0
  %94 = add i32 %93, 0
  %95 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 512), i32 %94
  %96 = insertelement <2 x bfloat> undef, bfloat %84, i32 0
  %97 = insertelement <2 x bfloat> %96, bfloat %85, i32 1
  %98 = bitcast <2 x bfloat> %97 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %95, i32 %98)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %99 = and i32 %15, 11
  %100 = shl i32 %99, 5
  %101 = and i32 %15, 4
  %102 = icmp eq i32 %101, 0
  %103 = select i1 %102, i32 0, i32 144
  %104 = xor i32 %103, %45
  %105 = or disjoint i32 %100, %104
  %106 = xor i32 0, %105
  %107 = xor i32 %106, 0
  %108 = xor i32 %107, 0
  %109 = add i32 %108, 0
  %110 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %109
  %111 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %110)
  %112 = extractvalue { i32, i32, i32, i32 } %111, 0
  %113 = bitcast i32 %112 to <2 x bfloat>
  %114 = extractelement <2 x bfloat> %113, i32 0
  %115 = extractelement <2 x bfloat> %113, i32 1
  %116 = extractvalue { i32, i32, i32, i32 } %111, 1
  %117 = bitcast i32 %116 to <2 x bfloat>
  %118 = extractelement <2 x bfloat> %117, i32 0
  %119 = extractelement <2 x bfloat> %117, i32 1
  %120 = extractvalue { i32, i32, i32, i32 } %111, 2
  %121 = bitcast i32 %120 to <2 x bfloat>
  %122 = extractelement <2 x bfloat> %121, i32 0
  %123 = extractelement <2 x bfloat> %121, i32 1
  %124 = extractvalue { i32, i32, i32, i32 } %111, 3
  %125 = bitcast i32 %124 to <2 x bfloat>
  %126 = extractelement <2 x bfloat> %125, i32 0
  %127 = extractelement <2 x bfloat> %125, i32 1
  %128 = shl i32 %11, 4
  %129 = or i32 %13, %128
  %130 = and i32 %129, 15
  %131 = shl i32 %130, 4
  %132 = or disjoint i32 %131, 0
  %133 = xor i32 0, %132
  %134 = xor i32 %133, 0
  %135 = xor i32 %134, 0
  %136 = add i32 %135, 0
  %137 = getelementptr inbounds i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 512), i32 %136
  %138 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %137)
  %139 = extractvalue { i32, i32 } %138, 0
  %140 = bitcast i32 %139 to <2 x bfloat>
  %141 = extractelement <2 x bfloat> %140, i32 0
  %142 = extractelement <2 x bfloat> %140, i32 1
  %143 = extractvalue { i32, i32 } %138, 1
  %144 = bitcast i32 %143 to <2 x bfloat>
  %145 = extractelement <2 x bfloat> %144, i32 0
  %146 = extractelement <2 x bfloat> %144, i32 1
  %147 = insertelement <2 x bfloat> undef, bfloat %114, i32 0
  %148 = insertelement <2 x bfloat> %147, bfloat %115, i32 1
  %149 = bitcast <2 x bfloat> %148 to i32
  %150 = insertelement <2 x bfloat> undef, bfloat %118, i32 0
  %151 = insertelement <2 x bfloat> %150, bfloat %119, i32 1
  %152 = bitcast <2 x bfloat> %151 to i32
  %153 = insertelement <2 x bfloat> undef, bfloat %122, i32 0
  %154 = insertelement <2 x bfloat> %153, bfloat %123, i32 1
  %155 = bitcast <2 x bfloat> %154 to i32
  %156 = insertelement <2 x bfloat> undef, bfloat %126, i32 0
  %157 = insertelement <2 x bfloat> %156, bfloat %127, i32 1
  %158 = bitcast <2 x bfloat> %157 to i32
  %159 = insertelement <2 x bfloat> undef, bfloat %141, i32 0
  %160 = insertelement <2 x bfloat> %159, bfloat %142, i32 1
  %161 = bitcast <2 x bfloat> %160 to i32
  %162 = insertelement <2 x bfloat> undef, bfloat %145, i32 0
  %163 = insertelement <2 x bfloat> %162, bfloat %146, i32 1
  %164 = bitcast <2 x bfloat> %163 to i32
  %165 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %149, i32 %152, i32 %155, i32 %158, i32 %161, i32 %164)
  %166 = extractvalue { float, float, float, float } %165, 0
  %167 = extractvalue { float, float, float, float } %165, 1
  %168 = extractvalue { float, float, float, float } %165, 2
  %169 = extractvalue { float, float, float, float } %165, 3
  %170 = fptrunc float %166 to bfloat
  %171 = fptrunc float %167 to bfloat
  %172 = fptrunc float %168 to bfloat
  %173 = fptrunc float %169 to bfloat
  %174 = getelementptr bfloat, ptr addrspace(1) %3, i64 %72
  %175 = getelementptr bfloat, ptr addrspace(1) %174, i64 %78
  %176 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %175)
  %177 = bitcast i32 %176 to <2 x bfloat>
  %178 = extractelement <2 x bfloat> %177, i32 0
  %179 = extractelement <2 x bfloat> %177, i32 1
  %180 = fadd bfloat %170, %178
  %181 = fadd bfloat %171, %179
  %182 = fadd bfloat %172, %178
  %183 = fadd bfloat %173, %179
  %184 = getelementptr bfloat, ptr addrspace(1) %4, i64 %72
  %185 = getelementptr bfloat, ptr addrspace(1) %184, i64 %79
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %186 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %136
  %187 = insertelement <2 x bfloat> undef, bfloat %180, i32 0
  %188 = insertelement <2 x bfloat> %187, bfloat %181, i32 1
  %189 = bitcast <2 x bfloat> %188 to i32
  %190 = insertelement <2 x bfloat> undef, bfloat %182, i32 0
  %191 = insertelement <2 x bfloat> %190, bfloat %183, i32 1
  %192 = bitcast <2 x bfloat> %191 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %186, i32 %189, i32 %192)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %193 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %94
  %194 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %193)
  %195 = bitcast i32 %194 to <2 x bfloat>
  %196 = extractelement <2 x bfloat> %195, i32 0
  %197 = extractelement <2 x bfloat> %195, i32 1
  %198 = insertelement <2 x bfloat> undef, bfloat %196, i32 0
  %199 = insertelement <2 x bfloat> %198, bfloat %197, i32 1
  %200 = bitcast <2 x bfloat> %199 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %200, ptr addrspace(1) %185, i1 %30)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(argmem: write) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(argmem: read) }
attributes #5 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
