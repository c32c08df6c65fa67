; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_reduce_select_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(4096) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(32) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(4096) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %2 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %8 = lshr i32 %7, 5
  %9 = shl nuw nsw i32 %7, 1
  %10 = and i32 %9, 6
  %11 = shl nuw nsw i32 %8, 6
  %12 = and i32 %9, 56
  %13 = or disjoint i32 %11, %12
  %14 = or disjoint i32 %13, %10
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %15
  %17 = load <2 x float>, ptr addrspace(1) %16, align 8, !invariant.load !3
  %18 = extractelement <2 x float> %17, i32 0
  %19 = extractelement <2 x float> %17, i32 1
  %20 = fcmp ogt float %18, 0.000000e+00
  %21 = tail call float @llvm.maximum.f32(float %18, float 0.000000e+00)
  %22 = fmul float %21, 2.000000e+00
  %23 = select i1 %20, float %22, float 0.000000e+00
  %24 = fcmp ogt float %19, 0.000000e+00
  %25 = tail call float @llvm.maximum.f32(float %19, float 0.000000e+00)
  %26 = fmul float %25, 2.000000e+00
  %27 = select i1 %24, float %26, float 0.000000e+00
  %28 = fadd nsz float %23, %27
  %29 = insertelement <2 x float> poison, float %23, i64 0
  %30 = insertelement <2 x float> %29, float %27, i64 1
  %31 = zext nneg i32 %9 to i64
  %32 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %31
  store <2 x float> %30, ptr addrspace(1) %32, align 8
  %33 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 2048
  %34 = load <2 x float>, ptr addrspace(1) %33, align 8, !invariant.load !3
  %35 = extractelement <2 x float> %34, i32 0
  %36 = extractelement <2 x float> %34, i32 1
  %37 = fcmp ogt float %35, 0.000000e+00
  %38 = tail call float @llvm.maximum.f32(float %35, float 0.000000e+00)
  %39 = fmul float %38, 2.000000e+00
  %40 = select i1 %37, float %39, float 0.000000e+00
  %41 = fadd nsz float %28, %40
  %42 = fcmp ogt float %36, 0.000000e+00
  %43 = tail call float @llvm.maximum.f32(float %36, float 0.000000e+00)
  %44 = fmul float %43, 2.000000e+00
  %45 = select i1 %42, float %44, float 0.000000e+00
  %46 = fadd nsz float %41, %45
  %47 = insertelement <2 x float> poison, float %40, i64 0
  %48 = insertelement <2 x float> %47, float %45, i64 1
  %49 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 2048
  store <2 x float> %48, ptr addrspace(1) %49, align 8
  %50 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %46, i32 16, i32 31)
  %51 = fadd nsz float %50, %46
  %52 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 8, i32 31)
  %53 = fadd nsz float %52, %51
  %54 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %53, i32 4, i32 31)
  %55 = fadd nsz float %54, %53
  %56 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %55, i32 2, i32 31)
  %57 = fadd nsz float %56, %55
  %58 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %57, i32 1, i32 31)
  %59 = and i32 %7, 31
  %60 = icmp eq i32 %59, 0
  %61 = icmp samesign ult i32 %7, 225
  %62 = and i1 %61, %60
  %63 = zext nneg i32 %8 to i64
  %64 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %63
  %65 = fadd nsz float %58, %57
  br i1 %62, label %66, label %67

66:                                               ; preds = %3
  store float %65, ptr addrspace(1) %64, align 4
  br label %67

67:                                               ; preds = %66, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="256,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 256}
!3 = !{}
