//go:build amd64 && !purego

#include "textflag.h"

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
// 16 bytes at a time with SSE2, as triggerIndex reads them: the last block
// is the last 16 bytes of s, less those before i; a string shorter than a
// block is read as one block that stays in the pages it touches.
TEXT ·asciiDomainRunEnd(SB), NOSPLIT, $0-32
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
	MOVQ  CX, BX
	SUBQ  $16, BX // the last block starts here

loop:
	CMPQ  DI, BX
	JA    tail
	MOVOU (SI)(DI*1), X0
	RUN
	TESTL DX, DX
	JNZ   found
	ADDQ  $16, DI
	JMP   loop

tail:
	// The last 16 bytes, less the 1 to 15 before i or seen by the loop.
	CMPQ  DI, CX
	JAE   done
	MOVOU (SI)(BX*1), X0
	RUN
	MOVQ  DI, CX
	SUBQ  BX, CX
	SHRL  CX, DX
	TESTL DX, DX
	JNZ   found
	MOVQ  s_len+8(FP), DI
	JMP   done

found:
	BSFL DX, DX
	ADDQ DX, DI

done:
	MOVQ DI, ret+24(FP)
	RET

short:
	// As in triggerIndex: the 16 bytes from s's start, or those that end
	// where it ends if they would run into the next page. The bytes past
	// s end the run.
	TESTQ CX, CX
	JZ    done
	MOVL  $1, R10
	SHLL  CX, R10
	DECL  R10
	NOTL  R10
	ANDL  $0xFFFF, R10 // the bytes past s
	MOVQ  SI, R8
	ANDQ  $0xFFF, R8
	CMPQ  R8, $0xFF0
	JA    shortend
	MOVOU (SI), X0
	RUN
	JMP   shortfrom

shortend:
	MOVOU -16(SI)(CX*1), X0
	RUN
	MOVQ  CX, R9
	NEGQ  CX
	ADDQ  $16, CX
	SHRL  CX, DX // bit k is s[k]
	MOVQ  R9, CX

shortfrom:
	ORL   R10, DX
	MOVQ  DI, CX
	SHRL  CX, DX // from s[i] on
	BSFL  DX, DX // never 0: bit len(s)-i is set
	ADDQ  DX, DI
	JMP   done
