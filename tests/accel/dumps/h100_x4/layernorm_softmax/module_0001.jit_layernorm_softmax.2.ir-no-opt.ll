; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

define ptx_kernel void @triton_softmax_1(ptr noalias align 16 dereferenceable(256) %arg0, ptr noalias align 256 dereferenceable(256) %arg1) #3 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr null to ptr addrspace(1)
  %4 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = sext i32 %5 to i64
  %7 = udiv i64 %6, 4
  %8 = urem i64 %6, 4
  %9 = mul i64 %8, 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = shl i32 %11, 0
  %13 = or i32 0, %12
  %14 = and i32 %13, 3
  %15 = lshr i32 %14, 0
  %16 = or disjoint i32 %15, 0
  %17 = xor i32 0, %16
  %18 = xor i32 %17, 0
  %19 = add i32 %18, 0
  %20 = sext i32 %19 to i64
  %21 = mul i64 %7, 16
  %22 = add i64 %9, %21
  %23 = getelementptr float, ptr addrspace(1) %1, i64 %22
  %24 = getelementptr float, ptr addrspace(1) %23, i64 %20
  %25 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %24)
  %26 = bitcast i32 %25 to <1 x float>
  %27 = extractelement <1 x float> %26, i32 0
  %28 = and i32 %13, 15
  %29 = lshr i32 %28, 0
  %30 = or disjoint i32 %29, 0
  %31 = xor i32 0, %30
  %32 = xor i32 %31, 0
  %33 = add i32 %32, 0
  %34 = sext i32 %33 to i64
  %35 = getelementptr float, ptr addrspace(1) %1, i64 %21
  %36 = getelementptr float, ptr addrspace(1) %35, i64 %34
  %37 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %36)
  %38 = bitcast i32 %37 to <1 x float>
  %39 = extractelement <1 x float> %38, i32 0
  %40 = bitcast float %39 to i32
  %41 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 8, i32 31)
  %42 = bitcast i32 %41 to float
  %43 = fadd float %39, %42
  %44 = bitcast float %43 to i32
  %45 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 4, i32 31)
  %46 = bitcast i32 %45 to float
  %47 = fadd float %43, %46
  %48 = bitcast float %47 to i32
  %49 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 2, i32 31)
  %50 = bitcast i32 %49 to float
  %51 = fadd float %47, %50
  %52 = bitcast float %51 to i32
  %53 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 1, i32 31)
  %54 = bitcast i32 %53 to float
  %55 = fadd float %51, %54
  %56 = fmul float %55, 6.250000e-02
  %57 = fsub float %27, %56
  %58 = getelementptr float, ptr addrspace(1) %2, i64 %22
  %59 = getelementptr float, ptr addrspace(1) %58, i64 %20
  %60 = and i32 %11, 28
  %61 = icmp eq i32 %60, 0
  %62 = insertelement <1 x float> undef, float %57, i32 0
  %63 = bitcast <1 x float> %62 to i32
  call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %63, ptr addrspace(1) %59, i1 %61)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { "nvvm.reqntid"="32,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
