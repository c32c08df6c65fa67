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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

; Function Attrs: nounwind
define ptx_kernel void @all_reduce_start_fusion(ptr noalias align 256 dereferenceable(32) %arg0, ptr noalias align 256 dereferenceable(32) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 7
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %7
  %9 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %8) #0
  %10 = shl i32 %arg3, 6
  %11 = and i32 %10, 64
  %12 = zext nneg i32 %11 to i64
  %13 = sext i32 %arg2 to i64
  %14 = getelementptr [8 x i8], ptr addrspace(1) %2, i64 %13
  %15 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %14) #0
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %12
  %18 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %7
  %19 = icmp samesign ult i32 %5, 8
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %9, ptr addrspace(1) %18, i1 %19) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = icmp samesign ult i32 %5, 2
  br i1 %20, label %21, label %.loopexit

21:                                               ; preds = %0
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = zext nneg i32 %5 to i64
  %24 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %23
  %25 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %24) #0
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  %27 = shl nuw i32 %22, 1
  %28 = add i32 %arg2, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr [4 x i8], ptr addrspace(1) %26, i64 %29
  store atomic i32 %arg3, ptr addrspace(1) %30 release, align 4
  %31 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %13
  %32 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %31) #0
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  %34 = sext i32 %27 to i64
  %35 = getelementptr [4 x i8], ptr addrspace(1) %33, i64 %34
  %36 = getelementptr [4 x i8], ptr addrspace(1) %35, i64 %23
  br label %37

37:                                               ; preds = %37, %21
  %38 = load atomic i32, ptr addrspace(1) %36 acquire, align 4
  %.not = icmp ult i32 %38, %arg3
  br i1 %.not, label %37, label %.loopexit

.loopexit:                                        ; preds = %37, %0
  %39 = icmp ult i32 %5, 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %2) #0
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  %42 = getelementptr [4 x i8], ptr addrspace(1) %41, i64 %12
  %43 = getelementptr [4 x i8], ptr addrspace(1) %42, i64 %7
  %44 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %43) #0
  %45 = bitcast i32 %44 to float
  %46 = getelementptr i8, ptr addrspace(1) %2, i64 8
  %47 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %46) #0
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  %49 = getelementptr [4 x i8], ptr addrspace(1) %48, i64 %12
  %50 = getelementptr [4 x i8], ptr addrspace(1) %49, i64 %7
  %51 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %50) #0
  %52 = bitcast i32 %51 to float
  %53 = tail call float @llvm.maximum.f32(float %45, float %52)
  %54 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %7
  %55 = bitcast float %53 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %55, ptr addrspace(1) %54, i1 %39) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "nvvm.reqntid"="32,1,1" }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
