; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_multiply_fusion(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(256) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = udiv i32 %3, 8
  %5 = urem i32 %3, 8
  %6 = call float @fused_multiply_add_3_3(ptr %0, i32 %5, i32 %4)
  %7 = call float @fused_multiply_add_3_3(ptr %0, i32 %4, i32 %5)
  %8 = fadd float %6, %7
  %9 = fmul float %8, 5.000000e-01
  %10 = getelementptr inbounds [64 x float], ptr %1, i32 0, i32 %3
  store float %9, ptr %10, align 4
  ret void
}

define internal float @fused_multiply_add_3_3(ptr noalias %0, i32 %1, i32 %2) {
  %4 = icmp eq i32 %1, %2
  %5 = mul i32 %1, 8
  %6 = add i32 %5, %2
  %7 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %6
  %8 = load float, ptr %7, align 4, !invariant.load !2
  %9 = select i1 %4, float 8.000000e+00, float 0.000000e+00
  %10 = fadd float %8, %9
  ret float %10
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
