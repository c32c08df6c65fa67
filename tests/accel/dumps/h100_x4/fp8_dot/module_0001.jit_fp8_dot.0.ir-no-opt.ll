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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) writeonly captures(none), i32) #3

define ptx_kernel void @gemm_fusion_dot(ptr noalias align 16 dereferenceable(512) %arg0, ptr noalias align 16 dereferenceable(512) %arg1, ptr noalias align 256 dereferenceable(1024) %arg2) #5 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = addrspacecast ptr null to ptr addrspace(1)
  %5 = addrspacecast ptr null to ptr addrspace(1)
  call void @llvm.nvvm.griddepcontrol.wait()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 63
  %9 = urem i32 %8, 32
  %10 = udiv i32 %7, 32
  %11 = shl i32 %9, 0
  %12 = or i32 0, %11
  %13 = shl i32 %10, 5
  %14 = or i32 %12, %13
  %15 = and i32 %14, 60
  %16 = lshr i32 %15, 2
  %17 = or disjoint i32 %16, 0
  %18 = xor i32 0, %17
  %19 = xor i32 %18, 0
  %20 = add i32 %19, 0
  %21 = and i32 %14, 3
  %22 = shl i32 %21, 2
  %23 = or disjoint i32 %22, 0
  %24 = xor i32 0, %23
  %25 = xor i32 %24, 0
  %26 = add i32 %25, 0
  %27 = sext i32 %20 to i64
  %28 = sext i32 %26 to i64
  %29 = mul i64 %27, 32
  %30 = add i64 %28, %29
  %31 = sext i32 %6 to i64
  %32 = mul i64 %31, 8
  %33 = mul i64 %27, 16
  %34 = shl i32 %21, 1
  %35 = or disjoint i32 %34, 0
  %36 = xor i32 0, %35
  %37 = xor i32 %36, 0
  %38 = add i32 %37, 0
  %39 = sext i32 %38 to i64
  %40 = add i64 %39, %33
  br label %41

41:                                               ; preds = %45, %0
  %42 = phi i32 [ %206, %45 ], [ 0, %0 ]
  %43 = phi { float, float, float, float } [ %205, %45 ], [ zeroinitializer, %0 ]
  %44 = icmp slt i32 %42, 2
  br i1 %44, label %45, label %207

45:                                               ; preds = %41
  %46 = sext i32 %42 to i64
  %47 = mul i64 %46, 16
  %48 = getelementptr i8, ptr addrspace(1) %1, i64 %47
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 %30
  %50 = call i32 asm sideeffect "mov.u32 $0, 0x0; ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %49)
  %51 = bitcast i32 %50 to <4 x i8>
  %52 = extractelement <4 x i8> %51, i32 0
  %53 = extractelement <4 x i8> %51, i32 1
  %54 = extractelement <4 x i8> %51, i32 2
  %55 = extractelement <4 x i8> %51, i32 3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %56 = shl i32 %10, 3
  %57 = or i32 %12, %56
  %58 = and i32 %57, 15
  %59 = shl i32 %58, 4
  %60 = or disjoint i32 %59, 0
  %61 = xor i32 0, %60
  %62 = xor i32 %61, 0
  %63 = xor i32 %62, 0
  %64 = add i32 %63, 0
  %65 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %64
  %66 = insertelement <4 x i8> undef, i8 %52, i32 0
  %67 = insertelement <4 x i8> %66, i8 %53, i32 1
  %68 = insertelement <4 x i8> %67, i8 %54, i32 2
  %69 = insertelement <4 x i8> %68, i8 %55, i32 3
  %70 = bitcast <4 x i8> %69 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %65, i32 %70)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %71 = shl i32 %10, 4
  %72 = or i32 %12, %71
  %73 = and i32 %72, 15
  %74 = shl i32 %73, 4
  %75 = or disjoint i32 %74, 0
  %76 = xor i32 0, %75
  %77 = xor i32 %76, 0
  %78 = xor i32 %77, 0
  %79 = add i32 %78, 0
  %80 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %79
  %81 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %80)
  %82 = extractvalue { i32, i32 } %81, 0
  %83 = bitcast i32 %82 to <4 x i8>
  %84 = extractelement <4 x i8> %83, i32 0
  %85 = extractelement <4 x i8> %83, i32 1
  %86 = extractelement <4 x i8> %83, i32 2
  %87 = extractelement <4 x i8> %83, i32 3
  %88 = extractvalue { i32, i32 } %81, 1
  %89 = bitcast i32 %88 to <4 x i8>
  %90 = extractelement <4 x i8> %89, i32 0
  %91 = extractelement <4 x i8> %89, i32 1
  %92 = extractelement <4 x i8> %89, i32 2
  %93 = extractelement <4 x i8> %89, i32 3
  %94 = mul i64 %46, 256
  %95 = add i64 %32, %94
  %96 = getelementptr i8, ptr addrspace(1) %2, i64 %95
  %97 = getelementptr i8, ptr addrspace(1) %96, i64 %40
  %98 = call i16 asm sideeffect "mov.u16 $0, 0x0; ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %97)
  %99 = bitcast i16 %98 to <2 x i8>
  %100 = extractelement <2 x i8> %99, i32 0
  %101 = extractelement <2 x i8> %99, i32 1
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = and i32 %14, 63
  %103 = shl i32 %102, 1
  %104 = or disjoint i32 %103, 0
  %105 = xor i32 0, %104
  %106 = xor i32 %105, 0
  %107 = xor i32 %106, 0
  %108 = add i32 %107, 0
  %109 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %108
  %110 = insertelement <2 x i8> undef, i8 %100, i32 0
  %111 = insertelement <2 x i8> %110, i8 %101, i32 1
  store <2 x i8> %111, ptr addrspace(3) %109, align 2
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %112 = shl i32 %21, 5
  %113 = and i32 %14, 28
  %114 = lshr i32 %113, 2
  %115 = or disjoint i32 %112, %114
  %116 = xor i32 0, %115
  %117 = xor i32 %116, 0
  %118 = xor i32 %117, 0
  %119 = add i32 %118, 0
  %120 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %119
  %121 = load i8, ptr addrspace(3) %120, align 1
  %122 = insertelement <1 x i8> undef, i8 %121, i32 0
  %123 = extractelement <1 x i8> %122, i32 0
  %124 = add i32 %118, 8
  %125 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = load i8, ptr addrspace(3) %125, align 1
  %127 = insertelement <1 x i8> undef, i8 %126, i32 0
  %128 = extractelement <1 x i8> %127, i32 0
  %129 = add i32 %118, 16
  %130 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %129
  %131 = load i8, ptr addrspace(3) %130, align 1
  %132 = insertelement <1 x i8> undef, i8 %131, i32 0
  %133 = extractelement <1 x i8> %132, i32 0
  %134 = add i32 %118, 24
  %135 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %134
  %136 = load i8, ptr addrspace(3) %135, align 1
  %137 = insertelement <1 x i8> undef, i8 %136, i32 0
  %138 = extractelement <1 x i8> %137, i32 0
  %139 = insertelement <2 x i8> undef, i8 %84, i32 0
  %140 = insertelement <2 x i8> %139, i8 %85, i32 1
  %141 = bitcast <2 x i8> %140 to i16
  %142 = call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %141)
  %143 = extractelement <2 x half> %142, i32 0
  %144 = extractelement <2 x half> %142, i32 1
  %145 = insertelement <2 x i8> undef, i8 %86, i32 0
  %146 = insertelement <2 x i8> %145, i8 %87, i32 1
  %147 = bitcast <2 x i8> %146 to i16
  %148 = call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %147)
  %149 = extractelement <2 x half> %148, i32 0
  %150 = extractelement <2 x half> %148, i32 1
  %151 = insertelement <2 x i8> undef, i8 %90, i32 0
  %152 = insertelement <2 x i8> %151, i8 %91, i32 1
  %153 = bitcast <2 x i8> %152 to i16
  %154 = call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %153)
  %155 = extractelement <2 x half> %154, i32 0
  %156 = extractelement <2 x half> %154, i32 1
  %157 = insertelement <2 x i8> undef, i8 %92, i32 0
  %158 = insertelement <2 x i8> %157, i8 %93, i32 1
  %159 = bitcast <2 x i8> %158 to i16
  %160 = call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %159)
  %161 = extractelement <2 x half> %160, i32 0
  %162 = extractelement <2 x half> %160, i32 1
  %163 = insertelement <2 x i8> undef, i8 %123, i32 0
  %164 = insertelement <2 x i8> %163, i8 %128, i32 1
  %165 = bitcast <2 x i8> %164 to i16
  %166 = call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %165)
  %167 = extractelement <2 x half> %166, i32 0
  %168 = extractelement <2 x half> %166, i32 1
  %169 = insertelement <2 x i8> undef, i8 %133, i32 0
  %170 = insertelement <2 x i8> %169, i8 %138, i32 1
  %171 = bitcast <2 x i8> %170 to i16
  %172 = call <2 x half> asm "{ \0Acvt.rn.f16x2.e4m3x2 $0, $1; \0A}", "=r,h"(i16 %171)
  %173 = extractelement <2 x half> %172, i32 0
  %174 = extractelement <2 x half> %172, i32 1
  %175 = insertelement <2 x half> undef, half %143, i32 0
  %176 = insertelement <2 x half> %175, half %144, i32 1
  %177 = bitcast <2 x half> %176 to i32
  %178 = insertelement <2 x half> undef, half %155, i32 0
  %179 = insertelement <2 x half> %178, half %156, i32 1
  %180 = bitcast <2 x half> %179 to i32
  %181 = insertelement <2 x half> undef, half %149, i32 0
  %182 = insertelement <2 x half> %181, half %150, i32 1
  %183 = bitcast <2 x half> %182 to i32
  %184 = insertelement <2 x half> undef, half %161, i32 0
  %185 = insertelement <2 x half> %184, half %162, i32 1
  %186 = bitcast <2 x half> %185 to i32
  %187 = insertelement <2 x half> undef, half %167, i32 0
  %188 = insertelement <2 x half> %187, half %168, i32 1
  %189 = bitcast <2 x half> %188 to i32
  %190 = insertelement <2 x half> undef, half %173, i32 0
  %191 = insertelement <2 x half> %190, half %174, i32 1
  %192 = bitcast <2 x half> %191 to i32
  %193 = extractvalue { float, float, float, float } %43, 0
  %194 = extractvalue { float, float, float, float } %43, 1
  %195 = extractvalue { float, float, float, float } %43, 2
  %196 = extractvalue { float, float, float, float } %43, 3
  %197 = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %193, float %194, float %195, float %196, i32 %177, i32 %180, i32 %183, i32 %186, i32 %189, i32 %192)
  %198 = extractvalue { float, float, float, float } %197, 0
  %199 = extractvalue { float, float, float, float } %197, 1
  %200 = extractvalue { float, float, float, float } %197, 2
  %201 = extractvalue { float, float, float, float } %197, 3
  %202 = insertvalue { float, float, float, float } undef, float %198, 0
  %203 = insertvalue { float, float, float, float } %202, float %199, 1
  %204 = insertvalue { float, float, float, float } %203, float %200, 2
  %205 = insertvalue { float, float, float, float } %204, float %201, 3
  %206 = add i32 %42, 1
  br label %41

207:                                              ; preds = %41
  %208 = getelementptr float, ptr addrspace(1) %3, i64 %32
  %209 = getelementptr float, ptr addrspace(1) %208, i64 %40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %210 = extractvalue { float, float, float, float } %43, 0
  %211 = extractvalue { float, float, float, float } %43, 1
  %212 = extractvalue { float, float, float, float } %43, 2
  %213 = extractvalue { float, float, float, float } %43, 3
  %214 = and i32 %14, 7
  %215 = shl i32 %214, 4
  %216 = and i32 %14, 8
  %217 = shl i32 %216, 5
  %218 = and i32 %14, 16
  %219 = shl i32 %218, 3
  %220 = or disjoint i32 %215, %217
  %221 = or disjoint i32 %220, %219
  %222 = or disjoint i32 %221, 0
  %223 = xor i32 0, %222
  %224 = xor i32 %223, 0
  %225 = xor i32 %224, 0
  %226 = add i32 %225, 0
  %227 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %226
  %228 = insertelement <1 x float> undef, float %210, i32 0
  %229 = bitcast <1 x float> %228 to i32
  %230 = insertelement <1 x float> undef, float %211, i32 0
  %231 = bitcast <1 x float> %230 to i32
  %232 = insertelement <1 x float> undef, float %212, i32 0
  %233 = bitcast <1 x float> %232 to i32
  %234 = insertelement <1 x float> undef, float %213, i32 0
  %235 = bitcast <1 x float> %234 to i32
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %227, i32 %229, i32 %231, i32 %233, i32 %235)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %236 = shl i32 %10, 4
  %237 = or i32 %12, %236
  %238 = and i32 %237, 7
  %239 = shl i32 %238, 4
  %240 = and i32 %237, 8
  %241 = shl i32 %240, 5
  %242 = and i32 %237, 16
  %243 = shl i32 %242, 3
  %244 = or disjoint i32 %239, %241
  %245 = or disjoint i32 %244, %243
  %246 = or disjoint i32 %245, 0
  %247 = xor i32 0, %246
  %248 = xor i32 %247, 0
  %249 = xor i32 %248, 0
  %250 = add i32 %249, 0
  %251 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %250
  %252 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %251)
  %253 = extractvalue { i32, i32 } %252, 0
  %254 = bitcast i32 %253 to <1 x float>
  %255 = extractelement <1 x float> %254, i32 0
  %256 = extractvalue { i32, i32 } %252, 1
  %257 = bitcast i32 %256 to <1 x float>
  %258 = extractelement <1 x float> %257, i32 0
  %259 = insertelement <1 x float> undef, float %255, i32 0
  %260 = bitcast <1 x float> %259 to i32
  %261 = insertelement <1 x float> undef, float %258, i32 0
  %262 = bitcast <1 x float> %261 to i32
  call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %260, i32 %262, ptr addrspace(1) %209)
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind memory(argmem: read) }
attributes #5 = { "nvvm.reqntid"="64,1,1" }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
