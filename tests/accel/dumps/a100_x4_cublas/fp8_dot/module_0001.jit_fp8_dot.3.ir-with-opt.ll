; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_0 = private unnamed_addr addrspace(3) global [1056 x i8] undef

; Function Attrs: norecurse nounwind
define ptx_kernel void @input_transpose_fusion(ptr noalias nofree readonly align 16 captures(none) dereferenceable(512) %0, ptr noalias nofree writeonly align 256 captures(none) dereferenceable(1024) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %6 = and i32 %5, 31
  %7 = icmp samesign ult i32 %6, 16
  %8 = lshr i32 %5, 5
  br i1 %7, label %9, label %._crit_edge

9:                                                ; preds = %2
  %10 = shl nuw nsw i32 %8, 4
  %11 = or disjoint i32 %10, %6
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %12
  %14 = load i8, ptr addrspace(1) %13, align 1, !invariant.load !3
  %15 = mul nuw nsw i32 %6, 33
  %16 = add nuw nsw i32 %15, %8
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr addrspace(3) @shared_0, i64 %17
  store i8 %14, ptr addrspace(3) %18, align 1
  %19 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 64
  %20 = load i8, ptr addrspace(1) %19, align 1, !invariant.load !3
  %21 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 4
  store i8 %20, ptr addrspace(3) %21, align 1
  %22 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 128
  %23 = load i8, ptr addrspace(1) %22, align 1, !invariant.load !3
  %24 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 8
  store i8 %23, ptr addrspace(3) %24, align 1
  %25 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 192
  %26 = load i8, ptr addrspace(1) %25, align 1, !invariant.load !3
  %27 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 12
  store i8 %26, ptr addrspace(3) %27, align 1
  %28 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 256
  %29 = load i8, ptr addrspace(1) %28, align 1, !invariant.load !3
  %30 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 16
  store i8 %29, ptr addrspace(3) %30, align 1
  %31 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 320
  %32 = load i8, ptr addrspace(1) %31, align 1, !invariant.load !3
  %33 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 20
  store i8 %32, ptr addrspace(3) %33, align 1
  %34 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 384
  %35 = load i8, ptr addrspace(1) %34, align 1, !invariant.load !3
  %36 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 24
  store i8 %35, ptr addrspace(3) %36, align 1
  %37 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 448
  %38 = load i8, ptr addrspace(1) %37, align 1, !invariant.load !3
  %39 = getelementptr inbounds i8, ptr addrspace(3) %18, i64 28
  store i8 %38, ptr addrspace(3) %39, align 1
  br label %._crit_edge

._crit_edge:                                      ; preds = %2, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = mul nuw nsw i32 %8, 33
  %41 = add nuw nsw i32 %40, %6
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr addrspace(3) @shared_0, i64 %42
  %44 = load i8, ptr addrspace(3) %43, align 1
  %45 = and i8 %44, 127
  %46 = zext nneg i8 %45 to i16
  %47 = shl nuw nsw i16 %46, 7
  %48 = add nuw nsw i16 %47, 8192
  %49 = tail call range(i8 1, 9) i8 @llvm.ctlz.i8(i8 %45, i1 false)
  %50 = zext nneg i8 %49 to i16
  %51 = add nsw i16 %50, -4
  %52 = shl nuw nsw i16 %46, %51
  %53 = and i16 %52, 503
  %54 = shl nuw nsw i8 %49, 3
  %55 = sub nuw nsw i8 104, %54
  %56 = zext nneg i8 %55 to i16
  %57 = or i16 %53, %56
  %58 = shl nuw i16 %57, 7
  %.mask = and i8 %44, 120
  %59 = icmp eq i8 %.mask, 0
  %60 = select i1 %59, i16 %58, i16 %48
  %61 = icmp eq i8 %45, 127
  %62 = icmp eq i8 %45, 0
  %63 = select i1 %62, i16 0, i16 %60
  %64 = select i1 %61, i16 32256, i16 %63
  %65 = or i16 %64, -32768
  %.not1 = icmp slt i8 %44, 0
  %66 = select i1 %.not1, i16 %65, i16 %64
  %67 = zext nneg i32 %5 to i64
  %68 = getelementptr inbounds [2 x i8], ptr addrspace(1) %4, i64 %67
  store i16 %66, ptr addrspace(1) %68, align 2
  %69 = getelementptr inbounds i8, ptr addrspace(3) %43, i64 132
  %70 = load i8, ptr addrspace(3) %69, align 1
  %71 = and i8 %70, 127
  %72 = zext nneg i8 %71 to i16
  %73 = shl nuw nsw i16 %72, 7
  %74 = add nuw nsw i16 %73, 8192
  %75 = tail call range(i8 1, 9) i8 @llvm.ctlz.i8(i8 %71, i1 false)
  %76 = zext nneg i8 %75 to i16
  %77 = add nsw i16 %76, -4
  %78 = shl nuw nsw i16 %72, %77
  %79 = and i16 %78, 503
  %80 = shl nuw nsw i8 %75, 3
  %81 = sub nuw nsw i8 104, %80
  %82 = zext nneg i8 %81 to i16
  %83 = or i16 %79, %82
  %84 = shl nuw i16 %83, 7
  %.mask3 = and i8 %70, 120
  %85 = icmp eq i8 %.mask3, 0
  %86 = select i1 %85, i16 %84, i16 %74
  %87 = icmp eq i8 %71, 127
  %88 = icmp eq i8 %71, 0
  %89 = select i1 %88, i16 0, i16 %86
  %90 = select i1 %87, i16 32256, i16 %89
  %91 = or i16 %90, -32768
  %.not4 = icmp slt i8 %70, 0
  %92 = select i1 %.not4, i16 %91, i16 %90
  %93 = getelementptr inbounds i8, ptr addrspace(1) %68, i64 256
  store i16 %92, ptr addrspace(1) %93, align 2
  %94 = getelementptr inbounds i8, ptr addrspace(3) %43, i64 264
  %95 = load i8, ptr addrspace(3) %94, align 1
  %96 = and i8 %95, 127
  %97 = zext nneg i8 %96 to i16
  %98 = shl nuw nsw i16 %97, 7
  %99 = add nuw nsw i16 %98, 8192
  %100 = tail call range(i8 1, 9) i8 @llvm.ctlz.i8(i8 %96, i1 false)
  %101 = zext nneg i8 %100 to i16
  %102 = add nsw i16 %101, -4
  %103 = shl nuw nsw i16 %97, %102
  %104 = and i16 %103, 503
  %105 = shl nuw nsw i8 %100, 3
  %106 = sub nuw nsw i8 104, %105
  %107 = zext nneg i8 %106 to i16
  %108 = or i16 %104, %107
  %109 = shl nuw i16 %108, 7
  %.mask6 = and i8 %95, 120
  %110 = icmp eq i8 %.mask6, 0
  %111 = select i1 %110, i16 %109, i16 %99
  %112 = icmp eq i8 %96, 127
  %113 = icmp eq i8 %96, 0
  %114 = select i1 %113, i16 0, i16 %111
  %115 = select i1 %112, i16 32256, i16 %114
  %116 = or i16 %115, -32768
  %.not7 = icmp slt i8 %95, 0
  %117 = select i1 %.not7, i16 %116, i16 %115
  %118 = getelementptr inbounds i8, ptr addrspace(1) %68, i64 512
  store i16 %117, ptr addrspace(1) %118, align 2
  %119 = getelementptr inbounds i8, ptr addrspace(3) %43, i64 396
  %120 = load i8, ptr addrspace(3) %119, align 1
  %121 = and i8 %120, 127
  %122 = zext nneg i8 %121 to i16
  %123 = shl nuw nsw i16 %122, 7
  %124 = add nuw nsw i16 %123, 8192
  %125 = tail call range(i8 1, 9) i8 @llvm.ctlz.i8(i8 %121, i1 false)
  %126 = zext nneg i8 %125 to i16
  %127 = add nsw i16 %126, -4
  %128 = shl nuw nsw i16 %122, %127
  %129 = and i16 %128, 503
  %130 = shl nuw nsw i8 %125, 3
  %131 = sub nuw nsw i8 104, %130
  %132 = zext nneg i8 %131 to i16
  %133 = or i16 %129, %132
  %134 = shl nuw i16 %133, 7
  %.mask9 = and i8 %120, 120
  %135 = icmp eq i8 %.mask9, 0
  %136 = select i1 %135, i16 %134, i16 %124
  %137 = icmp eq i8 %121, 127
  %138 = icmp eq i8 %121, 0
  %139 = select i1 %138, i16 0, i16 %136
  %140 = select i1 %137, i16 32256, i16 %139
  %141 = or i16 %140, -32768
  %.not10 = icmp slt i8 %120, 0
  %142 = select i1 %.not10, i16 %141, i16 %140
  %143 = getelementptr inbounds i8, ptr addrspace(1) %68, i64 768
  store i16 %142, ptr addrspace(1) %143, align 2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #1

attributes #0 = { norecurse nounwind "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 128}
!3 = !{}
