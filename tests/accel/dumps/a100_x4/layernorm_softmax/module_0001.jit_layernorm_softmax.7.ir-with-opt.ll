; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_reduce_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(128) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !invariant.load !3
  %9 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 16
  %10 = load float, ptr addrspace(1) %9, align 4, !invariant.load !3
  %11 = tail call float @llvm.maximum.f32(float %8, float %10)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 32
  %13 = load float, ptr addrspace(1) %12, align 4, !invariant.load !3
  %14 = tail call float @llvm.maximum.f32(float %11, float %13)
  %15 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 48
  %16 = load float, ptr addrspace(1) %15, align 4, !invariant.load !3
  %17 = tail call float @llvm.maximum.f32(float %14, float %16)
  %18 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 64
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !3
  %20 = tail call float @llvm.maximum.f32(float %17, float %19)
  %21 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 80
  %22 = load float, ptr addrspace(1) %21, align 4, !invariant.load !3
  %23 = tail call float @llvm.maximum.f32(float %20, float %22)
  %24 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 96
  %25 = load float, ptr addrspace(1) %24, align 4, !invariant.load !3
  %26 = tail call float @llvm.maximum.f32(float %23, float %25)
  %27 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 112
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !3
  %29 = tail call float @llvm.maximum.f32(float %26, float %28)
  %30 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %6
  store float %29, ptr addrspace(1) %30, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="4,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 4}
!3 = !{}
