; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @input_reduce_subtract_fusion(ptr noalias align 16 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(16) %1, ptr noalias align 256 dereferenceable(16) %2, ptr noalias align 256 dereferenceable(256) %3) #0 {
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %6 = udiv i32 %5, 16
  %7 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %5
  %8 = load float, ptr %7, align 4, !invariant.load !2
  %9 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 %6
  %10 = load float, ptr %9, align 4, !invariant.load !2
  %11 = fmul float %10, 6.250000e-02
  %12 = fsub float %8, %11
  %13 = fmul float %12, %12
  %14 = call float @region_0_0_clone_reduce_sum_40_0(float 0.000000e+00, float %13)
  %15 = getelementptr inbounds [64 x float], ptr %3, i32 0, i32 %5
  store float %12, ptr %15, align 4
  %16 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 8, i32 31)
  %17 = call float @region_0_0_clone_reduce_sum_40_0(float %14, float %16)
  %18 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %17, i32 4, i32 31)
  %19 = call float @region_0_0_clone_reduce_sum_40_0(float %17, float %18)
  %20 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %19, i32 2, i32 31)
  %21 = call float @region_0_0_clone_reduce_sum_40_0(float %19, float %20)
  %22 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %21, i32 1, i32 31)
  %23 = call float @region_0_0_clone_reduce_sum_40_0(float %21, float %22)
  %24 = urem i32 %5, 16
  %25 = icmp eq i32 %24, 0
  %26 = icmp sle i32 %5, 48
  %27 = and i1 %25, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %4
  %29 = getelementptr inbounds [4 x float], ptr %2, i32 0, i32 %6
  store float %23, ptr %29, align 4
  br label %30

30:                                               ; preds = %28, %4
  ret void
}

define internal float @region_0_0_clone_reduce_sum_40_0(float %0, float %1) {
  %3 = fadd nsz float %0, %1
  ret float %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
