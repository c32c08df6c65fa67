; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_concatenate(ptr noalias align 256 dereferenceable(1152) %0, ptr noalias align 256 dereferenceable(32) %1, ptr noalias align 256 dereferenceable(1184) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = mul i32 %4, 128
  %7 = add i32 %6, %5
  %8 = icmp sle i32 %7, 287
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = getelementptr inbounds [288 x float], ptr %0, i32 0, i32 %7
  %11 = load float, ptr %10, align 4, !invariant.load !3
  %12 = getelementptr inbounds [296 x float], ptr %2, i32 0, i32 %7
  store float %11, ptr %12, align 4
  br label %13

13:                                               ; preds = %9, %3
  %14 = icmp sle i32 %7, 7
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = add i32 %7, 288
  %17 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %7
  %18 = load float, ptr %17, align 4, !invariant.load !3
  %19 = getelementptr inbounds [296 x float], ptr %2, i32 0, i32 %16
  store float %18, ptr %19, align 4
  br label %20

20:                                               ; preds = %15, %13
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
