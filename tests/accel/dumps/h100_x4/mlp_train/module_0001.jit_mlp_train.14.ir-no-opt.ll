; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_subtract_fusion_1(ptr noalias align 16 dereferenceable(512) %0, ptr noalias align 256 dereferenceable(512) %1, ptr noalias align 256 dereferenceable(512) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = getelementptr inbounds [128 x float], ptr %1, i32 0, i32 %4
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds [128 x float], ptr %0, i32 0, i32 %4
  %8 = load float, ptr %7, align 4, !invariant.load !2
  %9 = fmul float %6, 1.000000e-01
  %10 = fsub float %8, %9
  store float %10, ptr %5, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
