; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @wrapped_convert(ptr noalias nofree readonly align 16 captures(none) dereferenceable(512) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3
  %7 = shl nuw nsw i32 %5, 7
  %8 = or disjoint i32 %7, %6
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %9
  %11 = load i8, ptr addrspace(1) %10, align 1, !invariant.load !4
  %12 = and i8 %11, 127
  %13 = zext nneg i8 %12 to i16
  %14 = shl nuw nsw i16 %13, 7
  %15 = add nuw nsw i16 %14, 8192
  %16 = tail call range(i8 1, 9) i8 @llvm.ctlz.i8(i8 %12, i1 false)
  %17 = zext nneg i8 %16 to i16
  %18 = add nsw i16 %17, -4
  %19 = shl nuw nsw i16 %13, %18
  %20 = and i16 %19, 503
  %21 = shl nuw nsw i8 %16, 3
  %22 = sub nuw nsw i8 104, %21
  %23 = zext nneg i8 %22 to i16
  %24 = or i16 %20, %23
  %25 = shl nuw i16 %24, 7
  %.mask = and i8 %11, 120
  %26 = icmp eq i8 %.mask, 0
  %27 = select i1 %26, i16 %25, i16 %15
  %28 = icmp eq i8 %12, 127
  %29 = icmp eq i8 %12, 0
  %30 = select i1 %29, i16 0, i16 %27
  %31 = select i1 %28, i16 32256, i16 %30
  %32 = or i16 %31, -32768
  %.not1 = icmp slt i8 %11, 0
  %33 = select i1 %.not1, i16 %32, i16 %31
  %34 = getelementptr inbounds [2 x i8], ptr addrspace(1) %4, i64 %9
  store i16 %33, ptr addrspace(1) %34, align 2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 4}
!3 = !{i32 0, i32 128}
!4 = !{}
