; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @input_convert_reduce_select_subtract_fusion(ptr noalias align 16 dereferenceable(1024) %0, ptr noalias align 16 dereferenceable(1024) %1, ptr noalias align 256 dereferenceable(1024) %2, ptr noalias align 256 dereferenceable(64) %3, ptr noalias align 256 dereferenceable(1024) %4, ptr noalias align 256 dereferenceable(1024) %5) #0 {
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %8 = getelementptr inbounds [128 x i64], ptr %1, i32 0, i32 %7
  %9 = load i64, ptr %8, align 4, !invariant.load !2
  %10 = getelementptr inbounds [128 x i64], ptr %0, i32 0, i32 %7
  %11 = load i64, ptr %10, align 4, !invariant.load !2
  %12 = mul i64 %9, %11
  %13 = ashr i64 %9, 3
  %14 = add i64 %12, %13
  %15 = shl i64 %11, 2
  %16 = sub i64 %14, %15
  %17 = call i64 @region_0_3_reduce_sum_5_0(i64 0, i64 %16)
  %18 = icmp eq i64 %16, 0
  %19 = ashr i64 %16, 63
  %20 = or i64 %19, 1
  %21 = select i1 %18, i64 0, i64 %20
  %22 = call i64 @llvm.smax.i64(i64 %11, i64 1)
  %23 = icmp eq i64 %22, 0
  %24 = ashr i64 %22, 63
  %25 = or i64 %24, 1
  %26 = select i1 %23, i64 0, i64 %25
  %27 = icmp eq i64 %16, -9223372036854775808
  %28 = icmp eq i64 %22, -1
  %29 = and i1 %27, %28
  %30 = or i1 %23, %29
  %31 = select i1 %30, i64 1, i64 %22
  %32 = srem i64 %16, %31
  %33 = select i1 %29, i64 0, i64 %32
  %34 = select i1 %23, i64 %16, i64 %33
  %35 = icmp ne i64 %21, %26
  %36 = icmp ne i64 %34, 0
  %37 = and i1 %35, %36
  %38 = sdiv i64 %16, %31
  %39 = select i1 %29, i64 -9223372036854775808, i64 %38
  %40 = select i1 %23, i64 -1, i64 %39
  %41 = add i64 %40, -1
  %42 = select i1 %37, i64 %41, i64 %40
  %43 = or i64 %9, 4294967296
  %44 = xor i64 %16, %43
  %45 = getelementptr inbounds [128 x i64], ptr %2, i32 0, i32 %7
  store i64 %42, ptr %45, align 4
  %46 = getelementptr inbounds [128 x i64], ptr %4, i32 0, i32 %7
  store i64 %44, ptr %46, align 4
  %47 = getelementptr inbounds [128 x i64], ptr %5, i32 0, i32 %7
  store i64 %16, ptr %47, align 4
  %48 = bitcast i64 %17 to <2 x i32>
  %49 = extractelement <2 x i32> %48, i32 0
  %50 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %49, i32 8, i32 31)
  %51 = insertelement <2 x i32> undef, i32 %50, i32 0
  %52 = extractelement <2 x i32> %48, i32 1
  %53 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 8, i32 31)
  %54 = insertelement <2 x i32> %51, i32 %53, i32 1
  %55 = bitcast <2 x i32> %54 to i64
  %56 = call i64 @region_0_3_reduce_sum_5_0(i64 %17, i64 %55)
  %57 = bitcast i64 %56 to <2 x i32>
  %58 = extractelement <2 x i32> %57, i32 0
  %59 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 4, i32 31)
  %60 = insertelement <2 x i32> undef, i32 %59, i32 0
  %61 = extractelement <2 x i32> %57, i32 1
  %62 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 4, i32 31)
  %63 = insertelement <2 x i32> %60, i32 %62, i32 1
  %64 = bitcast <2 x i32> %63 to i64
  %65 = call i64 @region_0_3_reduce_sum_5_0(i64 %56, i64 %64)
  %66 = bitcast i64 %65 to <2 x i32>
  %67 = extractelement <2 x i32> %66, i32 0
  %68 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 2, i32 31)
  %69 = insertelement <2 x i32> undef, i32 %68, i32 0
  %70 = extractelement <2 x i32> %66, i32 1
  %71 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %70, i32 2, i32 31)
  %72 = insertelement <2 x i32> %69, i32 %71, i32 1
  %73 = bitcast <2 x i32> %72 to i64
  %74 = call i64 @region_0_3_reduce_sum_5_0(i64 %65, i64 %73)
  %75 = bitcast i64 %74 to <2 x i32>
  %76 = extractelement <2 x i32> %75, i32 0
  %77 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %76, i32 1, i32 31)
  %78 = insertelement <2 x i32> undef, i32 %77, i32 0
  %79 = extractelement <2 x i32> %75, i32 1
  %80 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %79, i32 1, i32 31)
  %81 = insertelement <2 x i32> %78, i32 %80, i32 1
  %82 = bitcast <2 x i32> %81 to i64
  %83 = call i64 @region_0_3_reduce_sum_5_0(i64 %74, i64 %82)
  %84 = urem i32 %7, 16
  %85 = icmp eq i32 %84, 0
  %86 = icmp sle i32 %7, 112
  %87 = and i1 %85, %86
  %88 = udiv i32 %7, 16
  br i1 %87, label %89, label %91

89:                                               ; preds = %6
  %90 = getelementptr inbounds [8 x i64], ptr %3, i32 0, i32 %88
  store i64 %83, ptr %90, align 4
  br label %91

91:                                               ; preds = %89, %6
  ret void
}

define internal i64 @region_0_3_reduce_sum_5_0(i64 %0, i64 %1) {
  %3 = add i64 %0, %1
  ret i64 %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
