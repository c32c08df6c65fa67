; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_transpose_fusion(ptr noalias align 256 dereferenceable(1152) %0, ptr noalias align 256 dereferenceable(1152) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = mul i32 %3, 128
  %6 = add i32 %5, %4
  %7 = icmp sle i32 %6, 287
  br i1 %7, label %8, label %18

8:                                                ; preds = %2
  %9 = urem i32 %4, 8
  %10 = mul i32 %9, 36
  %11 = mul i32 %3, 16
  %12 = add i32 %10, %11
  %13 = udiv i32 %4, 8
  %14 = add i32 %12, %13
  %15 = getelementptr inbounds [288 x float], ptr %0, i32 0, i32 %14
  %16 = load float, ptr %15, align 4, !invariant.load !3
  %17 = getelementptr inbounds [288 x float], ptr %1, i32 0, i32 %6
  store float %16, ptr %17, align 4
  br label %18

18:                                               ; preds = %8, %2
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
!1 = !{i32 0, i32 3}
!2 = !{i32 0, i32 128}
!3 = !{}
