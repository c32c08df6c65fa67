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
  %6 = shl nuw nsw i32 %5, 1
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %7
  %9 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %8) #0
  %10 = shl i32 %arg3, 7
  %11 = and i32 %10, 128
  %12 = zext nneg i32 %11 to i64
  %13 = sext i32 %arg2 to i64
  %14 = getelementptr [8 x i8], ptr addrspace(1) %2, i64 %13
  %15 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %14) #0
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %12
  %18 = getelementptr [2 x i8], ptr addrspace(1) %17, i64 %7
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %9, ptr addrspace(1) %18) #0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp samesign ult i32 %5, 2
  br i1 %19, label %20, label %.loopexit

20:                                               ; preds = %0
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %5 to i64
  %23 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %22
  %24 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %23) #0
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = shl nuw i32 %21, 1
  %27 = add i32 %arg2, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr [4 x i8], ptr addrspace(1) %25, i64 %28
  store atomic i32 %arg3, ptr addrspace(1) %29 release, align 4
  %30 = getelementptr [8 x i8], ptr addrspace(1) %3, i64 %13
  %31 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %30) #0
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = sext i32 %26 to i64
  %34 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %33
  %35 = getelementptr [4 x i8], ptr addrspace(1) %34, i64 %22
  br label %36

36:                                               ; preds = %36, %20
  %37 = load atomic i32, ptr addrspace(1) %35 acquire, align 4
  %.not = icmp ult i32 %37, %arg3
  br i1 %.not, label %36, label %.loopexit

.loopexit:                                        ; preds = %36, %0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %2) #0
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  %40 = getelementptr [2 x i8], ptr addrspace(1) %39, i64 %12
  %41 = getelementptr [2 x i8], ptr addrspace(1) %40, i64 %7
  %42 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %41) #0
  %43 = bitcast i32 %42 to <2 x bfloat>
  %44 = getelementptr i8, ptr addrspace(1) %2, i64 8
  %45 = tail call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %44) #0
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  %47 = getelementptr [2 x i8], ptr addrspace(1) %46, i64 %12
  %48 = getelementptr [2 x i8], ptr addrspace(1) %47, i64 %7
  %49 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %48) #0
  %50 = bitcast i32 %49 to <2 x bfloat>
  %51 = fadd <2 x bfloat> %43, %50
  %52 = getelementptr [2 x i8], ptr addrspace(1) %4, i64 %7
  %53 = bitcast <2 x bfloat> %51 to i32
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %53, ptr addrspace(1) %52) #0
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
