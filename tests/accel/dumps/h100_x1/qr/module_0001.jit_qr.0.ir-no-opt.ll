; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_transpose(ptr noalias align 16 dereferenceable(256) %0, ptr noalias align 256 dereferenceable(256) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = urem i32 %3, 8
  %5 = mul i32 %4, 8
  %6 = udiv i32 %3, 8
  %7 = add i32 %5, %6
  %8 = getelementptr inbounds [64 x float], ptr %0, i32 0, i32 %7
  %9 = load float, ptr %8, align 4, !invariant.load !2
  %10 = getelementptr inbounds [64 x float], ptr %1, i32 0, i32 %3
  store float %9, ptr %10, align 4
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
