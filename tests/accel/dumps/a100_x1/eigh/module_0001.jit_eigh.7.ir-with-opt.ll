; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_general_1(ptr noalias align 256 dereferenceable(4) %arg0, ptr noalias align 256 dereferenceable(256) %arg1, ptr noalias align 256 dereferenceable(32) %arg2, ptr noalias nofree readnone align 256 captures(none) dereferenceable(4) %arg3, ptr noalias nofree readnone align 256 captures(none) dereferenceable(256) %arg4, ptr noalias align 256 dereferenceable(256) %arg5) local_unnamed_addr #2 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %5 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %1) #3
  %6 = icmp eq i32 %5, 0
  %7 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 3
  %9 = shl nuw nsw i32 %8, 2
  %10 = lshr i32 %7, 2
  %11 = zext nneg i32 %9 to i64
  %12 = zext nneg i32 %10 to i64
  %13 = icmp samesign ult i32 %8, 2
  %14 = icmp samesign ult i32 %7, 32
  %15 = and i1 %14, %13
  %16 = shl nuw nsw i64 %12, 3
  %17 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %16
  %18 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %11
  %19 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %18, i1 %15) #3
  %20 = extractvalue { i32, i32, i32, i32 } %19, 0
  %21 = extractvalue { i32, i32, i32, i32 } %19, 1
  %22 = extractvalue { i32, i32, i32, i32 } %19, 2
  %23 = extractvalue { i32, i32, i32, i32 } %19, 3
  %24 = bitcast i32 %20 to float
  %25 = bitcast i32 %21 to float
  %26 = bitcast i32 %22 to float
  %27 = bitcast i32 %23 to float
  %28 = select i1 %6, float %24, float +qnan
  %29 = select i1 %6, float %25, float +qnan
  %30 = select i1 %6, float %26, float +qnan
  %31 = select i1 %6, float %27, float +qnan
  %32 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %12
  %33 = tail call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %32, i1 %14) #3
  %34 = bitcast i32 %33 to float
  %35 = fmul float %28, %34
  %36 = fmul float %29, %34
  %37 = fmul float %30, %34
  %38 = fmul float %31, %34
  %39 = select i1 %14, float %35, float 0.000000e+00
  %40 = select i1 %14, float %36, float 0.000000e+00
  %41 = select i1 %14, float %37, float 0.000000e+00
  %42 = select i1 %14, float %38, float 0.000000e+00
  %43 = shl nuw nsw i32 %8, 1
  %44 = zext nneg i32 %43 to i64
  %45 = or disjoint i64 %16, %44
  %46 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %45
  %47 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %46, i1 %14) #3
  %48 = extractvalue { i32, i32 } %47, 0
  %49 = extractvalue { i32, i32 } %47, 1
  %50 = bitcast i32 %48 to float
  %51 = bitcast i32 %49 to float
  %52 = select i1 %6, float %50, float +qnan
  %53 = select i1 %6, float %51, float +qnan
  %54 = select i1 %14, float %52, float 0.000000e+00
  %55 = select i1 %14, float %53, float 0.000000e+00
  %56 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %39) #3
  %57 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %40) #3
  %58 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %41) #3
  %59 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %42) #3
  %60 = shl nuw nsw i32 %7, 4
  %61 = and i32 %60, 880
  %62 = and i32 %7, 8
  %63 = icmp eq i32 %62, 0
  %64 = select i1 %63, i32 0, i32 160
  %65 = xor i32 %64, %61
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %66
  %68 = insertelement <4 x float> poison, float %56, i64 0
  %69 = insertelement <4 x float> %68, float %57, i64 1
  %70 = insertelement <4 x float> %69, float %58, i64 2
  %71 = insertelement <4 x float> %70, float %59, i64 3
  store <4 x float> %71, ptr addrspace(3) %67, align 16
  %72 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %54) #3
  %73 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %55) #3
  %74 = shl nuw nsw i32 %7, 3
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %75
  %77 = getelementptr i8, ptr addrspace(3) %76, i64 1024
  %78 = insertelement <2 x float> poison, float %72, i64 0
  %79 = insertelement <2 x float> %78, float %73, i64 1
  store <2 x float> %79, ptr addrspace(3) %77, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = and i32 %7, 28
  %81 = shl nuw nsw i32 %7, 6
  %82 = and i32 %81, 64
  %83 = and i32 %7, 2
  %84 = icmp eq i32 %83, 0
  %85 = select i1 %84, i32 0, i32 160
  %86 = or disjoint i32 %82, %85
  %87 = or disjoint i32 %86, %80
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %88
  %90 = load i32, ptr addrspace(3) %89, align 4
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i64 256
  %92 = load i32, ptr addrspace(3) %91, align 4
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i64 512
  %94 = load i32, ptr addrspace(3) %93, align 4
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i64 768
  %96 = load i32, ptr addrspace(3) %95, align 4
  %97 = xor i32 %87, 32
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %98
  %100 = load i32, ptr addrspace(3) %99, align 4
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 256
  %102 = load i32, ptr addrspace(3) %101, align 4
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 512
  %104 = load i32, ptr addrspace(3) %103, align 4
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 768
  %106 = load i32, ptr addrspace(3) %105, align 4
  %107 = shl nuw nsw i32 %8, 5
  %108 = or disjoint i32 %107, %80
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %109
  %111 = getelementptr i8, ptr addrspace(3) %110, i64 1024
  %112 = load i32, ptr addrspace(3) %111, align 4
  %113 = getelementptr i8, ptr addrspace(3) %110, i64 1152
  %114 = load i32, ptr addrspace(3) %113, align 4
  %115 = getelementptr i8, ptr addrspace(3) %110, i64 1280
  %116 = load i32, ptr addrspace(3) %115, align 4
  %117 = getelementptr i8, ptr addrspace(3) %110, i64 1408
  %118 = load i32, ptr addrspace(3) %117, align 4
  %119 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %90, i32 %100, i32 %92, i32 %102, i32 %112, i32 %114) #3
  %120 = extractvalue { float, float, float, float } %119, 0
  %121 = extractvalue { float, float, float, float } %119, 1
  %122 = extractvalue { float, float, float, float } %119, 2
  %123 = extractvalue { float, float, float, float } %119, 3
  %124 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %120, float %121, float %122, float %123, i32 %94, i32 %104, i32 %96, i32 %106, i32 %116, i32 %118) #3
  %125 = extractvalue { float, float, float, float } %124, 0
  %126 = extractvalue { float, float, float, float } %124, 1
  %127 = extractvalue { float, float, float, float } %124, 2
  %128 = extractvalue { float, float, float, float } %124, 3
  %129 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %130 = shl nuw nsw i32 %7, 1
  %131 = and i32 %130, 24
  %132 = and i32 %74, 128
  %133 = or disjoint i32 %131, %132
  %134 = or disjoint i32 %133, %107
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %135
  %137 = insertelement <2 x float> poison, float %125, i64 0
  %138 = insertelement <2 x float> %137, float %126, i64 1
  store <2 x float> %138, ptr addrspace(3) %136, align 8
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) %136, i64 256
  %140 = insertelement <2 x float> poison, float %127, i64 0
  %141 = insertelement <2 x float> %140, float %128, i64 1
  store <2 x float> %141, ptr addrspace(3) %139, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %142 = and i32 %74, 384
  %143 = or disjoint i32 %107, %142
  %144 = or disjoint i32 %143, %131
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %145
  %147 = load <2 x i32>, ptr addrspace(3) %146, align 8
  %.extract3 = extractelement <2 x i32> %147, i32 0
  %.extract24 = extractelement <2 x i32> %147, i32 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %.extract3, i32 %.extract24, ptr addrspace(1) %129, i1 %14) #3
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
