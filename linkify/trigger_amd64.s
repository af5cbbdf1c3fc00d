//go:build amd64 && !purego

#include "textflag.h"

// MATCH sets DX to the mask of the bytes of X0 that are trigger bytes
// (X1-X5 hold them); it uses X0, X6 and X7.
#define MATCH \
	MOVO    X0, X6 \
	PCMPEQB X1, X6 \
	MOVO    X0, X7 \
	PCMPEQB X2, X7 \
	POR     X7, X6 \
	MOVO    X0, X7 \
	PCMPEQB X3, X7 \
	POR     X7, X6 \
	MOVO    X0, X7 \
	PCMPEQB X4, X7 \
	POR     X7, X6 \
	PCMPEQB X5, X0 \
	POR     X0, X6 \
	PMOVMSKB X6, DX


// The trigger bytes, each 16 times: '.', ':', '@', and the lead bytes of
// 。(E3) and of ．｡ (EF).
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
GLOBL triggerBytes<>(SB), RODATA|NOPTR, $80

// func triggerIndex(s string) int
//
// SSE2 (every amd64 CPU has it): 16 bytes at a time, each compared with the
// five trigger bytes; the mask of matches gives the first one. The last
// block overlaps the one before it, so len(s) must be at least 16.
TEXT ·triggerIndex(SB), NOSPLIT, $0-24
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), CX
	MOVQ CX, BX
	ANDQ $~15, BX
	XORQ DI, DI
	LEAQ  triggerBytes<>(SB), AX
	MOVOU 0x00(AX), X1
	MOVOU 0x10(AX), X2
	MOVOU 0x20(AX), X3
	MOVOU 0x30(AX), X4
	MOVOU 0x40(AX), X5

loop:
	CMPQ DI, BX
	JAE  tail
	MOVOU (SI)(DI*1), X0
	MATCH
	TESTL DX, DX
	JNZ   found
	ADDQ  $16, DI
	JMP   loop

tail:
	// The last 16 bytes, less those the loop has seen.
	CMPQ DI, CX
	JAE  done
	MOVQ CX, R8
	SUBQ $16, R8
	MOVOU (SI)(R8*1), X0
	MATCH
	MOVQ DI, R9
	SUBQ R8, R9
	MOVQ R9, CX
	SHRL CX, DX
	TESTL DX, DX
	JNZ   found
	MOVQ s_len+8(FP), DI
	JMP   done

found:
	BSFL DX, DX
	ADDQ DX, DI

done:
	MOVQ DI, ret+16(FP)
	RET

