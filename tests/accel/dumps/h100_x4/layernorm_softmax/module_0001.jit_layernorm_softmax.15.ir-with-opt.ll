; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_reduce_fusion_1(ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(128) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !invariant.load !5
  %11 = tail call float @llvm.nvvm.fabs.f32(float %10)
  %12 = fcmp one float %11, +inf
  %13 = select i1 %12, float %10, float 0.000000e+00
  %14 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %8
  %15 = load float, ptr addrspace(1) %14, align 4, !invariant.load !5
  %16 = fsub float %15, %13
  %17 = tail call float @llvm.fma.f32(float %16, float 5.724980e-03, float 5.000000e-01)
  %18 = tail call float @llvm.nvvm.saturate.f(float %17) #1
  %19 = tail call float @llvm.nvvm.fma.rm.f(float %18, float 2.520000e+02, float f0x4B400001) #1
  %20 = fadd float %19, f0xCB40007F
  %21 = fneg float %20
  %22 = tail call float @llvm.fma.f32(float %16, float f0x3FB8AA3B, float %21)
  %23 = tail call float @llvm.fma.f32(float %16, float f0x32A57060, float %22)
  %24 = bitcast float %19 to i32
  %25 = shl i32 %24, 23
  %26 = bitcast i32 %25 to float
  %27 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %23)
  %28 = fmul float %27, %26
  %29 = fadd float %28, 0.000000e+00
  %30 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 16
  %31 = load float, ptr addrspace(1) %30, align 4, !invariant.load !5
  %32 = fsub float %31, %13
  %33 = tail call float @llvm.fma.f32(float %32, float 5.724980e-03, float 5.000000e-01)
  %34 = tail call float @llvm.nvvm.saturate.f(float %33) #1
  %35 = tail call float @llvm.nvvm.fma.rm.f(float %34, float 2.520000e+02, float f0x4B400001) #1
  %36 = fadd float %35, f0xCB40007F
  %37 = fneg float %36
  %38 = tail call float @llvm.fma.f32(float %32, float f0x3FB8AA3B, float %37)
  %39 = tail call float @llvm.fma.f32(float %32, float f0x32A57060, float %38)
  %40 = bitcast float %35 to i32
  %41 = shl i32 %40, 23
  %42 = bitcast i32 %41 to float
  %43 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %39)
  %44 = fmul float %43, %42
  %45 = fadd float %44, %29
  %46 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 32
  %47 = load float, ptr addrspace(1) %46, align 4, !invariant.load !5
  %48 = fsub float %47, %13
  %49 = tail call float @llvm.fma.f32(float %48, float 5.724980e-03, float 5.000000e-01)
  %50 = tail call float @llvm.nvvm.saturate.f(float %49) #1
  %51 = tail call float @llvm.nvvm.fma.rm.f(float %50, float 2.520000e+02, float f0x4B400001) #1
  %52 = fadd float %51, f0xCB40007F
  %53 = fneg float %52
  %54 = tail call float @llvm.fma.f32(float %48, float f0x3FB8AA3B, float %53)
  %55 = tail call float @llvm.fma.f32(float %48, float f0x32A57060, float %54)
  %56 = bitcast float %51 to i32
  %57 = shl i32 %56, 23
  %58 = bitcast i32 %57 to float
  %59 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %55)
  %60 = fmul float %59, %58
  %61 = fadd float %45, %60
  %62 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 48
  %63 = load float, ptr addrspace(1) %62, align 4, !invariant.load !5
  %64 = fsub float %63, %13
  %65 = tail call float @llvm.fma.f32(float %64, float 5.724980e-03, float 5.000000e-01)
  %66 = tail call float @llvm.nvvm.saturate.f(float %65) #1
  %67 = tail call float @llvm.nvvm.fma.rm.f(float %66, float 2.520000e+02, float f0x4B400001) #1
  %68 = fadd float %67, f0xCB40007F
  %69 = fneg float %68
  %70 = tail call float @llvm.fma.f32(float %64, float f0x3FB8AA3B, float %69)
  %71 = tail call float @llvm.fma.f32(float %64, float f0x32A57060, float %70)
  %72 = bitcast float %67 to i32
  %73 = shl i32 %72, 23
  %74 = bitcast i32 %73 to float
  %75 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %71)
  %76 = fmul float %75, %74
  %77 = fadd float %61, %76
  %78 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 64
  %79 = load float, ptr addrspace(1) %78, align 4, !invariant.load !5
  %80 = fsub float %79, %13
  %81 = tail call float @llvm.fma.f32(float %80, float 5.724980e-03, float 5.000000e-01)
  %82 = tail call float @llvm.nvvm.saturate.f(float %81) #1
  %83 = tail call float @llvm.nvvm.fma.rm.f(float %82, float 2.520000e+02, float f0x4B400001) #1
  %84 = fadd float %83, f0xCB40007F
  %85 = fneg float %84
  %86 = tail call float @llvm.fma.f32(float %80, float f0x3FB8AA3B, float %85)
  %87 = tail call float @llvm.fma.f32(float %80, float f0x32A57060, float %86)
  %88 = bitcast float %83 to i32
  %89 = shl i32 %88, 23
  %90 = bitcast i32 %89 to float
  %91 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %87)
  %92 = fmul float %91, %90
  %93 = fadd float %77, %92
  %94 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 80
  %95 = load float, ptr addrspace(1) %94, align 4, !invariant.load !5
  %96 = fsub float %95, %13
  %97 = tail call float @llvm.fma.f32(float %96, float 5.724980e-03, float 5.000000e-01)
  %98 = tail call float @llvm.nvvm.saturate.f(float %97) #1
  %99 = tail call float @llvm.nvvm.fma.rm.f(float %98, float 2.520000e+02, float f0x4B400001) #1
  %100 = fadd float %99, f0xCB40007F
  %101 = fneg float %100
  %102 = tail call float @llvm.fma.f32(float %96, float f0x3FB8AA3B, float %101)
  %103 = tail call float @llvm.fma.f32(float %96, float f0x32A57060, float %102)
  %104 = bitcast float %99 to i32
  %105 = shl i32 %104, 23
  %106 = bitcast i32 %105 to float
  %107 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %103)
  %108 = fmul float %107, %106
  %109 = fadd float %93, %108
  %110 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 96
  %111 = load float, ptr addrspace(1) %110, align 4, !invariant.load !5
  %112 = fsub float %111, %13
  %113 = tail call float @llvm.fma.f32(float %112, float 5.724980e-03, float 5.000000e-01)
  %114 = tail call float @llvm.nvvm.saturate.f(float %113) #1
  %115 = tail call float @llvm.nvvm.fma.rm.f(float %114, float 2.520000e+02, float f0x4B400001) #1
  %116 = fadd float %115, f0xCB40007F
  %117 = fneg float %116
  %118 = tail call float @llvm.fma.f32(float %112, float f0x3FB8AA3B, float %117)
  %119 = tail call float @llvm.fma.f32(float %112, float f0x32A57060, float %118)
  %120 = bitcast float %115 to i32
  %121 = shl i32 %120, 23
  %122 = bitcast i32 %121 to float
  %123 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %119)
  %124 = fmul float %123, %122
  %125 = fadd float %109, %124
  %126 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 112
  %127 = load float, ptr addrspace(1) %126, align 4, !invariant.load !5
  %128 = fsub float %127, %13
  %129 = tail call float @llvm.fma.f32(float %128, float 5.724980e-03, float 5.000000e-01)
  %130 = tail call float @llvm.nvvm.saturate.f(float %129) #1
  %131 = tail call float @llvm.nvvm.fma.rm.f(float %130, float 2.520000e+02, float f0x4B400001) #1
  %132 = fadd float %131, f0xCB40007F
  %133 = fneg float %132
  %134 = tail call float @llvm.fma.f32(float %128, float f0x3FB8AA3B, float %133)
  %135 = tail call float @llvm.fma.f32(float %128, float f0x32A57060, float %134)
  %136 = bitcast float %131 to i32
  %137 = shl i32 %136, 23
  %138 = bitcast i32 %137 to float
  %139 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %135)
  %140 = fmul float %139, %138
  %141 = fadd float %125, %140
  %142 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %8
  store float %141, ptr addrspace(1) %142, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { nounwind "nvvm.reqntid"="4,1,1" }
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
!4 = !{i32 0, i32 4}
!5 = !{}
