; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_transpose_fusion_1(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(32) %1, ptr noalias align 256 dereferenceable(256) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = udiv i32 %4, 8
  %6 = urem i32 %4, 8
  %7 = getelementptr inbounds [8 x i32], ptr %1, i32 0, i32 %5
  %8 = load i32, ptr %7, align 4, !invariant.load !2
  %9 = add i32 %8, -1
  %10 = icmp sge i32 %9, %6
  %11 = mul i32 %6, 8
  %12 = add i32 %11, %5
  %13 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %12
  %14 = load float, ptr %13, align 4, !invariant.load !2
  %15 = select i1 %10, float 0.000000e+00, float %14
  %16 = getelementptr inbounds [64 x float], ptr %2, i32 0, i32 %4
  store float %15, ptr %16, align 4
  ret void
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
