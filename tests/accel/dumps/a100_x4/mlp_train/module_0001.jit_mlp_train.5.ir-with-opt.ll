; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_multiply_reduce_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(128) %0, ptr noalias nofree readonly align 16 captures(none) dereferenceable(128) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(128) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(4) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  %7 = addrspacecast ptr %2 to ptr addrspace(1)
  %8 = addrspacecast ptr %3 to ptr addrspace(1)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !invariant.load !3
  %13 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %10
  %14 = load float, ptr addrspace(1) %13, align 4, !invariant.load !3
  %15 = fsub float %12, %14
  %16 = fmul float %15, %15
  %17 = fmul float %15, 3.125000e-02
  %18 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %10
  store float %17, ptr addrspace(1) %18, align 4
  %19 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 16, i32 31)
  %20 = fadd nsz float %16, %19
  %21 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 8, i32 31)
  %22 = fadd nsz float %20, %21
  %23 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 4, i32 31)
  %24 = fadd nsz float %22, %23
  %25 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %24, i32 2, i32 31)
  %26 = fadd nsz float %24, %25
  %27 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %26, i32 1, i32 31)
  %28 = icmp eq i32 %9, 0
  %29 = fadd nsz float %26, %27
  br i1 %28, label %30, label %31

30:                                               ; preds = %4
  store float %29, ptr addrspace(1) %8, align 256
  br label %31

31:                                               ; preds = %30, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="32,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 32}
!3 = !{}
