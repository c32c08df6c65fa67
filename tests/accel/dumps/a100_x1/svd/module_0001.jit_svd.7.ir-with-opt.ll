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
define ptx_kernel void @gemm_fusion_dot_general_1(ptr noalias align 256 dereferenceable(4) %arg0, ptr noalias align 256 dereferenceable(256) %arg1, ptr noalias align 256 dereferenceable(32) %arg2, ptr noalias nofree readnone align 256 captures(none) dereferenceable(4) %arg3, ptr noalias align 256 dereferenceable(256) %arg4, ptr noalias align 256 dereferenceable(256) %arg5) local_unnamed_addr #2 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %6 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %1) #3
  %7 = icmp eq i32 %6, 0
  %8 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 3
  %10 = shl nuw nsw i32 %9, 2
  %11 = lshr i32 %8, 2
  %12 = zext nneg i32 %10 to i64
  %13 = zext nneg i32 %11 to i64
  %14 = icmp samesign ult i32 %9, 2
  %15 = icmp samesign ult i32 %8, 32
  %16 = and i1 %15, %14
  %17 = shl nuw nsw i64 %13, 3
  %18 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %17
  %19 = getelementptr [4 x i8], ptr addrspace(1) %18, i64 %12
  %20 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %19, i1 %16) #3
  %21 = extractvalue { i32, i32, i32, i32 } %20, 0
  %22 = extractvalue { i32, i32, i32, i32 } %20, 1
  %23 = extractvalue { i32, i32, i32, i32 } %20, 2
  %24 = extractvalue { i32, i32, i32, i32 } %20, 3
  %25 = bitcast i32 %21 to float
  %26 = bitcast i32 %22 to float
  %27 = bitcast i32 %23 to float
  %28 = bitcast i32 %24 to float
  %29 = select i1 %7, float %25, float +qnan
  %30 = select i1 %7, float %26, float +qnan
  %31 = select i1 %7, float %27, float +qnan
  %32 = select i1 %7, float %28, float +qnan
  %33 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %13
  %34 = tail call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %33, i1 %15) #3
  %35 = bitcast i32 %34 to float
  %36 = fmul float %29, %35
  %37 = fmul float %30, %35
  %38 = fmul float %31, %35
  %39 = fmul float %32, %35
  %40 = select i1 %15, float %36, float 0.000000e+00
  %41 = select i1 %15, float %37, float 0.000000e+00
  %42 = select i1 %15, float %38, float 0.000000e+00
  %43 = select i1 %15, float %39, float 0.000000e+00
  %44 = shl nuw nsw i32 %9, 1
  %45 = zext nneg i32 %44 to i64
  %46 = or disjoint i64 %17, %45
  %47 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %46
  %48 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %47, i1 %15) #3
  %49 = extractvalue { i32, i32 } %48, 0
  %50 = extractvalue { i32, i32 } %48, 1
  %51 = bitcast i32 %49 to float
  %52 = bitcast i32 %50 to float
  %53 = select i1 %7, float %51, float +qnan
  %54 = select i1 %7, float %52, float +qnan
  %55 = select i1 %15, float %53, float 0.000000e+00
  %56 = select i1 %15, float %54, float 0.000000e+00
  %57 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %40) #3
  %58 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %41) #3
  %59 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %42) #3
  %60 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %43) #3
  %61 = shl nuw nsw i32 %8, 4
  %62 = and i32 %61, 880
  %63 = and i32 %8, 8
  %64 = icmp eq i32 %63, 0
  %65 = select i1 %64, i32 0, i32 160
  %66 = xor i32 %65, %62
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %67
  %69 = insertelement <4 x float> poison, float %57, i64 0
  %70 = insertelement <4 x float> %69, float %58, i64 1
  %71 = insertelement <4 x float> %70, float %59, i64 2
  %72 = insertelement <4 x float> %71, float %60, i64 3
  store <4 x float> %72, ptr addrspace(3) %68, align 16
  %73 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %55) #3
  %74 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %56) #3
  %75 = shl nuw nsw i32 %8, 3
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %76
  %78 = getelementptr i8, ptr addrspace(3) %77, i64 1024
  %79 = insertelement <2 x float> poison, float %73, i64 0
  %80 = insertelement <2 x float> %79, float %74, i64 1
  store <2 x float> %80, ptr addrspace(3) %78, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = and i32 %8, 28
  %82 = shl nuw nsw i32 %8, 6
  %83 = and i32 %82, 64
  %84 = and i32 %8, 2
  %85 = icmp eq i32 %84, 0
  %86 = select i1 %85, i32 0, i32 160
  %87 = or disjoint i32 %83, %86
  %88 = or disjoint i32 %87, %81
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %89
  %91 = load i32, ptr addrspace(3) %90, align 4
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i64 256
  %93 = load i32, ptr addrspace(3) %92, align 4
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i64 512
  %95 = load i32, ptr addrspace(3) %94, align 4
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i64 768
  %97 = load i32, ptr addrspace(3) %96, align 4
  %98 = xor i32 %88, 32
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %99
  %101 = load i32, ptr addrspace(3) %100, align 4
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i64 256
  %103 = load i32, ptr addrspace(3) %102, align 4
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i64 512
  %105 = load i32, ptr addrspace(3) %104, align 4
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i64 768
  %107 = load i32, ptr addrspace(3) %106, align 4
  %108 = shl nuw nsw i32 %9, 5
  %109 = or disjoint i32 %108, %81
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %110
  %112 = getelementptr i8, ptr addrspace(3) %111, i64 1024
  %113 = load i32, ptr addrspace(3) %112, align 4
  %114 = getelementptr i8, ptr addrspace(3) %111, i64 1152
  %115 = load i32, ptr addrspace(3) %114, align 4
  %116 = getelementptr i8, ptr addrspace(3) %111, i64 1280
  %117 = load i32, ptr addrspace(3) %116, align 4
  %118 = getelementptr i8, ptr addrspace(3) %111, i64 1408
  %119 = load i32, ptr addrspace(3) %118, align 4
  %120 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %91, i32 %101, i32 %93, i32 %103, i32 %113, i32 %115) #3
  %121 = extractvalue { float, float, float, float } %120, 0
  %122 = extractvalue { float, float, float, float } %120, 1
  %123 = extractvalue { float, float, float, float } %120, 2
  %124 = extractvalue { float, float, float, float } %120, 3
  %125 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %121, float %122, float %123, float %124, i32 %95, i32 %105, i32 %97, i32 %107, i32 %117, i32 %119) #3
  %126 = extractvalue { float, float, float, float } %125, 0
  %127 = extractvalue { float, float, float, float } %125, 1
  %128 = extractvalue { float, float, float, float } %125, 2
  %129 = extractvalue { float, float, float, float } %125, 3
  %130 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %131 = shl nuw nsw i32 %8, 1
  %132 = and i32 %131, 24
  %133 = and i32 %75, 128
  %134 = or disjoint i32 %132, %133
  %135 = or disjoint i32 %134, %108
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %136
  %138 = insertelement <2 x float> poison, float %126, i64 0
  %139 = insertelement <2 x float> %138, float %127, i64 1
  store <2 x float> %139, ptr addrspace(3) %137, align 8
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) %137, i64 256
  %141 = insertelement <2 x float> poison, float %128, i64 0
  %142 = insertelement <2 x float> %141, float %129, i64 1
  store <2 x float> %142, ptr addrspace(3) %140, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %143 = and i32 %75, 384
  %144 = or disjoint i32 %108, %143
  %145 = or disjoint i32 %144, %132
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %146
  %148 = load <2 x i32>, ptr addrspace(3) %147, align 8
  %.extract3 = extractelement <2 x i32> %148, i32 0
  %.extract24 = extractelement <2 x i32> %148, i32 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %.extract3, i32 %.extract24, ptr addrspace(1) %130, i1 %15) #3
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
