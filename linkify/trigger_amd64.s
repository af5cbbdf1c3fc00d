//go:build amd64 && !purego

#include "textflag.h"
#include "blocks_amd64.h"

// MATCH sets DX to the mask of the bytes of X0 that are trigger bytes
// (X1-X5 hold them), but for colons that follow neither 'p' nor 's' (X8-X10
// hold the lower-case bit, 'p' and 's'): most colons ("Subject:", "12:30")
// end no "http" or "https" scheme, and are passed over here without a stop.
// A colon in the block's first byte, whose predecessor is not in X0, is
// kept (X8's first byte makes it a 'p'). It uses X0, X6, X7 and X11.
#define MATCH \
	MOVO    X0, X6 \
	PCMPEQB X1, X6 \
	MOVO    X0, X7 \
	PCMPEQB X3, X7 \
	POR     X7, X6 \
	MOVO    X0, X7 \
	PCMPEQB X4, X7 \
	POR     X7, X6 \
	MOVO    X0, X7 \
	PCMPEQB X5, X7 \
	POR     X7, X6 \
	MOVO    X0, X7 \
	PSLLO   $1, X7 \
	POR     X8, X7 \
	MOVO    X7, X11 \
	PCMPEQB X9, X11 \
	PCMPEQB X10, X7 \
	POR     X11, X7 \
	PCMPEQB X2, X0 \
	PAND    X7, X0 \
	POR     X0, X6 \
	PMOVMSKB X6, DX

// The trigger bytes, each 16 times: '.', ':', '@', and the lead bytes of
// 。(E3) and of ．｡ (EF); then 'p' and 's', 16 times each; then the bits
// that lower-case a byte's predecessor, with 'p' for the first byte's
// (32 bytes).
DATA triggerBytes<>+0x00(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA triggerBytes<>+0x08(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA triggerBytes<>+0x10(SB)/8, $0x3a3a3a3a3a3a3a3a
DATA triggerBytes<>+0x18(SB)/8, $0x3a3a3a3a3a3a3a3a
DATA triggerBytes<>+0x20(SB)/8, $0x4040404040404040
DATA triggerBytes<>+0x28(SB)/8, $0x4040404040404040
DATA triggerBytes<>+0x30(SB)/8, $0xe3e3e3e3e3e3e3e3
DATA triggerBytes<>+0x38(SB)/8, $0xe3e3e3e3e3e3e3e3
DATA triggerBytes<>+0x40(SB)/8, $0xefefefefefefefef
DATA triggerBytes<>+0x48(SB)/8, $0xefefefefefefefef
DATA triggerBytes<>+0x50(SB)/8, $0x7070707070707070
DATA triggerBytes<>+0x58(SB)/8, $0x7070707070707070
DATA triggerBytes<>+0x60(SB)/8, $0x7373737373737373
DATA triggerBytes<>+0x68(SB)/8, $0x7373737373737373
DATA triggerBytes<>+0x70(SB)/8, $0x2020202020202070
DATA triggerBytes<>+0x78(SB)/8, $0x2020202020202020
DATA triggerBytes<>+0x80(SB)/8, $0x2020202020202020
DATA triggerBytes<>+0x88(SB)/8, $0x2020202020202020
GLOBL triggerBytes<>(SB), RODATA|NOPTR, $144

// MATCH32 is MATCH on the 32 bytes of Y0 (Y1-Y5 and Y8-Y10 hold the
// constants); it uses Y6, Y7 and Y11. The predecessors cross the lanes:
// VPERM2I128 puts the low lane high, VPALIGNR shifts one byte in.
#define MATCH32 \
	VPCMPEQB   Y1, Y0, Y6 \
	VPCMPEQB   Y3, Y0, Y7 \
	VPOR       Y7, Y6, Y6 \
	VPCMPEQB   Y4, Y0, Y7 \
	VPOR       Y7, Y6, Y6 \
	VPCMPEQB   Y5, Y0, Y7 \
	VPOR       Y7, Y6, Y6 \
	VPERM2I128 $0x08, Y0, Y0, Y7 \
	VPALIGNR   $15, Y7, Y0, Y7 \
	VPOR       Y8, Y7, Y7 \
	VPCMPEQB   Y9, Y7, Y11 \
	VPCMPEQB   Y10, Y7, Y7 \
	VPOR       Y11, Y7, Y7 \
	VPCMPEQB   Y2, Y0, Y11 \
	VPAND      Y11, Y7, Y7 \
	VPOR       Y7, Y6, Y6 \
	VPMOVMSKB  Y6, DX

// func triggerIndex(s string, i int) int
//
// 16 bytes at a time with SSE2 (every amd64 CPU has it), or 32 with AVX2
// where the CPU has it (useAVX2) and s is that long: each byte compared with
// the five trigger bytes (and a colon with its predecessor); the mask of
// matches gives the first one (see blocks_amd64.h).
TEXT ·triggerIndex(SB), NOSPLIT, $0-32
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), CX
	MOVQ i+16(FP), DI
	LEAQ triggerBytes<>(SB), AX
	CMPQ CX, $32
	JB   sse2
	CMPB ·useAVX2(SB), $0
	JNE  avx2

sse2:
	MOVOU 0x00(AX), X1
	MOVOU 0x10(AX), X2
	MOVOU 0x20(AX), X3
	MOVOU 0x30(AX), X4
	MOVOU 0x40(AX), X5
	MOVOU 0x70(AX), X8
	MOVOU 0x50(AX), X9
	MOVOU 0x60(AX), X10
	CMPQ  CX, $16
	JB    short
	BLOCKS(16, MOVOU, X0, MATCH, loop, tail, found, done)

short:
	SHORT(MATCH, shortend, shortfrom, done)

found:
	BSFL DX, DX
	ADDQ DX, DI

done:
	MOVQ DI, ret+24(FP)
	RET

avx2:
	VBROADCASTI128 0x00(AX), Y1
	VBROADCASTI128 0x10(AX), Y2
	VBROADCASTI128 0x20(AX), Y3
	VBROADCASTI128 0x30(AX), Y4
	VBROADCASTI128 0x40(AX), Y5
	VMOVDQU        0x70(AX), Y8
	VBROADCASTI128 0x50(AX), Y9
	VBROADCASTI128 0x60(AX), Y10
	BLOCKS(32, VMOVDQU, Y0, MATCH32, loop32, tail32, found32, done32)

found32:
	BSFL DX, DX
	ADDQ DX, DI

done32:
	// Only this path may run VZEROUPPER: a CPU without AVX faults on it.
	VZEROUPPER
	MOVQ DI, ret+24(FP)
	RET

// func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL eaxArg+0(FP), AX
	MOVL ecxArg+4(FP), CX
	CPUID
	MOVL AX, eax+8(FP)
	MOVL BX, ebx+12(FP)
	MOVL CX, ecx+16(FP)
	MOVL DX, edx+20(FP)
	RET

// func xgetbv() (eax, edx uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-8
	MOVL $0, CX
	XGETBV
	MOVL AX, eax+0(FP)
	MOVL DX, edx+4(FP)
	RET
