; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_0 = private addrspace(3) global [1056 x i8] undef

define ptx_kernel void @wrapped_transpose(ptr noalias align 16 dereferenceable(512) %0, ptr noalias align 256 dereferenceable(512) %1) #0 {
  call void @llvm.nvvm.griddepcontrol.wait()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !1
  %4 = urem i32 %3, 32
  %5 = icmp sle i32 %4, 15
  br i1 %5, label %6, label %50

6:                                                ; preds = %2
  %7 = udiv i32 %3, 32
  %8 = mul i32 %7, 16
  %9 = add i32 %8, %4
  %10 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %9
  %11 = load i8, ptr %10, align 1, !invariant.load !2
  %12 = mul i32 %4, 33
  %13 = add i32 %12, %7
  %14 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %13
  store i8 %11, ptr %14, align 1
  %15 = add i32 %9, 64
  %16 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %15
  %17 = load i8, ptr %16, align 1, !invariant.load !2
  %18 = add i32 %13, 4
  %19 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %18
  store i8 %17, ptr %19, align 1
  %20 = add i32 %9, 128
  %21 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %20
  %22 = load i8, ptr %21, align 1, !invariant.load !2
  %23 = add i32 %13, 8
  %24 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %23
  store i8 %22, ptr %24, align 1
  %25 = add i32 %9, 192
  %26 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %25
  %27 = load i8, ptr %26, align 1, !invariant.load !2
  %28 = add i32 %13, 12
  %29 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %28
  store i8 %27, ptr %29, align 1
  %30 = add i32 %9, 256
  %31 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %30
  %32 = load i8, ptr %31, align 1, !invariant.load !2
  %33 = add i32 %13, 16
  %34 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %33
  store i8 %32, ptr %34, align 1
  %35 = add i32 %9, 320
  %36 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %35
  %37 = load i8, ptr %36, align 1, !invariant.load !2
  %38 = add i32 %13, 20
  %39 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %38
  store i8 %37, ptr %39, align 1
  %40 = add i32 %9, 384
  %41 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %40
  %42 = load i8, ptr %41, align 1, !invariant.load !2
  %43 = add i32 %13, 24
  %44 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %43
  store i8 %42, ptr %44, align 1
  %45 = add i32 %9, 448
  %46 = getelementptr inbounds [512 x i8], ptr %0, i32 0, i32 %45
  %47 = load i8, ptr %46, align 1, !invariant.load !2
  %48 = add i32 %13, 28
  %49 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %48
  store i8 %47, ptr %49, align 1
  br label %50

50:                                               ; preds = %6, %2
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = udiv i32 %3, 32
  %52 = mul i32 %51, 33
  %53 = add i32 %52, %4
  %54 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %53
  %55 = load i8, ptr %54, align 1
  %56 = getelementptr inbounds [512 x i8], ptr %1, i32 0, i32 %3
  store i8 %55, ptr %56, align 1
  %57 = add i32 %53, 132
  %58 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %57
  %59 = load i8, ptr %58, align 1
  %60 = add i32 %3, 128
  %61 = getelementptr inbounds [512 x i8], ptr %1, i32 0, i32 %60
  store i8 %59, ptr %61, align 1
  %62 = add i32 %53, 264
  %63 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %62
  %64 = load i8, ptr %63, align 1
  %65 = add i32 %3, 256
  %66 = getelementptr inbounds [512 x i8], ptr %1, i32 0, i32 %65
  store i8 %64, ptr %66, align 1
  %67 = add i32 %53, 396
  %68 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %67
  %69 = load i8, ptr %68, align 1
  %70 = add i32 %3, 384
  %71 = getelementptr inbounds [512 x i8], ptr %1, i32 0, i32 %70
  store i8 %69, ptr %71, align 1
  ret void
}

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
