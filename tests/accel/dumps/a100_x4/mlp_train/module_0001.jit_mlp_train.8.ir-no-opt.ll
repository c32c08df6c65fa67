; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_concatenate(ptr noalias align 256 dereferenceable(4) %0, ptr noalias align 256 dereferenceable(1024) %1, ptr noalias align 256 dereferenceable(512) %2, ptr noalias align 256 dereferenceable(1540) %3) #0 {
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %7 = mul i32 %5, 128
  %8 = add i32 %7, %6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %4
  %11 = getelementptr inbounds [1 x float], ptr %0, i32 0, i32 %8
  %12 = load float, ptr %11, align 4, !invariant.load !3
  %13 = getelementptr inbounds [385 x float], ptr %3, i32 0, i32 0
  store float %12, ptr %13, align 4
  br label %14

14:                                               ; preds = %10, %4
  %15 = add i32 %8, 1
  %16 = getelementptr inbounds [256 x float], ptr %1, i32 0, i32 %8
  %17 = load float, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds [385 x float], ptr %3, i32 0, i32 %15
  store float %17, ptr %18, align 4
  %19 = icmp eq i32 %5, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %14
  %21 = add i32 %6, 257
  %22 = getelementptr inbounds [128 x float], ptr %2, i32 0, i32 %8
  %23 = load float, ptr %22, align 4, !invariant.load !3
  %24 = getelementptr inbounds [385 x float], ptr %3, i32 0, i32 %21
  store float %23, ptr %24, align 4
  br label %25

25:                                               ; preds = %20, %14
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
!1 = !{i32 0, i32 2}
!2 = !{i32 0, i32 128}
!3 = !{}
