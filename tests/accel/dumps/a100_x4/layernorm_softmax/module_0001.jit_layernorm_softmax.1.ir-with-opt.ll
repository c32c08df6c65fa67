; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_reduce_fusion(ptr noalias nofree readonly align 16 captures(none) dereferenceable(256) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !invariant.load !3
  %9 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %8, i32 8, i32 31)
  %10 = fadd nsz float %8, %9
  %11 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %10, i32 4, i32 31)
  %12 = fadd nsz float %10, %11
  %13 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %12, i32 2, i32 31)
  %14 = fadd nsz float %12, %13
  %15 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 1, i32 31)
  %16 = and i32 %5, 15
  %17 = icmp eq i32 %16, 0
  %18 = icmp samesign ult i32 %5, 49
  %19 = and i1 %18, %17
  %20 = lshr exact i32 %5, 4
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %21
  %23 = fadd nsz float %14, %15
  br i1 %19, label %24, label %25

24:                                               ; preds = %2
  store float %23, ptr addrspace(1) %22, align 4
  br label %25

25:                                               ; preds = %24, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="64,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
