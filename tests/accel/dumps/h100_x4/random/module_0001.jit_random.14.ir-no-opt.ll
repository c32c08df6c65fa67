; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_maximum_fusion(ptr noalias align 256 dereferenceable(512) %0, ptr noalias align 256 dereferenceable(512) %1, ptr noalias align 256 dereferenceable(16) %2, ptr noalias align 256 dereferenceable(4) %3, ptr noalias align 256 dereferenceable(16) %4, ptr noalias align 256 dereferenceable(128) %5) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %8 = udiv i32 %7, 8
  %9 = urem i32 %7, 8
  %10 = getelementptr inbounds [1 x i32], ptr %3, i32 0, i32 0
  %11 = load i32, ptr %10, align 4, !invariant.load !2
  %12 = call i32 @llvm.umin.i32(i32 %11, i32 3)
  %13 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i32 %12
  %14 = load i32, ptr %13, align 4, !invariant.load !2
  %15 = call i32 @llvm.smin.i32(i32 %14, i32 4)
  %16 = call i32 @llvm.smax.i32(i32 %15, i32 0)
  %17 = add i32 %8, %16
  %18 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i32 %12
  %19 = load i32, ptr %18, align 4, !invariant.load !2
  %20 = call i32 @llvm.smin.i32(i32 %19, i32 8)
  %21 = call i32 @llvm.smax.i32(i32 %20, i32 0)
  %22 = add i32 %9, %21
  %23 = mul i32 %17, 16
  %24 = add i32 %23, %22
  %25 = getelementptr inbounds [128 x i32], ptr %1, i32 0, i32 %24
  %26 = load i32, ptr %25, align 4, !invariant.load !2
  %27 = getelementptr inbounds [128 x i32], ptr %0, i32 0, i32 %24
  %28 = load i32, ptr %27, align 4, !invariant.load !2
  %29 = xor i32 %26, %28
  %30 = lshr i32 %29, 9
  %31 = or i32 %30, 1065353216
  %32 = bitcast i32 %31 to float
  %33 = fadd float %32, -1.000000e+00
  %34 = call float @llvm.maximum.f32(float %33, float 0.000000e+00)
  %35 = getelementptr inbounds [32 x float], ptr %5, i32 0, i32 %7
  store float %34, ptr %35, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

attributes #0 = { "nvvm.reqntid"="32,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 32}
!2 = !{}
