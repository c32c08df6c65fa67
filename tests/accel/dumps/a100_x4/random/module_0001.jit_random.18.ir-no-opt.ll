; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_log1pf(float)

declare float @__nv_sqrtf(float)

declare float @__nv_fabsf(float)

define ptx_kernel void @loop_add_fusion(ptr noalias align 16 dereferenceable(128) %0, ptr noalias align 256 dereferenceable(512) %1, ptr noalias align 256 dereferenceable(512) %2, ptr noalias align 256 dereferenceable(16) %3, ptr noalias align 256 dereferenceable(4) %4, ptr noalias align 256 dereferenceable(16) %5, ptr noalias align 256 dereferenceable(128) %6) #0 {
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %9 = udiv i32 %8, 8
  %10 = urem i32 %8, 8
  %11 = getelementptr inbounds [1 x i32], ptr %4, i32 0, i32 0
  %12 = load i32, ptr %11, align 4, !invariant.load !2
  %13 = call i32 @llvm.umin.i32(i32 %12, i32 3)
  %14 = getelementptr inbounds [4 x i32], ptr %5, i32 0, i32 %13
  %15 = load i32, ptr %14, align 4, !invariant.load !2
  %16 = call i32 @llvm.smin.i32(i32 %15, i32 4)
  %17 = call i32 @llvm.smax.i32(i32 %16, i32 0)
  %18 = add i32 %9, %17
  %19 = getelementptr inbounds [4 x i32], ptr %3, i32 0, i32 %13
  %20 = load i32, ptr %19, align 4, !invariant.load !2
  %21 = call i32 @llvm.smin.i32(i32 %20, i32 8)
  %22 = call i32 @llvm.smax.i32(i32 %21, i32 0)
  %23 = add i32 %10, %22
  %24 = mul i32 %18, 16
  %25 = add i32 %24, %23
  %26 = getelementptr inbounds [128 x i32], ptr %2, i32 0, i32 %25
  %27 = load i32, ptr %26, align 4, !invariant.load !2
  %28 = getelementptr inbounds [128 x i32], ptr %1, i32 0, i32 %25
  %29 = load i32, ptr %28, align 4, !invariant.load !2
  %30 = xor i32 %27, %29
  %31 = lshr i32 %30, 9
  %32 = or i32 %31, 1065353216
  %33 = bitcast i32 %32 to float
  %34 = fadd float %33, -1.000000e+00
  %35 = fmul float %34, 2.000000e+00
  %36 = fadd float %35, f0xBF7FFFFF
  %37 = call float @llvm.maximum.f32(float %36, float f0xBF7FFFFF)
  %38 = fneg float %37
  %39 = fmul float %37, %38
  %40 = call float @__nv_log1pf(float %39)
  %41 = fneg float %40
  %42 = fcmp olt float %41, 5.000000e+00
  %43 = select i1 %42, float f0x32F16588, float f0xB951F09B
  %44 = select i1 %42, float f0x34B84B36, float f0x38D3B56B
  %45 = call float @__nv_sqrtf(float %41)
  %46 = fadd float %41, -2.500000e+00
  %47 = fadd float %45, -3.000000e+00
  %48 = select i1 %42, float %46, float %47
  %49 = fmul float %43, %48
  %50 = fadd float %44, %49
  %51 = select i1 %42, float f0xB66C7357, float f0x3AB0DC72
  %52 = fmul float %50, %48
  %53 = fadd float %51, %52
  %54 = select i1 %42, float f0xB6935AC1, float f0xBB70BDE7
  %55 = fmul float %53, %48
  %56 = fadd float %54, %55
  %57 = select i1 %42, float f0x396532DB, float f0x3BBC127B
  %58 = fmul float %56, %48
  %59 = fadd float %57, %58
  %60 = select i1 %42, float f0xBAA45408, float f0xBBF9C5D7
  %61 = fmul float %59, %48
  %62 = fadd float %60, %61
  %63 = select i1 %42, float f0xBB88E4EF, float f0x3C1AA57E
  %64 = fmul float %62, %48
  %65 = fadd float %63, %64
  %66 = select i1 %42, float f0x3E7C8F63, float f0x3F8036DB
  %67 = fmul float %65, %48
  %68 = fadd float %66, %67
  %69 = select i1 %42, float f0x3FC02E2F, float f0x40354F7E
  %70 = fmul float %68, %48
  %71 = call float @__nv_fabsf(float %37)
  %72 = fadd float %69, %70
  %73 = fcmp oeq float %71, 1.000000e+00
  %74 = fmul float %37, +inf
  %75 = fmul float %72, %37
  %76 = select i1 %73, float %74, float %75
  %77 = fmul float %76, f0x3FB504F3
  %78 = getelementptr inbounds [32 x float], ptr %0, i32 0, i32 %8
  %79 = load float, ptr %78, align 4, !invariant.load !2
  %80 = fadd float %77, %79
  %81 = getelementptr inbounds [32 x float], ptr %6, i32 0, i32 %8
  store float %80, ptr %81, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { "nvvm.reqntid"="32,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 32}
!2 = !{}
