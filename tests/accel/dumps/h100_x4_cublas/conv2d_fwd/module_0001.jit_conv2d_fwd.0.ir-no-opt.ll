; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_transpose(ptr noalias align 16 dereferenceable(1152) %0, ptr noalias align 256 dereferenceable(1152) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = mul i32 %3, 128
  %6 = add i32 %5, %4
  %7 = icmp sle i32 %6, 287
  br i1 %7, label %8, label %26

8:                                                ; preds = %2
  %9 = mul i32 %3, 32
  %10 = udiv i32 %4, 4
  %11 = add i32 %9, %10
  %12 = urem i32 %11, 3
  %13 = mul i32 %12, 32
  %14 = udiv i32 %6, 12
  %15 = urem i32 %14, 3
  %16 = mul i32 %15, 96
  %17 = add i32 %13, %16
  %18 = urem i32 %4, 4
  %19 = mul i32 %18, 8
  %20 = add i32 %17, %19
  %21 = udiv i32 %6, 36
  %22 = add i32 %20, %21
  %23 = getelementptr inbounds [288 x float], ptr %0, i32 0, i32 %22
  %24 = load float, ptr %23, align 4, !invariant.load !3
  %25 = getelementptr inbounds [288 x float], ptr %1, i32 0, i32 %6
  store float %24, ptr %25, align 4
  br label %26

26:                                               ; preds = %8, %2
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
