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

define ptx_kernel void @all_reduce_start_fusion(ptr noalias align 256 dereferenceable(1184) %arg0, ptr noalias align 256 dereferenceable(1184) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg4 to ptr addrspace(1)
  %4 = addrspacecast ptr %arg5 to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  %6 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 127
  %9 = urem i32 %8, 32
  %10 = udiv i32 %7, 32
  %11 = shl i32 %9, 0
  %12 = or i32 0, %11
  %13 = shl i32 %10, 5
  %14 = or i32 %12, %13
  %15 = and i32 %14, 127
  %16 = shl i32 %15, 2
  %17 = or disjoint i32 %16, 0
  %18 = xor i32 0, %17
  %19 = xor i32 %18, 0
  %20 = add i32 %19, 0
  %21 = sext i32 %20 to i64
  %22 = icmp slt i64 %21, 296
  %23 = getelementptr float, ptr addrspace(1) %1, i64 %21
  %24 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4; mov.u32 $1, $5; mov.u32 $2, $6; mov.u32 $3, $7; @$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %23, i1 %22)
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0
  %26 = bitcast i32 %25 to <1 x float>
  %27 = extractvalue { i32, i32, i32, i32 } %24, 1
  %28 = bitcast i32 %27 to <1 x float>
  %29 = extractvalue { i32, i32, i32, i32 } %24, 2
  %30 = bitcast i32 %29 to <1 x float>
  %31 = extractvalue { i32, i32, i32, i32 } %24, 3
  %32 = bitcast i32 %31 to <1 x float>
  %33 = extractelement <1 x float> %26, i32 0
  %34 = extractelement <1 x float> %28, i32 0
  %35 = extractelement <1 x float> %30, i32 0
  %36 = extractelement <1 x float> %32, i32 0
  %37 = sext i32 %arg3 to i64
  %38 = and i64 %37, 1
  %39 = mul i64 %38, 320
  %40 = getelementptr i64, ptr addrspace(1) %4, i32 %arg2
  %41 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %40)
  %42 = bitcast i64 %41 to <1 x i64>
  %43 = extractelement <1 x i64> %42, i32 0
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  %45 = getelementptr float, ptr addrspace(1) %44, i64 %39
  %46 = getelementptr float, ptr addrspace(1) %45, i64 %21
  %47 = insertelement <1 x float> undef, float %33, i32 0
  %48 = bitcast <1 x float> %47 to i32
  %49 = insertelement <1 x float> undef, float %34, i32 0
  %50 = bitcast <1 x float> %49 to i32
  %51 = insertelement <1 x float> undef, float %35, i32 0
  %52 = bitcast <1 x float> %51 to i32
  %53 = insertelement <1 x float> undef, float %36, i32 0
  %54 = bitcast <1 x float> %53 to i32
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %48, i32 %50, i32 %52, i32 %54, ptr addrspace(1) %46, i1 %22)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %57 = icmp ult i32 %55, 2
  br i1 %57, label %58, label %83

58:                                               ; preds = %0
  %59 = and i32 %14, 1
  %60 = or disjoint i32 %59, 0
  %61 = xor i32 0, %60
  %62 = xor i32 %61, 0
  %63 = add i32 %62, 0
  %64 = getelementptr i64, ptr addrspace(1) %3, i32 %63
  %65 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %64)
  %66 = bitcast i64 %65 to <1 x i64>
  %67 = extractelement <1 x i64> %66, i32 0
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  %69 = mul i32 %56, 2
  %70 = add i32 %69, %arg2
  %71 = getelementptr i32, ptr addrspace(1) %68, i32 %70
  store atomic i32 %arg3, ptr addrspace(1) %71 release, align 4
  %72 = getelementptr i64, ptr addrspace(1) %3, i32 %arg2
  %73 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %72)
  %74 = bitcast i64 %73 to <1 x i64>
  %75 = extractelement <1 x i64> %74, i32 0
  %76 = inttoptr i64 %75 to ptr addrspace(1)
  %77 = getelementptr i32, ptr addrspace(1) %76, i32 %69
  %78 = getelementptr i32, ptr addrspace(1) %77, i32 %63
  br label %79

79:                                               ; preds = %79, %58
  %80 = load atomic i32, ptr addrspace(1) %78 acquire, align 4
  %81 = icmp uge i32 %80, %arg3
  br i1 %81, label %82, label %79

82:                                               ; preds = %79
  br label %83

83:                                               ; preds = %82, %0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %4)
  %85 = bitcast i64 %84 to <1 x i64>
  %86 = extractelement <1 x i64> %85, i32 0
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  %88 = getelementptr float, ptr addrspace(1) %87, i64 %39
  %89 = getelementptr float, ptr addrspace(1) %88, i64 %21
  %90 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; @$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %89, i1 %22)
  %91 = extractvalue { i32, i32, i32, i32 } %90, 0
  %92 = bitcast i32 %91 to <1 x float>
  %93 = extractvalue { i32, i32, i32, i32 } %90, 1
  %94 = bitcast i32 %93 to <1 x float>
  %95 = extractvalue { i32, i32, i32, i32 } %90, 2
  %96 = bitcast i32 %95 to <1 x float>
  %97 = extractvalue { i32, i32, i32, i32 } %90, 3
  %98 = bitcast i32 %97 to <1 x float>
  %99 = extractelement <1 x float> %92, i32 0
  %100 = extractelement <1 x float> %94, i32 0
  %101 = extractelement <1 x float> %96, i32 0
  %102 = extractelement <1 x float> %98, i32 0
  %103 = getelementptr i64, ptr addrspace(1) %4, i32 1
  %104 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %103)
  %105 = bitcast i64 %104 to <1 x i64>
  %106 = extractelement <1 x i64> %105, i32 0
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  %108 = getelementptr float, ptr addrspace(1) %107, i64 %39
  %109 = getelementptr float, ptr addrspace(1) %108, i64 %21
  %110 = call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0; mov.u32 $1, 0x0; mov.u32 $2, 0x0; mov.u32 $3, 0x0; @$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %109, i1 %22)
  %111 = extractvalue { i32, i32, i32, i32 } %110, 0
  %112 = bitcast i32 %111 to <1 x float>
  %113 = extractvalue { i32, i32, i32, i32 } %110, 1
  %114 = bitcast i32 %113 to <1 x float>
  %115 = extractvalue { i32, i32, i32, i32 } %110, 2
  %116 = bitcast i32 %115 to <1 x float>
  %117 = extractvalue { i32, i32, i32, i32 } %110, 3
  %118 = bitcast i32 %117 to <1 x float>
  %119 = extractelement <1 x float> %112, i32 0
  %120 = extractelement <1 x float> %114, i32 0
  %121 = extractelement <1 x float> %116, i32 0
  %122 = extractelement <1 x float> %118, i32 0
  %123 = fadd float %99, %119
  %124 = fadd float %100, %120
  %125 = fadd float %101, %121
  %126 = fadd float %102, %122
  %127 = getelementptr float, ptr addrspace(1) %2, i64 %21
  %128 = insertelement <1 x float> undef, float %123, i32 0
  %129 = bitcast <1 x float> %128 to i32
  %130 = insertelement <1 x float> undef, float %124, i32 0
  %131 = bitcast <1 x float> %130 to i32
  %132 = insertelement <1 x float> undef, float %125, i32 0
  %133 = bitcast <1 x float> %132 to i32
  %134 = insertelement <1 x float> undef, float %126, i32 0
  %135 = bitcast <1 x float> %134 to i32
  call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %129, i32 %131, i32 %133, i32 %135, ptr addrspace(1) %127, i1 %22)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { "nvvm.reqntid"="128,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
