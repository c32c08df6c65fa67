; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_broadcast_fusion_1(ptr noalias nofree readonly align 256 captures(none) dereferenceable(8) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(8) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(512) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(512) %3, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(512) %4, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(512) %5) local_unnamed_addr #0 {
  %7 = addrspacecast ptr %0 to ptr addrspace(1)
  %8 = addrspacecast ptr %1 to ptr addrspace(1)
  %9 = addrspacecast ptr %2 to ptr addrspace(1)
  %10 = addrspacecast ptr %3 to ptr addrspace(1)
  %11 = addrspacecast ptr %4 to ptr addrspace(1)
  %12 = addrspacecast ptr %5 to ptr addrspace(1)
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %14 = load <2 x i32>, ptr addrspace(1) %7, align 256, !invariant.load !3
  %15 = extractelement <2 x i32> %14, i32 0
  %16 = extractelement <2 x i32> %14, i32 1
  %17 = load <2 x i32>, ptr addrspace(1) %8, align 256, !invariant.load !3
  %18 = extractelement <2 x i32> %17, i32 0
  %19 = extractelement <2 x i32> %17, i32 1
  %20 = zext nneg i32 %13 to i64
  %21 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %20
  store i32 %15, ptr addrspace(1) %21, align 4
  %22 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %20
  store i32 %16, ptr addrspace(1) %22, align 4
  %23 = getelementptr inbounds [4 x i8], ptr addrspace(1) %11, i64 %20
  store i32 %18, ptr addrspace(1) %23, align 4
  %24 = getelementptr inbounds [4 x i8], ptr addrspace(1) %12, i64 %20
  store i32 %19, ptr addrspace(1) %24, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
