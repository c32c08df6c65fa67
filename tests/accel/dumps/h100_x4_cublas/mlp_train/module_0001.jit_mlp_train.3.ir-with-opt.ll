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
define ptx_kernel void @all_reduce_start_fusion(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 256 dereferenceable(128) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) local_unnamed_addr #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %6
  %8 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %7) #0
  %9 = shl i32 %arg3, 6
  %10 = and i32 %9, 64
  %11 = zext nneg i32 %10 to i64
  %12 = sext i32 %arg2 to i64
  %13 = getelementptr [8 x i8], ptr addrspace(1) %2, i64 %12
  %14 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %13) #0
  %15 = inttoptr i64 %14 to ptr addrspace(1)
  %16 = getelementptr [4 x i8], ptr addrspace(1) %15, i64 %11
  %17 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %6
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %8, ptr addrspace(1) %17) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %5, 2
  br i1 %18, label %19, label %.loopexit

19:                                               ; preds = %0
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %6
  %22 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %21) #0
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = shl nuw i32 %20, 1
  %25 = add i32 %arg2, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr [4 x i8], ptr addrspace(1) %23, i64 %26
  store atomic i32 %arg3, ptr addrspace(1) %27 release, align 4
  %28 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %12
  %29 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %28) #0
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  %31 = sext i32 %24 to i64
  %32 = getelementptr [4 x i8], ptr addrspace(1) %30, i64 %31
  %33 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %6
  br label %34

34:                                               ; preds = %34, %19
  %35 = load atomic i32, ptr addrspace(1) %33 acquire, align 4
  %.not = icmp ult i32 %35, %arg3
  br i1 %.not, label %34, label %.loopexit

.loopexit:                                        ; preds = %34, %0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %2) #0
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  %38 = getelementptr [4 x i8], ptr addrspace(1) %37, i64 %11
  %39 = getelementptr [4 x i8], ptr addrspace(1) %38, i64 %6
  %40 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %39) #0
  %41 = bitcast i32 %40 to float
  %42 = getelementptr i8, ptr addrspace(1) %2, i64 8
  %43 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %42) #0
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  %45 = getelementptr [4 x i8], ptr addrspace(1) %44, i64 %11
  %46 = getelementptr [4 x i8], ptr addrspace(1) %45, i64 %6
  %47 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %46) #0
  %48 = bitcast i32 %47 to float
  %49 = fadd float %41, %48
  %50 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %6
  %51 = bitcast float %49 to i32
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %51, ptr addrspace(1) %50) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "nvvm.reqntid"="32,1,1" }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
