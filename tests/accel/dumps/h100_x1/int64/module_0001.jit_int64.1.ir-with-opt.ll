; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @input_convert_reduce_select_subtract_fusion(ptr noalias nofree readonly align 16 captures(none) dereferenceable(1024) %0, ptr noalias nofree readonly align 16 captures(none) dereferenceable(1024) %1, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %2, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(64) %3, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %4, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %5) local_unnamed_addr #0 {
  %7 = addrspacecast ptr %1 to ptr addrspace(1)
  %8 = addrspacecast ptr %0 to ptr addrspace(1)
  %9 = addrspacecast ptr %2 to ptr addrspace(1)
  %10 = addrspacecast ptr %4 to ptr addrspace(1)
  %11 = addrspacecast ptr %5 to ptr addrspace(1)
  %12 = addrspacecast ptr %3 to ptr addrspace(1)
  tail call void @llvm.nvvm.griddepcontrol.wait()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [8 x i8], ptr addrspace(1) %7, i64 %14
  %16 = load i64, ptr addrspace(1) %15, align 8, !invariant.load !3
  %17 = getelementptr inbounds [8 x i8], ptr addrspace(1) %8, i64 %14
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !3
  %19 = mul i64 %18, %16
  %20 = ashr i64 %16, 3
  %21 = add i64 %19, %20
  %22 = shl i64 %18, 2
  %23 = sub i64 %21, %22
  %24 = tail call i64 @llvm.smax.i64(i64 %18, i64 1)
  %.frozen = freeze i64 %23
  %.frozen2 = freeze i64 %24
  %25 = or i64 %.frozen, %.frozen2
  %26 = and i64 %25, -4294967296
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %33

28:                                               ; preds = %6
  %29 = trunc i64 %.frozen2 to i32
  %30 = trunc i64 %.frozen to i32
  %31 = udiv i32 %30, %29
  %32 = zext i32 %31 to i64
  br label %.split

33:                                               ; preds = %6
  %34 = sdiv i64 %.frozen, %.frozen2
  br label %.split

.split:                                           ; preds = %33, %28
  %35 = phi i64 [ %32, %28 ], [ %34, %33 ]
  %36 = trunc i64 %14 to i32
  %37 = trunc i64 %14 to i32
  %38 = mul i64 %35, %.frozen2
  %.decomposed = sub i64 %.frozen, %38
  %isneg = icmp slt i64 %23, 0
  %39 = icmp ne i64 %.decomposed, 0
  %40 = and i1 %39, %isneg
  %41 = sext i1 %40 to i64
  %42 = add i64 %35, %41
  %43 = or i64 %16, 4294967296
  %44 = xor i64 %23, %43
  %45 = getelementptr inbounds [8 x i8], ptr addrspace(1) %9, i64 %14
  store i64 %42, ptr addrspace(1) %45, align 8
  %46 = getelementptr inbounds [8 x i8], ptr addrspace(1) %10, i64 %14
  store i64 %44, ptr addrspace(1) %46, align 8
  %47 = getelementptr inbounds [8 x i8], ptr addrspace(1) %11, i64 %14
  store i64 %23, ptr addrspace(1) %47, align 8
  %48 = bitcast i64 %23 to <2 x i32>
  %49 = extractelement <2 x i32> %48, i64 0
  %50 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %49, i32 8, i32 31)
  %51 = insertelement <2 x i32> poison, i32 %50, i64 0
  %52 = extractelement <2 x i32> %48, i64 1
  %53 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 8, i32 31)
  %54 = insertelement <2 x i32> %51, i32 %53, i64 1
  %55 = bitcast <2 x i32> %54 to i64
  %56 = add i64 %23, %55
  %57 = bitcast i64 %56 to <2 x i32>
  %58 = extractelement <2 x i32> %57, i64 0
  %59 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 4, i32 31)
  %60 = insertelement <2 x i32> poison, i32 %59, i64 0
  %61 = extractelement <2 x i32> %57, i64 1
  %62 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 4, i32 31)
  %63 = insertelement <2 x i32> %60, i32 %62, i64 1
  %64 = bitcast <2 x i32> %63 to i64
  %65 = add i64 %56, %64
  %66 = bitcast i64 %65 to <2 x i32>
  %67 = extractelement <2 x i32> %66, i64 0
  %68 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 2, i32 31)
  %69 = insertelement <2 x i32> poison, i32 %68, i64 0
  %70 = extractelement <2 x i32> %66, i64 1
  %71 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %70, i32 2, i32 31)
  %72 = insertelement <2 x i32> %69, i32 %71, i64 1
  %73 = bitcast <2 x i32> %72 to i64
  %74 = add i64 %65, %73
  %75 = bitcast i64 %74 to <2 x i32>
  %76 = extractelement <2 x i32> %75, i64 0
  %77 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %76, i32 1, i32 31)
  %78 = extractelement <2 x i32> %75, i64 1
  %79 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %78, i32 1, i32 31)
  %80 = and i32 %36, 15
  %81 = icmp eq i32 %80, 0
  %82 = icmp samesign ult i32 %37, 113
  %83 = and i1 %82, %81
  br i1 %83, label %84, label %93

84:                                               ; preds = %.split
  %85 = trunc i64 %14 to i32
  %86 = lshr exact i32 %85, 4
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [8 x i8], ptr addrspace(1) %12, i64 %87
  %89 = insertelement <2 x i32> poison, i32 %77, i64 0
  %90 = insertelement <2 x i32> %89, i32 %79, i64 1
  %91 = bitcast <2 x i32> %90 to i64
  %92 = add i64 %74, %91
  store i64 %92, ptr addrspace(1) %88, align 8
  br label %93

93:                                               ; preds = %84, %.split
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

attributes #0 = { nounwind "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
