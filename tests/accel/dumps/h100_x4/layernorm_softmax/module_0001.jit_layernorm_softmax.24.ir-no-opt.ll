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

define ptx_kernel void @all_reduce_start_1_fusion(ptr noalias align 256 dereferenceable(32) %arg0, ptr noalias align 256 dereferenceable(32) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) #3 {
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
  %11 = and i32 %10, 7
  %12 = lshr i32 %11, 0
  %13 = or disjoint i32 %12, 0
  %14 = xor i32 0, %13
  %15 = xor i32 %14, 0
  %16 = add i32 %15, 0
  %17 = sext i32 %16 to i64
  %18 = getelementptr float, ptr addrspace(1) %1, i64 %17
  %19 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %18)
  %20 = bitcast i32 %19 to <1 x float>
  %21 = extractelement <1 x float> %20, i32 0
  %22 = sext i32 %arg3 to i64
  %23 = and i64 %22, 1
  %24 = mul i64 %23, 64
  %25 = getelementptr i64, ptr addrspace(1) %4, i32 %arg2
  %26 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %25)
  %27 = bitcast i64 %26 to <1 x i64>
  %28 = extractelement <1 x i64> %27, i32 0
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = getelementptr float, ptr addrspace(1) %29, i64 %24
  %31 = getelementptr float, ptr addrspace(1) %30, i64 %17
  %32 = and i32 %8, 24
  %33 = icmp eq i32 %32, 0
  %34 = insertelement <1 x float> undef, float %21, i32 0
  %35 = bitcast <1 x float> %34 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %35, ptr addrspace(1) %31, i1 %33)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = icmp ult i32 %36, 2
  br i1 %38, label %39, label %64

39:                                               ; preds = %0
  %40 = and i32 %10, 1
  %41 = or disjoint i32 %40, 0
  %42 = xor i32 0, %41
  %43 = xor i32 %42, 0
  %44 = add i32 %43, 0
  %45 = getelementptr i64, ptr addrspace(1) %3, i32 %44
  %46 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %45)
  %47 = bitcast i64 %46 to <1 x i64>
  %48 = extractelement <1 x i64> %47, i32 0
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  %50 = mul i32 %37, 2
  %51 = add i32 %50, %arg2
  %52 = getelementptr i32, ptr addrspace(1) %49, i32 %51
  store atomic i32 %arg3, ptr addrspace(1) %52 release, align 4
  %53 = getelementptr i64, ptr addrspace(1) %3, i32 %arg2
  %54 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %53)
  %55 = bitcast i64 %54 to <1 x i64>
  %56 = extractelement <1 x i64> %55, i32 0
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = getelementptr i32, ptr addrspace(1) %57, i32 %50
  %59 = getelementptr i32, ptr addrspace(1) %58, i32 %44
  br label %60

60:                                               ; preds = %60, %39
  %61 = load atomic i32, ptr addrspace(1) %59 acquire, align 4
  %62 = icmp uge i32 %61, %arg3
  br i1 %62, label %63, label %60

63:                                               ; preds = %60
  br label %64

64:                                               ; preds = %63, %0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %65 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %4)
  %66 = bitcast i64 %65 to <1 x i64>
  %67 = extractelement <1 x i64> %66, i32 0
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  %69 = getelementptr float, ptr addrspace(1) %68, i64 %24
  %70 = getelementptr float, ptr addrspace(1) %69, i64 %17
  %71 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %70)
  %72 = bitcast i32 %71 to <1 x float>
  %73 = extractelement <1 x float> %72, i32 0
  %74 = getelementptr i64, ptr addrspace(1) %4, i32 1
  %75 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %74)
  %76 = bitcast i64 %75 to <1 x i64>
  %77 = extractelement <1 x i64> %76, i32 0
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  %79 = getelementptr float, ptr addrspace(1) %78, i64 %24
  %80 = getelementptr float, ptr addrspace(1) %79, i64 %17
  %81 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %80)
  %82 = bitcast i32 %81 to <1 x float>
  %83 = extractelement <1 x float> %82, i32 0
  %84 = fadd float %73, %83
  %85 = getelementptr float, ptr addrspace(1) %2, i64 %17
  %86 = insertelement <1 x float> undef, float %84, i32 0
  %87 = bitcast <1 x float> %86 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %87, ptr addrspace(1) %85, i1 %33)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { "nvvm.reqntid"="32,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
