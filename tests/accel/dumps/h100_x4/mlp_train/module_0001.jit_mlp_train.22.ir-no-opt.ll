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

define ptx_kernel void @all_reduce_start_1_fusion(ptr noalias align 256 dereferenceable(1540) %arg0, ptr noalias align 256 dereferenceable(1540) %arg1, i32 %arg2, i32 %arg3, ptr align 1 %arg4, ptr align 1 %arg5) #3 {
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
  %20 = xor i32 %18, 1
  %21 = xor i32 %18, 2
  %22 = xor i32 %18, 3
  %23 = add i32 %19, 0
  %24 = add i32 %20, 0
  %25 = add i32 %21, 0
  %26 = add i32 %22, 0
  %27 = sext i32 %23 to i64
  %28 = sext i32 %24 to i64
  %29 = sext i32 %25 to i64
  %30 = sext i32 %26 to i64
  %31 = icmp slt i64 %27, 385
  %32 = icmp slt i64 %28, 385
  %33 = icmp slt i64 %29, 385
  %34 = icmp slt i64 %30, 385
  %35 = getelementptr float, ptr addrspace(1) %1, i64 %27
  %36 = getelementptr float, ptr addrspace(1) %1, i64 %28
  %37 = getelementptr float, ptr addrspace(1) %1, i64 %29
  %38 = getelementptr float, ptr addrspace(1) %1, i64 %30
  %39 = call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %35, i1 %31)
  %40 = bitcast i32 %39 to <1 x float>
  %41 = extractelement <1 x float> %40, i32 0
  %42 = call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %36, i1 %32)
  %43 = bitcast i32 %42 to <1 x float>
  %44 = extractelement <1 x float> %43, i32 0
  %45 = call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %37, i1 %33)
  %46 = bitcast i32 %45 to <1 x float>
  %47 = extractelement <1 x float> %46, i32 0
  %48 = call i32 asm sideeffect "mov.u32 $0, $1; @$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %38, i1 %34)
  %49 = bitcast i32 %48 to <1 x float>
  %50 = extractelement <1 x float> %49, i32 0
  %51 = sext i32 %arg3 to i64
  %52 = and i64 %51, 1
  %53 = mul i64 %52, 448
  %54 = getelementptr i64, ptr addrspace(1) %4, i32 %arg2
  %55 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %54)
  %56 = bitcast i64 %55 to <1 x i64>
  %57 = extractelement <1 x i64> %56, i32 0
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = getelementptr float, ptr addrspace(1) %58, i64 %53
  %60 = getelementptr float, ptr addrspace(1) %59, i64 %27
  %61 = getelementptr float, ptr addrspace(1) %59, i64 %28
  %62 = getelementptr float, ptr addrspace(1) %59, i64 %29
  %63 = getelementptr float, ptr addrspace(1) %59, i64 %30
  %64 = insertelement <1 x float> undef, float %41, i32 0
  %65 = bitcast <1 x float> %64 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %65, ptr addrspace(1) %60, i1 %31)
  %66 = insertelement <1 x float> undef, float %44, i32 0
  %67 = bitcast <1 x float> %66 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %67, ptr addrspace(1) %61, i1 %32)
  %68 = insertelement <1 x float> undef, float %47, i32 0
  %69 = bitcast <1 x float> %68 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %69, ptr addrspace(1) %62, i1 %33)
  %70 = insertelement <1 x float> undef, float %50, i32 0
  %71 = bitcast <1 x float> %70 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %71, ptr addrspace(1) %63, i1 %34)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %72 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %73 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %74 = icmp ult i32 %72, 2
  br i1 %74, label %75, label %100

75:                                               ; preds = %0
  %76 = and i32 %14, 1
  %77 = or disjoint i32 %76, 0
  %78 = xor i32 0, %77
  %79 = xor i32 %78, 0
  %80 = add i32 %79, 0
  %81 = getelementptr i64, ptr addrspace(1) %3, i32 %80
  %82 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %81)
  %83 = bitcast i64 %82 to <1 x i64>
  %84 = extractelement <1 x i64> %83, i32 0
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  %86 = mul i32 %73, 2
  %87 = add i32 %86, %arg2
  %88 = getelementptr i32, ptr addrspace(1) %85, i32 %87
  store atomic i32 %arg3, ptr addrspace(1) %88 release, align 4
  %89 = getelementptr i64, ptr addrspace(1) %3, i32 %arg2
  %90 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %89)
  %91 = bitcast i64 %90 to <1 x i64>
  %92 = extractelement <1 x i64> %91, i32 0
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  %94 = getelementptr i32, ptr addrspace(1) %93, i32 %86
  %95 = getelementptr i32, ptr addrspace(1) %94, i32 %80
  br label %96

96:                                               ; preds = %96, %75
  %97 = load atomic i32, ptr addrspace(1) %95 acquire, align 4
  %98 = icmp uge i32 %97, %arg3
  br i1 %98, label %99, label %96

99:                                               ; preds = %96
  br label %100

100:                                              ; preds = %99, %0
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %4)
  %102 = bitcast i64 %101 to <1 x i64>
  %103 = extractelement <1 x i64> %102, i32 0
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  %105 = getelementptr float, ptr addrspace(1) %104, i64 %53
  %106 = getelementptr float, ptr addrspace(1) %105, i64 %27
  %107 = getelementptr float, ptr addrspace(1) %105, i64 %28
  %108 = getelementptr float, ptr addrspace(1) %105, i64 %29
  %109 = getelementptr float, ptr addrspace(1) %105, i64 %30
  %110 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %106, i1 %31)
  %111 = bitcast i32 %110 to <1 x float>
  %112 = extractelement <1 x float> %111, i32 0
  %113 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %107, i1 %32)
  %114 = bitcast i32 %113 to <1 x float>
  %115 = extractelement <1 x float> %114, i32 0
  %116 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %108, i1 %33)
  %117 = bitcast i32 %116 to <1 x float>
  %118 = extractelement <1 x float> %117, i32 0
  %119 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %109, i1 %34)
  %120 = bitcast i32 %119 to <1 x float>
  %121 = extractelement <1 x float> %120, i32 0
  %122 = getelementptr i64, ptr addrspace(1) %4, i32 1
  %123 = call i64 asm sideeffect "mov.u64 $0, 0x0; ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l"(ptr addrspace(1) %122)
  %124 = bitcast i64 %123 to <1 x i64>
  %125 = extractelement <1 x i64> %124, i32 0
  %126 = inttoptr i64 %125 to ptr addrspace(1)
  %127 = getelementptr float, ptr addrspace(1) %126, i64 %53
  %128 = getelementptr float, ptr addrspace(1) %127, i64 %27
  %129 = getelementptr float, ptr addrspace(1) %127, i64 %28
  %130 = getelementptr float, ptr addrspace(1) %127, i64 %29
  %131 = getelementptr float, ptr addrspace(1) %127, i64 %30
  %132 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %128, i1 %31)
  %133 = bitcast i32 %132 to <1 x float>
  %134 = extractelement <1 x float> %133, i32 0
  %135 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %129, i1 %32)
  %136 = bitcast i32 %135 to <1 x float>
  %137 = extractelement <1 x float> %136, i32 0
  %138 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %130, i1 %33)
  %139 = bitcast i32 %138 to <1 x float>
  %140 = extractelement <1 x float> %139, i32 0
  %141 = call i32 asm sideeffect "mov.u32 $0, 0x0; @$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %131, i1 %34)
  %142 = bitcast i32 %141 to <1 x float>
  %143 = extractelement <1 x float> %142, i32 0
  %144 = fadd float %112, %134
  %145 = fadd float %115, %137
  %146 = fadd float %118, %140
  %147 = fadd float %121, %143
  %148 = getelementptr float, ptr addrspace(1) %2, i64 %27
  %149 = getelementptr float, ptr addrspace(1) %2, i64 %28
  %150 = getelementptr float, ptr addrspace(1) %2, i64 %29
  %151 = getelementptr float, ptr addrspace(1) %2, i64 %30
  %152 = insertelement <1 x float> undef, float %144, i32 0
  %153 = bitcast <1 x float> %152 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %153, ptr addrspace(1) %148, i1 %31)
  %154 = insertelement <1 x float> undef, float %145, i32 0
  %155 = bitcast <1 x float> %154 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %155, ptr addrspace(1) %149, i1 %32)
  %156 = insertelement <1 x float> undef, float %146, i32 0
  %157 = bitcast <1 x float> %156 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %157, ptr addrspace(1) %150, i1 %33)
  %158 = insertelement <1 x float> undef, float %147, i32 0
  %159 = bitcast <1 x float> %158 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %159, ptr addrspace(1) %151, i1 %34)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { "nvvm.reqntid"="128,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
