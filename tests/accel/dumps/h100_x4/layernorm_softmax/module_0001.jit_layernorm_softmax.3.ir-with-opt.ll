; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nounwind
define ptx_kernel void @triton_softmax_1(ptr noalias align 16 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(256) %arg1) local_unnamed_addr #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = shl nuw nsw i64 %4, 2
  %6 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 3
  %8 = zext nneg i32 %7 to i64
  %9 = and i64 %5, 8589934576
  %10 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %5
  %11 = getelementptr [4 x i8], ptr addrspace(1) %10, i64 %8
  %12 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %11) #0
  %13 = bitcast i32 %12 to float
  %14 = and i32 %6, 15
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %9
  %17 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %15
  %18 = tail call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %17) #0
  %19 = bitcast i32 %18 to float
  %20 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 8, i32 31)
  %21 = bitcast i32 %20 to float
  %22 = fadd float %19, %21
  %23 = bitcast float %22 to i32
  %24 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 4, i32 31)
  %25 = bitcast i32 %24 to float
  %26 = fadd float %22, %25
  %27 = bitcast float %26 to i32
  %28 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 2, i32 31)
  %29 = bitcast i32 %28 to float
  %30 = fadd float %26, %29
  %31 = bitcast float %30 to i32
  %32 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 1, i32 31)
  %33 = bitcast i32 %32 to float
  %34 = fadd float %30, %33
  %35 = fmul float %34, 6.250000e-02
  %36 = fsub float %13, %35
  %37 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %5
  %38 = getelementptr [4 x i8], ptr addrspace(1) %37, i64 %8
  %39 = icmp samesign ult i32 %6, 4
  %40 = bitcast float %36 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %40, ptr addrspace(1) %38, i1 %39) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nounwind "nvvm.reqntid"="32,1,1" }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
