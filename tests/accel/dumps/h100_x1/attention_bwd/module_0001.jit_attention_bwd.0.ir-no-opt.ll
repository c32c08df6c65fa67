; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_convert_fusion(ptr noalias align 256 dereferenceable(2048) %0, ptr noalias align 256 dereferenceable(2048) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = mul i32 %3, 128
  %6 = add i32 %5, %4
  %7 = getelementptr inbounds [1024 x bfloat], ptr %0, i32 0, i32 %6
  %8 = load bfloat, ptr %7, align 2, !invariant.load !3
  %9 = fpext bfloat %8 to float
  %10 = fmul float %9, 2.000000e+00
  %11 = fptrunc float %10 to bfloat
  %12 = getelementptr inbounds [1024 x bfloat], ptr %1, i32 0, i32 %6
  store bfloat %11, ptr %12, align 2
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 8}
!2 = !{i32 0, i32 128}
!3 = !{}
