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

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_3(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(128) %arg2) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %4 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = lshr i32 %4, 2
  %6 = and i32 %4, 3
  %7 = shl nuw nsw i32 %6, 2
  %8 = zext nneg i32 %5 to i64
  %9 = zext nneg i32 %7 to i64
  %10 = icmp samesign ult i32 %4, 16
  %.idx = shl nuw nsw i64 %8, 6
  %11 = getelementptr i8, ptr addrspace(1) %1, i64 %.idx
  %12 = getelementptr [4 x i8], ptr addrspace(1) %11, i64 %9
  %13 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %12, i1 %10) #0
  %14 = extractvalue { i32, i32, i32, i32 } %13, 0
  %15 = extractvalue { i32, i32, i32, i32 } %13, 1
  %16 = extractvalue { i32, i32, i32, i32 } %13, 2
  %17 = extractvalue { i32, i32, i32, i32 } %13, 3
  %18 = shl nuw nsw i32 %4, 4
  %19 = shl nuw nsw i32 %4, 1
  %20 = and i32 %19, 48
  %21 = xor i32 %20, %18
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %22
  %24 = insertelement <4 x i32> poison, i32 %14, i64 0
  %25 = insertelement <4 x i32> %24, i32 %15, i64 1
  %26 = insertelement <4 x i32> %25, i32 %16, i64 2
  %27 = insertelement <4 x i32> %26, i32 %17, i64 3
  store <4 x i32> %27, ptr addrspace(3) %23, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = shl nuw nsw i32 %4, 6
  %29 = and i32 %28, 960
  %30 = shl nuw nsw i32 %4, 3
  %31 = and i32 %30, 48
  %32 = and i32 %4, 16
  %33 = xor i32 %31, %32
  %34 = or disjoint i32 %33, %29
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %35
  %37 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %36)
  %38 = extractvalue { i32, i32, i32, i32 } %37, 0
  %39 = bitcast i32 %38 to float
  %40 = extractvalue { i32, i32, i32, i32 } %37, 1
  %41 = bitcast i32 %40 to float
  %42 = extractvalue { i32, i32, i32, i32 } %37, 2
  %43 = bitcast i32 %42 to float
  %44 = extractvalue { i32, i32, i32, i32 } %37, 3
  %45 = bitcast i32 %44 to float
  %46 = xor i32 %34, 32
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %47
  %49 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %48)
  %50 = extractvalue { i32, i32, i32, i32 } %49, 0
  %51 = bitcast i32 %50 to float
  %52 = extractvalue { i32, i32, i32, i32 } %49, 1
  %53 = bitcast i32 %52 to float
  %54 = extractvalue { i32, i32, i32, i32 } %49, 2
  %55 = bitcast i32 %54 to float
  %56 = extractvalue { i32, i32, i32, i32 } %49, 3
  %57 = bitcast i32 %56 to float
  %58 = shl nuw nsw i64 %8, 3
  %59 = shl nuw nsw i32 %6, 1
  %60 = zext nneg i32 %59 to i64
  %61 = or disjoint i64 %58, %60
  %62 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %61
  %63 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %62) #0
  %64 = extractvalue { i32, i32 } %63, 0
  %65 = extractvalue { i32, i32 } %63, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %66 = zext nneg i32 %30 to i64
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %66
  %68 = insertelement <2 x i32> poison, i32 %64, i64 0
  %69 = insertelement <2 x i32> %68, i32 %65, i64 1
  store <2 x i32> %69, ptr addrspace(3) %67, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = shl nuw nsw i32 %6, 5
  %71 = and i32 %4, 28
  %72 = or disjoint i32 %70, %71
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %73
  %75 = load float, ptr addrspace(3) %74, align 4
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i64 128
  %77 = load float, ptr addrspace(3) %76, align 4
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i64 256
  %79 = load float, ptr addrspace(3) %78, align 4
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i64 384
  %81 = load float, ptr addrspace(3) %80, align 4
  %82 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %39) #0
  %83 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %41) #0
  %84 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %43) #0
  %85 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %45) #0
  %86 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %51) #0
  %87 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %53) #0
  %88 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %55) #0
  %89 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %57) #0
  %90 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %75) #0
  %91 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %77) #0
  %92 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %79) #0
  %93 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %81) #0
  %94 = bitcast float %82 to i32
  %95 = bitcast float %83 to i32
  %96 = bitcast float %84 to i32
  %97 = bitcast float %85 to i32
  %98 = bitcast float %86 to i32
  %99 = bitcast float %87 to i32
  %100 = bitcast float %88 to i32
  %101 = bitcast float %89 to i32
  %102 = bitcast float %90 to i32
  %103 = bitcast float %91 to i32
  %104 = bitcast float %92 to i32
  %105 = bitcast float %93 to i32
  %106 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %94, i32 %95, i32 %96, i32 %97, i32 %102, i32 %103) #0
  %107 = extractvalue { float, float, float, float } %106, 0
  %108 = extractvalue { float, float, float, float } %106, 1
  %109 = extractvalue { float, float, float, float } %106, 2
  %110 = extractvalue { float, float, float, float } %106, 3
  %111 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %107, float %108, float %109, float %110, i32 %98, i32 %99, i32 %100, i32 %101, i32 %104, i32 %105) #0
  %112 = extractvalue { float, float, float, float } %111, 0
  %113 = extractvalue { float, float, float, float } %111, 1
  %114 = extractvalue { float, float, float, float } %111, 2
  %115 = extractvalue { float, float, float, float } %111, 3
  %116 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = and i32 %18, 112
  %118 = shl nuw nsw i32 %4, 5
  %119 = and i32 %118, 256
  %120 = shl nuw nsw i32 %32, 3
  %121 = or disjoint i32 %117, %119
  %122 = or disjoint i32 %121, %120
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %123
  %125 = bitcast float %112 to i32
  %126 = bitcast float %113 to i32
  %127 = bitcast float %114 to i32
  %128 = bitcast float %115 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %124, i32 %125, i32 %126, i32 %127, i32 %128)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = lshr i32 %4, 1
  %130 = or i32 %129, %4
  %131 = shl nuw nsw i32 %130, 3
  %132 = and i32 %131, 128
  %133 = or disjoint i32 %132, %121
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %134
  %136 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %135)
  %137 = extractvalue { i32, i32 } %136, 0
  %138 = extractvalue { i32, i32 } %136, 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %137, i32 %138, ptr addrspace(1) %116, i1 %10) #0
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
