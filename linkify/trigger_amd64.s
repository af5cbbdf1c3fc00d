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
	MOVQ $0x2e2e2e2e2e2e2e2e, AX // '.'
	MOVQ AX, X1
	PUNPCKLQDQ X1, X1
	MOVQ $0x3a3a3a3a3a3a3a3a, AX // ':'
	MOVQ AX, X2
	PUNPCKLQDQ X2, X2
	MOVQ $0x4040404040404040, AX // '@'
	MOVQ AX, X3
	PUNPCKLQDQ X3, X3
	MOVQ $0xe3e3e3e3e3e3e3e3, AX // lead byte of 。
	MOVQ AX, X4
	PUNPCKLQDQ X4, X4
	MOVQ $0xefefefefefefefef, AX // lead byte of ． and ｡
	MOVQ AX, X5
	PUNPCKLQDQ X5, X5

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

