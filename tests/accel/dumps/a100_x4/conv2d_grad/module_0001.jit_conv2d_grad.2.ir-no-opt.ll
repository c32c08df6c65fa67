; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_transpose(ptr noalias align 16 dereferenceable(2048) %0, ptr noalias align 256 dereferenceable(2048) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = udiv i32 %4, 8
  %6 = urem i32 %5, 8
  %7 = mul i32 %6, 32
  %8 = urem i32 %4, 8
  %9 = mul i32 %8, 4
  %10 = add i32 %7, %9
  %11 = urem i32 %3, 2
  %12 = mul i32 %11, 2
  %13 = add i32 %10, %12
  %14 = udiv i32 %3, 2
  %15 = mul i32 %14, 256
  %16 = add i32 %13, %15
  %17 = udiv i32 %4, 64
  %18 = add i32 %16, %17
  %19 = getelementptr inbounds [512 x float], ptr %0, i32 0, i32 %18
  %20 = load float, ptr %19, align 4, !invariant.load !3
  %21 = mul i32 %3, 128
  %22 = add i32 %21, %4
  %23 = getelementptr inbounds [512 x float], ptr %1, i32 0, i32 %22
  store float %20, ptr %23, align 4
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
!1 = !{i32 0, i32 4}
!2 = !{i32 0, i32 128}
!3 = !{}
