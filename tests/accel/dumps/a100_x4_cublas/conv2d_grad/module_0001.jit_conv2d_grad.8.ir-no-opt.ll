; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_transpose_2(ptr noalias align 256 dereferenceable(2048) %0, ptr noalias align 256 dereferenceable(2048) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = urem i32 %4, 4
  %6 = mul i32 %5, 64
  %7 = urem i32 %3, 2
  %8 = mul i32 %7, 32
  %9 = add i32 %6, %8
  %10 = udiv i32 %3, 2
  %11 = mul i32 %10, 256
  %12 = add i32 %9, %11
  %13 = udiv i32 %4, 4
  %14 = add i32 %12, %13
  %15 = getelementptr inbounds [512 x float], ptr %0, i32 0, i32 %14
  %16 = load float, ptr %15, align 4, !invariant.load !3
  %17 = mul i32 %3, 128
  %18 = add i32 %17, %4
  %19 = getelementptr inbounds [512 x float], ptr %1, i32 0, i32 %18
  store float %16, ptr %19, align 4
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
