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
define ptx_kernel void @all_reduce_start_fusion(ptr noalias align 256 dereferenceable(1184) %arg0, ptr noalias align 256 dereferenceable(1184) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) local_unnamed_addr #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = shl nuw nsw i32 %5, 2
  %7 = zext nneg i32 %6 to i64
  %8 = icmp samesign ult i32 %5, 74
  %9 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %7
  %10 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %9, i1 %8) #0
  %11 = extractvalue { i32, i32, i32, i32 } %10, 0
  %12 = extractvalue { i32, i32, i32, i32 } %10, 1
  %13 = extractvalue { i32, i32, i32, i32 } %10, 2
  %14 = extractvalue { i32, i32, i32, i32 } %10, 3
  %15 = trunc i32 %arg3 to i1
  %16 = select i1 %15, i64 320, i64 0
  %17 = sext i32 %arg2 to i64
  %18 = getelementptr [8 x i8], ptr addrspace(1) %2, i64 %17
  %19 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %18) #0
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = getelementptr [4 x i8], ptr addrspace(1) %20, i64 %16
  %22 = getelementptr [4 x i8], ptr addrspace(1) %21, i64 %7
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %11, i32 %12, i32 %13, i32 %14, ptr addrspace(1) %22, i1 %8) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = icmp samesign ult i32 %5, 2
  br i1 %23, label %24, label %.loopexit

24:                                               ; preds = %0
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = zext nneg i32 %5 to i64
  %27 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %26
  %28 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %27) #0
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = shl nuw i32 %25, 1
  %31 = add i32 %arg2, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr [4 x i8], ptr addrspace(1) %29, i64 %32
  store atomic i32 %arg3, ptr addrspace(1) %33 release, align 4
  %34 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %17
  %35 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %34) #0
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = sext i32 %30 to i64
  %38 = getelementptr [4 x i8], ptr addrspace(1) %36, i64 %37
  %39 = getelementptr [4 x i8], ptr addrspace(1) %38, i64 %26
  br label %40

40:                                               ; preds = %40, %24
  %41 = load atomic i32, ptr addrspace(1) %39 acquire, align 4
  %.not = icmp ult i32 %41, %arg3
  br i1 %.not, label %40, label %.loopexit

.loopexit:                                        ; preds = %40, %0
  %42 = icmp ult i32 %5, 74
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %2) #0
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  %45 = getelementptr [4 x i8], ptr addrspace(1) %44, i64 %16
  %46 = getelementptr [4 x i8], ptr addrspace(1) %45, i64 %7
  %47 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; @$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %46, i1 %42) #0
  %48 = extractvalue { i32, i32, i32, i32 } %47, 0
  %49 = extractvalue { i32, i32, i32, i32 } %47, 1
  %50 = extractvalue { i32, i32, i32, i32 } %47, 2
  %51 = extractvalue { i32, i32, i32, i32 } %47, 3
  %52 = bitcast i32 %48 to float
  %53 = bitcast i32 %49 to float
  %54 = bitcast i32 %50 to float
  %55 = bitcast i32 %51 to float
  %56 = getelementptr i8, ptr addrspace(1) %2, i64 8
  %57 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %56) #0
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = getelementptr [4 x i8], ptr addrspace(1) %58, i64 %16
  %60 = getelementptr [4 x i8], ptr addrspace(1) %59, i64 %7
  %61 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; @$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %60, i1 %42) #0
  %62 = extractvalue { i32, i32, i32, i32 } %61, 0
  %63 = extractvalue { i32, i32, i32, i32 } %61, 1
  %64 = extractvalue { i32, i32, i32, i32 } %61, 2
  %65 = extractvalue { i32, i32, i32, i32 } %61, 3
  %66 = bitcast i32 %62 to float
  %67 = bitcast i32 %63 to float
  %68 = bitcast i32 %64 to float
  %69 = bitcast i32 %65 to float
  %70 = fadd float %52, %66
  %71 = fadd float %53, %67
  %72 = fadd float %54, %68
  %73 = fadd float %55, %69
  %74 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %7
  %75 = bitcast float %70 to i32
  %76 = bitcast float %71 to i32
  %77 = bitcast float %72 to i32
  %78 = bitcast float %73 to i32
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %75, i32 %76, i32 %77, i32 %78, ptr addrspace(1) %74, i1 %42) #0
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
