; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @wrapped_tanh(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !invariant.load !5
  %.inv = fcmp oge float %8, f0x40FFF644
  %9 = select i1 %.inv, float f0x40FFF644, float %8
  %.inv1 = fcmp ole float %9, f0xC0FFF644
  %10 = select i1 %.inv1, float f0xC0FFF644, float %9
  %11 = tail call float @llvm.nvvm.fabs.f32(float %8)
  %12 = fcmp olt float %11, 4.000000e-04
  %13 = fmul float %10, %10
  %14 = tail call float @llvm.fma.f32(float %13, float f0xA59F25C0, float f0x2A61337E)
  %15 = tail call float @llvm.fma.f32(float %13, float %14, float f0xAEBD37FF)
  %16 = tail call float @llvm.fma.f32(float %13, float %15, float f0x335C0041)
  %17 = tail call float @llvm.fma.f32(float %13, float %16, float f0x3779434A)
  %18 = tail call float @llvm.fma.f32(float %13, float %17, float f0x3A270DED)
  %19 = tail call float @llvm.fma.f32(float %13, float %18, float f0x3BA059DC)
  %20 = fmul float %10, %19
  %21 = tail call float @llvm.fma.f32(float %13, float f0x35A0D3D8, float f0x38F895D6)
  %22 = tail call float @llvm.fma.f32(float %13, float %21, float f0x3B14AA05)
  %23 = tail call float @llvm.fma.f32(float %13, float %22, float f0x3BA059DD)
  %24 = fdiv float %20, %23
  %25 = select i1 %12, float %10, float %24
  %26 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %6
  store float %25, ptr addrspace(1) %26, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="64,1,1" }
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
!4 = !{i32 0, i32 64}
!5 = !{}
