; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @input_reduce_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !invariant.load !3
  %9 = fmul float %8, %8
  %10 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 8, i32 31)
  %11 = fadd nsz float %9, %10
  %12 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %11, i32 4, i32 31)
  %13 = fadd nsz float %11, %12
  %14 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %13, i32 2, i32 31)
  %15 = fadd nsz float %13, %14
  %16 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %15, i32 1, i32 31)
  %17 = and i32 %5, 15
  %18 = icmp eq i32 %17, 0
  %19 = icmp samesign ult i32 %5, 49
  %20 = and i1 %19, %18
  %21 = lshr exact i32 %5, 4
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %22
  %24 = fadd nsz float %15, %16
  br i1 %20, label %25, label %26

25:                                               ; preds = %2
  store float %24, ptr addrspace(1) %23, align 4
  br label %26

26:                                               ; preds = %25, %2
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 64}
!3 = !{}
