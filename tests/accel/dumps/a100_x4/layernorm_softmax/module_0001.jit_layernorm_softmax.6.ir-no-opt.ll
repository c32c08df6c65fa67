; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_reduce_fusion(ptr noalias align 256 dereferenceable(128) %0, ptr noalias align 256 dereferenceable(16) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %3
  %5 = load float, ptr %4, align 4, !invariant.load !2
  %6 = add i32 %3, 4
  %7 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %6
  %8 = load float, ptr %7, align 4, !invariant.load !2
  %9 = call float @llvm.maximum.f32(float %5, float %8)
  %10 = add i32 %3, 8
  %11 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %10
  %12 = load float, ptr %11, align 4, !invariant.load !2
  %13 = call float @llvm.maximum.f32(float %9, float %12)
  %14 = add i32 %3, 12
  %15 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %14
  %16 = load float, ptr %15, align 4, !invariant.load !2
  %17 = call float @llvm.maximum.f32(float %13, float %16)
  %18 = add i32 %3, 16
  %19 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %18
  %20 = load float, ptr %19, align 4, !invariant.load !2
  %21 = call float @llvm.maximum.f32(float %17, float %20)
  %22 = add i32 %3, 20
  %23 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %22
  %24 = load float, ptr %23, align 4, !invariant.load !2
  %25 = call float @llvm.maximum.f32(float %21, float %24)
  %26 = add i32 %3, 24
  %27 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %26
  %28 = load float, ptr %27, align 4, !invariant.load !2
  %29 = call float @llvm.maximum.f32(float %25, float %28)
  %30 = add i32 %3, 28
  %31 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %30
  %32 = load float, ptr %31, align 4, !invariant.load !2
  %33 = call float @llvm.maximum.f32(float %29, float %32)
  %34 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 %3
  store float %33, ptr %34, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { "nvvm.reqntid"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 4}
!2 = !{}
