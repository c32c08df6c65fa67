; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_divide_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %1, ptr noalias nofree readonly align 256 captures(none) dereferenceable(128) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(128) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %2 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  %7 = addrspacecast ptr %0 to ptr addrspace(1)
  %8 = addrspacecast ptr %3 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %10 = and i32 %9, 3
  %11 = zext nneg i32 %9 to i64
  %12 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !invariant.load !5
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !invariant.load !5
  %17 = fsub float %13, %16
  %18 = tail call float @llvm.fma.f32(float %17, float 5.724980e-03, float 5.000000e-01)
  %19 = tail call float @llvm.nvvm.saturate.f(float %18) #1
  %20 = tail call float @llvm.nvvm.fma.rm.f(float %19, float 2.520000e+02, float f0x4B400001) #1
  %21 = fadd float %20, f0xCB40007F
  %22 = fneg float %21
  %23 = tail call float @llvm.fma.f32(float %17, float f0x3FB8AA3B, float %22)
  %24 = tail call float @llvm.fma.f32(float %17, float f0x32A57060, float %23)
  %25 = bitcast float %20 to i32
  %26 = shl i32 %25, 23
  %27 = bitcast i32 %26 to float
  %28 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %24)
  %29 = fmul float %28, %27
  %30 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %14
  %31 = load float, ptr addrspace(1) %30, align 4, !invariant.load !5
  %32 = fdiv float %29, %31
  %33 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %11
  store float %32, ptr addrspace(1) %33, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { nounwind "nvvm.reqntid"="32,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 32}
!5 = !{}
