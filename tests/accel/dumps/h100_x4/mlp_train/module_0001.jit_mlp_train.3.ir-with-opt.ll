; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_2(ptr noalias align 16 dereferenceable(256) %arg0, ptr noalias align 16 dereferenceable(1024) %arg1, ptr noalias align 256 dereferenceable(256) %arg2) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 3
  %7 = shl nuw nsw i32 %6, 2
  %8 = icmp samesign ult i32 %5, 16
  %9 = shl nuw nsw i32 %5, 2
  %10 = and i32 %9, 240
  %11 = or disjoint i32 %7, %10
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %12
  %14 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %13, i1 %8) #0
  %15 = extractvalue { i32, i32, i32, i32 } %14, 0
  %16 = extractvalue { i32, i32, i32, i32 } %14, 1
  %17 = extractvalue { i32, i32, i32, i32 } %14, 2
  %18 = extractvalue { i32, i32, i32, i32 } %14, 3
  %19 = shl nuw nsw i32 %5, 4
  %20 = shl nuw nsw i32 %5, 1
  %21 = and i32 %20, 48
  %22 = xor i32 %21, %19
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %23
  %25 = insertelement <4 x i32> poison, i32 %15, i64 0
  %26 = insertelement <4 x i32> %25, i32 %16, i64 1
  %27 = insertelement <4 x i32> %26, i32 %17, i64 2
  %28 = insertelement <4 x i32> %27, i32 %18, i64 3
  store <4 x i32> %28, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = shl nuw nsw i32 %5, 6
  %30 = and i32 %29, 960
  %31 = shl nuw nsw i32 %5, 3
  %32 = and i32 %31, 48
  %33 = and i32 %5, 16
  %34 = xor i32 %32, %33
  %35 = or disjoint i32 %34, %30
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %36
  %38 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %37)
  %39 = extractvalue { i32, i32, i32, i32 } %38, 0
  %40 = bitcast i32 %39 to float
  %41 = extractvalue { i32, i32, i32, i32 } %38, 1
  %42 = bitcast i32 %41 to float
  %43 = extractvalue { i32, i32, i32, i32 } %38, 2
  %44 = bitcast i32 %43 to float
  %45 = extractvalue { i32, i32, i32, i32 } %38, 3
  %46 = bitcast i32 %45 to float
  %47 = xor i32 %35, 32
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %48
  %50 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %49)
  %51 = extractvalue { i32, i32, i32, i32 } %50, 0
  %52 = bitcast i32 %51 to float
  %53 = extractvalue { i32, i32, i32, i32 } %50, 1
  %54 = bitcast i32 %53 to float
  %55 = extractvalue { i32, i32, i32, i32 } %50, 2
  %56 = bitcast i32 %55 to float
  %57 = extractvalue { i32, i32, i32, i32 } %50, 3
  %58 = bitcast i32 %57 to float
  %59 = zext nneg i32 %4 to i64
  %60 = shl nuw nsw i64 %59, 3
  %61 = shl nuw nsw i32 %6, 1
  %62 = or disjoint i32 %61, %10
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %60
  %65 = getelementptr [4 x i8], ptr addrspace(1) %64, i64 %63
  %66 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %65) #0
  %67 = extractvalue { i32, i32 } %66, 0
  %68 = extractvalue { i32, i32 } %66, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %69 = zext nneg i32 %31 to i64
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %69
  %71 = insertelement <2 x i32> poison, i32 %67, i64 0
  %72 = insertelement <2 x i32> %71, i32 %68, i64 1
  store <2 x i32> %72, ptr addrspace(3) %70, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %73 = shl nuw nsw i32 %6, 5
  %74 = and i32 %5, 28
  %75 = or disjoint i32 %73, %74
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %77, i64 128
  %80 = load float, ptr addrspace(3) %79, align 4
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) %77, i64 256
  %82 = load float, ptr addrspace(3) %81, align 4
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %77, i64 384
  %84 = load float, ptr addrspace(3) %83, align 4
  %85 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %40) #0
  %86 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %42) #0
  %87 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %44) #0
  %88 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %46) #0
  %89 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %52) #0
  %90 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %54) #0
  %91 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %56) #0
  %92 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %58) #0
  %93 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %78) #0
  %94 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %80) #0
  %95 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %82) #0
  %96 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %84) #0
  %97 = bitcast float %85 to i32
  %98 = bitcast float %86 to i32
  %99 = bitcast float %87 to i32
  %100 = bitcast float %88 to i32
  %101 = bitcast float %89 to i32
  %102 = bitcast float %90 to i32
  %103 = bitcast float %91 to i32
  %104 = bitcast float %92 to i32
  %105 = bitcast float %93 to i32
  %106 = bitcast float %94 to i32
  %107 = bitcast float %95 to i32
  %108 = bitcast float %96 to i32
  %109 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %97, i32 %98, i32 %99, i32 %100, i32 %105, i32 %106) #0
  %110 = extractvalue { float, float, float, float } %109, 0
  %111 = extractvalue { float, float, float, float } %109, 1
  %112 = extractvalue { float, float, float, float } %109, 2
  %113 = extractvalue { float, float, float, float } %109, 3
  %114 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %110, float %111, float %112, float %113, i32 %101, i32 %102, i32 %103, i32 %104, i32 %107, i32 %108) #0
  %115 = extractvalue { float, float, float, float } %114, 0
  %116 = extractvalue { float, float, float, float } %114, 1
  %117 = extractvalue { float, float, float, float } %114, 2
  %118 = extractvalue { float, float, float, float } %114, 3
  %119 = tail call float @llvm.nvvm.fabs.f32(float %115)
  %120 = fmul float %119, 2.885390e+00
  %121 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %120)
  %122 = fadd float %121, 1.000000e+00
  %123 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %122) #9, !srcloc !4
  %124 = tail call float @llvm.fma.f32(float %123, float -2.000000e+00, float 1.000000e+00)
  %125 = fcmp oge float %119, f0x41102CB4
  %126 = bitcast float %124 to i32
  %127 = select i1 %125, i32 1065353216, i32 %126
  %128 = bitcast float %115 to i32
  %129 = and i32 %128, -2147483648
  %130 = or i32 %127, %129
  %131 = fmul float %115, %115
  %132 = tail call float @llvm.fma.f32(float %131, float f0x3C80F082, float f0xBD563CAE)
  %133 = tail call float @llvm.fma.f32(float %132, float %131, float f0x3E085941)
  %134 = tail call float @llvm.fma.f32(float %133, float %131, float f0xBEAAA9ED)
  %135 = tail call float @llvm.fma.f32(float %134, float %131, float 0.000000e+00)
  %136 = tail call float @llvm.fma.f32(float %135, float %115, float %115)
  %137 = fcmp oge float %119, 6.000000e-01
  %138 = tail call float @llvm.nvvm.fabs.f32(float %116)
  %139 = fmul float %138, 2.885390e+00
  %140 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %139)
  %141 = fadd float %140, 1.000000e+00
  %142 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %141) #9, !srcloc !4
  %143 = tail call float @llvm.fma.f32(float %142, float -2.000000e+00, float 1.000000e+00)
  %144 = fcmp oge float %138, f0x41102CB4
  %145 = bitcast float %143 to i32
  %146 = select i1 %144, i32 1065353216, i32 %145
  %147 = bitcast float %116 to i32
  %148 = and i32 %147, -2147483648
  %149 = or i32 %146, %148
  %150 = fmul float %116, %116
  %151 = tail call float @llvm.fma.f32(float %150, float f0x3C80F082, float f0xBD563CAE)
  %152 = tail call float @llvm.fma.f32(float %151, float %150, float f0x3E085941)
  %153 = tail call float @llvm.fma.f32(float %152, float %150, float f0xBEAAA9ED)
  %154 = tail call float @llvm.fma.f32(float %153, float %150, float 0.000000e+00)
  %155 = tail call float @llvm.fma.f32(float %154, float %116, float %116)
  %156 = fcmp oge float %138, 6.000000e-01
  %157 = tail call float @llvm.nvvm.fabs.f32(float %117)
  %158 = fmul float %157, 2.885390e+00
  %159 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %158)
  %160 = fadd float %159, 1.000000e+00
  %161 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %160) #9, !srcloc !4
  %162 = tail call float @llvm.fma.f32(float %161, float -2.000000e+00, float 1.000000e+00)
  %163 = fcmp oge float %157, f0x41102CB4
  %164 = bitcast float %162 to i32
  %165 = select i1 %163, i32 1065353216, i32 %164
  %166 = bitcast float %117 to i32
  %167 = and i32 %166, -2147483648
  %168 = or i32 %165, %167
  %169 = fmul float %117, %117
  %170 = tail call float @llvm.fma.f32(float %169, float f0x3C80F082, float f0xBD563CAE)
  %171 = tail call float @llvm.fma.f32(float %170, float %169, float f0x3E085941)
  %172 = tail call float @llvm.fma.f32(float %171, float %169, float f0xBEAAA9ED)
  %173 = tail call float @llvm.fma.f32(float %172, float %169, float 0.000000e+00)
  %174 = tail call float @llvm.fma.f32(float %173, float %117, float %117)
  %175 = fcmp oge float %157, 6.000000e-01
  %176 = tail call float @llvm.nvvm.fabs.f32(float %118)
  %177 = fmul float %176, 2.885390e+00
  %178 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %177)
  %179 = fadd float %178, 1.000000e+00
  %180 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %179) #9, !srcloc !4
  %181 = tail call float @llvm.fma.f32(float %180, float -2.000000e+00, float 1.000000e+00)
  %182 = fcmp oge float %176, f0x41102CB4
  %183 = bitcast float %181 to i32
  %184 = select i1 %182, i32 1065353216, i32 %183
  %185 = bitcast float %118 to i32
  %186 = and i32 %185, -2147483648
  %187 = or i32 %184, %186
  %188 = fmul float %118, %118
  %189 = tail call float @llvm.fma.f32(float %188, float f0x3C80F082, float f0xBD563CAE)
  %190 = tail call float @llvm.fma.f32(float %189, float %188, float f0x3E085941)
  %191 = tail call float @llvm.fma.f32(float %190, float %188, float f0xBEAAA9ED)
  %192 = tail call float @llvm.fma.f32(float %191, float %188, float 0.000000e+00)
  %193 = tail call float @llvm.fma.f32(float %192, float %118, float %118)
  %194 = fcmp oge float %176, 6.000000e-01
  %195 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %60
  %196 = getelementptr [4 x i8], ptr addrspace(1) %195, i64 %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %197 = and i32 %19, 112
  %198 = shl nuw nsw i32 %5, 5
  %199 = and i32 %198, 256
  %200 = shl nuw nsw i32 %33, 3
  %201 = or disjoint i32 %197, %199
  %202 = or disjoint i32 %201, %200
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %203
  %205 = bitcast float %136 to i32
  %206 = select i1 %137, i32 %130, i32 %205
  %207 = bitcast float %155 to i32
  %208 = select i1 %156, i32 %149, i32 %207
  %209 = bitcast float %174 to i32
  %210 = select i1 %175, i32 %168, i32 %209
  %211 = bitcast float %193 to i32
  %212 = select i1 %194, i32 %187, i32 %211
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %204, i32 %206, i32 %208, i32 %210, i32 %212)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %213 = lshr i32 %5, 1
  %214 = or i32 %213, %5
  %215 = shl nuw nsw i32 %214, 3
  %216 = and i32 %215, 128
  %217 = or disjoint i32 %216, %201
  %218 = zext nneg i32 %217 to i64
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %218
  %220 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %219)
  %221 = extractvalue { i32, i32 } %220, 0
  %222 = extractvalue { i32, i32 } %220, 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %221, i32 %222, ptr addrspace(1) %196, i1 %8) #0
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { convergent nocallback nounwind memory(argmem: write) }
attributes #5 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 21584}
