; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @loop_reduce_fusion_2(ptr noalias nofree readonly align 256 captures(none) dereferenceable(16) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(128) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(16) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !invariant.load !5
  %11 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %8
  %12 = load float, ptr addrspace(1) %11, align 4, !invariant.load !5
  %13 = fsub float %12, %10
  %14 = tail call float @llvm.fma.f32(float %13, float 5.724980e-03, float 5.000000e-01)
  %15 = tail call float @llvm.nvvm.saturate.f(float %14) #1
  %16 = tail call float @llvm.nvvm.fma.rm.f(float %15, float 2.520000e+02, float f0x4B400001) #1
  %17 = fadd float %16, f0xCB40007F
  %18 = fneg float %17
  %19 = tail call float @llvm.fma.f32(float %13, float f0x3FB8AA3B, float %18)
  %20 = tail call float @llvm.fma.f32(float %13, float f0x32A57060, float %19)
  %21 = bitcast float %16 to i32
  %22 = shl i32 %21, 23
  %23 = bitcast i32 %22 to float
  %24 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %20)
  %25 = fmul float %24, %23
  %26 = fadd float %25, 0.000000e+00
  %27 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 16
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !5
  %29 = fsub float %28, %10
  %30 = tail call float @llvm.fma.f32(float %29, float 5.724980e-03, float 5.000000e-01)
  %31 = tail call float @llvm.nvvm.saturate.f(float %30) #1
  %32 = tail call float @llvm.nvvm.fma.rm.f(float %31, float 2.520000e+02, float f0x4B400001) #1
  %33 = fadd float %32, f0xCB40007F
  %34 = fneg float %33
  %35 = tail call float @llvm.fma.f32(float %29, float f0x3FB8AA3B, float %34)
  %36 = tail call float @llvm.fma.f32(float %29, float f0x32A57060, float %35)
  %37 = bitcast float %32 to i32
  %38 = shl i32 %37, 23
  %39 = bitcast i32 %38 to float
  %40 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %36)
  %41 = fmul float %40, %39
  %42 = fadd float %26, %41
  %43 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 32
  %44 = load float, ptr addrspace(1) %43, align 4, !invariant.load !5
  %45 = fsub float %44, %10
  %46 = tail call float @llvm.fma.f32(float %45, float 5.724980e-03, float 5.000000e-01)
  %47 = tail call float @llvm.nvvm.saturate.f(float %46) #1
  %48 = tail call float @llvm.nvvm.fma.rm.f(float %47, float 2.520000e+02, float f0x4B400001) #1
  %49 = fadd float %48, f0xCB40007F
  %50 = fneg float %49
  %51 = tail call float @llvm.fma.f32(float %45, float f0x3FB8AA3B, float %50)
  %52 = tail call float @llvm.fma.f32(float %45, float f0x32A57060, float %51)
  %53 = bitcast float %48 to i32
  %54 = shl i32 %53, 23
  %55 = bitcast i32 %54 to float
  %56 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %52)
  %57 = fmul float %56, %55
  %58 = fadd float %42, %57
  %59 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 48
  %60 = load float, ptr addrspace(1) %59, align 4, !invariant.load !5
  %61 = fsub float %60, %10
  %62 = tail call float @llvm.fma.f32(float %61, float 5.724980e-03, float 5.000000e-01)
  %63 = tail call float @llvm.nvvm.saturate.f(float %62) #1
  %64 = tail call float @llvm.nvvm.fma.rm.f(float %63, float 2.520000e+02, float f0x4B400001) #1
  %65 = fadd float %64, f0xCB40007F
  %66 = fneg float %65
  %67 = tail call float @llvm.fma.f32(float %61, float f0x3FB8AA3B, float %66)
  %68 = tail call float @llvm.fma.f32(float %61, float f0x32A57060, float %67)
  %69 = bitcast float %64 to i32
  %70 = shl i32 %69, 23
  %71 = bitcast i32 %70 to float
  %72 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %68)
  %73 = fmul float %72, %71
  %74 = fadd float %58, %73
  %75 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 64
  %76 = load float, ptr addrspace(1) %75, align 4, !invariant.load !5
  %77 = fsub float %76, %10
  %78 = tail call float @llvm.fma.f32(float %77, float 5.724980e-03, float 5.000000e-01)
  %79 = tail call float @llvm.nvvm.saturate.f(float %78) #1
  %80 = tail call float @llvm.nvvm.fma.rm.f(float %79, float 2.520000e+02, float f0x4B400001) #1
  %81 = fadd float %80, f0xCB40007F
  %82 = fneg float %81
  %83 = tail call float @llvm.fma.f32(float %77, float f0x3FB8AA3B, float %82)
  %84 = tail call float @llvm.fma.f32(float %77, float f0x32A57060, float %83)
  %85 = bitcast float %80 to i32
  %86 = shl i32 %85, 23
  %87 = bitcast i32 %86 to float
  %88 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %84)
  %89 = fmul float %88, %87
  %90 = fadd float %74, %89
  %91 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 80
  %92 = load float, ptr addrspace(1) %91, align 4, !invariant.load !5
  %93 = fsub float %92, %10
  %94 = tail call float @llvm.fma.f32(float %93, float 5.724980e-03, float 5.000000e-01)
  %95 = tail call float @llvm.nvvm.saturate.f(float %94) #1
  %96 = tail call float @llvm.nvvm.fma.rm.f(float %95, float 2.520000e+02, float f0x4B400001) #1
  %97 = fadd float %96, f0xCB40007F
  %98 = fneg float %97
  %99 = tail call float @llvm.fma.f32(float %93, float f0x3FB8AA3B, float %98)
  %100 = tail call float @llvm.fma.f32(float %93, float f0x32A57060, float %99)
  %101 = bitcast float %96 to i32
  %102 = shl i32 %101, 23
  %103 = bitcast i32 %102 to float
  %104 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %100)
  %105 = fmul float %104, %103
  %106 = fadd float %90, %105
  %107 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 96
  %108 = load float, ptr addrspace(1) %107, align 4, !invariant.load !5
  %109 = fsub float %108, %10
  %110 = tail call float @llvm.fma.f32(float %109, float 5.724980e-03, float 5.000000e-01)
  %111 = tail call float @llvm.nvvm.saturate.f(float %110) #1
  %112 = tail call float @llvm.nvvm.fma.rm.f(float %111, float 2.520000e+02, float f0x4B400001) #1
  %113 = fadd float %112, f0xCB40007F
  %114 = fneg float %113
  %115 = tail call float @llvm.fma.f32(float %109, float f0x3FB8AA3B, float %114)
  %116 = tail call float @llvm.fma.f32(float %109, float f0x32A57060, float %115)
  %117 = bitcast float %112 to i32
  %118 = shl i32 %117, 23
  %119 = bitcast i32 %118 to float
  %120 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %116)
  %121 = fmul float %120, %119
  %122 = fadd float %106, %121
  %123 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 112
  %124 = load float, ptr addrspace(1) %123, align 4, !invariant.load !5
  %125 = fsub float %124, %10
  %126 = tail call float @llvm.fma.f32(float %125, float 5.724980e-03, float 5.000000e-01)
  %127 = tail call float @llvm.nvvm.saturate.f(float %126) #1
  %128 = tail call float @llvm.nvvm.fma.rm.f(float %127, float 2.520000e+02, float f0x4B400001) #1
  %129 = fadd float %128, f0xCB40007F
  %130 = fneg float %129
  %131 = tail call float @llvm.fma.f32(float %125, float f0x3FB8AA3B, float %130)
  %132 = tail call float @llvm.fma.f32(float %125, float f0x32A57060, float %131)
  %133 = bitcast float %128 to i32
  %134 = shl i32 %133, 23
  %135 = bitcast i32 %134 to float
  %136 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %132)
  %137 = fmul float %136, %135
  %138 = fadd float %122, %137
  %139 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %8
  store float %138, ptr addrspace(1) %139, align 4
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
