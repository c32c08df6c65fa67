; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_multiply_fusion(ptr noalias nofree readonly align 16 captures(none) dereferenceable(256) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(256) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = lshr i32 %5, 3
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !invariant.load !3, !alias.scope !4
  %10 = shl nuw nsw i32 %5, 3
  %11 = and i32 %10, 56
  %12 = or disjoint i32 %11, %6
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !invariant.load !3, !alias.scope !4
  %16 = fadd float %9, %15
  %17 = fadd float %16, %16
  %18 = fmul float %17, 5.000000e-01
  %19 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %7
  store float %18, ptr addrspace(1) %19, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
!4 = !{!5}
!5 = distinct !{!5, !6, !"fused_multiply_add_3_3: argument 0"}
!6 = distinct !{!6, !"fused_multiply_add_3_3"}
