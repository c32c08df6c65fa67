; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #2

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_4(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(128) %arg1, ptr noalias align 16 dereferenceable(512) %arg2, ptr noalias align 256 dereferenceable(256) %arg3) local_unnamed_addr #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = lshr i32 %6, 2
  %8 = and i32 %6, 3
  %9 = shl nuw nsw i32 %8, 2
  %10 = and i32 %6, 7
  %11 = shl nuw nsw i32 %10, 1
  %12 = zext nneg i32 %7 to i64
  %13 = zext nneg i32 %9 to i64
  %14 = icmp samesign ult i32 %6, 16
  %15 = shl nuw nsw i64 %12, 3
  %16 = icmp samesign ult i32 %8, 2
  %17 = and i1 %14, %16
  %18 = add nuw nsw i64 %15, %13
  %19 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %18
  %20 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %19, i1 %17) #4
  %21 = extractvalue { i32, i32, i32, i32 } %20, 0
  %22 = extractvalue { i32, i32, i32, i32 } %20, 1
  %23 = extractvalue { i32, i32, i32, i32 } %20, 2
  %24 = extractvalue { i32, i32, i32, i32 } %20, 3
  %25 = bitcast i32 %21 to float
  %26 = bitcast i32 %22 to float
  %27 = bitcast i32 %23 to float
  %28 = bitcast i32 %24 to float
  %29 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %18
  %30 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %29, i1 %17) #4
  %31 = extractvalue { i32, i32, i32, i32 } %30, 0
  %32 = extractvalue { i32, i32, i32, i32 } %30, 1
  %33 = extractvalue { i32, i32, i32, i32 } %30, 2
  %34 = extractvalue { i32, i32, i32, i32 } %30, 3
  %35 = bitcast i32 %31 to float
  %36 = bitcast i32 %32 to float
  %37 = bitcast i32 %33 to float
  %38 = bitcast i32 %34 to float
  %39 = fsub float %25, %35
  %40 = fsub float %26, %36
  %41 = fsub float %27, %37
  %42 = fsub float %28, %38
  %43 = fmul float %39, 3.125000e-02
  %44 = fmul float %40, 3.125000e-02
  %45 = fmul float %41, 3.125000e-02
  %46 = fmul float %42, 3.125000e-02
  %47 = zext nneg i32 %5 to i64
  %48 = icmp samesign ult i32 %10, 4
  %49 = select i1 %16, float %43, float 0.000000e+00
  %50 = select i1 %16, float %44, float 0.000000e+00
  %51 = select i1 %16, float %45, float 0.000000e+00
  %52 = select i1 %16, float %46, float 0.000000e+00
  %53 = and i32 %6, 56
  %54 = shl nuw nsw i32 %8, 1
  %55 = zext nneg i32 %54 to i64
  %narrow = add nuw nsw i32 %11, %53
  %56 = zext nneg i32 %narrow to i64
  %.idx = shl nuw nsw i64 %47, 8
  %57 = getelementptr i8, ptr addrspace(1) %3, i64 %.idx
  %58 = getelementptr [4 x i8], ptr addrspace(1) %57, i64 %56
  %59 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %58, i1 %48) #4
  %60 = extractvalue { i32, i32 } %59, 0
  %61 = extractvalue { i32, i32 } %59, 1
  %62 = bitcast i32 %60 to float
  %63 = bitcast i32 %61 to float
  %64 = select i1 %48, float %62, float 0.000000e+00
  %65 = select i1 %48, float %63, float 0.000000e+00
  %66 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %49) #4
  %67 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %50) #4
  %68 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %51) #4
  %69 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %52) #4
  %70 = shl nuw nsw i32 %6, 4
  %71 = shl nuw nsw i32 %6, 1
  %72 = and i32 %71, 48
  %73 = xor i32 %72, %70
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %74
  %76 = insertelement <4 x float> poison, float %66, i64 0
  %77 = insertelement <4 x float> %76, float %67, i64 1
  %78 = insertelement <4 x float> %77, float %68, i64 2
  %79 = insertelement <4 x float> %78, float %69, i64 3
  store <4 x float> %79, ptr addrspace(3) %75, align 16
  %80 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %64) #4
  %81 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %65) #4
  %82 = shl nuw nsw i32 %6, 3
  %83 = and i32 %6, 48
  %84 = xor i32 %82, %83
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %85
  %87 = getelementptr i8, ptr addrspace(3) %86, i64 1024
  %88 = insertelement <2 x float> poison, float %80, i64 0
  %89 = insertelement <2 x float> %88, float %81, i64 1
  store <2 x float> %89, ptr addrspace(3) %87, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = shl nuw nsw i32 %6, 6
  %91 = and i32 %90, 960
  %92 = and i32 %82, 48
  %93 = and i32 %6, 16
  %94 = xor i32 %92, %93
  %95 = or disjoint i32 %94, %91
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %96
  %98 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %97)
  %99 = extractvalue { i32, i32, i32, i32 } %98, 0
  %100 = extractvalue { i32, i32, i32, i32 } %98, 1
  %101 = extractvalue { i32, i32, i32, i32 } %98, 2
  %102 = extractvalue { i32, i32, i32, i32 } %98, 3
  %103 = xor i32 %95, 32
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %104
  %106 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %105)
  %107 = extractvalue { i32, i32, i32, i32 } %106, 0
  %108 = extractvalue { i32, i32, i32, i32 } %106, 1
  %109 = extractvalue { i32, i32, i32, i32 } %106, 2
  %110 = extractvalue { i32, i32, i32, i32 } %106, 3
  %111 = shl nuw nsw i32 %10, 6
  %112 = xor i32 %92, %72
  %113 = or disjoint i32 %112, %111
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %114
  %116 = getelementptr i8, ptr addrspace(3) %115, i64 1024
  %117 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %116)
  %118 = extractvalue { i32, i32, i32, i32 } %117, 0
  %119 = extractvalue { i32, i32, i32, i32 } %117, 1
  %120 = extractvalue { i32, i32, i32, i32 } %117, 2
  %121 = extractvalue { i32, i32, i32, i32 } %117, 3
  %122 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %99, i32 %100, i32 %101, i32 %102, i32 %118, i32 %119) #4
  %123 = extractvalue { float, float, float, float } %122, 0
  %124 = extractvalue { float, float, float, float } %122, 1
  %125 = extractvalue { float, float, float, float } %122, 2
  %126 = extractvalue { float, float, float, float } %122, 3
  %127 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %123, float %124, float %125, float %126, i32 %107, i32 %108, i32 %109, i32 %110, i32 %120, i32 %121) #4
  %128 = extractvalue { float, float, float, float } %127, 0
  %129 = extractvalue { float, float, float, float } %127, 1
  %130 = extractvalue { float, float, float, float } %127, 2
  %131 = extractvalue { float, float, float, float } %127, 3
  %.idx1 = shl nuw nsw i64 %47, 5
  %132 = getelementptr i8, ptr addrspace(1) %4, i64 %.idx1
  %.idx2 = shl nuw nsw i64 %12, 6
  %133 = getelementptr i8, ptr addrspace(1) %132, i64 %.idx2
  %134 = getelementptr [4 x i8], ptr addrspace(1) %133, i64 %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %135 = shl nuw nsw i32 %8, 5
  %136 = and i32 %71, 24
  %137 = shl nuw nsw i32 %93, 3
  %138 = or disjoint i32 %136, %137
  %139 = or disjoint i32 %138, %135
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %140
  %142 = insertelement <2 x float> poison, float %128, i64 0
  %143 = insertelement <2 x float> %142, float %129, i64 1
  store <2 x float> %143, ptr addrspace(3) %141, align 8
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %141, i64 256
  %145 = insertelement <2 x float> poison, float %130, i64 0
  %146 = insertelement <2 x float> %145, float %131, i64 1
  store <2 x float> %146, ptr addrspace(3) %144, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %147 = shl nuw nsw i32 %83, 3
  %148 = or disjoint i32 %135, %147
  %149 = or disjoint i32 %148, %136
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %150
  %152 = load <2 x i32>, ptr addrspace(3) %151, align 8
  %.extract5 = extractelement <2 x i32> %152, i32 0
  %.extract46 = extractelement <2 x i32> %152, i32 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %.extract5, i32 %.extract46, ptr addrspace(1) %134, i1 %14) #4
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
