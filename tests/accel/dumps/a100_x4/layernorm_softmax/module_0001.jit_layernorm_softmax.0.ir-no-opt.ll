; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @input_reduce_fusion(ptr noalias align 16 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(16) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %3
  %5 = load float, ptr %4, align 4, !invariant.load !2
  %6 = call float @region_0_0_reduce_sum_2_0(float 0.000000e+00, float %5)
  %7 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %6, i32 8, i32 31)
  %8 = call float @region_0_0_reduce_sum_2_0(float %6, float %7)
  %9 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %8, i32 4, i32 31)
  %10 = call float @region_0_0_reduce_sum_2_0(float %8, float %9)
  %11 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %10, i32 2, i32 31)
  %12 = call float @region_0_0_reduce_sum_2_0(float %10, float %11)
  %13 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %12, i32 1, i32 31)
  %14 = call float @region_0_0_reduce_sum_2_0(float %12, float %13)
  %15 = urem i32 %3, 16
  %16 = icmp eq i32 %15, 0
  %17 = icmp sle i32 %3, 48
  %18 = and i1 %16, %17
  %19 = udiv i32 %3, 16
  br i1 %18, label %20, label %22

20:                                               ; preds = %2
  %21 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 %19
  store float %14, ptr %21, align 4
  br label %22

22:                                               ; preds = %20, %2
  ret void
}

define internal float @region_0_0_reduce_sum_2_0(float %0, float %1) {
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
