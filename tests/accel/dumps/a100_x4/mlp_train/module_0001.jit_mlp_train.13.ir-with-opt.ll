; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @wrapped_dot(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(128) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(512) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %8 = lshr i32 %7, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !invariant.load !3
  %12 = and i32 %7, 7
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !invariant.load !3
  %16 = fmul float %11, %15
  %17 = fadd float %16, 0.000000e+00
  %18 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 64
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !3
  %20 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 32
  %21 = load float, ptr addrspace(1) %20, align 4, !invariant.load !3
  %22 = fmul float %19, %21
  %23 = fadd float %17, %22
  %24 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 128
  %25 = load float, ptr addrspace(1) %24, align 4, !invariant.load !3
  %26 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 64
  %27 = load float, ptr addrspace(1) %26, align 4, !invariant.load !3
  %28 = fmul float %25, %27
  %29 = fadd float %23, %28
  %30 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 192
  %31 = load float, ptr addrspace(1) %30, align 4, !invariant.load !3
  %32 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 96
  %33 = load float, ptr addrspace(1) %32, align 4, !invariant.load !3
  %34 = fmul float %31, %33
  %35 = fadd float %29, %34
  %36 = zext nneg i32 %7 to i64
  %37 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %36
  store float %35, ptr addrspace(1) %37, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
