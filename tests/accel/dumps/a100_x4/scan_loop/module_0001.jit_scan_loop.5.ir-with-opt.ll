; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_reduce_tanh_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 16 captures(none) dereferenceable(1024) %1, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %3, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %4) local_unnamed_addr #0 {
  %6 = addrspacecast ptr %0 to ptr addrspace(1)
  %7 = addrspacecast ptr %2 to ptr addrspace(1)
  %8 = addrspacecast ptr %1 to ptr addrspace(1)
  %9 = addrspacecast ptr %4 to ptr addrspace(1)
  %10 = addrspacecast ptr %3 to ptr addrspace(1)
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !invariant.load !5
  %15 = load i32, ptr addrspace(1) %7, align 256, !invariant.load !5
  %16 = tail call i32 @llvm.smax.i32(i32 %15, i32 0)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 3)
  %18 = shl nuw nsw i32 %17, 6
  %19 = or disjoint i32 %18, %11
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !invariant.load !5
  %23 = fadd float %14, %22
  %.inv = fcmp oge float %23, f0x40FFF644
  %24 = select i1 %.inv, float f0x40FFF644, float %23
  %.inv1 = fcmp ole float %24, f0xC0FFF644
  %25 = select i1 %.inv1, float f0xC0FFF644, float %24
  %26 = tail call float @llvm.nvvm.fabs.f32(float %23)
  %27 = fcmp olt float %26, 4.000000e-04
  %28 = fmul float %25, %25
  %29 = tail call float @llvm.fma.f32(float %28, float f0xA59F25C0, float f0x2A61337E)
  %30 = tail call float @llvm.fma.f32(float %28, float %29, float f0xAEBD37FF)
  %31 = tail call float @llvm.fma.f32(float %28, float %30, float f0x335C0041)
  %32 = tail call float @llvm.fma.f32(float %28, float %31, float f0x3779434A)
  %33 = tail call float @llvm.fma.f32(float %28, float %32, float f0x3A270DED)
  %34 = tail call float @llvm.fma.f32(float %28, float %33, float f0x3BA059DC)
  %35 = fmul float %25, %34
  %36 = tail call float @llvm.fma.f32(float %28, float f0x35A0D3D8, float f0x38F895D6)
  %37 = tail call float @llvm.fma.f32(float %28, float %36, float f0x3B14AA05)
  %38 = tail call float @llvm.fma.f32(float %28, float %37, float f0x3BA059DD)
  %39 = fdiv float %35, %38
  %40 = select i1 %27, float %25, float %39
  %41 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %12
  store float %40, ptr addrspace(1) %41, align 4
  %42 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %40, i32 8, i32 31)
  %43 = fadd nsz float %42, %40
  %44 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %43, i32 4, i32 31)
  %45 = fadd nsz float %44, %43
  %46 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 2, i32 31)
  %47 = fadd nsz float %46, %45
  %48 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %47, i32 1, i32 31)
  %49 = and i32 %11, 15
  %50 = icmp eq i32 %49, 0
  %51 = icmp samesign ult i32 %11, 49
  %52 = and i1 %51, %50
  %53 = lshr exact i32 %11, 4
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %54
  %56 = fadd nsz float %48, %47
  br i1 %52, label %57, label %58

57:                                               ; preds = %5
  store float %56, ptr addrspace(1) %55, align 4
  br label %58

58:                                               ; preds = %57, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="64,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 64}
!5 = !{}
