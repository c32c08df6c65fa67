; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_broadcast_fusion_1(ptr noalias align 256 dereferenceable(8) %0, ptr noalias align 256 dereferenceable(8) %1, ptr noalias align 256 dereferenceable(512) %2, ptr noalias align 256 dereferenceable(512) %3, ptr noalias align 256 dereferenceable(512) %4, ptr noalias align 256 dereferenceable(512) %5) #0 {
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %8 = call i32 @fused_broadcast_1_stack_11_7(ptr %0, ptr %1, i32 0, i32 1)
  %9 = call i32 @fused_broadcast_1_stack_11_7(ptr %0, ptr %1, i32 1, i32 1)
  %10 = getelementptr inbounds [2 x i32], ptr %1, i32 0, i32 0
  %11 = load i32, ptr %10, align 4, !invariant.load !2
  %12 = getelementptr inbounds [2 x i32], ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 4, !invariant.load !2
  %14 = getelementptr inbounds [128 x i32], ptr %2, i32 0, i32 %7
  store i32 %8, ptr %14, align 4
  %15 = getelementptr inbounds [128 x i32], ptr %3, i32 0, i32 %7
  store i32 %9, ptr %15, align 4
  %16 = getelementptr inbounds [128 x i32], ptr %4, i32 0, i32 %7
  store i32 %11, ptr %16, align 4
  %17 = getelementptr inbounds [128 x i32], ptr %5, i32 0, i32 %7
  store i32 %13, ptr %17, align 4
  ret void
}

define internal i32 @fused_broadcast_1_stack_11_7(ptr noalias %0, ptr noalias %1, i32 %2, i32 %3) {
  %5 = icmp ult i32 %3, 1
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = getelementptr inbounds [2 x i32], ptr %1, i32 0, i32 %2
  %8 = load i32, ptr %7, align 4, !invariant.load !2
  br label %12

9:                                                ; preds = %4
  %10 = getelementptr inbounds [2 x i32], ptr %0, i32 0, i32 %2
  %11 = load i32, ptr %10, align 4, !invariant.load !2
  br label %12

12:                                               ; preds = %6, %9
  %13 = phi i32 [ %11, %9 ], [ %8, %6 ]
  br label %14

14:                                               ; preds = %12
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
