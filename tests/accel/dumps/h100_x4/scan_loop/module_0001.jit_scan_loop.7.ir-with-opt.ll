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
define ptx_kernel void @gemm_fusion_dot(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 16 dereferenceable(1024) %arg1, ptr noalias align 256 dereferenceable(256) %arg2) local_unnamed_addr #5 {
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
  %119 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %60
  %120 = getelementptr [4 x i8], ptr addrspace(1) %119, i64 %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %121 = and i32 %19, 112
  %122 = shl nuw nsw i32 %5, 5
  %123 = and i32 %122, 256
  %124 = shl nuw nsw i32 %33, 3
  %125 = or disjoint i32 %121, %123
  %126 = or disjoint i32 %125, %124
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %127
  %129 = bitcast float %115 to i32
  %130 = bitcast float %116 to i32
  %131 = bitcast float %117 to i32
  %132 = bitcast float %118 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %128, i32 %129, i32 %130, i32 %131, i32 %132)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %133 = lshr i32 %5, 1
  %134 = or i32 %133, %5
  %135 = shl nuw nsw i32 %134, 3
  %136 = and i32 %135, 128
  %137 = or disjoint i32 %136, %125
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %138
  %140 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %139)
  %141 = extractvalue { i32, i32 } %140, 0
  %142 = extractvalue { i32, i32 } %140, 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %141, i32 %142, ptr addrspace(1) %120, i1 %8) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { convergent nocallback nounwind memory(argmem: write) }
attributes #5 = { nounwind "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
