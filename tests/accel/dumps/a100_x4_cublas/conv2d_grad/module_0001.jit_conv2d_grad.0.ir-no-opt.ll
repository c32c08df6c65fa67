; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_transpose_1(ptr noalias align 16 dereferenceable(1152) %0, ptr noalias align 256 dereferenceable(1152) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = mul i32 %3, 128
  %6 = add i32 %5, %4
  %7 = icmp sle i32 %6, 287
  br i1 %7, label %8, label %24

8:                                                ; preds = %2
  %9 = urem i32 %6, 3
  %10 = mul i32 %9, 32
  %11 = udiv i32 %6, 3
  %12 = urem i32 %11, 3
  %13 = mul i32 %12, 96
  %14 = add i32 %10, %13
  %15 = udiv i32 %6, 9
  %16 = urem i32 %15, 4
  %17 = mul i32 %16, 8
  %18 = add i32 %14, %17
  %19 = udiv i32 %6, 36
  %20 = add i32 %18, %19
  %21 = getelementptr inbounds [288 x float], ptr %0, i32 0, i32 %20
  %22 = load float, ptr %21, align 4, !invariant.load !3
  %23 = getelementptr inbounds [288 x float], ptr %1, i32 0, i32 %6
  store float %22, ptr %23, align 4
  br label %24

24:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 3}
!2 = !{i32 0, i32 128}
!3 = !{}
