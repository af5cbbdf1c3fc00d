//go:build amd64 && !purego

#include "textflag.h"
#include "blocks_amd64.h"

// RUN sets DX to the mask of the bytes of X0 that end a run of ASCII
// domain code points (all but A-Z a-z 0-9 '-' '.'): c|0x20 - 'a' ≤ 25,
// c - '0' ≤ 9 and c - '-' ≤ 1, each an unsigned compare by PMINUB. It uses
// X8-X13.
#define RUN \
	MOVO     X0, X8 \
	POR      X1, X8 \
	PSUBB    X2, X8 \
	MOVO     X8, X9 \
	PMINUB   X3, X9 \
	PCMPEQB  X8, X9 \
	MOVO     X0, X10 \
	PSUBB    X4, X10 \
	MOVO     X10, X11 \
	PMINUB   X5, X11 \
	PCMPEQB  X10, X11 \
	MOVO     X0, X12 \
	PSUBB    X6, X12 \
	MOVO     X12, X13 \
	PMINUB   X7, X13 \
	PCMPEQB  X12, X13 \
	POR      X11, X9 \
	POR      X13, X9 \
	PMOVMSKB X9, DX \
	XORL     $0xFFFF, DX

// The loads of RUN's blocks: a block at index R, the first 16 bytes of s,
// the last 16.
#define LOADRUN(R) MOVOU (SI)(R*1), X0
#define LOADRUNFIRST MOVOU (SI), X0
#define LOADRUNEND MOVOU -16(SI)(CX*1), X0
#define NOLAST(W)

// The constants of RUN, each 16 times: 0x20, 'a', 25, '0', 9, '-', 1.
DATA runBytes<>+0x00(SB)/8, $0x2020202020202020
DATA runBytes<>+0x08(SB)/8, $0x2020202020202020
DATA runBytes<>+0x10(SB)/8, $0x6161616161616161
DATA runBytes<>+0x18(SB)/8, $0x6161616161616161
DATA runBytes<>+0x20(SB)/8, $0x1919191919191919
DATA runBytes<>+0x28(SB)/8, $0x1919191919191919
DATA runBytes<>+0x30(SB)/8, $0x3030303030303030
DATA runBytes<>+0x38(SB)/8, $0x3030303030303030
DATA runBytes<>+0x40(SB)/8, $0x0909090909090909
DATA runBytes<>+0x48(SB)/8, $0x0909090909090909
DATA runBytes<>+0x50(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA runBytes<>+0x58(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA runBytes<>+0x60(SB)/8, $0x0101010101010101
DATA runBytes<>+0x68(SB)/8, $0x0101010101010101
GLOBL runBytes<>(SB), RODATA|NOPTR, $112

// func asciiDomainRunEnd(s string, i int) int
//
// 16 bytes at a time with SSE2, as the trigger searches read them (see
// blocks_amd64.h).
TEXT ·ASCIIDomainRunEnd(SB), NOSPLIT, $0-32
	MOVQ  s_base+0(FP), SI
	MOVQ  s_len+8(FP), CX
	MOVQ  i+16(FP), DI
	LEAQ  runBytes<>(SB), AX
	MOVOU 0x00(AX), X1
	MOVOU 0x10(AX), X2
	MOVOU 0x20(AX), X3
	MOVOU 0x30(AX), X4
	MOVOU 0x40(AX), X5
	MOVOU 0x50(AX), X6
	MOVOU 0x60(AX), X7
	CMPQ  CX, $16
	JB    short
	BLOCKS(16, 0, LOADRUN, LOADRUN, RUN, NOLAST, loop, tail, found, done)

short:
	SHORT(16, LOADRUNFIRST, LOADRUNEND, RUN, shortend, aligned, done)

aligned:
	// The bytes past s end the run.
	MOVQ $1, R10
	SHLQ CX, R10
	DECQ R10
	NOTQ R10
	ORQ  R10, DX
	MOVQ DI, CX
	SHRQ CX, DX

found:
	BSFQ DX, DX
	ADDQ DX, DI

done:
	MOVQ DI, ret+24(FP)
	RET
