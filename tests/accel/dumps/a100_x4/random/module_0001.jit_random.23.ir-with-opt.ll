; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_maximum_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(512) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(512) %1, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %2, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %3, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %4, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(128) %5) local_unnamed_addr #0 {
  %7 = addrspacecast ptr %3 to ptr addrspace(1)
  %8 = addrspacecast ptr %4 to ptr addrspace(1)
  %9 = addrspacecast ptr %2 to ptr addrspace(1)
  %10 = addrspacecast ptr %1 to ptr addrspace(1)
  %11 = addrspacecast ptr %0 to ptr addrspace(1)
  %12 = addrspacecast ptr %5 to ptr addrspace(1)
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %14 = lshr i32 %13, 3
  %15 = and i32 %13, 7
  %16 = load i32, ptr addrspace(1) %7, align 256, !invariant.load !3
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 3)
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !invariant.load !3
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 0)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 4)
  %23 = add nuw nsw i32 %22, %14
  %24 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %18
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !3
  %26 = tail call i32 @llvm.smax.i32(i32 %25, i32 0)
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 8)
  %28 = add nuw nsw i32 %27, %15
  %29 = shl nuw nsw i32 %23, 4
  %30 = add nuw nsw i32 %28, %29
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !invariant.load !3
  %34 = getelementptr inbounds [4 x i8], ptr addrspace(1) %11, i64 %31
  %35 = load i32, ptr addrspace(1) %34, align 4, !invariant.load !3
  %36 = xor i32 %35, %33
  %37 = lshr i32 %36, 9
  %38 = or disjoint i32 %37, 1065353216
  %39 = bitcast i32 %38 to float
  %40 = fadd float %39, -1.000000e+00
  %41 = tail call float @llvm.maximum.f32(float %40, float 0.000000e+00)
  %42 = zext nneg i32 %13 to i64
  %43 = getelementptr inbounds [4 x i8], ptr addrspace(1) %12, i64 %42
  store float %41, ptr addrspace(1) %43, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="32,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 32}
!3 = !{}
