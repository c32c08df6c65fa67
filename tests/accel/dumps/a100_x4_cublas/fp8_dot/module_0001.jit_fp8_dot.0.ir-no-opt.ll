; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wrapped_convert(ptr noalias align 16 dereferenceable(512) %0, ptr noalias align 256 dereferenceable(1024) %1) #0 {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %5 = mul i32 %3, 128
  %6 = add i32 %5, %4
  %7 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %6
  %8 = load i8, ptr %7, align 1, !invariant.load !3
  %9 = lshr i8 %8, 7
  %10 = icmp ne i8 %9, 0
  %11 = and i8 %8, 127
  %12 = zext i8 %11 to i16
  %13 = add i16 %12, 64
  %14 = shl i16 %13, 7
  %15 = lshr i8 %11, 3
  %16 = zext i8 %15 to i32
  %17 = zext i8 %11 to i16
  %18 = call i8 @llvm.ctlz.i8(i8 %11, i1 false)
  %19 = zext i8 %18 to i32
  %20 = sub i32 7, %19
  %21 = sub i32 3, %20
  %22 = sub i32 9, %21
  %23 = shl i16 %17, 8
  %24 = trunc i32 %21 to i16
  %25 = shl i16 %17, %24
  %26 = and i16 %25, -9
  %27 = trunc i32 %22 to i16
  %28 = shl i16 %27, 3
  %29 = or i16 %26, %28
  %30 = icmp sle i32 %22, 0
  %31 = select i1 %30, i16 %23, i16 %29
  %32 = shl i16 %31, 7
  %33 = icmp eq i32 %16, 0
  %34 = select i1 %33, i16 %32, i16 %14
  %35 = and i8 %8, 127
  %36 = icmp eq i8 %35, 127
  %37 = icmp eq i8 %11, 0
  %38 = select i1 %37, i16 0, i16 %34
  %39 = select i1 %36, i16 32256, i16 %38
  %40 = or i16 %39, -32768
  %41 = select i1 %10, i16 %40, i16 %39
  %42 = bitcast i16 %41 to half
  %43 = getelementptr inbounds [512 x half], ptr %1, i32 0, i32 %6
  store half %42, ptr %43, align 2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 4}
!2 = !{i32 0, i32 128}
!3 = !{}
