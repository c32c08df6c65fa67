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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #2

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot(ptr noalias align 16 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 16 dereferenceable(32) %arg2, ptr noalias align 256 dereferenceable(128) %arg3) local_unnamed_addr #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 3
  %8 = shl nuw nsw i32 %7, 2
  %9 = icmp samesign ult i32 %6, 16
  %10 = shl nuw nsw i32 %6, 2
  %11 = and i32 %10, 240
  %12 = or disjoint i32 %8, %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %13
  %15 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %14, i1 %9) #4
  %16 = extractvalue { i32, i32 } %15, 0
  %17 = extractvalue { i32, i32 } %15, 1
  %extelt.offset1 = lshr i32 %17, 16
  %18 = trunc nuw i32 %extelt.offset1 to i16
  %19 = shl nuw nsw i32 %6, 3
  %20 = and i32 %19, 376
  %21 = and i32 %6, 16
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i32 0, i32 144
  %24 = xor i32 %23, %20
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %25
  %27 = trunc i32 %17 to i16
  %28 = insertelement <2 x i32> poison, i32 %16, i64 0
  %29 = bitcast <2 x i32> %28 to <4 x i16>
  %30 = insertelement <4 x i16> %29, i16 %27, i64 2
  %31 = insertelement <4 x i16> %30, i16 %18, i64 3
  store <4 x i16> %31, ptr addrspace(3) %26, align 8
  %32 = zext nneg i32 %5 to i64
  %33 = shl nuw nsw i64 %32, 3
  %34 = shl nuw nsw i32 %7, 1
  %35 = zext nneg i32 %34 to i64
  %36 = or disjoint i32 %34, %11
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %33
  %39 = getelementptr [2 x i8], ptr addrspace(1) %38, i64 %37
  %40 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %39) #4
  %41 = zext nneg i32 %10 to i64
  %42 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %41
  %43 = getelementptr i8, ptr addrspace(3) %42, i64 512
  store i32 %40, ptr addrspace(3) %43, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = shl nuw nsw i32 %6, 5
  %45 = and i32 %44, 352
  %46 = and i32 %6, 4
  %47 = icmp eq i32 %46, 0
  %48 = select i1 %47, i32 0, i32 144
  %49 = xor i32 %48, %21
  %50 = or disjoint i32 %49, %45
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %51
  %53 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %52)
  %54 = extractvalue { i32, i32, i32, i32 } %53, 0
  %55 = extractvalue { i32, i32, i32, i32 } %53, 1
  %56 = extractvalue { i32, i32, i32, i32 } %53, 2
  %57 = extractvalue { i32, i32, i32, i32 } %53, 3
  %58 = shl nuw nsw i32 %6, 4
  %59 = and i32 %58, 240
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %60
  %62 = getelementptr i8, ptr addrspace(3) %61, i64 512
  %63 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %62)
  %64 = extractvalue { i32, i32 } %63, 0
  %65 = extractvalue { i32, i32 } %63, 1
  %66 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %54, i32 %55, i32 %56, i32 %57, i32 %64, i32 %65) #4
  %67 = extractvalue { float, float, float, float } %66, 0
  %68 = extractvalue { float, float, float, float } %66, 1
  %69 = extractvalue { float, float, float, float } %66, 2
  %70 = extractvalue { float, float, float, float } %66, 3
  %71 = fptrunc float %67 to bfloat
  %72 = fptrunc float %68 to bfloat
  %73 = fptrunc float %69 to bfloat
  %74 = fptrunc float %70 to bfloat
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = shl nuw nsw i32 %7, 5
  %76 = and i32 %6, 28
  %77 = or disjoint i32 %75, %76
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %78
  %80 = insertelement <2 x bfloat> poison, bfloat %71, i64 0
  %81 = insertelement <2 x bfloat> %80, bfloat %72, i64 1
  store <2 x bfloat> %81, ptr addrspace(3) %79, align 4
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i64 128
  %83 = insertelement <2 x bfloat> poison, bfloat %73, i64 0
  %84 = insertelement <2 x bfloat> %83, bfloat %74, i64 1
  store <2 x bfloat> %84, ptr addrspace(3) %82, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %85 = and i32 %10, 128
  %86 = or disjoint i32 %76, %85
  %87 = or disjoint i32 %86, %75
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %88
  %90 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %33
  %91 = getelementptr [2 x i8], ptr addrspace(1) %90, i64 %35
  %92 = load <2 x bfloat>, ptr addrspace(3) %89, align 4
  %93 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %91) #4
  %94 = bitcast i32 %93 to <2 x bfloat>
  %95 = fadd <2 x bfloat> %92, %94
  %96 = getelementptr [2 x i8], ptr addrspace(1) %4, i64 %33
  %97 = getelementptr [2 x i8], ptr addrspace(1) %96, i64 %37
  %98 = bitcast <2 x bfloat> %95 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %98, ptr addrspace(1) %97, i1 %9) #4
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
