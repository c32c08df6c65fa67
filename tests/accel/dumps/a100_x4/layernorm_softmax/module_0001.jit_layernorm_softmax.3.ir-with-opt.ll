; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_reduce_subtract_fusion(ptr noalias nofree readonly align 16 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  %7 = addrspacecast ptr %3 to ptr addrspace(1)
  %8 = addrspacecast ptr %2 to ptr addrspace(1)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %10 = lshr i32 %9, 4
  %11 = zext nneg i32 %9 to i64
  %12 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !invariant.load !3
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !invariant.load !3
  %17 = fmul float %16, 6.250000e-02
  %18 = fsub float %13, %17
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %11
  store float %18, ptr addrspace(1) %20, align 4
  %21 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %19, i32 8, i32 31)
  %22 = fadd nsz float %21, %19
  %23 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 4, i32 31)
  %24 = fadd nsz float %23, %22
  %25 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %24, i32 2, i32 31)
  %26 = fadd nsz float %25, %24
  %27 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %26, i32 1, i32 31)
  %28 = and i32 %9, 15
  %29 = icmp eq i32 %28, 0
  %30 = icmp samesign ult i32 %9, 49
  %31 = and i1 %30, %29
  %32 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %14
  %33 = fadd nsz float %27, %26
  br i1 %31, label %34, label %35

34:                                               ; preds = %4
  store float %33, ptr addrspace(1) %32, align 4
  br label %35

35:                                               ; preds = %34, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="64,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
