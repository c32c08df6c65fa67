; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_0 = private addrspace(3) global [288 x float] undef

define ptx_kernel void @input_reduce_select_fusion(ptr noalias align 256 dereferenceable(4096) %0, ptr noalias align 256 dereferenceable(32) %1, ptr noalias align 256 dereferenceable(4096) %2) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %5 = mul i32 %4, 2
  %6 = getelementptr inbounds [1024 x float], ptr %0, i32 0, i32 %5
  %7 = load <2 x float>, ptr %6, align 4, !invariant.load !2
  %8 = extractelement <2 x float> %7, i64 0
  %9 = fcmp ogt float %8, 0.000000e+00
  %10 = call float @llvm.maximum.f32(float %8, float 0.000000e+00)
  %11 = fmul float %10, 2.000000e+00
  %12 = select i1 %9, float %11, float 0.000000e+00
  %13 = call float @region_0_1_reduce_sum_2_0(float 0.000000e+00, float %12)
  %14 = extractelement <2 x float> %7, i64 1
  %15 = fcmp ogt float %14, 0.000000e+00
  %16 = call float @llvm.maximum.f32(float %14, float 0.000000e+00)
  %17 = fmul float %16, 2.000000e+00
  %18 = select i1 %15, float %17, float 0.000000e+00
  %19 = call float @region_0_1_reduce_sum_2_0(float 0.000000e+00, float %18)
  %20 = insertelement <2 x float> poison, float %12, i32 0
  %21 = insertelement <2 x float> %20, float %18, i32 1
  %22 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i32 %5
  store <2 x float> %21, ptr %22, align 4
  %23 = add i32 %5, 256
  %24 = getelementptr inbounds [1024 x float], ptr %0, i32 0, i32 %23
  %25 = load <2 x float>, ptr %24, align 4, !invariant.load !2
  %26 = extractelement <2 x float> %25, i64 0
  %27 = fcmp ogt float %26, 0.000000e+00
  %28 = call float @llvm.maximum.f32(float %26, float 0.000000e+00)
  %29 = fmul float %28, 2.000000e+00
  %30 = select i1 %27, float %29, float 0.000000e+00
  %31 = call float @region_0_1_reduce_sum_2_0(float %13, float %30)
  %32 = extractelement <2 x float> %25, i64 1
  %33 = fcmp ogt float %32, 0.000000e+00
  %34 = call float @llvm.maximum.f32(float %32, float 0.000000e+00)
  %35 = fmul float %34, 2.000000e+00
  %36 = select i1 %33, float %35, float 0.000000e+00
  %37 = call float @region_0_1_reduce_sum_2_0(float %19, float %36)
  %38 = insertelement <2 x float> poison, float %30, i32 0
  %39 = insertelement <2 x float> %38, float %36, i32 1
  %40 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i32 %23
  store <2 x float> %39, ptr %40, align 4
  %41 = add i32 %5, 512
  %42 = getelementptr inbounds [1024 x float], ptr %0, i32 0, i32 %41
  %43 = load <2 x float>, ptr %42, align 4, !invariant.load !2
  %44 = extractelement <2 x float> %43, i64 0
  %45 = fcmp ogt float %44, 0.000000e+00
  %46 = call float @llvm.maximum.f32(float %44, float 0.000000e+00)
  %47 = fmul float %46, 2.000000e+00
  %48 = select i1 %45, float %47, float 0.000000e+00
  %49 = call float @region_0_1_reduce_sum_2_0(float %31, float %48)
  %50 = extractelement <2 x float> %43, i64 1
  %51 = fcmp ogt float %50, 0.000000e+00
  %52 = call float @llvm.maximum.f32(float %50, float 0.000000e+00)
  %53 = fmul float %52, 2.000000e+00
  %54 = select i1 %51, float %53, float 0.000000e+00
  %55 = call float @region_0_1_reduce_sum_2_0(float %37, float %54)
  %56 = insertelement <2 x float> poison, float %48, i32 0
  %57 = insertelement <2 x float> %56, float %54, i32 1
  %58 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i32 %41
  store <2 x float> %57, ptr %58, align 4
  %59 = add i32 %5, 768
  %60 = getelementptr inbounds [1024 x float], ptr %0, i32 0, i32 %59
  %61 = load <2 x float>, ptr %60, align 4, !invariant.load !2
  %62 = extractelement <2 x float> %61, i64 0
  %63 = fcmp ogt float %62, 0.000000e+00
  %64 = call float @llvm.maximum.f32(float %62, float 0.000000e+00)
  %65 = fmul float %64, 2.000000e+00
  %66 = select i1 %63, float %65, float 0.000000e+00
  %67 = call float @region_0_1_reduce_sum_2_0(float %49, float %66)
  %68 = extractelement <2 x float> %61, i64 1
  %69 = fcmp ogt float %68, 0.000000e+00
  %70 = call float @llvm.maximum.f32(float %68, float 0.000000e+00)
  %71 = fmul float %70, 2.000000e+00
  %72 = select i1 %69, float %71, float 0.000000e+00
  %73 = call float @region_0_1_reduce_sum_2_0(float %55, float %72)
  %74 = insertelement <2 x float> poison, float %66, i32 0
  %75 = insertelement <2 x float> %74, float %72, i32 1
  %76 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i32 %59
  store <2 x float> %75, ptr %76, align 4
  %77 = urem i32 %4, 4
  %78 = mul i32 %77, 2
  %79 = udiv i32 %4, 4
  %80 = mul i32 %79, 9
  %81 = add i32 %78, %80
  %82 = getelementptr inbounds [288 x float], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %81
  store float %67, ptr %82, align 4
  %83 = add i32 %81, 1
  %84 = getelementptr inbounds [288 x float], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %83
  store float %73, ptr %84, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %85 = urem i32 %4, 32
  %86 = icmp eq i32 %85, 0
  %87 = icmp sle i32 %4, 96
  %88 = and i1 %86, %87
  %89 = mul i32 %85, 9
  %90 = udiv i32 %4, 32
  %91 = add i32 %89, %90
  %92 = getelementptr inbounds [288 x float], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %91
  %93 = load float, ptr %92, align 4
  %94 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %93, i32 16, i32 31)
  %95 = call float @region_0_1_reduce_sum_2_0(float %93, float %94)
  %96 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %95, i32 8, i32 31)
  %97 = call float @region_0_1_reduce_sum_2_0(float %95, float %96)
  %98 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %97, i32 4, i32 31)
  %99 = call float @region_0_1_reduce_sum_2_0(float %97, float %98)
  %100 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %99, i32 2, i32 31)
  %101 = call float @region_0_1_reduce_sum_2_0(float %99, float %100)
  %102 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %101, i32 1, i32 31)
  %103 = call float @region_0_1_reduce_sum_2_0(float %101, float %102)
  br i1 %88, label %104, label %106

104:                                              ; preds = %3
  %105 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %90
  store float %103, ptr %105, align 4
  br label %106

106:                                              ; preds = %104, %3
  %107 = add i32 %91, 4
  %108 = getelementptr inbounds [288 x float], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %107
  %109 = load float, ptr %108, align 4
  %110 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %109, i32 16, i32 31)
  %111 = call float @region_0_1_reduce_sum_2_0(float %109, float %110)
  %112 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %111, i32 8, i32 31)
  %113 = call float @region_0_1_reduce_sum_2_0(float %111, float %112)
  %114 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %113, i32 4, i32 31)
  %115 = call float @region_0_1_reduce_sum_2_0(float %113, float %114)
  %116 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %115, i32 2, i32 31)
  %117 = call float @region_0_1_reduce_sum_2_0(float %115, float %116)
  %118 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %117, i32 1, i32 31)
  %119 = call float @region_0_1_reduce_sum_2_0(float %117, float %118)
  %120 = add i32 %90, 4
  br i1 %88, label %121, label %123

121:                                              ; preds = %106
  %122 = getelementptr inbounds [8 x float], ptr %1, i32 0, i32 %120
  store float %119, ptr %122, align 4
  br label %123

123:                                              ; preds = %121, %106
  ret void
}

define internal float @region_0_1_reduce_sum_2_0(float %0, float %1) {
  %3 = fadd nsz float %0, %1
  ret float %3
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
