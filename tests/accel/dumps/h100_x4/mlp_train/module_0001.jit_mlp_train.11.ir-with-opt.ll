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

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_5(ptr noalias align 16 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(256) %arg1, ptr noalias align 256 dereferenceable(256) %arg2, ptr noalias align 256 dereferenceable(1024) %arg3) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = shl nuw nsw i64 %6, 3
  %8 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 3
  %10 = shl nuw nsw i32 %9, 2
  %11 = icmp samesign ult i32 %8, 16
  %12 = shl nuw nsw i32 %8, 2
  %13 = and i32 %12, 240
  %14 = shl nuw nsw i32 %9, 1
  %15 = or disjoint i32 %14, %13
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %7
  %18 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %16
  %19 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %18, i1 %11) #0
  %20 = extractvalue { i32, i32 } %19, 0
  %21 = extractvalue { i32, i32 } %19, 1
  %22 = bitcast i32 %20 to float
  %23 = bitcast i32 %21 to float
  %24 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %7
  %25 = getelementptr [4 x i8], ptr addrspace(1) %24, i64 %16
  %26 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %25, i1 %11) #0
  %27 = extractvalue { i32, i32 } %26, 0
  %28 = extractvalue { i32, i32 } %26, 1
  %29 = bitcast i32 %27 to float
  %30 = bitcast i32 %28 to float
  %31 = fsub float 1.000000e+00, %29
  %32 = fsub float 1.000000e+00, %30
  %33 = fmul float %31, %22
  %34 = fmul float %32, %23
  %35 = fmul float %33, %29
  %36 = fmul float %34, %30
  %37 = fadd float %33, %35
  %38 = fadd float %34, %36
  %39 = select i1 %11, float %37, float 0.000000e+00
  %40 = select i1 %11, float %38, float 0.000000e+00
  %41 = or disjoint i32 %13, %10
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %42
  %44 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %43, i1 %11) #0
  %45 = extractvalue { i32, i32, i32, i32 } %44, 0
  %46 = extractvalue { i32, i32, i32, i32 } %44, 1
  %47 = extractvalue { i32, i32, i32, i32 } %44, 2
  %48 = extractvalue { i32, i32, i32, i32 } %44, 3
  %49 = bitcast i32 %45 to float
  %50 = bitcast i32 %46 to float
  %51 = bitcast i32 %47 to float
  %52 = bitcast i32 %48 to float
  %53 = select i1 %11, float %49, float 0.000000e+00
  %54 = select i1 %11, float %50, float 0.000000e+00
  %55 = select i1 %11, float %51, float 0.000000e+00
  %56 = select i1 %11, float %52, float 0.000000e+00
  %57 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %53) #0
  %58 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %54) #0
  %59 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %55) #0
  %60 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %56) #0
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
  %73 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %39) #0
  %74 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %40) #0
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
  %120 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %91, i32 %101, i32 %93, i32 %103, i32 %113, i32 %115) #0
  %121 = extractvalue { float, float, float, float } %120, 0
  %122 = extractvalue { float, float, float, float } %120, 1
  %123 = extractvalue { float, float, float, float } %120, 2
  %124 = extractvalue { float, float, float, float } %120, 3
  %125 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %121, float %122, float %123, float %124, i32 %95, i32 %105, i32 %97, i32 %107, i32 %117, i32 %119) #0
  %126 = extractvalue { float, float, float, float } %125, 0
  %127 = extractvalue { float, float, float, float } %125, 1
  %128 = extractvalue { float, float, float, float } %125, 2
  %129 = extractvalue { float, float, float, float } %125, 3
  %130 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %7
  %131 = getelementptr [4 x i8], ptr addrspace(1) %130, i64 %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %132 = and i32 %61, 112
  %133 = shl nuw nsw i32 %63, 5
  %134 = and i32 %75, 128
  %135 = or disjoint i32 %133, %134
  %136 = or disjoint i32 %135, %132
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %137
  %139 = bitcast float %126 to i32
  %140 = bitcast float %127 to i32
  %141 = bitcast float %128 to i32
  %142 = bitcast float %129 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %138, i32 %139, i32 %140, i32 %141, i32 %142)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %143 = lshr i32 %8, 1
  %144 = or i32 %143, %8
  %145 = shl nuw nsw i32 %8, 5
  %146 = and i32 %145, 256
  %147 = shl nuw nsw i32 %144, 3
  %148 = and i32 %147, 128
  %149 = or disjoint i32 %146, %148
  %150 = or disjoint i32 %149, %132
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %151
  %153 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %152)
  %154 = extractvalue { i32, i32 } %153, 0
  %155 = extractvalue { i32, i32 } %153, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %154, i32 %155, ptr addrspace(1) %131) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(argmem: write) }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
