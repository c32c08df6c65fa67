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

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot(ptr noalias align 16 dereferenceable(512) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(1024) %arg2) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 2
  %7 = and i32 %5, 3
  %8 = shl nuw nsw i32 %7, 2
  %9 = zext nneg i32 %6 to i64
  %10 = zext nneg i32 %8 to i64
  %11 = shl nuw nsw i64 %9, 5
  %12 = zext nneg i32 %4 to i64
  %13 = shl nuw nsw i64 %12, 3
  %14 = shl nuw nsw i64 %9, 4
  %15 = shl nuw nsw i32 %7, 1
  %16 = zext nneg i32 %15 to i64
  %17 = or disjoint i64 %14, %16
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %11
  %invariant.gep6 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %10
  %18 = shl nuw nsw i32 %5, 2
  %19 = and i32 %18, 128
  %.masked1 = shl nuw nsw i32 %5, 4
  %20 = and i32 %.masked1, 240
  %21 = or i32 %19, %20
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %22
  %24 = zext nneg i32 %20 to i64
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %24
  %26 = getelementptr i8, ptr addrspace(1) %2, i64 %13
  %invariant.gep8 = getelementptr i8, ptr addrspace(1) %26, i64 %17
  %27 = shl nuw nsw i32 %5, 1
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %28
  %30 = shl nuw nsw i32 %7, 5
  %31 = and i32 %6, 7
  %32 = or disjoint i32 %30, %31
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) %34, i64 8
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) %34, i64 16
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) %34, i64 24
  %38 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %invariant.gep6) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %23, i32 %38)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %39 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %25)
  %40 = extractvalue { i32, i32 } %39, 0
  %41 = extractvalue { i32, i32 } %39, 1
  %42 = tail call i16 asm sideeffect "mov.u16 $0, 0x0; ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %invariant.gep8) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i16 %42, ptr addrspace(3) %29, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = load i8, ptr addrspace(3) %34, align 1
  %44 = load i8, ptr addrspace(3) %35, align 1
  %45 = load i8, ptr addrspace(3) %36, align 1
  %46 = load i8, ptr addrspace(3) %37, align 1
  %.extract = trunc i32 %40 to i16
  %47 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract) #0
  %extelt.offset = lshr i32 %40, 16
  %.extract2 = trunc nuw i32 %extelt.offset to i16
  %48 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract2) #0
  %.extract3 = trunc i32 %41 to i16
  %49 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract3) #0
  %extelt.offset5 = lshr i32 %41, 16
  %.extract4 = trunc nuw i32 %extelt.offset5 to i16
  %50 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract4) #0
  %51 = insertelement <2 x i8> poison, i8 %43, i64 0
  %52 = insertelement <2 x i8> %51, i8 %44, i64 1
  %53 = bitcast <2 x i8> %52 to i16
  %54 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %53) #0
  %55 = insertelement <2 x i8> poison, i8 %45, i64 0
  %56 = insertelement <2 x i8> %55, i8 %46, i64 1
  %57 = bitcast <2 x i8> %56 to i16
  %58 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %57) #0
  %59 = bitcast <2 x half> %47 to i32
  %60 = bitcast <2 x half> %49 to i32
  %61 = bitcast <2 x half> %48 to i32
  %62 = bitcast <2 x half> %50 to i32
  %63 = bitcast <2 x half> %54 to i32
  %64 = bitcast <2 x half> %58 to i32
  %65 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %59, i32 %60, i32 %61, i32 %62, i32 %63, i32 %64) #0
  %66 = extractvalue { float, float, float, float } %65, 0
  %67 = extractvalue { float, float, float, float } %65, 1
  %68 = extractvalue { float, float, float, float } %65, 2
  %69 = extractvalue { float, float, float, float } %65, 3
  %gep7.1 = getelementptr i8, ptr addrspace(1) %invariant.gep6, i64 16
  %70 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %gep7.1) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %23, i32 %70)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %71 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %25)
  %72 = extractvalue { i32, i32 } %71, 0
  %73 = extractvalue { i32, i32 } %71, 1
  %gep.1 = getelementptr i8, ptr addrspace(1) %invariant.gep8, i64 256
  %74 = tail call i16 asm sideeffect "mov.u16 $0, 0x0; ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %gep.1) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i16 %74, ptr addrspace(3) %29, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = load i8, ptr addrspace(3) %34, align 1
  %76 = load i8, ptr addrspace(3) %35, align 1
  %77 = load i8, ptr addrspace(3) %36, align 1
  %78 = load i8, ptr addrspace(3) %37, align 1
  %.extract.1 = trunc i32 %72 to i16
  %79 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract.1) #0
  %extelt.offset.1 = lshr i32 %72, 16
  %.extract2.1 = trunc nuw i32 %extelt.offset.1 to i16
  %80 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract2.1) #0
  %.extract3.1 = trunc i32 %73 to i16
  %81 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract3.1) #0
  %extelt.offset5.1 = lshr i32 %73, 16
  %.extract4.1 = trunc nuw i32 %extelt.offset5.1 to i16
  %82 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %.extract4.1) #0
  %83 = insertelement <2 x i8> poison, i8 %75, i64 0
  %84 = insertelement <2 x i8> %83, i8 %76, i64 1
  %85 = bitcast <2 x i8> %84 to i16
  %86 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %85) #0
  %87 = insertelement <2 x i8> poison, i8 %77, i64 0
  %88 = insertelement <2 x i8> %87, i8 %78, i64 1
  %89 = bitcast <2 x i8> %88 to i16
  %90 = tail call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %89) #0
  %91 = bitcast <2 x half> %79 to i32
  %92 = bitcast <2 x half> %81 to i32
  %93 = bitcast <2 x half> %80 to i32
  %94 = bitcast <2 x half> %82 to i32
  %95 = bitcast <2 x half> %86 to i32
  %96 = bitcast <2 x half> %90 to i32
  %97 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %66, float %67, float %68, float %69, i32 %91, i32 %92, i32 %93, i32 %94, i32 %95, i32 %96) #0
  %98 = extractvalue { float, float, float, float } %97, 0
  %99 = extractvalue { float, float, float, float } %97, 1
  %100 = extractvalue { float, float, float, float } %97, 2
  %101 = extractvalue { float, float, float, float } %97, 3
  %102 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %13
  %103 = getelementptr [4 x i8], ptr addrspace(1) %102, i64 %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %104 = and i32 %.masked1, 112
  %105 = shl nuw nsw i32 %5, 5
  %106 = and i32 %105, 256
  %107 = shl nuw nsw i32 %5, 3
  %108 = and i32 %107, 128
  %109 = or disjoint i32 %104, %106
  %110 = or disjoint i32 %109, %108
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %111
  %113 = bitcast float %98 to i32
  %114 = bitcast float %99 to i32
  %115 = bitcast float %100 to i32
  %116 = bitcast float %101 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %112, i32 %113, i32 %114, i32 %115, i32 %116)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = or i32 %108, %19
  %118 = or disjoint i32 %117, %109
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %119
  %121 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %120)
  %122 = extractvalue { i32, i32 } %121, 0
  %123 = extractvalue { i32, i32 } %121, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %122, i32 %123, ptr addrspace(1) %103) #0
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
