; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_convert_fusion_1(ptr noalias align 256 dereferenceable(512) %0) #0 {
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %3 = udiv i32 %2, 16
  %4 = urem i32 %2, 16
  %5 = sext i32 %3 to i64
  %6 = mul i64 %5, 16
  %7 = sext i32 %4 to i64
  %8 = add i64 %6, %7
  %9 = trunc i64 %8 to i32
  %10 = getelementptr inbounds [128 x i32], ptr %0, i32 0, i32 %2
  store i32 %9, ptr %10, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
