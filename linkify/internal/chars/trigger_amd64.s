//go:build amd64 && !purego

#include "go_asm.h"
#include "textflag.h"
#include "blocks_amd64.h"
#include "trigger512_amd64.h"

// The trigger searches read 32 bytes at a time with AVX2 where the CPU
// has it (useAVX2), two blocks a step, else 16 with SSE2 (every amd64 CPU
// has it). They record the mask of each block that holds a trigger in the
// cursor, with no branch that depends on the text, and stop when the
// cursor is full or s ends. A block is
// held three times: its bytes b0 (X0/Y0), and the bytes one and two further
// on, b1 (X12/Y12) and b2 (X13/Y13), loaded from s where they lie in it and
// derived from b0 or b1 past its end (zeros: no trigger continues there),
// so that a 3-byte trigger (。．｡ and "://") is tested where it starts,
// also when it runs into the next block.

// The AVX2 classifiers; the constants are in Y1, Y2, Y4, Y5, Y8, Y9 and
// Y15 (see SETUPALL32), the mask of triggers is gathered in Y6, and Y7,
// Y11 and Y14 are scratch.
//
// SINGLES32 marks '.' and '@' (and ':' for the sets of every colon) with
// one lookup by the low nibble of each byte (Y1: the trigger with that
// nibble, or 0xFF, which no ASCII byte is; VPSHUFB gives 0 for a byte
// from 0x80 on, which none is either).
//
// SEQS32 marks the starts of "://" 。 ． ｡ in one pass: their third bytes
// ('/' 82 8E A1) differ in their low nibble, which looks up (VPSHUFB) the
// three bytes that a sequence ending so must have (Y4, Y5, Y8; a nibble of
// no sequence looks up a third byte that cannot match).
#define SINGLES32 \
	VPSHUFB  Y0, Y1, Y6 \
	VPCMPEQB Y6, Y0, Y6

#define SEQS32 \
	VPAND    Y15, Y13, Y14 \
	VPSHUFB  Y14, Y4, Y7 \
	VPCMPEQB Y7, Y0, Y7 \
	VPSHUFB  Y14, Y5, Y11 \
	VPCMPEQB Y11, Y12, Y11 \
	VPAND    Y11, Y7, Y7 \
	VPSHUFB  Y14, Y8, Y14 \
	VPCMPEQB Y14, Y13, Y14 \
	VPAND    Y14, Y7, Y7 \
	VPOR     Y7, Y6, Y6

#define SCHEME32 \
	VPCMPEQB Y2, Y0, Y6 \
	VPCMPEQB Y9, Y12, Y7 \
	VPAND    Y7, Y6, Y6 \
	VPCMPEQB Y9, Y13, Y7 \
	VPAND    Y7, Y6, Y6

#define ALL32 \
	SINGLES32 \
	SEQS32 \
	VPMOVMSKB Y6, DX

#define SCHEMEONLY32 \
	SCHEME32 \
	VPMOVMSKB Y6, DX

#define COLONSONLY32 \
	VPCMPEQB  Y2, Y0, Y6 \
	VPMOVMSKB Y6, DX

// The SSE2 classifiers (no VPSHUFB: one compare per byte of each
// sequence); the constants are in X1-X5, X8-X11 and X15 (see SETUPALL16), the
// mask is gathered in X6, and X7 and X14 are scratch. SEPS16 overwrites
// X0, X12 and X13.
#define DOTS16 \
	MOVO    X0, X6 \
	PCMPEQB X1, X6 \
	MOVO    X0, X7 \
	PCMPEQB X3, X7 \
	POR     X7, X6

#define COLONS16 \
	MOVO    X0, X7 \
	PCMPEQB X2, X7 \
	POR     X7, X6

// SCHEME16 sets X7 to the mask of the starts of "://".
#define SCHEME16 \
	MOVO    X0, X7 \
	PCMPEQB X2, X7 \
	MOVO    X12, X14 \
	PCMPEQB X9, X14 \
	PAND    X14, X7 \
	MOVO    X13, X14 \
	PCMPEQB X9, X14 \
	PAND    X14, X7

// SEPS16 marks the starts of 。(E3 80 82) and of ．(EF BC 8E) and ｡(EF BD A1).
#define SEPS16 \
	MOVO    X0, X7 \
	PCMPEQB X4, X7 \
	MOVO    X12, X14 \
	PCMPEQB X8, X14 \
	PAND    X14, X7 \
	MOVO    X13, X14 \
	PCMPEQB X10, X14 \
	PAND    X14, X7 \
	POR     X7, X6 \
	MOVO    X12, X7 \
	PCMPEQB X11, X7 \
	MOVO    X13, X14 \
	PCMPEQB X15, X14 \
	PAND    X14, X7 \
	PCMPEQB 0xE0(AX), X12 \
	PCMPEQB 0xF0(AX), X13 \
	PAND    X13, X12 \
	POR     X12, X7 \
	PCMPEQB X5, X0 \
	PAND    X0, X7 \
	POR     X7, X6

#define ALL16 \
	DOTS16 \
	SCHEME16 \
	POR      X7, X6 \
	SEPS16 \
	PMOVMSKB X6, DX

#define ALLCOLONS16 \
	DOTS16 \
	COLONS16 \
	SEPS16 \
	PMOVMSKB X6, DX

#define SCHEMEONLY16 \
	SCHEME16 \
	PMOVMSKB X7, DX

#define COLONSONLY16 \
	MOVO     X0, X6 \
	PCMPEQB  X2, X6 \
	PMOVMSKB X6, DX

// The loads. LOAD3 loads a block and the bytes one and two further on;
// LOADLAST loads a block that ends a byte before s does, and the bytes one
// further on, and derives the bytes two further on from those; LOADFIRST
// loads the first W bytes of a short s, zeros the bytes past it (in the
// same page, but no part of s), and derives the bytes further on;
// LOADEND loads the W bytes that end where s does and derives the rest.
// The derived bytes past a block are zeros. R9 and Y10 are scratch.
#define LOAD3_32(R) \
	VMOVDQU (SI)(R*1), Y0 \
	VMOVDQU 1(SI)(R*1), Y12 \
	VMOVDQU 2(SI)(R*1), Y13

#define LOAD3HI_32(R) \
	VMOVDQU 32(SI)(R*1), Y0 \
	VMOVDQU 33(SI)(R*1), Y12 \
	VMOVDQU 34(SI)(R*1), Y13

#define LOADLAST_32(R) \
	VMOVDQU    (SI)(R*1), Y0 \
	VMOVDQU    1(SI)(R*1), Y12 \
	VPERM2I128 $0x81, Y12, Y12, Y10 \
	VPALIGNR   $1, Y12, Y10, Y13

#define DERIVE32 \
	VPERM2I128 $0x81, Y0, Y0, Y10 \
	VPALIGNR   $1, Y0, Y10, Y12 \
	VPALIGNR   $2, Y0, Y10, Y13

#define LOADFIRST_32 \
	MOVQ    AX, R9 \
	SUBQ    CX, R9 \
	VMOVDQU (SI), Y0 \
	VPAND   0x120(R9), Y0, Y0 \
	DERIVE32

#define LOADEND_32 \
	VMOVDQU -32(SI)(CX*1), Y0 \
	DERIVE32

#define LOAD3_16(R) \
	MOVOU (SI)(R*1), X0 \
	MOVOU 1(SI)(R*1), X12 \
	MOVOU 2(SI)(R*1), X13

#define LOADLAST_16(R) \
	MOVOU (SI)(R*1), X0 \
	MOVOU 1(SI)(R*1), X12 \
	MOVO  X12, X13 \
	PSRLO $1, X13

#define DERIVE16 \
	MOVO  X0, X12 \
	PSRLO $1, X12 \
	MOVO  X0, X13 \
	PSRLO $2, X13

#define LOADFIRST_16 \
	MOVQ  AX, R9 \
	SUBQ  CX, R9 \
	MOVOU (SI), X0 \
	MOVOU 0x120(R9), X14 \
	PAND  X14, X0 \
	DERIVE16

#define LOADEND_16 \
	MOVOU -16(SI)(CX*1), X0 \
	DERIVE16

// LASTALL(W) and LASTCOLON(W) set bit W of DX if the last byte of s is
// '.', '@' or ':' (any colon; see lastBytes), or ':'.
#define LASTALL(W) \
	MOVBLZX -1(SI)(CX*1), R8 \
	LEAQ    lastBytes<>(SB), R9 \
	MOVBLZX (R9)(R8*1), R8 \
	SHLQ    $W, R8 \
	ORQ     R8, DX

#define LASTCOLON(W) \
	XORL  R8, R8 \
	CMPB  -1(SI)(CX*1), $0x3a \
	SETEQ R8 \
	SHLQ  $W, R8 \
	ORQ   R8, DX

// The constants each classifier needs, from triggerBytes (AX).
#define SETUPALL16 \
	MOVOU 0x00(AX), X1 \
	MOVOU 0x10(AX), X3 \
	MOVOU 0x20(AX), X2 \
	MOVOU 0x30(AX), X9 \
	SETUPSEPS16

#define SETUPSEPS16 \
	MOVOU 0x80(AX), X4 \
	MOVOU 0x90(AX), X5 \
	MOVOU 0xA0(AX), X8 \
	MOVOU 0xB0(AX), X10 \
	MOVOU 0xC0(AX), X11 \
	MOVOU 0xD0(AX), X15

#define SETUPSCHEME16 \
	MOVOU 0x20(AX), X2 \
	MOVOU 0x30(AX), X9

#define SETUPCOLONS16 \
	MOVOU 0x20(AX), X2

#define SETUPSEQS32 \
	VBROADCASTI128 0x40(AX), Y15 \
	VBROADCASTI128 0x50(AX), Y4 \
	VBROADCASTI128 0x60(AX), Y5 \
	VBROADCASTI128 0x70(AX), Y8

#define SETUPALL32 \
	VBROADCASTI128 0x140(AX), Y1 \
	SETUPSEQS32

#define SETUPALLCOLONS32 \
	VBROADCASTI128 0x150(AX), Y1 \
	SETUPSEQS32

#define SETUPSCHEME32 \
	VBROADCASTI128 0x20(AX), Y2 \
	VBROADCASTI128 0x30(AX), Y9

#define SETUPCOLONS32 \
	VBROADCASTI128 0x20(AX), Y2

// COLONLESS64 jumps to SHORT if fewer than 64 bytes are left from DI, or
// to COLON if those 64 bytes hold a colon.
#define COLONLESS64(SHORT, COLON) \
	LEAQ     -64(CX), R9 \
	CMPQ     DI, R9 \
	JGT      SHORT \
	VMOVDQU  (SI)(DI*1), Y0 \
	VMOVDQU  32(SI)(DI*1), Y6 \
	VPCMPEQB Y2, Y0, Y0 \
	VPCMPEQB Y2, Y6, Y6 \
	VPOR     Y0, Y6, Y6 \
	VPTEST   Y6, Y6 \
	JNZ      COLON

// SKIPCOLONLESS passes over text while it holds no colon, with one compare
// per 32 bytes, as memchr does: text without "://" is mostly text without
// ':'. It reads 64 bytes from DI, then 128 at a time from the next 32-byte
// boundary (loads that cross no cache line), then 64 once. Where they hold
// a colon, the next 320 bytes are classified (SCHEMEONLY32) a block at a
// time before it skips again, so that text with many colons (e-mail
// headers) is read as BLOCKS reads it; after a block with a "://", rare,
// recorded after a branch, it skips again (the URL that follows has
// colons that would hold it to the slow loop). If the last 64 bytes of s
// hold no colon from DI on, it is done; else it leaves them to BATCH.
#define SKIPCOLONLESS \
skip: \
	COLONLESS64(last64, colon) \
	LEAQ      64(SI)(DI*1), DI \
	ANDQ      $~31, DI \
	SUBQ      SI, DI \
	LEAQ      -128(CX), R9 \
	CMPQ      DI, R9 \
	JGT       skip64 \
skip128: \
	VMOVDQU   (SI)(DI*1), Y0 \
	VMOVDQU   32(SI)(DI*1), Y6 \
	VMOVDQU   64(SI)(DI*1), Y7 \
	VMOVDQU   96(SI)(DI*1), Y11 \
	VPCMPEQB  Y2, Y0, Y0 \
	VPCMPEQB  Y2, Y6, Y6 \
	VPCMPEQB  Y2, Y7, Y7 \
	VPCMPEQB  Y2, Y11, Y11 \
	VPOR      Y0, Y6, Y6 \
	VPOR      Y7, Y11, Y11 \
	VPOR      Y6, Y11, Y11 \
	VPTEST    Y11, Y11 \
	JNZ       colon \
	ADDQ      $128, DI \
	CMPQ      DI, R9 \
	JLE       skip128 \
skip64: \
	COLONLESS64(last64, colon) \
	ADDQ      $64, DI \
last64: \
	CMPQ      CX, $64 \
	JB        skipped \
	VMOVDQU   -64(SI)(CX*1), Y0 \
	VMOVDQU   -32(SI)(CX*1), Y6 \
	VPCMPEQB  Y2, Y0, Y0 \
	VPCMPEQB  Y2, Y6, Y6 \
	VPMOVMSKB Y0, R8 \
	VPMOVMSKB Y6, R11 \
	SHLQ      $32, R11 \
	ORQ       R11, R8 \
	MOVQ      CX, BX \
	MOVQ      DI, CX \
	SUBQ      BX, CX \
	ADDQ      $64, CX \
	SHRQ      CX, R8 \
	MOVQ      BX, CX \
	TESTQ     R8, R8 \
	JNZ       skipped \
	MOVQ      CX, DI \
	JMP       done32 \
colon: \
	LEAQ      320(DI), R11 \
exact: \
	LEAQ      34(DI), R8 \
	CMPQ      R8, CX \
	JA        skipped \
	LOAD3_32(DI) \
	SCHEMEONLY32 \
	TESTL     DX, DX \
	JNZ       exactfound \
	ADDQ      $32, DI \
	CMPQ      DI, R11 \
	JB        exact \
	JMP       skip \
exactfound: \
	RECORD(done32) \
	ADDQ      $32, DI \
	JMP       skip \
skipped:

#define NOSKIP

// RECORD appends DI and DX to the blocks of the cursor (R13, R12 of
// them) if DX is not 0, without a branch, and jumps to FULL once they fill
// the cursor.
#define RECORD(FULL) \
	MOVQ  DI, TriggerCursor_at(R13)(R12*8) \
	MOVQ  DX, TriggerCursor_mask(R13)(R12*8) \
	CMPQ  DX, $1 \
	SBBQ  $-1, R12 \
	CMPQ  R12, $const_triggerBatch \
	JAE   FULL

// BATCH records the masks of the blocks of W bytes from DI on, as BLOCKS
// reads them (see blocks_amd64.h), and jumps to DONE.
#define BATCH(W, LOADAT, LOADLAST, CLASSIFY, LAST, LOOP, TAIL, DONE) \
	MOVQ  CX, BX \
	SUBQ  $(W+2), BX \
	CMPQ  DI, BX \
	JGT   TAIL \
LOOP: \
	LOADAT(DI) \
	CLASSIFY \
	RECORD(DONE) \
	ADDQ  $W, DI \
	CMPQ  DI, BX \
	JLE   LOOP \
TAIL: \
	LASTBLOCK(W, 2, LOADLAST, CLASSIFY, LAST, DONE) \
	RECORD(DONE) \
	JMP   DONE

// PAIRS32 records the masks of pairs of blocks of 32 bytes, one 64-bit
// mask a pair, while a pair and the 2 bytes after it lie in s: one record
// a pair, the rest left to BATCH.
#define PAIRS32(CLASSIFY, LOOP, END, DONE) \
	LEAQ  -66(CX), BX \
	CMPQ  DI, BX \
	JGT   END \
LOOP: \
	LOAD3_32(DI) \
	CLASSIFY \
	MOVQ  DX, R10 \
	LOAD3HI_32(DI) \
	CLASSIFY \
	SHLQ  $32, DX \
	ORQ   R10, DX \
	RECORD(DONE) \
	ADDQ  $64, DI \
	CMPQ  DI, BX \
	JLE   LOOP \
END:

// FINISH sets the fields of the cursor (R13) that a search of s[i:] that
// recorded R12 blocks leaves (see searchTriggers), takes the first trigger
// out of its block (k is 1 if that empties it), and returns it, or len(s)
// (then only n, 0, is set: the cursor's answers stay right).
#define FINISH(FIRST, NONE) \
	MOVL  R12, TriggerCursor_n(R13) \
	MOVQ  s_len+16(FP), AX \
	TESTQ R12, R12 \
	JZ    NONE \
	MOVQ  AX, TriggerCursor_end(R13) \
	CMPQ  R12, $const_triggerBatch \
	JB    FIRST \
	BSRQ  (TriggerCursor_mask+8*(const_triggerBatch-1))(R13), R8 \
	ADDQ  (TriggerCursor_at+8*(const_triggerBatch-1))(R13), R8 \
	INCQ  R8 \
	MOVQ  R8, TriggerCursor_end(R13) \
FIRST: \
	MOVQ  TriggerCursor_mask(R13), R9 \
	BSFQ  R9, AX \
	ADDQ  TriggerCursor_at(R13), AX \
	LEAQ  1(AX), R8 \
	MOVQ  R8, TriggerCursor_lo(R13) \
	LEAQ  -1(R9), R10 \
	ANDQ  R10, R9 \
	MOVQ  R9, TriggerCursor_mask(R13) \
	XORL  R10, R10 \
	TESTQ R9, R9 \
	SETEQ R10 \
	MOVL  R10, TriggerCursor_k(R13) \
NONE: \
	MOVQ  AX, ret+32(FP) \
	RET

// TRIGGERS is the body of a search: it records the triggers in s[i:] in
// the cursor c (see searchTriggers), reading s of at most W bytes as one
// block (SHORT), a longer one in blocks (BATCH; with AVX2 after SKIP, and
// in pairs, or 64-byte blocks if WIDE, PAIRS64, reads them), W = 32 with
// AVX2, else 16. Only the AVX2 exit may run
// VZEROUPPER: a CPU without AVX faults on it.
#define TRIGGERS(SETUP16, CLASSIFY16, SETUP32, CLASSIFY32, LAST, SKIP, WIDE) \
	MOVQ c+0(FP), R13 \
	MOVQ s_base+8(FP), SI \
	MOVQ s_len+16(FP), CX \
	MOVQ i+24(FP), DI \
	XORL R12, R12 \
	LEAQ triggerBytes<>(SB), AX \
	CMPB ·useAVX2(SB), $0 \
	JNE  avx2 \
	SETUP16 \
	CMPQ CX, $16 \
	JBE  short16 \
	BATCH(16, LOAD3_16, LOADLAST_16, CLASSIFY16, LAST, loop16, tail16, done16) \
short16: \
	SHORT(16, LOADFIRST_16, LOADEND_16, CLASSIFY16, shortend16, aligned16, done16) \
aligned16: \
	MOVQ DI, CX \
	SHRQ CX, DX \
	RECORD(done16) \
done16: \
	FINISH(first16, end16) \
avx2: \
	SETUP32 \
	CMPQ CX, $32 \
	JBE  short32 \
	SKIP \
	WIDE \
	PAIRS32(CLASSIFY32, pairs32, unpaired32, done32) \
	BATCH(32, LOAD3_32, LOADLAST_32, CLASSIFY32, LAST, loop32, tail32, done32) \
short32: \
	SHORT(32, LOADFIRST_32, LOADEND_32, CLASSIFY32, shortend32, aligned32, done32) \
aligned32: \
	MOVQ DI, CX \
	SHRQ CX, DX \
	RECORD(done32) \
done32: \
	VZEROUPPER \
	FINISH(first32, end32)

// func searchTriggers(c *triggerCursor, s string, i int) int
//
// It jumps to the search of c's set, each a function of this file that
// takes the same arguments.
TEXT ·SearchTriggers(SB), NOSPLIT, $0-40
	MOVQ    c+0(FP), R13
	MOVBLZX TriggerCursor_Set(R13), AX
	CMPQ    AX, $1
	JB      all
	JE      allcolons
	CMPQ    AX, $2
	JE      scheme
	JMP     searchColons<>(SB)
all:
	JMP searchAll<>(SB)
allcolons:
	JMP searchAllColons<>(SB)
scheme:
	JMP searchScheme<>(SB)

// The searches that the AVX-512 blocks leave alone come first: the scheme
// skip is sensitive to where its loops fall, and after the longer
// searchAll it took 7% longer on whole Japanese prose.
TEXT searchScheme<>(SB), NOSPLIT, $0-40
	TRIGGERS(SETUPSCHEME16, SCHEMEONLY16, SETUPSCHEME32, SCHEMEONLY32, LASTCOLON, SKIPCOLONLESS, NOPAIRS64)

TEXT searchColons<>(SB), NOSPLIT, $0-40
	TRIGGERS(SETUPCOLONS16, COLONSONLY16, SETUPCOLONS32, COLONSONLY32, LASTCOLON, NOSKIP, NOPAIRS64)

TEXT searchAll<>(SB), NOSPLIT, $0-40
	TRIGGERS(SETUPALL16, ALL16, SETUPALL32, ALL32, LASTALL, NOSKIP, PAIRS64(SETUPALL64, ALL64, wide64, narrow, unpaired32, done32))

TEXT searchAllColons<>(SB), NOSPLIT, $0-40
	TRIGGERS(SETUPALL16, ALLCOLONS16, SETUPALLCOLONS32, ALL32, LASTALL, NOSKIP, PAIRS64(SETUPALLCOLONS64, ALL64, wide64, narrow, unpaired32, done32))

// The constants, 16 bytes each: '.', '@', ':', '/', 0x0F; the lookup tables
// of SEQS32 (by the low nibble of a third byte: the first, second and third
// bytes of the sequence that ends so: F '/' "://", 2 0x82 。, E 0x8E ．,
// 1 0xA1 ｡; the third byte of the others, 0x01 at 0 and 0x00 elsewhere,
// has another low nibble); the bytes of SEPS16: E3 EF 80 82 BC 8E BD A1.
// Then 32 bytes 0xFF and 32 zeros, from which LOADFIRST takes the mask of
// the bytes of a short s; then the tables of SINGLES32, by low nibble: '@'
// at 0 and '.' at E, and those and ':' at A, 0xFF elsewhere.
DATA triggerBytes<>+0x000(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA triggerBytes<>+0x008(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA triggerBytes<>+0x010(SB)/8, $0x4040404040404040
DATA triggerBytes<>+0x018(SB)/8, $0x4040404040404040
DATA triggerBytes<>+0x020(SB)/8, $0x3a3a3a3a3a3a3a3a
DATA triggerBytes<>+0x028(SB)/8, $0x3a3a3a3a3a3a3a3a
DATA triggerBytes<>+0x030(SB)/8, $0x2f2f2f2f2f2f2f2f
DATA triggerBytes<>+0x038(SB)/8, $0x2f2f2f2f2f2f2f2f
DATA triggerBytes<>+0x040(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA triggerBytes<>+0x048(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA triggerBytes<>+0x050(SB)/8, $0x0000000000e3ef00
DATA triggerBytes<>+0x058(SB)/8, $0x3aef000000000000
DATA triggerBytes<>+0x060(SB)/8, $0x000000000080bd00
DATA triggerBytes<>+0x068(SB)/8, $0x2fbc000000000000
DATA triggerBytes<>+0x070(SB)/8, $0x000000000082a101
DATA triggerBytes<>+0x078(SB)/8, $0x2f8e000000000000
DATA triggerBytes<>+0x080(SB)/8, $0xe3e3e3e3e3e3e3e3
DATA triggerBytes<>+0x088(SB)/8, $0xe3e3e3e3e3e3e3e3
DATA triggerBytes<>+0x090(SB)/8, $0xefefefefefefefef
DATA triggerBytes<>+0x098(SB)/8, $0xefefefefefefefef
DATA triggerBytes<>+0x0a0(SB)/8, $0x8080808080808080
DATA triggerBytes<>+0x0a8(SB)/8, $0x8080808080808080
DATA triggerBytes<>+0x0b0(SB)/8, $0x8282828282828282
DATA triggerBytes<>+0x0b8(SB)/8, $0x8282828282828282
DATA triggerBytes<>+0x0c0(SB)/8, $0xbcbcbcbcbcbcbcbc
DATA triggerBytes<>+0x0c8(SB)/8, $0xbcbcbcbcbcbcbcbc
DATA triggerBytes<>+0x0d0(SB)/8, $0x8e8e8e8e8e8e8e8e
DATA triggerBytes<>+0x0d8(SB)/8, $0x8e8e8e8e8e8e8e8e
DATA triggerBytes<>+0x0e0(SB)/8, $0xbdbdbdbdbdbdbdbd
DATA triggerBytes<>+0x0e8(SB)/8, $0xbdbdbdbdbdbdbdbd
DATA triggerBytes<>+0x0f0(SB)/8, $0xa1a1a1a1a1a1a1a1
DATA triggerBytes<>+0x0f8(SB)/8, $0xa1a1a1a1a1a1a1a1
DATA triggerBytes<>+0x100(SB)/8, $0xffffffffffffffff
DATA triggerBytes<>+0x108(SB)/8, $0xffffffffffffffff
DATA triggerBytes<>+0x110(SB)/8, $0xffffffffffffffff
DATA triggerBytes<>+0x118(SB)/8, $0xffffffffffffffff
DATA triggerBytes<>+0x120(SB)/8, $0
DATA triggerBytes<>+0x128(SB)/8, $0
DATA triggerBytes<>+0x130(SB)/8, $0
DATA triggerBytes<>+0x138(SB)/8, $0
DATA triggerBytes<>+0x140(SB)/8, $0xffffffffffffff40
DATA triggerBytes<>+0x148(SB)/8, $0xff2effffffffffff
DATA triggerBytes<>+0x150(SB)/8, $0xffffffffffffff40
DATA triggerBytes<>+0x158(SB)/8, $0xff2effffff3affff
GLOBL triggerBytes<>(SB), RODATA|NOPTR, $0x160

// The VPSHUFB tables of BYTES64 (see trigger512_amd64.h): '.' at 0xE and
// '@' at 0, and 0 elsewhere, which no byte with another low nibble is;
// then the same with ':' at 0xA.
DATA wideBytes<>+0x00(SB)/8, $0x0000000000000040
DATA wideBytes<>+0x08(SB)/8, $0x002e000000000000
DATA wideBytes<>+0x10(SB)/8, $0x0000000000000040
DATA wideBytes<>+0x18(SB)/8, $0x002e0000003a0000
GLOBL wideBytes<>(SB), RODATA|NOPTR, $0x20

// lastBytes is 1 at '.', ':' and '@' (LASTALL).
DATA lastBytes<>+0x28(SB)/8, $0x0001000000000000
DATA lastBytes<>+0x38(SB)/8, $0x0000000000010000
DATA lastBytes<>+0x40(SB)/8, $0x0000000000000001
GLOBL lastBytes<>(SB), RODATA|NOPTR, $256

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
