; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @input_reduce_fusion(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(16) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %3
  %5 = load float, ptr %4, align 4, !invariant.load !2
  %6 = fmul float %5, %5
  %7 = call float @region_0_0_clone_reduce_sum_40_0(float 0.000000e+00, float %6)
  %8 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %7, i32 8, i32 31)
  %9 = call float @region_0_0_clone_reduce_sum_40_0(float %7, float %8)
  %10 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 4, i32 31)
  %11 = call float @region_0_0_clone_reduce_sum_40_0(float %9, float %10)
  %12 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %11, i32 2, i32 31)
  %13 = call float @region_0_0_clone_reduce_sum_40_0(float %11, float %12)
  %14 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %13, i32 1, i32 31)
  %15 = call float @region_0_0_clone_reduce_sum_40_0(float %13, float %14)
  %16 = urem i32 %3, 16
  %17 = icmp eq i32 %16, 0
  %18 = icmp sle i32 %3, 48
  %19 = and i1 %17, %18
  %20 = udiv i32 %3, 16
  br i1 %19, label %21, label %23

21:                                               ; preds = %2
  %22 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 %20
  store float %15, ptr %22, align 4
  br label %23

23:                                               ; preds = %21, %2
  ret void
}

define internal float @region_0_0_clone_reduce_sum_40_0(float %0, float %1) {
  %3 = fadd nsz float %0, %1
  ret float %3
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
