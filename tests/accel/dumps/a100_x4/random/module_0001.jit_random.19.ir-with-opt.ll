; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_add_fusion(ptr noalias nofree readonly align 16 captures(none) dereferenceable(128) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(512) %1, ptr noalias nofree readonly align 256 captures(none) dereferenceable(512) %2, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %3, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %4, ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %5, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(128) %6) local_unnamed_addr #0 {
__nv_log1pf.exit:
  %7 = addrspacecast ptr %4 to ptr addrspace(1)
  %8 = addrspacecast ptr %5 to ptr addrspace(1)
  %9 = addrspacecast ptr %3 to ptr addrspace(1)
  %10 = addrspacecast ptr %2 to ptr addrspace(1)
  %11 = addrspacecast ptr %1 to ptr addrspace(1)
  %12 = addrspacecast ptr %0 to ptr addrspace(1)
  %13 = addrspacecast ptr %6 to ptr addrspace(1)
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %15 = lshr i32 %14, 3
  %16 = and i32 %14, 7
  %17 = load i32, ptr addrspace(1) %7, align 256, !invariant.load !5
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 3)
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !invariant.load !5
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 0)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 4)
  %24 = add nuw nsw i32 %23, %15
  %25 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %19
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !5
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 0)
  %28 = tail call i32 @llvm.umin.i32(i32 %27, i32 8)
  %29 = add nuw nsw i32 %28, %16
  %30 = shl nuw nsw i32 %24, 4
  %31 = add nuw nsw i32 %29, %30
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4, !invariant.load !5
  %35 = getelementptr inbounds [4 x i8], ptr addrspace(1) %11, i64 %32
  %36 = load i32, ptr addrspace(1) %35, align 4, !invariant.load !5
  %37 = xor i32 %36, %34
  %38 = lshr i32 %37, 9
  %39 = or disjoint i32 %38, 1065353216
  %40 = bitcast i32 %39 to float
  %41 = fadd nnan float %40, -1.000000e+00
  %42 = fmul nnan float %41, 2.000000e+00
  %43 = fadd float %42, f0xBF7FFFFF
  %44 = tail call float @llvm.maximum.f32(float %43, float f0xBF7FFFFF)
  %45 = fneg float %44
  %46 = fmul float %44, %45
  %47 = tail call float @llvm.nvvm.add.rz.f(float %46, float 1.000000e+00) #5
  %48 = bitcast float %47 to i32
  %49 = add i32 %48, -1061158912
  %50 = and i32 %49, -8388608
  %51 = bitcast float %46 to i32
  %52 = sub i32 %51, %50
  %53 = bitcast i32 %52 to float
  %54 = sub i32 1082130432, %50
  %55 = bitcast i32 %54 to float
  %56 = tail call float @llvm.fma.f32(float %55, float 2.500000e-01, float -1.000000e+00)
  %57 = fadd float %56, %53
  %58 = sitofp i32 %50 to float
  %59 = fmul nnan float %58, f0x34000000
  %60 = tail call float @llvm.fma.f32(float %57, float f0xBD39BF78, float f0x3DD80012)
  %61 = tail call float @llvm.fma.f32(float %60, float %57, float f0xBE0778E0)
  %62 = tail call float @llvm.fma.f32(float %61, float %57, float f0x3E146475)
  %63 = tail call float @llvm.fma.f32(float %62, float %57, float f0xBE2A68DD)
  %64 = tail call float @llvm.fma.f32(float %63, float %57, float f0x3E4CAF9E)
  %65 = tail call float @llvm.fma.f32(float %64, float %57, float f0xBE800042)
  %66 = tail call float @llvm.fma.f32(float %65, float %57, float f0x3EAAAAE6)
  %67 = tail call float @llvm.fma.f32(float %66, float %57, float -5.000000e-01)
  %68 = fmul float %57, %67
  %69 = tail call float @llvm.fma.f32(float %68, float %57, float %57)
  %70 = tail call float @llvm.fma.f32(float %59, float f0x3F317218, float %69)
  %71 = icmp ugt i32 %51, 2139095039
  %72 = icmp sgt i32 %51, -1082130432
  %73 = tail call float @llvm.fma.f32(float %46, float +inf, float +inf)
  %r.0.i = select i1 %72, float %73, float %70
  %74 = fcmp oeq float %46, 0.000000e+00
  %r.1.i = select i1 %74, float -0.000000e+00, float %r.0.i
  %spec.select = select i1 %71, float %r.1.i, float %70
  %75 = fneg float %spec.select
  %76 = fcmp ogt float %spec.select, -5.000000e+00
  %77 = select i1 %76, float f0x32F16588, float f0xB951F09B
  %78 = select i1 %76, float f0x34B84B36, float f0x38D3B56B
  %79 = tail call float @llvm.nvvm.sqrt.approx.f(float %75) #5
  %80 = fsub float -2.500000e+00, %spec.select
  %81 = fadd float %79, -3.000000e+00
  %82 = select i1 %76, float %80, float %81
  %83 = fmul float %77, %82
  %84 = fadd float %78, %83
  %85 = select i1 %76, float f0xB66C7357, float f0x3AB0DC72
  %86 = fmul float %82, %84
  %87 = fadd float %85, %86
  %88 = select i1 %76, float f0xB6935AC1, float f0xBB70BDE7
  %89 = fmul float %82, %87
  %90 = fadd float %88, %89
  %91 = select i1 %76, float f0x396532DB, float f0x3BBC127B
  %92 = fmul float %82, %90
  %93 = fadd float %91, %92
  %94 = select i1 %76, float f0xBAA45408, float f0xBBF9C5D7
  %95 = fmul float %82, %93
  %96 = fadd float %94, %95
  %97 = select i1 %76, float f0xBB88E4EF, float f0x3C1AA57E
  %98 = fmul float %82, %96
  %99 = fadd float %97, %98
  %100 = select i1 %76, float f0x3E7C8F63, float f0x3F8036DB
  %101 = fmul float %82, %99
  %102 = fadd float %100, %101
  %103 = select i1 %76, float f0x3FC02E2F, float f0x40354F7E
  %104 = fmul float %82, %102
  %105 = tail call float @llvm.nvvm.fabs.f32(float %44)
  %106 = fadd float %103, %104
  %107 = fcmp oeq float %105, 1.000000e+00
  %.v = select i1 %107, float +inf, float %106
  %108 = fmul float %44, %.v
  %109 = fmul float %108, f0x3FB504F3
  %110 = zext nneg i32 %14 to i64
  %111 = getelementptr inbounds [4 x i8], ptr addrspace(1) %12, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4, !invariant.load !5
  %113 = fadd float %112, %109
  %114 = getelementptr inbounds [4 x i8], ptr addrspace(1) %13, i64 %110
  store float %113, ptr addrspace(1) %114, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="32,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 32}
!5 = !{}
