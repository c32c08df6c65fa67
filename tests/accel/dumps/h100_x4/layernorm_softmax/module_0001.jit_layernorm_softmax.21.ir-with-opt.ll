; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_add_fusion_1(ptr noalias nofree align 256 captures(none) dereferenceable(16) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %1, ptr noalias nofree readnone align 256 captures(none) dereferenceable(16) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = tail call float @llvm.nvvm.fabs.f32(float %9)
  %11 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %7
  %12 = load float, ptr addrspace(1) %11, align 4, !invariant.load !5
  %13 = tail call float @llvm.nvvm.fabs.f32(float %12)
  %14 = fcmp one float %13, +inf
  %15 = fcmp olt float %10, f0x00800000
  %16 = fmul float %10, f0x4B000000
  %.02.i = select i1 %15, float %16, float %10
  %i.i.0.i = select i1 %15, float -2.300000e+01, float 0.000000e+00
  %17 = bitcast float %.02.i to i32
  %18 = add i32 %17, -1059760811
  %19 = and i32 %18, -8388608
  %20 = sub i32 %17, %19
  %21 = bitcast i32 %20 to float
  %22 = sitofp i32 %19 to float
  %23 = tail call float @llvm.fma.f32(float %22, float f0x34000000, float %i.i.0.i)
  %24 = fadd float %21, -1.000000e+00
  %25 = tail call float @llvm.fma.f32(float %24, float f0xBE055027, float f0x3E1039F6)
  %26 = tail call float @llvm.fma.f32(float %25, float %24, float f0xBDF8CDCC)
  %27 = tail call float @llvm.fma.f32(float %26, float %24, float f0x3E0F2955)
  %28 = tail call float @llvm.fma.f32(float %27, float %24, float f0xBE2AD8B9)
  %29 = tail call float @llvm.fma.f32(float %28, float %24, float 2.001230e-01)
  %30 = tail call float @llvm.fma.f32(float %29, float %24, float f0xBE7FFF22)
  %31 = tail call float @llvm.fma.f32(float %30, float %24, float f0x3EAAAA78)
  %32 = tail call float @llvm.fma.f32(float %31, float %24, float -5.000000e-01)
  %33 = fmul float %24, %32
  %34 = tail call float @llvm.fma.f32(float %33, float %24, float %24)
  %35 = tail call float @llvm.fma.f32(float %23, float f0x3F317218, float %34)
  %36 = icmp ugt i32 %17, 2139095039
  %37 = tail call float @llvm.fma.f32(float %.02.i, float +inf, float +inf)
  %r.i.0.i = select i1 %36, float %37, float %35
  %38 = fcmp oeq float %.02.i, 0.000000e+00
  %r.i.1.i = select i1 %38, float -inf, float %r.i.0.i
  %39 = select i1 %14, float %12, float 0.000000e+00
  %40 = fadd float %39, %r.i.1.i
  store float %40, ptr addrspace(1) %8, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { nounwind "nvvm.reqntid"="4,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 4}
!5 = !{}
