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
define ptx_kernel void @gemm_fusion_dot_general_1(ptr noalias align 16 dereferenceable(256) %arg0, ptr noalias nofree readnone align 16 captures(none) dereferenceable(256) %arg1, ptr noalias align 256 dereferenceable(256) %arg2) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %3 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 3
  %5 = shl nuw nsw i32 %4, 2
  %6 = and i32 %3, 7
  %7 = shl nuw nsw i32 %6, 1
  %8 = icmp samesign ult i32 %3, 32
  %9 = icmp samesign ult i32 %6, 4
  %10 = shl nuw nsw i32 %3, 1
  %11 = and i32 %10, 120
  %12 = icmp samesign ult i32 %4, 2
  %13 = and i1 %8, %12
  %narrow = add nuw nsw i32 %5, %11
  %14 = zext nneg i32 %narrow to i64
  %15 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %14
  %16 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %15, i1 %13) #0
  %17 = extractvalue { i32, i32, i32, i32 } %16, 0
  %18 = extractvalue { i32, i32, i32, i32 } %16, 1
  %19 = extractvalue { i32, i32, i32, i32 } %16, 2
  %20 = extractvalue { i32, i32, i32, i32 } %16, 3
  %21 = bitcast i32 %17 to float
  %22 = bitcast i32 %18 to float
  %23 = bitcast i32 %19 to float
  %24 = bitcast i32 %20 to float
  %25 = select i1 %12, float %21, float 0.000000e+00
  %26 = select i1 %12, float %22, float 0.000000e+00
  %27 = select i1 %12, float %23, float 0.000000e+00
  %28 = select i1 %12, float %24, float 0.000000e+00
  %29 = and i32 %3, 56
  %30 = shl nuw nsw i32 %4, 1
  %narrow1 = add nuw nsw i32 %7, %29
  %31 = zext nneg i32 %narrow1 to i64
  %32 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %31
  %33 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %32, i1 %9) #0
  %34 = extractvalue { i32, i32 } %33, 0
  %35 = extractvalue { i32, i32 } %33, 1
  %36 = bitcast i32 %34 to float
  %37 = bitcast i32 %35 to float
  %38 = select i1 %9, float %36, float 0.000000e+00
  %39 = select i1 %9, float %37, float 0.000000e+00
  %40 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %25) #0
  %41 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %26) #0
  %42 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %27) #0
  %43 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %28) #0
  %44 = shl nuw nsw i32 %3, 4
  %45 = and i32 %10, 48
  %46 = xor i32 %45, %44
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %47
  %49 = insertelement <4 x float> poison, float %40, i64 0
  %50 = insertelement <4 x float> %49, float %41, i64 1
  %51 = insertelement <4 x float> %50, float %42, i64 2
  %52 = insertelement <4 x float> %51, float %43, i64 3
  store <4 x float> %52, ptr addrspace(3) %48, align 16
  %53 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %38) #0
  %54 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %39) #0
  %55 = shl nuw nsw i32 %3, 3
  %56 = and i32 %3, 48
  %57 = xor i32 %55, %56
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %58
  %60 = getelementptr i8, ptr addrspace(3) %59, i64 1024
  %61 = insertelement <2 x float> poison, float %53, i64 0
  %62 = insertelement <2 x float> %61, float %54, i64 1
  store <2 x float> %62, ptr addrspace(3) %60, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = shl nuw nsw i32 %3, 6
  %64 = and i32 %63, 960
  %65 = and i32 %55, 48
  %66 = and i32 %3, 16
  %67 = xor i32 %65, %66
  %68 = or disjoint i32 %67, %64
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %69
  %71 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %70)
  %72 = extractvalue { i32, i32, i32, i32 } %71, 0
  %73 = extractvalue { i32, i32, i32, i32 } %71, 1
  %74 = extractvalue { i32, i32, i32, i32 } %71, 2
  %75 = extractvalue { i32, i32, i32, i32 } %71, 3
  %76 = xor i32 %68, 32
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %77
  %79 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %78)
  %80 = extractvalue { i32, i32, i32, i32 } %79, 0
  %81 = extractvalue { i32, i32, i32, i32 } %79, 1
  %82 = extractvalue { i32, i32, i32, i32 } %79, 2
  %83 = extractvalue { i32, i32, i32, i32 } %79, 3
  %84 = shl nuw nsw i32 %6, 6
  %85 = xor i32 %65, %45
  %86 = or disjoint i32 %85, %84
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %87
  %89 = getelementptr i8, ptr addrspace(3) %88, i64 1024
  %90 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %89)
  %91 = extractvalue { i32, i32, i32, i32 } %90, 0
  %92 = extractvalue { i32, i32, i32, i32 } %90, 1
  %93 = extractvalue { i32, i32, i32, i32 } %90, 2
  %94 = extractvalue { i32, i32, i32, i32 } %90, 3
  %95 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %72, i32 %73, i32 %74, i32 %75, i32 %91, i32 %92) #0
  %96 = extractvalue { float, float, float, float } %95, 0
  %97 = extractvalue { float, float, float, float } %95, 1
  %98 = extractvalue { float, float, float, float } %95, 2
  %99 = extractvalue { float, float, float, float } %95, 3
  %100 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %96, float %97, float %98, float %99, i32 %80, i32 %81, i32 %82, i32 %83, i32 %93, i32 %94) #0
  %101 = extractvalue { float, float, float, float } %100, 0
  %102 = extractvalue { float, float, float, float } %100, 1
  %103 = extractvalue { float, float, float, float } %100, 2
  %104 = extractvalue { float, float, float, float } %100, 3
  %105 = or disjoint i32 %30, %11
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %108 = shl nuw nsw i32 %6, 4
  %109 = shl nuw nsw i32 %3, 5
  %110 = and i32 %109, 256
  %111 = shl nuw nsw i32 %66, 3
  %112 = or disjoint i32 %108, %111
  %113 = or disjoint i32 %112, %110
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %114
  %116 = bitcast float %101 to i32
  %117 = bitcast float %102 to i32
  %118 = bitcast float %103 to i32
  %119 = bitcast float %104 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %115, i32 %116, i32 %117, i32 %118, i32 %119)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %120 = lshr i32 %3, 1
  %121 = or i32 %120, %3
  %122 = and i32 %44, 112
  %123 = shl nuw nsw i32 %121, 3
  %124 = and i32 %123, 128
  %125 = or disjoint i32 %122, %124
  %126 = or disjoint i32 %125, %110
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %127
  %129 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %128)
  %130 = extractvalue { i32, i32 } %129, 0
  %131 = extractvalue { i32, i32 } %129, 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %130, i32 %131, ptr addrspace(1) %107, i1 %8) #0
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
