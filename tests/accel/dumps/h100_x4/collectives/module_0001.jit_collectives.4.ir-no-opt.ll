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
  %18 = mul i64 %17, 8
  %19 = and i32 %10, 7
  %20 = lshr i32 %19, 0
  %21 = or disjoint i32 %20, 0
  %22 = xor i32 0, %21
  %23 = xor i32 %22, 0
  %24 = add i32 %23, 0
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, %18
  %27 = getelementptr float, ptr addrspace(1) %1, i64 %26
  %28 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %27)
  %29 = bitcast i32 %28 to <1 x float>
  %30 = extractelement <1 x float> %29, i32 0
  %31 = sext i32 %arg3 to i64
  %32 = and i64 %31, 1
  %33 = mul i64 %32, 64
  %34 = getelementptr i64, ptr addrspace(1) %4, i32 %arg2
  %35 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %34)
  %36 = bitcast i64 %35 to <1 x i64>
  %37 = extractelement <1 x i64> %36, i32 0
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = getelementptr float, ptr addrspace(1) %38, i64 %33
  %40 = getelementptr float, ptr addrspace(1) %39, i64 %26
  %41 = insertelement <1 x float> undef, float %30, i32 0
  %42 = bitcast <1 x float> %41 to i32
  call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %42, ptr addrspace(1) %40)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %45 = icmp ult i32 %43, 2
  br i1 %45, label %46, label %71

46:                                               ; preds = %0
  %47 = and i32 %10, 1
  %48 = or disjoint i32 %47, 0
  %49 = xor i32 0, %48
  %50 = xor i32 %49, 0
  %51 = add i32 %50, 0
  %52 = getelementptr i64, ptr addrspace(1) %3, i32 %51
  %53 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %52)
  %54 = bitcast i64 %53 to <1 x i64>
  %55 = extractelement <1 x i64> %54, i32 0
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  %57 = mul i32 %44, 2
  %58 = add i32 %57, %arg2
  %59 = getelementptr i32, ptr addrspace(1) %56, i32 %58
  store atomic i32 %arg3, ptr addrspace(1) %59 release, align 4
  %60 = getelementptr i64, ptr addrspace(1) %3, i32 %arg2
  %61 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %60)
  %62 = bitcast i64 %61 to <1 x i64>
  %63 = extractelement <1 x i64> %62, i32 0
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  %65 = getelementptr i32, ptr addrspace(1) %64, i32 %57
  %66 = getelementptr i32, ptr addrspace(1) %65, i32 %51
  br label %67

67:                                               ; preds = %67, %46
  %68 = load atomic i32, ptr addrspace(1) %66 acquire, align 4
  %69 = icmp uge i32 %68, %arg3
  br i1 %69, label %70, label %67

70:                                               ; preds = %67
  br label %71

71:                                               ; preds = %70, %0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %72 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %4)
  %73 = bitcast i64 %72 to <1 x i64>
  %74 = extractelement <1 x i64> %73, i32 0
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  %76 = getelementptr float, ptr addrspace(1) %75, i64 %33
  %77 = getelementptr float, ptr addrspace(1) %76, i64 %26
  %78 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %77)
  %79 = bitcast i32 %78 to <1 x float>
  %80 = extractelement <1 x float> %79, i32 0
  %81 = getelementptr i64, ptr addrspace(1) %4, i32 1
  %82 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %81)
  %83 = bitcast i64 %82 to <1 x i64>
  %84 = extractelement <1 x i64> %83, i32 0
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  %86 = getelementptr float, ptr addrspace(1) %85, i64 %33
  %87 = getelementptr float, ptr addrspace(1) %86, i64 %26
  %88 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %87)
  %89 = bitcast i32 %88 to <1 x float>
  %90 = extractelement <1 x float> %89, i32 0
  %91 = fadd float %80, %90
  %92 = getelementptr float, ptr addrspace(1) %2, i64 %26
  %93 = insertelement <1 x float> undef, float %91, i32 0
  %94 = bitcast <1 x float> %93 to i32
  call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %94, ptr addrspace(1) %92)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { "nvvm.reqntid"="32,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
