; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(16) %arg1, ptr noalias align 16 dereferenceable(64) %arg2, ptr noalias align 16 dereferenceable(64) %arg3, ptr noalias align 16 dereferenceable(512) %arg4, ptr noalias align 256 dereferenceable(128) %arg5) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %6 = addrspacecast ptr %arg5 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %7 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 2
  %9 = and i32 %7, 3
  %10 = shl nuw nsw i32 %9, 2
  %11 = and i32 %7, 7
  %12 = shl nuw nsw i32 %11, 1
  %13 = zext nneg i32 %8 to i64
  %14 = zext nneg i32 %10 to i64
  %15 = icmp samesign ult i32 %7, 16
  %16 = icmp samesign ult i32 %11, 2
  %.idx = shl nuw nsw i64 %13, 6
  %17 = getelementptr i8, ptr addrspace(1) %1, i64 %.idx
  %18 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %14
  %19 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %18, i1 %15) #0
  %20 = extractvalue { i32, i32, i32, i32 } %19, 0
  %21 = extractvalue { i32, i32, i32, i32 } %19, 1
  %22 = extractvalue { i32, i32, i32, i32 } %19, 2
  %23 = extractvalue { i32, i32, i32, i32 } %19, 3
  %24 = shl nuw nsw i32 %7, 4
  %25 = shl nuw nsw i32 %7, 1
  %26 = and i32 %25, 48
  %27 = xor i32 %26, %24
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %28
  %30 = insertelement <4 x i32> poison, i32 %20, i64 0
  %31 = insertelement <4 x i32> %30, i32 %21, i64 1
  %32 = insertelement <4 x i32> %31, i32 %22, i64 2
  %33 = insertelement <4 x i32> %32, i32 %23, i64 3
  store <4 x i32> %33, ptr addrspace(3) %29, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = shl nuw nsw i32 %7, 6
  %35 = and i32 %34, 960
  %36 = shl nuw nsw i32 %7, 3
  %37 = and i32 %36, 48
  %38 = and i32 %7, 16
  %39 = xor i32 %37, %38
  %40 = or disjoint i32 %39, %35
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %41
  %43 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %42)
  %44 = extractvalue { i32, i32, i32, i32 } %43, 0
  %45 = bitcast i32 %44 to float
  %46 = extractvalue { i32, i32, i32, i32 } %43, 1
  %47 = bitcast i32 %46 to float
  %48 = extractvalue { i32, i32, i32, i32 } %43, 2
  %49 = bitcast i32 %48 to float
  %50 = extractvalue { i32, i32, i32, i32 } %43, 3
  %51 = bitcast i32 %50 to float
  %52 = xor i32 %40, 32
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %53
  %55 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %54)
  %56 = extractvalue { i32, i32, i32, i32 } %55, 0
  %57 = bitcast i32 %56 to float
  %58 = extractvalue { i32, i32, i32, i32 } %55, 1
  %59 = bitcast i32 %58 to float
  %60 = extractvalue { i32, i32, i32, i32 } %55, 2
  %61 = bitcast i32 %60 to float
  %62 = extractvalue { i32, i32, i32, i32 } %55, 3
  %63 = bitcast i32 %62 to float
  %64 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %13
  %65 = tail call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %64, i1 %15) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %66 = and i32 %7, 28
  %67 = shl nuw nsw i32 %66, 1
  %68 = lshr i32 %7, 3
  %69 = and i32 %68, 4
  %70 = or disjoint i32 %69, %67
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %71
  %73 = insertelement <1 x i32> poison, i32 %65, i64 0
  store <1 x i32> %73, ptr addrspace(3) %72, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %74 = zext nneg i32 %67 to i64
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %74
  %76 = load <2 x float>, ptr addrspace(3) %75, align 8
  %77 = extractelement <2 x float> %76, i32 0
  %78 = extractelement <2 x float> %76, i32 1
  %79 = tail call float @llvm.nvvm.rsqrt.approx.f(float %77)
  %80 = tail call float @llvm.nvvm.rsqrt.approx.f(float %78)
  %81 = fmul float %79, %45
  %82 = fmul float %80, %47
  %83 = fmul float %79, %49
  %84 = fmul float %80, %51
  %85 = fmul float %79, %57
  %86 = fmul float %80, %59
  %87 = fmul float %79, %61
  %88 = fmul float %80, %63
  %89 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %14
  %90 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %89) #0
  %91 = extractvalue { i32, i32, i32, i32 } %90, 0
  %92 = extractvalue { i32, i32, i32, i32 } %90, 1
  %93 = extractvalue { i32, i32, i32, i32 } %90, 2
  %94 = extractvalue { i32, i32, i32, i32 } %90, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = shl nuw nsw i32 %9, 4
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %96
  %98 = insertelement <4 x i32> poison, i32 %91, i64 0
  %99 = insertelement <4 x i32> %98, i32 %92, i64 1
  %100 = insertelement <4 x i32> %99, i32 %93, i64 2
  %101 = insertelement <4 x i32> %100, i32 %94, i64 3
  store <4 x i32> %101, ptr addrspace(3) %97, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = zext nneg i32 %26 to i64
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %102
  %104 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %103)
  %105 = extractvalue { i32, i32, i32, i32 } %104, 0
  %106 = bitcast i32 %105 to float
  %107 = extractvalue { i32, i32, i32, i32 } %104, 1
  %108 = bitcast i32 %107 to float
  %109 = extractvalue { i32, i32, i32, i32 } %104, 2
  %110 = bitcast i32 %109 to float
  %111 = extractvalue { i32, i32, i32, i32 } %104, 3
  %112 = bitcast i32 %111 to float
  %113 = fmul float %81, %106
  %114 = fmul float %82, %106
  %115 = fmul float %83, %108
  %116 = fmul float %84, %108
  %117 = fmul float %85, %110
  %118 = fmul float %86, %110
  %119 = fmul float %87, %112
  %120 = fmul float %88, %112
  %121 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %14
  %122 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %121) #0
  %123 = extractvalue { i32, i32, i32, i32 } %122, 0
  %124 = extractvalue { i32, i32, i32, i32 } %122, 1
  %125 = extractvalue { i32, i32, i32, i32 } %122, 2
  %126 = extractvalue { i32, i32, i32, i32 } %122, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = insertelement <4 x i32> poison, i32 %123, i64 0
  %128 = insertelement <4 x i32> %127, i32 %124, i64 1
  %129 = insertelement <4 x i32> %128, i32 %125, i64 2
  %130 = insertelement <4 x i32> %129, i32 %126, i64 3
  store <4 x i32> %130, ptr addrspace(3) %97, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %131 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %103)
  %132 = extractvalue { i32, i32, i32, i32 } %131, 0
  %133 = bitcast i32 %132 to float
  %134 = extractvalue { i32, i32, i32, i32 } %131, 1
  %135 = bitcast i32 %134 to float
  %136 = extractvalue { i32, i32, i32, i32 } %131, 2
  %137 = bitcast i32 %136 to float
  %138 = extractvalue { i32, i32, i32, i32 } %131, 3
  %139 = bitcast i32 %138 to float
  %140 = fadd float %113, %133
  %141 = fadd float %114, %133
  %142 = fadd float %115, %135
  %143 = fadd float %116, %135
  %144 = fadd float %117, %137
  %145 = fadd float %118, %137
  %146 = fadd float %119, %139
  %147 = fadd float %120, %139
  %148 = shl nuw nsw i32 %9, 1
  %149 = zext nneg i32 %148 to i64
  %.idx2 = shl nuw nsw i64 %13, 5
  %150 = getelementptr i8, ptr addrspace(1) %5, i64 %.idx2
  %151 = getelementptr [4 x i8], ptr addrspace(1) %150, i64 %149
  %152 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %151) #0
  %153 = extractvalue { i32, i32 } %152, 0
  %154 = extractvalue { i32, i32 } %152, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %155 = zext nneg i32 %36 to i64
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %155
  %157 = insertelement <2 x i32> poison, i32 %153, i64 0
  %158 = insertelement <2 x i32> %157, i32 %154, i64 1
  store <2 x i32> %158, ptr addrspace(3) %156, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %159 = shl nuw nsw i32 %9, 5
  %160 = or disjoint i32 %159, %66
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %161
  %163 = load float, ptr addrspace(3) %162, align 4
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i64 128
  %165 = load float, ptr addrspace(3) %164, align 4
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i64 256
  %167 = load float, ptr addrspace(3) %166, align 4
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i64 384
  %169 = load float, ptr addrspace(3) %168, align 4
  %170 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %140) #0
  %171 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %141) #0
  %172 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %142) #0
  %173 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %143) #0
  %174 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %144) #0
  %175 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %145) #0
  %176 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %146) #0
  %177 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %147) #0
  %178 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %163) #0
  %179 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %165) #0
  %180 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %167) #0
  %181 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %169) #0
  %182 = bitcast float %170 to i32
  %183 = bitcast float %171 to i32
  %184 = bitcast float %172 to i32
  %185 = bitcast float %173 to i32
  %186 = bitcast float %174 to i32
  %187 = bitcast float %175 to i32
  %188 = bitcast float %176 to i32
  %189 = bitcast float %177 to i32
  %190 = bitcast float %178 to i32
  %191 = bitcast float %179 to i32
  %192 = bitcast float %180 to i32
  %193 = bitcast float %181 to i32
  %194 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %182, i32 %183, i32 %184, i32 %185, i32 %190, i32 %191) #0
  %195 = extractvalue { float, float, float, float } %194, 0
  %196 = extractvalue { float, float, float, float } %194, 1
  %197 = extractvalue { float, float, float, float } %194, 2
  %198 = extractvalue { float, float, float, float } %194, 3
  %199 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %195, float %196, float %197, float %198, i32 %186, i32 %187, i32 %188, i32 %189, i32 %192, i32 %193) #0
  %200 = extractvalue { float, float, float, float } %199, 0
  %201 = extractvalue { float, float, float, float } %199, 1
  %202 = extractvalue { float, float, float, float } %199, 2
  %203 = extractvalue { float, float, float, float } %199, 3
  %204 = lshr i32 %7, 1
  %205 = and i32 %204, 28
  %narrow = add nuw nsw i32 %205, %12
  %206 = zext nneg i32 %narrow to i64
  %207 = getelementptr [4 x i8], ptr addrspace(1) %6, i64 %206
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %208 = shl nuw nsw i32 %11, 5
  %209 = or disjoint i32 %208, %66
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %210
  store float %200, ptr addrspace(3) %211, align 4
  %212 = xor i64 %210, 64
  %213 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i64 %212
  %214 = getelementptr inbounds i8, ptr addrspace(3) %213, i64 256
  store float %201, ptr addrspace(3) %214, align 4
  %215 = xor i32 %209, 4
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %216
  store float %202, ptr addrspace(3) %217, align 4
  %218 = xor i64 %210, 68
  %219 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i64 %218
  %220 = getelementptr inbounds i8, ptr addrspace(3) %219, i64 256
  store float %203, ptr addrspace(3) %220, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %221 = shl nuw nsw i32 %9, 3
  %222 = and i32 %25, 96
  %223 = and i32 %7, 4
  %224 = and i32 %7, 8
  %225 = icmp eq i32 %224, 0
  %226 = select i1 %225, i32 0, i32 320
  %227 = or disjoint i32 %221, %222
  %228 = xor i32 %227, %226
  %229 = or disjoint i32 %228, %223
  %230 = zext nneg i32 %229 to i64
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %230
  %232 = load i32, ptr addrspace(3) %231, align 4
  %233 = xor i64 %230, 4
  %234 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i64 %233
  %235 = getelementptr inbounds i8, ptr addrspace(3) %234, i64 128
  %236 = load i32, ptr addrspace(3) %235, align 4
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %232, i32 %236, ptr addrspace(1) %207, i1 %16) #0
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
