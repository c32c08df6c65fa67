; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @wrapped_concatenate(ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(1024) %1, ptr noalias nofree readonly align 256 captures(none) dereferenceable(512) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1540) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = addrspacecast ptr %3 to ptr addrspace(1)
  %7 = addrspacecast ptr %1 to ptr addrspace(1)
  %8 = addrspacecast ptr %2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3
  %11 = shl nuw nsw i32 %9, 7
  %12 = or disjoint i32 %11, %10
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = load float, ptr addrspace(1) %5, align 256, !invariant.load !4
  store float %15, ptr addrspace(1) %6, align 256
  br label %16

16:                                               ; preds = %14, %4
  %17 = zext nneg i32 %12 to i64
  %18 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !4
  %20 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %17
  %21 = getelementptr inbounds i8, ptr addrspace(1) %20, i64 4
  store float %19, ptr addrspace(1) %21, align 4
  %22 = icmp eq i32 %9, 0
  %23 = zext nneg i32 %10 to i64
  %24 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %23
  %25 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %17
  br i1 %22, label %26, label %28

26:                                               ; preds = %16
  %27 = load float, ptr addrspace(1) %25, align 4, !invariant.load !4
  %sunkaddr = getelementptr inbounds i8, ptr addrspace(1) %24, i64 1028
  store float %27, ptr addrspace(1) %sunkaddr, align 4
  br label %28

28:                                               ; preds = %26, %16
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { nounwind "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 2}
!3 = !{i32 0, i32 128}
!4 = !{}
