// The AVX-512 (F and BW) blocks of searchAll and searchAllColons: 64
// bytes at a time, the bytes b0 (Z16) and those one and two further on, b1 (Z17) and
// b2 (Z18). Only Z16-Z31 are used, so that the registers of the AVX2 loop
// (Y0-Y15) are free for it to take over the rest of s.
//
// A classifier computes, for each byte of the block, a byte that is zero
// where a trigger starts (Z25), and marks those in K1 with one VPTESTNMB:
// a compare into an opmask register costs more than VPXOR, VPTERNLOG or
// VPMINUB (on Zen 5 a classifier of four compares and three masked ones
// was no faster than the AVX2 loop). Its constants: Z19 the VPSHUFB table
// of the single-byte triggers, Z28 0x0F, Z20, Z21 and Z22 the tables of
// SEQS32 in each 16-byte lane. Z26, Z27 and Z29 are scratch.

// LOAD3_64 loads the block at index R and the bytes one and two further
// on: 66 bytes from R, which must lie in s.
#define LOAD3_64(R) \
	VMOVDQU64 (SI)(R*1), Z16 \
	VMOVDQU64 1(SI)(R*1), Z17 \
	VMOVDQU64 2(SI)(R*1), Z18

// BYTES64 zeros in Z26 the single-byte triggers: b0 indexes (by its low
// nibble, or 0 if its top bit is set) the table Z19, which holds each
// trigger byte at its low nibble and, elsewhere, a byte that no byte with
// that nibble is ('.' '@' and, with colons, ':'; see wideBytes).
#define BYTES64 \
	VPSHUFB Z16, Z19, Z26 \
	VPXORQ  Z26, Z16, Z26

// SEQS64 zeros in Z25 the starts of "://" 。 ． ｡: the low nibble of b2
// looks up (VPSHUFB, the tables of SEQS32) the bytes t0 t1 t2 that a
// sequence ending so must have, and Z25 is (b0^t0)|(b1^t1)|(b2^t2), each
// OR by a VPTERNLOG (0xF6 is A|(B^C)).
#define SEQS64 \
	VPANDQ     Z28, Z18, Z29 \
	VPSHUFB    Z29, Z20, Z25 \
	VPSHUFB    Z29, Z21, Z27 \
	VPXORQ     Z25, Z16, Z25 \
	VPTERNLOGD $0xF6, Z27, Z17, Z25 \
	VPSHUFB    Z29, Z22, Z27 \
	VPTERNLOGD $0xF6, Z27, Z18, Z25

// ALL64 is the classifier of searchAll and, with the colon table in Z19
// (SETUPALLCOLONS64), of searchAllColons. It leaves the mask of the
// block's triggers in DX.
#define ALL64 \
	BYTES64 \
	SEQS64 \
	VPMINUB   Z26, Z25, Z25 \
	VPTESTNMB Z25, Z25, K1 \
	KMOVQ     K1, DX

// The constants of each classifier (AX is triggerBytes).
#define SETUPSEQS64 \
	VBROADCASTI32X4 0x40(AX), Z28 \
	VBROADCASTI32X4 0x50(AX), Z20 \
	VBROADCASTI32X4 0x60(AX), Z21 \
	VBROADCASTI32X4 0x70(AX), Z22

#define SETUPALL64 \
	VBROADCASTI32X4 wideBytes<>+0x00(SB), Z19 \
	SETUPSEQS64

#define SETUPALLCOLONS64 \
	VBROADCASTI32X4 wideBytes<>+0x10(SB), Z19 \
	SETUPSEQS64

// PAIRS64 records the masks of blocks of 64 bytes, as PAIRS32 does with
// two AVX2 blocks a step, if the CPU has AVX-512 (else it goes on to
// PAIRS32), and jumps to END, the end of PAIRS32, with the rest of s (fewer
// than 66 bytes) left to BATCH.
#define PAIRS64(SETUP64, CLASSIFY64, LOOP, NONE, END, DONE) \
	CMPB  ·useAVX512(SB), $0 \
	JEQ   NONE \
	LEAQ  -66(CX), BX \
	CMPQ  DI, BX \
	JGT   END \
	SETUP64 \
LOOP: \
	LOAD3_64(DI) \
	CLASSIFY64 \
	RECORD(DONE) \
	ADDQ  $64, DI \
	CMPQ  DI, BX \
	JLE   LOOP \
	JMP   END \
NONE:

#define NOPAIRS64
