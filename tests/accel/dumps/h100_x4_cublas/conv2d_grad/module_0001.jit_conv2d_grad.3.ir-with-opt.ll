; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_0 = private unnamed_addr addrspace(3) global [288 x float] undef

; Function Attrs: nounwind
define ptx_kernel void @input_reduce_select_fusion(ptr noalias nofree readonly align 256 captures(none) dereferenceable(4096) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(32) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(4096) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %2 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %8 = shl nuw nsw i32 %7, 1
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %9
  %11 = load <2 x float>, ptr addrspace(1) %10, align 8, !invariant.load !3
  %12 = extractelement <2 x float> %11, i32 0
  %13 = extractelement <2 x float> %11, i32 1
  %14 = fcmp ogt float %12, 0.000000e+00
  %15 = tail call float @llvm.maximum.f32(float %12, float 0.000000e+00)
  %16 = fmul float %15, 2.000000e+00
  %17 = select i1 %14, float %16, float 0.000000e+00
  %18 = fcmp ogt float %13, 0.000000e+00
  %19 = tail call float @llvm.maximum.f32(float %13, float 0.000000e+00)
  %20 = fmul float %19, 2.000000e+00
  %21 = select i1 %18, float %20, float 0.000000e+00
  %22 = insertelement <2 x float> poison, float %17, i64 0
  %23 = insertelement <2 x float> %22, float %21, i64 1
  %24 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %9
  store <2 x float> %23, ptr addrspace(1) %24, align 8
  %25 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 1024
  %26 = load <2 x float>, ptr addrspace(1) %25, align 8, !invariant.load !3
  %27 = extractelement <2 x float> %26, i32 0
  %28 = extractelement <2 x float> %26, i32 1
  %29 = fcmp ogt float %27, 0.000000e+00
  %30 = tail call float @llvm.maximum.f32(float %27, float 0.000000e+00)
  %31 = fmul float %30, 2.000000e+00
  %32 = select i1 %29, float %31, float 0.000000e+00
  %33 = fadd nsz float %17, %32
  %34 = fcmp ogt float %28, 0.000000e+00
  %35 = tail call float @llvm.maximum.f32(float %28, float 0.000000e+00)
  %36 = fmul float %35, 2.000000e+00
  %37 = select i1 %34, float %36, float 0.000000e+00
  %38 = fadd nsz float %21, %37
  %39 = insertelement <2 x float> poison, float %32, i64 0
  %40 = insertelement <2 x float> %39, float %37, i64 1
  %41 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 1024
  store <2 x float> %40, ptr addrspace(1) %41, align 8
  %42 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 2048
  %43 = load <2 x float>, ptr addrspace(1) %42, align 8, !invariant.load !3
  %44 = extractelement <2 x float> %43, i32 0
  %45 = extractelement <2 x float> %43, i32 1
  %46 = fcmp ogt float %44, 0.000000e+00
  %47 = tail call float @llvm.maximum.f32(float %44, float 0.000000e+00)
  %48 = fmul float %47, 2.000000e+00
  %49 = select i1 %46, float %48, float 0.000000e+00
  %50 = fadd nsz float %33, %49
  %51 = fcmp ogt float %45, 0.000000e+00
  %52 = tail call float @llvm.maximum.f32(float %45, float 0.000000e+00)
  %53 = fmul float %52, 2.000000e+00
  %54 = select i1 %51, float %53, float 0.000000e+00
  %55 = fadd nsz float %38, %54
  %56 = insertelement <2 x float> poison, float %49, i64 0
  %57 = insertelement <2 x float> %56, float %54, i64 1
  %58 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 2048
  store <2 x float> %57, ptr addrspace(1) %58, align 8
  %59 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 3072
  %60 = load <2 x float>, ptr addrspace(1) %59, align 8, !invariant.load !3
  %61 = extractelement <2 x float> %60, i32 0
  %62 = extractelement <2 x float> %60, i32 1
  %63 = fcmp ogt float %61, 0.000000e+00
  %64 = tail call float @llvm.maximum.f32(float %61, float 0.000000e+00)
  %65 = fmul float %64, 2.000000e+00
  %66 = select i1 %63, float %65, float 0.000000e+00
  %67 = fadd nsz float %50, %66
  %68 = fcmp ogt float %62, 0.000000e+00
  %69 = tail call float @llvm.maximum.f32(float %62, float 0.000000e+00)
  %70 = fmul float %69, 2.000000e+00
  %71 = select i1 %68, float %70, float 0.000000e+00
  %72 = fadd nsz float %55, %71
  %73 = insertelement <2 x float> poison, float %66, i64 0
  %74 = insertelement <2 x float> %73, float %71, i64 1
  %75 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 3072
  store <2 x float> %74, ptr addrspace(1) %75, align 8
  %76 = and i32 %8, 6
  %77 = lshr i32 %7, 2
  %78 = mul nuw nsw i32 %77, 9
  %79 = add nuw nsw i32 %76, %78
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [4 x i8], ptr addrspace(3) @shared_0, i64 %80
  store float %67, ptr addrspace(3) %81, align 4
  %82 = getelementptr inbounds i8, ptr addrspace(3) %81, i64 4
  store float %72, ptr addrspace(3) %82, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = and i32 %7, 31
  %84 = icmp eq i32 %83, 0
  %85 = icmp samesign ult i32 %7, 97
  %86 = and i1 %85, %84
  %87 = mul nuw nsw i32 %83, 9
  %88 = lshr i32 %7, 5
  %89 = add nuw nsw i32 %87, %88
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [4 x i8], ptr addrspace(3) @shared_0, i64 %90
  %92 = load float, ptr addrspace(3) %91, align 4
  %93 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %92, i32 16, i32 31)
  %94 = fadd nsz float %92, %93
  %95 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %94, i32 8, i32 31)
  %96 = fadd nsz float %94, %95
  %97 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %96, i32 4, i32 31)
  %98 = fadd nsz float %96, %97
  %99 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %98, i32 2, i32 31)
  %100 = fadd nsz float %98, %99
  %101 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %100, i32 1, i32 31)
  %102 = zext i32 %88 to i64
  %103 = getelementptr [4 x i8], ptr addrspace(1) %6, i64 %102
  %104 = fadd nsz float %100, %101
  br i1 %86, label %105, label %106

105:                                              ; preds = %3
  store float %104, ptr addrspace(1) %103, align 4
  br label %106

106:                                              ; preds = %105, %3
  %107 = getelementptr inbounds i8, ptr addrspace(3) %91, i64 16
  %108 = load float, ptr addrspace(3) %107, align 4
  %109 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %108, i32 16, i32 31)
  %110 = fadd nsz float %108, %109
  %111 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %110, i32 8, i32 31)
  %112 = fadd nsz float %110, %111
  %113 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %112, i32 4, i32 31)
  %114 = fadd nsz float %112, %113
  %115 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %114, i32 2, i32 31)
  %116 = fadd nsz float %114, %115
  %117 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %116, i32 1, i32 31)
  %118 = fadd nsz float %116, %117
  br i1 %86, label %119, label %120

119:                                              ; preds = %106
  %sunkaddr = getelementptr inbounds i8, ptr addrspace(1) %103, i64 16
  store float %118, ptr addrspace(1) %sunkaddr, align 4
  br label %120

120:                                              ; preds = %119, %106
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

attributes #0 = { nounwind "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
