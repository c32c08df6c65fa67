; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_0 = private addrspace(3) global [1056 x i8] undef

define ptx_kernel void @input_transpose_fusion(ptr noalias align 16 dereferenceable(512) %0, ptr noalias align 256 dereferenceable(1024) %1) #0 {
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
  %56 = lshr i8 %55, 7
  %57 = icmp ne i8 %56, 0
  %58 = and i8 %55, 127
  %59 = zext i8 %58 to i16
  %60 = add i16 %59, 64
  %61 = shl i16 %60, 7
  %62 = lshr i8 %58, 3
  %63 = zext i8 %62 to i32
  %64 = zext i8 %58 to i16
  %65 = call i8 @llvm.ctlz.i8(i8 %58, i1 false)
  %66 = zext i8 %65 to i32
  %67 = sub i32 7, %66
  %68 = sub i32 3, %67
  %69 = sub i32 9, %68
  %70 = shl i16 %64, 8
  %71 = trunc i32 %68 to i16
  %72 = shl i16 %64, %71
  %73 = and i16 %72, -9
  %74 = trunc i32 %69 to i16
  %75 = shl i16 %74, 3
  %76 = or i16 %73, %75
  %77 = icmp sle i32 %69, 0
  %78 = select i1 %77, i16 %70, i16 %76
  %79 = shl i16 %78, 7
  %80 = icmp eq i32 %63, 0
  %81 = select i1 %80, i16 %79, i16 %61
  %82 = and i8 %55, 127
  %83 = icmp eq i8 %82, 127
  %84 = icmp eq i8 %58, 0
  %85 = select i1 %84, i16 0, i16 %81
  %86 = select i1 %83, i16 32256, i16 %85
  %87 = or i16 %86, -32768
  %88 = select i1 %57, i16 %87, i16 %86
  %89 = bitcast i16 %88 to half
  %90 = getelementptr inbounds [512 x half], ptr %1, i32 0, i32 %3
  store half %89, ptr %90, align 2
  %91 = add i32 %53, 132
  %92 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %91
  %93 = load i8, ptr %92, align 1
  %94 = lshr i8 %93, 7
  %95 = icmp ne i8 %94, 0
  %96 = and i8 %93, 127
  %97 = zext i8 %96 to i16
  %98 = add i16 %97, 64
  %99 = shl i16 %98, 7
  %100 = lshr i8 %96, 3
  %101 = zext i8 %100 to i32
  %102 = zext i8 %96 to i16
  %103 = call i8 @llvm.ctlz.i8(i8 %96, i1 false)
  %104 = zext i8 %103 to i32
  %105 = sub i32 7, %104
  %106 = sub i32 3, %105
  %107 = sub i32 9, %106
  %108 = shl i16 %102, 8
  %109 = trunc i32 %106 to i16
  %110 = shl i16 %102, %109
  %111 = and i16 %110, -9
  %112 = trunc i32 %107 to i16
  %113 = shl i16 %112, 3
  %114 = or i16 %111, %113
  %115 = icmp sle i32 %107, 0
  %116 = select i1 %115, i16 %108, i16 %114
  %117 = shl i16 %116, 7
  %118 = icmp eq i32 %101, 0
  %119 = select i1 %118, i16 %117, i16 %99
  %120 = and i8 %93, 127
  %121 = icmp eq i8 %120, 127
  %122 = icmp eq i8 %96, 0
  %123 = select i1 %122, i16 0, i16 %119
  %124 = select i1 %121, i16 32256, i16 %123
  %125 = or i16 %124, -32768
  %126 = select i1 %95, i16 %125, i16 %124
  %127 = bitcast i16 %126 to half
  %128 = add i32 %3, 128
  %129 = getelementptr inbounds [512 x half], ptr %1, i32 0, i32 %128
  store half %127, ptr %129, align 2
  %130 = add i32 %53, 264
  %131 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %130
  %132 = load i8, ptr %131, align 1
  %133 = lshr i8 %132, 7
  %134 = icmp ne i8 %133, 0
  %135 = and i8 %132, 127
  %136 = zext i8 %135 to i16
  %137 = add i16 %136, 64
  %138 = shl i16 %137, 7
  %139 = lshr i8 %135, 3
  %140 = zext i8 %139 to i32
  %141 = zext i8 %135 to i16
  %142 = call i8 @llvm.ctlz.i8(i8 %135, i1 false)
  %143 = zext i8 %142 to i32
  %144 = sub i32 7, %143
  %145 = sub i32 3, %144
  %146 = sub i32 9, %145
  %147 = shl i16 %141, 8
  %148 = trunc i32 %145 to i16
  %149 = shl i16 %141, %148
  %150 = and i16 %149, -9
  %151 = trunc i32 %146 to i16
  %152 = shl i16 %151, 3
  %153 = or i16 %150, %152
  %154 = icmp sle i32 %146, 0
  %155 = select i1 %154, i16 %147, i16 %153
  %156 = shl i16 %155, 7
  %157 = icmp eq i32 %140, 0
  %158 = select i1 %157, i16 %156, i16 %138
  %159 = and i8 %132, 127
  %160 = icmp eq i8 %159, 127
  %161 = icmp eq i8 %135, 0
  %162 = select i1 %161, i16 0, i16 %158
  %163 = select i1 %160, i16 32256, i16 %162
  %164 = or i16 %163, -32768
  %165 = select i1 %134, i16 %164, i16 %163
  %166 = bitcast i16 %165 to half
  %167 = add i32 %3, 256
  %168 = getelementptr inbounds [512 x half], ptr %1, i32 0, i32 %167
  store half %166, ptr %168, align 2
  %169 = add i32 %53, 396
  %170 = getelementptr inbounds [1056 x i8], ptr addrspacecast (ptr addrspace(3) @shared_0 to ptr), i32 0, i32 %169
  %171 = load i8, ptr %170, align 1
  %172 = lshr i8 %171, 7
  %173 = icmp ne i8 %172, 0
  %174 = and i8 %171, 127
  %175 = zext i8 %174 to i16
  %176 = add i16 %175, 64
  %177 = shl i16 %176, 7
  %178 = lshr i8 %174, 3
  %179 = zext i8 %178 to i32
  %180 = zext i8 %174 to i16
  %181 = call i8 @llvm.ctlz.i8(i8 %174, i1 false)
  %182 = zext i8 %181 to i32
  %183 = sub i32 7, %182
  %184 = sub i32 3, %183
  %185 = sub i32 9, %184
  %186 = shl i16 %180, 8
  %187 = trunc i32 %184 to i16
  %188 = shl i16 %180, %187
  %189 = and i16 %188, -9
  %190 = trunc i32 %185 to i16
  %191 = shl i16 %190, 3
  %192 = or i16 %189, %191
  %193 = icmp sle i32 %185, 0
  %194 = select i1 %193, i16 %186, i16 %192
  %195 = shl i16 %194, 7
  %196 = icmp eq i32 %179, 0
  %197 = select i1 %196, i16 %195, i16 %177
  %198 = and i8 %171, 127
  %199 = icmp eq i8 %198, 127
  %200 = icmp eq i8 %174, 0
  %201 = select i1 %200, i16 0, i16 %197
  %202 = select i1 %199, i16 32256, i16 %201
  %203 = or i16 %202, -32768
  %204 = select i1 %173, i16 %203, i16 %202
  %205 = bitcast i16 %204 to half
  %206 = add i32 %3, 384
  %207 = getelementptr inbounds [512 x half], ptr %1, i32 0, i32 %206
  store half %205, ptr %207, align 2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 128}
!2 = !{}
