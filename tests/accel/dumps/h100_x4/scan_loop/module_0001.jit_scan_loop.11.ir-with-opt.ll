; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: nounwind
define ptx_kernel void @loop_add_fusion(ptr noalias nofree align 256 captures(none) dereferenceable(256) %0, ptr noalias nofree readonly align 256 captures(none) dereferenceable(4) %1, ptr noalias nofree readnone align 256 captures(none) dereferenceable(256) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %result.i.i.i.i = alloca [7 x i32], align 4
  %6 = addrspacecast ptr %result.i.i.i.i to ptr addrspace(5)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %result.i.i.i.i)
  %11 = fmul float %10, f0x3F22F983
  %12 = tail call i32 @llvm.nvvm.f2i.rn(float %11) #1
  %13 = sitofp i32 %12 to float
  %14 = tail call float @llvm.fma.f32(float %13, float f0xBFC90FDA, float %10)
  %15 = tail call float @llvm.fma.f32(float %13, float f0xB3A22168, float %14)
  %16 = tail call float @llvm.fma.f32(float %13, float f0xA7C234C5, float %15)
  %17 = tail call float @llvm.nvvm.fabs.f32(float %10)
  %18 = fcmp ult float %17, 1.056150e+05
  br i1 %18, label %__nv_sinf.exit, label %__nv_isinff.exit.i.i.i

__nv_isinff.exit.i.i.i:                           ; preds = %3
  %19 = fcmp oeq float %17, +inf
  br i1 %19, label %__nv_fmul_rn.exit.i.i.i, label %21

__nv_fmul_rn.exit.i.i.i:                          ; preds = %__nv_isinff.exit.i.i.i
  %20 = tail call float @llvm.nvvm.mul.rn.f(float %10, float 0.000000e+00) #1
  br label %__nv_sinf.exit

21:                                               ; preds = %__nv_isinff.exit.i.i.i
  %22 = bitcast float %10 to i32
  %23 = shl i32 %22, 8
  %24 = or i32 %23, -2147483648
  br label %25

25:                                               ; preds = %21, %25
  %lsr.iv = phi i64 [ 0, %21 ], [ %lsr.iv.next, %25 ]
  %hi.i.i.i.0.i1 = phi i32 [ 0, %21 ], [ %29, %25 ]
  %scevgep4 = getelementptr i8, ptr addrspace(1) @__cudart_i2opi_f, i64 %lsr.iv
  %26 = load i32, ptr addrspace(1) %scevgep4, align 4, !invariant.load !5
  %27 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %26, i32 %24, i32 %hi.i.i.i.0.i1) #6, !srcloc !6
  %28 = extractvalue { i32, i32 } %27, 0
  %29 = extractvalue { i32, i32 } %27, 1
  %scevgep = getelementptr i8, ptr addrspace(5) %6, i64 %lsr.iv
  store i32 %28, ptr addrspace(5) %scevgep, align 4
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 4
  %tmp = trunc i64 %lsr.iv.next to i32
  %exitcond.not = icmp eq i32 %tmp, 24
  br i1 %exitcond.not, label %30, label %25, !llvm.loop !7

30:                                               ; preds = %25
  %31 = lshr i32 %22, 23
  %32 = and i32 %31, 224
  %33 = add nsw i32 %32, -128
  %34 = lshr exact i32 %33, 5
  %35 = getelementptr inbounds i8, ptr addrspace(5) %6, i64 24
  store i32 %29, ptr addrspace(5) %35, align 4
  %36 = sext i32 %34 to i64
  %37 = sub i64 0, %36
  %38 = getelementptr [4 x i8], ptr addrspace(5) %6, i64 %37
  %39 = getelementptr i8, ptr addrspace(5) %38, i64 24
  %40 = load i32, ptr addrspace(5) %39, align 4
  %41 = getelementptr i8, ptr addrspace(5) %38, i64 20
  %42 = load i32, ptr addrspace(5) %41, align 4
  %43 = freeze i32 %42
  %44 = and i32 %22, 260046848
  %.not.i = icmp eq i32 %44, 0
  br i1 %.not.i, label %__internal_trig_reduction_slowpath.exit.i.i.i, label %45

45:                                               ; preds = %30
  %sunkaddr = getelementptr i8, ptr addrspace(5) %38, i64 16
  %46 = load i32, ptr addrspace(5) %sunkaddr, align 4
  %47 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %46, i32 %31)
  br label %__internal_trig_reduction_slowpath.exit.i.i.i

__internal_trig_reduction_slowpath.exit.i.i.i:    ; preds = %45, %30
  %lo.i.i.i.0.i = phi i32 [ %47, %45 ], [ %43, %30 ]
  %48 = tail call i32 @llvm.fshl.i32(i32 %40, i32 %43, i32 %31)
  %49 = lshr i32 %48, 30
  %50 = tail call i32 @llvm.fshl.i32(i32 %48, i32 %lo.i.i.i.0.i, i32 2)
  %51 = shl i32 %lo.i.i.i.0.i, 2
  %52 = lshr i32 %50, 31
  %53 = add nuw nsw i32 %52, %49
  %54 = sub nsw i32 0, %53
  %.not24.i = icmp slt i32 %22, 0
  %spec.select.i = select i1 %.not24.i, i32 %54, i32 %53
  %55 = xor i32 %50, %22
  %.lobit.i = ashr i32 %50, 31
  %hi.i.i.i.2.i = xor i32 %.lobit.i, %50
  %lo.i.i.i.1.i = xor i32 %.lobit.i, %51
  %56 = zext i32 %hi.i.i.i.2.i to i64
  %57 = shl nuw i64 %56, 32
  %58 = zext i32 %lo.i.i.i.1.i to i64
  %59 = or disjoint i64 %57, %58
  %60 = sitofp i64 %59 to double
  %61 = fmul nnan double %60, f0x3BF921FB54442D19
  %62 = fptrunc double %61 to float
  %63 = fneg float %62
  %.not67.i = icmp slt i32 %55, 0
  %r.i.i.i.0.i = select i1 %.not67.i, float %63, float %62
  br label %__nv_sinf.exit

__nv_sinf.exit:                                   ; preds = %3, %__nv_fmul_rn.exit.i.i.i, %__internal_trig_reduction_slowpath.exit.i.i.i
  %i.i.1.i = phi i32 [ %12, %3 ], [ 0, %__nv_fmul_rn.exit.i.i.i ], [ %spec.select.i, %__internal_trig_reduction_slowpath.exit.i.i.i ]
  %t.i.i.1.i = phi float [ %16, %3 ], [ %20, %__nv_fmul_rn.exit.i.i.i ], [ %r.i.i.i.0.i, %__internal_trig_reduction_slowpath.exit.i.i.i ]
  %64 = tail call float @llvm.nvvm.mul.rn.f(float %t.i.i.1.i, float %t.i.i.1.i) #1
  %65 = and i32 %i.i.1.i, 1
  %.not8.i = icmp eq i32 %65, 0
  %66 = select i1 %.not8.i, float %t.i.i.1.i, float 1.000000e+00
  %67 = tail call float @llvm.fma.f32(float %64, float %66, float 0.000000e+00)
  %68 = tail call float @llvm.fma.f32(float %64, float f0x37CBAC00, float f0xBAB607ED)
  %69 = select i1 %.not8.i, float f0xB94D4153, float %68
  %70 = select i1 %.not8.i, float f0x3C0885E4, float f0x3D2AAABB
  %71 = tail call float @llvm.fma.f32(float %69, float %64, float %70)
  %72 = select i1 %.not8.i, float f0xBE2AAAA8, float f0xBEFFFFFF
  %73 = tail call float @llvm.fma.f32(float %71, float %64, float %72)
  %74 = tail call float @llvm.fma.f32(float %73, float %67, float %66)
  %75 = and i32 %i.i.1.i, 2
  %.not9.i = icmp eq i32 %75, 0
  %76 = fsub float 0.000000e+00, %74
  %z.i.i.0.i = select i1 %.not9.i, float %74, float %76
  call void @llvm.lifetime.end.p0(ptr nonnull %result.i.i.i.i)
  %77 = load i32, ptr addrspace(1) %5, align 256, !invariant.load !5
  %78 = sitofp i32 %77 to float
  %79 = fmul float %10, 5.000000e-01
  %80 = fmul float %z.i.i.0.i, %78
  %81 = fadd float %79, %80
  store float %81, ptr addrspace(1) %9, align 4
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 64}
!5 = !{}
!6 = !{i32 33416, i32 33420, i32 33465, i32 33510}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.count", i32 1}
