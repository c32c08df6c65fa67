; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @input_multiply_reduce_fusion(ptr noalias align 256 dereferenceable(128) %0, ptr noalias align 16 dereferenceable(128) %1, ptr noalias align 256 dereferenceable(128) %2, ptr noalias align 256 dereferenceable(4) %3) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %6 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %5
  %7 = load float, ptr %6, align 4, !invariant.load !2
  %8 = getelementptr inbounds [32 x float], ptr %1, i32 0, i32 %5
  %9 = load float, ptr %8, align 4, !invariant.load !2
  %10 = fsub float %7, %9
  %11 = fmul float %10, %10
  %12 = call float @region_0_0_reduce_sum_2_0(float 0.000000e+00, float %11)
  %13 = fmul float %10, 3.125000e-02
  %14 = getelementptr inbounds [32 x float], ptr %2, i32 0, i32 %5
  store float %13, ptr %14, align 4
  %15 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %12, i32 16, i32 31)
  %16 = call float @region_0_0_reduce_sum_2_0(float %12, float %15)
  %17 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 8, i32 31)
  %18 = call float @region_0_0_reduce_sum_2_0(float %16, float %17)
  %19 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 4, i32 31)
  %20 = call float @region_0_0_reduce_sum_2_0(float %18, float %19)
  %21 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 2, i32 31)
  %22 = call float @region_0_0_reduce_sum_2_0(float %20, float %21)
  %23 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 1, i32 31)
  %24 = call float @region_0_0_reduce_sum_2_0(float %22, float %23)
  %25 = icmp eq i32 %5, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %4
  %27 = getelementptr inbounds [1 x float], ptr %3, i32 0, i32 0
  store float %24, ptr %27, align 4
  br label %28

28:                                               ; preds = %26, %4
  ret void
}

define internal float @region_0_0_reduce_sum_2_0(float %0, float %1) {
  %3 = fadd nsz float %0, %1
  ret float %3
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { "nvvm.reqntid"="32,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 32}
!2 = !{}
