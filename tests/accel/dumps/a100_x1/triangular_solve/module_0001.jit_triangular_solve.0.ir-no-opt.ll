; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_add_fusion(ptr noalias align 16 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(256) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = udiv i32 %3, 8
  %5 = urem i32 %3, 8
  %6 = icmp sge i32 %5, %4
  %7 = mul i32 %5, 8
  %8 = add i32 %7, %4
  %9 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %8
  %10 = load float, ptr %9, align 4, !invariant.load !2
  %11 = icmp eq i32 %5, %4
  %12 = select i1 %6, float %10, float 0.000000e+00
  %13 = select i1 %11, float 8.000000e+00, float 0.000000e+00
  %14 = fadd float %12, %13
  %15 = getelementptr inbounds [64 x float], ptr %1, i32 0, i32 %3
  store float %14, ptr %15, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="64,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 64}
!2 = !{}
