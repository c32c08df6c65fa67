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
define ptx_kernel void @gemm_fusion_dot_general_1(ptr noalias align 256 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(32) %arg1, ptr noalias align 256 dereferenceable(256) %arg2, ptr noalias align 256 dereferenceable(256) %arg3, ptr noalias align 256 dereferenceable(256) %arg4) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = addrspacecast ptr %arg4 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %6 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 3
  %8 = shl nuw nsw i32 %7, 2
  %9 = and i32 %6, 7
  %10 = shl nuw nsw i32 %9, 1
  %11 = zext nneg i32 %10 to i64
  %12 = icmp samesign ult i32 %7, 2
  %13 = icmp samesign ult i32 %9, 4
  %14 = icmp samesign ult i32 %6, 32
  %15 = and i1 %14, %12
  %16 = shl nuw nsw i32 %6, 1
  %17 = and i32 %16, 120
  %narrow = add nuw nsw i32 %17, %8
  %18 = zext nneg i32 %narrow to i64
  %19 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %18
  %20 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %19, i1 %15) #0
  %21 = extractvalue { i32, i32, i32, i32 } %20, 0
  %22 = extractvalue { i32, i32, i32, i32 } %20, 1
  %23 = extractvalue { i32, i32, i32, i32 } %20, 2
  %24 = extractvalue { i32, i32, i32, i32 } %20, 3
  %25 = bitcast i32 %21 to float
  %26 = bitcast i32 %22 to float
  %27 = bitcast i32 %23 to float
  %28 = bitcast i32 %24 to float
  %29 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %11
  %30 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; @$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l,b"(ptr addrspace(1) %29, i1 %13) #0
  %31 = extractvalue { i32, i32 } %30, 0
  %32 = extractvalue { i32, i32 } %30, 1
  %33 = add i32 %31, -1
  %34 = add i32 %32, -1
  %35 = and i32 %6, 56
  %36 = shl nuw nsw i32 %7, 1
  %narrow1 = add nuw nsw i32 %10, %35
  %37 = zext nneg i32 %narrow1 to i64
  %38 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %37
  %39 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; @$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l,b"(ptr addrspace(1) %38, i1 %13) #0
  %40 = extractvalue { i32, i32 } %39, 0
  %41 = extractvalue { i32, i32 } %39, 1
  %.not = icmp slt i32 %33, %40
  %.not2 = icmp slt i32 %34, %41
  %42 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %37
  %43 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %42, i1 %13) #0
  %44 = extractvalue { i32, i32 } %43, 0
  %45 = extractvalue { i32, i32 } %43, 1
  %46 = bitcast i32 %44 to float
  %47 = bitcast i32 %45 to float
  %48 = select i1 %14, float %25, float 0.000000e+00
  %49 = select i1 %14, float %26, float 0.000000e+00
  %50 = select i1 %14, float %27, float 0.000000e+00
  %51 = select i1 %14, float %28, float 0.000000e+00
  %52 = select i1 %13, i1 %.not, i1 false
  %53 = select i1 %52, float %46, float 0.000000e+00
  %54 = select i1 %13, i1 %.not2, i1 false
  %55 = select i1 %54, float %47, float 0.000000e+00
  %56 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %48) #0
  %57 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %49) #0
  %58 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %50) #0
  %59 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %51) #0
  %60 = shl nuw nsw i32 %6, 4
  %61 = and i32 %60, 880
  %62 = and i32 %6, 8
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
  %72 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %53) #0
  %73 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %55) #0
  %74 = shl nuw nsw i32 %6, 3
  %75 = and i32 %6, 48
  %76 = xor i32 %74, %75
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %77
  %79 = getelementptr i8, ptr addrspace(3) %78, i64 1024
  %80 = insertelement <2 x float> poison, float %72, i64 0
  %81 = insertelement <2 x float> %80, float %73, i64 1
  store <2 x float> %81, ptr addrspace(3) %79, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %82 = and i32 %6, 28
  %83 = shl nuw nsw i32 %6, 6
  %84 = and i32 %83, 64
  %85 = and i32 %6, 2
  %86 = icmp eq i32 %85, 0
  %87 = select i1 %86, i32 0, i32 160
  %88 = or disjoint i32 %84, %82
  %89 = or disjoint i32 %88, %87
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %90
  %92 = load i32, ptr addrspace(3) %91, align 4
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) %91, i64 256
  %94 = load i32, ptr addrspace(3) %93, align 4
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %91, i64 512
  %96 = load i32, ptr addrspace(3) %95, align 4
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %91, i64 768
  %98 = load i32, ptr addrspace(3) %97, align 4
  %99 = xor i32 %89, 32
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %100
  %102 = load i32, ptr addrspace(3) %101, align 4
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i64 256
  %104 = load i32, ptr addrspace(3) %103, align 4
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i64 512
  %106 = load i32, ptr addrspace(3) %105, align 4
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i64 768
  %108 = load i32, ptr addrspace(3) %107, align 4
  %109 = shl nuw nsw i32 %9, 6
  %110 = xor i32 %74, %16
  %111 = and i32 %110, 48
  %112 = or disjoint i32 %111, %109
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %113
  %115 = getelementptr i8, ptr addrspace(3) %114, i64 1024
  %116 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %115)
  %117 = extractvalue { i32, i32, i32, i32 } %116, 0
  %118 = extractvalue { i32, i32, i32, i32 } %116, 1
  %119 = extractvalue { i32, i32, i32, i32 } %116, 2
  %120 = extractvalue { i32, i32, i32, i32 } %116, 3
  %121 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %92, i32 %102, i32 %94, i32 %104, i32 %117, i32 %118) #0
  %122 = extractvalue { float, float, float, float } %121, 0
  %123 = extractvalue { float, float, float, float } %121, 1
  %124 = extractvalue { float, float, float, float } %121, 2
  %125 = extractvalue { float, float, float, float } %121, 3
  %126 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %122, float %123, float %124, float %125, i32 %96, i32 %106, i32 %98, i32 %108, i32 %119, i32 %120) #0
  %127 = extractvalue { float, float, float, float } %126, 0
  %128 = extractvalue { float, float, float, float } %126, 1
  %129 = extractvalue { float, float, float, float } %126, 2
  %130 = extractvalue { float, float, float, float } %126, 3
  %131 = or disjoint i32 %36, %17
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %132
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = shl nuw nsw i32 %9, 4
  %135 = shl nuw nsw i32 %62, 5
  %136 = and i32 %74, 128
  %137 = or disjoint i32 %134, %135
  %138 = or disjoint i32 %137, %136
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %139
  %141 = bitcast float %127 to i32
  %142 = bitcast float %128 to i32
  %143 = bitcast float %129 to i32
  %144 = bitcast float %130 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %140, i32 %141, i32 %142, i32 %143, i32 %144)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %145 = lshr i32 %6, 1
  %146 = or i32 %145, %6
  %147 = and i32 %60, 112
  %148 = shl nuw nsw i32 %6, 5
  %149 = and i32 %148, 256
  %150 = shl nuw nsw i32 %146, 3
  %151 = and i32 %150, 128
  %152 = or disjoint i32 %147, %149
  %153 = or disjoint i32 %152, %151
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %154
  %156 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %155)
  %157 = extractvalue { i32, i32 } %156, 0
  %158 = extractvalue { i32, i32 } %156, 1
  tail call void asm sideeffect "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l,b"(i32 %157, i32 %158, ptr addrspace(1) %133, i1 %14) #0
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
