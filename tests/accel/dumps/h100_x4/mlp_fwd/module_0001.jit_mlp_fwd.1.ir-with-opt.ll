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

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot(ptr noalias align 16 dereferenceable(128) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 16 dereferenceable(32) %arg2, ptr noalias align 256 dereferenceable(128) %arg3) local_unnamed_addr #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg3 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
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
  %15 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, $2; mov.u32 $1, $3; @$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b"(i32 0, i32 0, ptr addrspace(1) %14, i1 %9) #0
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
  %40 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %39) #0
  %41 = and i32 %10, 128
  %.masked = shl i32 %6, 4
  %42 = and i32 %.masked, 240
  %43 = or i32 %41, %42
  %44 = zext i32 %43 to i64
  %45 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %44
  %46 = getelementptr i8, ptr addrspace(3) %45, i64 512
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %46, i32 %40)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = shl nuw nsw i32 %6, 5
  %48 = and i32 %47, 352
  %49 = and i32 %6, 4
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, i32 0, i32 144
  %52 = xor i32 %51, %21
  %53 = or disjoint i32 %52, %48
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %54
  %56 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %55)
  %57 = extractvalue { i32, i32, i32, i32 } %56, 0
  %58 = extractvalue { i32, i32, i32, i32 } %56, 1
  %59 = extractvalue { i32, i32, i32, i32 } %56, 2
  %60 = extractvalue { i32, i32, i32, i32 } %56, 3
  %61 = zext i32 %42 to i64
  %62 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %61
  %63 = getelementptr i8, ptr addrspace(3) %62, i64 512
  %64 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %63)
  %65 = extractvalue { i32, i32 } %64, 0
  %66 = extractvalue { i32, i32 } %64, 1
  %67 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %57, i32 %58, i32 %59, i32 %60, i32 %65, i32 %66) #0
  %68 = extractvalue { float, float, float, float } %67, 0
  %69 = extractvalue { float, float, float, float } %67, 1
  %70 = extractvalue { float, float, float, float } %67, 2
  %71 = extractvalue { float, float, float, float } %67, 3
  %72 = fptrunc float %68 to bfloat
  %73 = fptrunc float %69 to bfloat
  %74 = fptrunc float %70 to bfloat
  %75 = fptrunc float %71 to bfloat
  %76 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %33
  %77 = getelementptr [2 x i8], ptr addrspace(1) %76, i64 %35
  %78 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %77) #0
  %79 = bitcast i32 %78 to <2 x bfloat>
  %80 = extractelement <2 x bfloat> %79, i64 0
  %81 = extractelement <2 x bfloat> %79, i64 1
  %82 = fadd bfloat %80, %72
  %83 = fadd bfloat %81, %73
  %84 = fadd bfloat %80, %74
  %85 = fadd bfloat %81, %75
  %86 = getelementptr [2 x i8], ptr addrspace(1) %4, i64 %33
  %87 = getelementptr [2 x i8], ptr addrspace(1) %86, i64 %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = insertelement <2 x bfloat> poison, bfloat %82, i64 0
  %89 = insertelement <2 x bfloat> %88, bfloat %83, i64 1
  %90 = bitcast <2 x bfloat> %89 to i32
  %91 = insertelement <2 x bfloat> poison, bfloat %84, i64 0
  %92 = insertelement <2 x bfloat> %91, bfloat %85, i64 1
  %93 = bitcast <2 x bfloat> %92 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %62, i32 %90, i32 %93)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %94 = tail call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %45)
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %94, ptr addrspace(1) %87, i1 %9) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(argmem: write) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
