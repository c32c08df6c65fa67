; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind
define ptx_kernel void @all_reduce_start_1_fusion(ptr noalias align 256 dereferenceable(1540) %arg0, ptr noalias align 256 dereferenceable(1540) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) local_unnamed_addr #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = shl i32 %5, 2
  %7 = or disjoint i32 %6, 1
  %8 = or disjoint i32 %6, 2
  %9 = or disjoint i32 %6, 3
  %10 = zext i32 %6 to i64
  %11 = icmp samesign ult i32 %5, 97
  %12 = icmp samesign ult i32 %7, 385
  %13 = icmp samesign ult i32 %8, 385
  %14 = icmp samesign ult i32 %9, 385
  %15 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %10
  %16 = getelementptr i8, ptr addrspace(1) %15, i64 4
  %17 = getelementptr i8, ptr addrspace(1) %15, i64 8
  %18 = getelementptr i8, ptr addrspace(1) %15, i64 12
  %19 = tail call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %15, i1 %11) #0
  %20 = tail call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %16, i1 %12) #0
  %21 = tail call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %17, i1 %13) #0
  %22 = tail call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %18, i1 %14) #0
  %23 = trunc i32 %arg3 to i1
  %24 = select i1 %23, i64 448, i64 0
  %25 = sext i32 %arg2 to i64
  %26 = getelementptr [8 x i8], ptr addrspace(1) %2, i64 %25
  %27 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %26) #0
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  %29 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %24
  %30 = getelementptr [4 x i8], ptr addrspace(1) %29, i64 %10
  %31 = getelementptr i8, ptr addrspace(1) %30, i64 4
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 8
  %33 = getelementptr i8, ptr addrspace(1) %30, i64 12
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %19, ptr addrspace(1) %30, i1 %11) #0
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %20, ptr addrspace(1) %31, i1 %12) #0
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %21, ptr addrspace(1) %32, i1 %13) #0
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %22, ptr addrspace(1) %33, i1 %14) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp samesign ult i32 %5, 2
  br i1 %34, label %35, label %.loopexit

35:                                               ; preds = %0
  %36 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = zext nneg i32 %5 to i64
  %38 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %37
  %39 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %38) #0
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = shl nuw i32 %36, 1
  %42 = add i32 %arg2, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr [4 x i8], ptr addrspace(1) %40, i64 %43
  store atomic i32 %arg3, ptr addrspace(1) %44 release, align 4
  %45 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %25
  %46 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %45) #0
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  %48 = sext i32 %41 to i64
  %49 = getelementptr [4 x i8], ptr addrspace(1) %47, i64 %48
  %50 = getelementptr [4 x i8], ptr addrspace(1) %49, i64 %37
  br label %51

51:                                               ; preds = %51, %35
  %52 = load atomic i32, ptr addrspace(1) %50 acquire, align 4
  %.not = icmp ult i32 %52, %arg3
  br i1 %.not, label %51, label %.loopexit

.loopexit:                                        ; preds = %51, %0
  %53 = icmp ult i32 %9, 385
  %54 = icmp ult i32 %8, 385
  %55 = icmp ult i32 %7, 385
  %56 = icmp ult i32 %5, 97
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %2) #0
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = getelementptr [4 x i8], ptr addrspace(1) %58, i64 %24
  %60 = getelementptr [4 x i8], ptr addrspace(1) %59, i64 %10
  %61 = getelementptr i8, ptr addrspace(1) %60, i64 4
  %62 = getelementptr i8, ptr addrspace(1) %60, i64 8
  %63 = getelementptr i8, ptr addrspace(1) %60, i64 12
  %64 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %60, i1 %56) #0
  %65 = bitcast i32 %64 to float
  %66 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %61, i1 %55) #0
  %67 = bitcast i32 %66 to float
  %68 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %62, i1 %54) #0
  %69 = bitcast i32 %68 to float
  %70 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %63, i1 %53) #0
  %71 = bitcast i32 %70 to float
  %72 = getelementptr i8, ptr addrspace(1) %2, i64 8
  %73 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %72) #0
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  %75 = getelementptr [4 x i8], ptr addrspace(1) %74, i64 %24
  %76 = getelementptr [4 x i8], ptr addrspace(1) %75, i64 %10
  %77 = getelementptr i8, ptr addrspace(1) %76, i64 4
  %78 = getelementptr i8, ptr addrspace(1) %76, i64 8
  %79 = getelementptr i8, ptr addrspace(1) %76, i64 12
  %80 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %76, i1 %56) #0
  %81 = bitcast i32 %80 to float
  %82 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %77, i1 %55) #0
  %83 = bitcast i32 %82 to float
  %84 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %78, i1 %54) #0
  %85 = bitcast i32 %84 to float
  %86 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %79, i1 %53) #0
  %87 = bitcast i32 %86 to float
  %88 = fadd float %65, %81
  %89 = fadd float %67, %83
  %90 = fadd float %69, %85
  %91 = fadd float %71, %87
  %92 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %10
  %93 = getelementptr i8, ptr addrspace(1) %92, i64 4
  %94 = getelementptr i8, ptr addrspace(1) %92, i64 8
  %95 = getelementptr i8, ptr addrspace(1) %92, i64 12
  %96 = bitcast float %88 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %96, ptr addrspace(1) %92, i1 %56) #0
  %97 = bitcast float %89 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %97, ptr addrspace(1) %93, i1 %55) #0
  %98 = bitcast float %90 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %98, ptr addrspace(1) %94, i1 %54) #0
  %99 = bitcast float %91 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %99, ptr addrspace(1) %95, i1 %53) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "nvvm.reqntid"="128,1,1" }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
