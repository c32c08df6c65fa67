; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

define ptx_kernel void @all_reduce_start_fusion(ptr noalias align 256 dereferenceable(128) %arg0, ptr noalias align 256 dereferenceable(128) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  %6 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = shl i32 %8, 0
  %10 = or i32 0, %9
  %11 = and i32 %10, 24
  %12 = lshr i32 %11, 3
  %13 = or disjoint i32 %12, 0
  %14 = xor i32 0, %13
  %15 = xor i32 %14, 0
  %16 = add i32 %15, 0
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 16
  %19 = and i32 %10, 7
  %20 = shl i32 %19, 1
  %21 = or disjoint i32 %20, 0
  %22 = xor i32 0, %21
  %23 = xor i32 %22, 0
  %24 = add i32 %23, 0
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, %18
  %27 = getelementptr bfloat, ptr addrspace(1) %1, i64 %26
  %28 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %27)
  %29 = bitcast i32 %28 to <2 x bfloat>
  %30 = extractelement <2 x bfloat> %29, i32 0
  %31 = extractelement <2 x bfloat> %29, i32 1
  %32 = sext i32 %arg3 to i64
  %33 = and i64 %32, 1
  %34 = mul i64 %33, 128
  %35 = getelementptr i64, ptr addrspace(1) %4, i32 %arg2
  %36 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %35)
  %37 = bitcast i64 %36 to <1 x i64>
  %38 = extractelement <1 x i64> %37, i32 0
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  %40 = getelementptr bfloat, ptr addrspace(1) %39, i64 %34
  %41 = getelementptr bfloat, ptr addrspace(1) %40, i64 %26
  %42 = insertelement <2 x bfloat> undef, bfloat %30, i32 0
  %43 = insertelement <2 x bfloat> %42, bfloat %31, i32 1
  %44 = bitcast <2 x bfloat> %43 to i32
  call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %44, ptr addrspace(1) %41)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %47 = icmp ult i32 %45, 2
  br i1 %47, label %48, label %73

48:                                               ; preds = %0
  %49 = and i32 %10, 1
  %50 = or disjoint i32 %49, 0
  %51 = xor i32 0, %50
  %52 = xor i32 %51, 0
  %53 = add i32 %52, 0
  %54 = getelementptr i64, ptr addrspace(1) %3, i32 %53
  %55 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %54)
  %56 = bitcast i64 %55 to <1 x i64>
  %57 = extractelement <1 x i64> %56, i32 0
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = mul i32 %46, 2
  %60 = add i32 %59, %arg2
  %61 = getelementptr i32, ptr addrspace(1) %58, i32 %60
  store atomic i32 %arg3, ptr addrspace(1) %61 release, align 4
  %62 = getelementptr i64, ptr addrspace(1) %3, i32 %arg2
  %63 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %62)
  %64 = bitcast i64 %63 to <1 x i64>
  %65 = extractelement <1 x i64> %64, i32 0
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  %67 = getelementptr i32, ptr addrspace(1) %66, i32 %59
  %68 = getelementptr i32, ptr addrspace(1) %67, i32 %53
  br label %69

69:                                               ; preds = %69, %48
  %70 = load atomic i32, ptr addrspace(1) %68 acquire, align 4
  %71 = icmp uge i32 %70, %arg3
  br i1 %71, label %72, label %69

72:                                               ; preds = %69
  br label %73

73:                                               ; preds = %72, %0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %74 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %4)
  %75 = bitcast i64 %74 to <1 x i64>
  %76 = extractelement <1 x i64> %75, i32 0
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  %78 = getelementptr bfloat, ptr addrspace(1) %77, i64 %34
  %79 = getelementptr bfloat, ptr addrspace(1) %78, i64 %26
  %80 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %79)
  %81 = bitcast i32 %80 to <2 x bfloat>
  %82 = extractelement <2 x bfloat> %81, i32 0
  %83 = extractelement <2 x bfloat> %81, i32 1
  %84 = getelementptr i64, ptr addrspace(1) %4, i32 1
  %85 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %84)
  %86 = bitcast i64 %85 to <1 x i64>
  %87 = extractelement <1 x i64> %86, i32 0
  %88 = inttoptr i64 %87 to ptr addrspace(1)
  %89 = getelementptr bfloat, ptr addrspace(1) %88, i64 %34
  %90 = getelementptr bfloat, ptr addrspace(1) %89, i64 %26
  %91 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %90)
  %92 = bitcast i32 %91 to <2 x bfloat>
  %93 = extractelement <2 x bfloat> %92, i32 0
  %94 = extractelement <2 x bfloat> %92, i32 1
  %95 = fadd bfloat %82, %93
  %96 = fadd bfloat %83, %94
  %97 = getelementptr bfloat, ptr addrspace(1) %2, i64 %26
  %98 = insertelement <2 x bfloat> undef, bfloat %95, i32 0
  %99 = insertelement <2 x bfloat> %98, bfloat %96, i32 1
  %100 = bitcast <2 x bfloat> %99 to i32
  call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %100, ptr addrspace(1) %97)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { "nvvm.reqntid"="32,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
