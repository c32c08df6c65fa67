; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_add_fusion_1(ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !invariant.load !5
  %11 = tail call float @llvm.nvvm.fabs.f32(float %10)
  %12 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %8
  %13 = load float, ptr addrspace(1) %12, align 4, !invariant.load !5
  %14 = tail call float @llvm.nvvm.fabs.f32(float %13)
  %15 = fcmp one float %14, +inf
  %16 = fcmp olt float %11, f0x00800000
  %17 = fmul float %11, f0x4B000000
  %.02.i = select i1 %16, float %17, float %11
  %i.i.0.i = select i1 %16, float -2.300000e+01, float 0.000000e+00
  %18 = bitcast float %.02.i to i32
  %19 = add i32 %18, -1059760811
  %20 = and i32 %19, -8388608
  %21 = sub i32 %18, %20
  %22 = bitcast i32 %21 to float
  %23 = sitofp i32 %20 to float
  %24 = tail call float @llvm.fma.f32(float %23, float f0x34000000, float %i.i.0.i)
  %25 = fadd float %22, -1.000000e+00
  %26 = tail call float @llvm.fma.f32(float %25, float f0xBE055027, float f0x3E1039F6)
  %27 = tail call float @llvm.fma.f32(float %26, float %25, float f0xBDF8CDCC)
  %28 = tail call float @llvm.fma.f32(float %27, float %25, float f0x3E0F2955)
  %29 = tail call float @llvm.fma.f32(float %28, float %25, float f0xBE2AD8B9)
  %30 = tail call float @llvm.fma.f32(float %29, float %25, float 2.001230e-01)
  %31 = tail call float @llvm.fma.f32(float %30, float %25, float f0xBE7FFF22)
  %32 = tail call float @llvm.fma.f32(float %31, float %25, float f0x3EAAAA78)
  %33 = tail call float @llvm.fma.f32(float %32, float %25, float -5.000000e-01)
  %34 = fmul float %25, %33
  %35 = tail call float @llvm.fma.f32(float %34, float %25, float %25)
  %36 = tail call float @llvm.fma.f32(float %24, float f0x3F317218, float %35)
  %37 = icmp ugt i32 %18, 2139095039
  %38 = tail call float @llvm.fma.f32(float %.02.i, float +inf, float +inf)
  %r.i.0.i = select i1 %37, float %38, float %36
  %39 = fcmp oeq float %.02.i, 0.000000e+00
  %r.i.1.i = select i1 %39, float -inf, float %r.i.0.i
  %40 = select i1 %15, float %13, float 0.000000e+00
  %41 = fadd float %40, %r.i.1.i
  %42 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %8
  store float %41, ptr addrspace(1) %42, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="4,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 4}
!5 = !{}
