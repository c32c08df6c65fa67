; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_select_fusion(ptr noalias align 256 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(4) %1, ptr noalias align 256 dereferenceable(256) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = udiv i32 %4, 8
  %6 = urem i32 %4, 8
  %7 = getelementptr inbounds [1 x i32], ptr %1, i32 0, i32 0
  %8 = load i32, ptr %7, align 4, !invariant.load !2
  %9 = icmp eq i32 %8, 0
  %10 = mul i32 %6, 8
  %11 = add i32 %10, %5
  %12 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %11
  %13 = load float, ptr %12, align 4, !invariant.load !2
  %14 = icmp sge i32 %5, %6
  %15 = select i1 %9, float %13, float +qnan
  %16 = select i1 %14, float %15, float 0.000000e+00
  %17 = getelementptr inbounds [64 x float], ptr %2, i32 0, i32 %4
  store float %16, ptr %17, align 4
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
