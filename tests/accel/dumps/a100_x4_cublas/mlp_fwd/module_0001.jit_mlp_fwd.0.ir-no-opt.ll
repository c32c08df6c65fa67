; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_pad_fusion_1(ptr noalias align 16 dereferenceable(128) %0, ptr noalias align 256 dereferenceable(256) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = udiv i32 %3, 16
  %5 = icmp sle i32 %4, 3
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds [64 x bfloat], ptr %0, i32 0, i32 %3
  %8 = load bfloat, ptr %7, align 2, !invariant.load !2
  br label %10

9:                                                ; preds = %2
  br label %10

10:                                               ; preds = %6, %9
  %11 = phi bfloat [ 0.000000e+00, %9 ], [ %8, %6 ]
  br label %12

12:                                               ; preds = %10
  %13 = getelementptr inbounds [128 x bfloat], ptr %1, i32 0, i32 %3
  store bfloat %11, ptr %13, align 2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
