// The block scans of the trigger searches and asciiDomainRunEnd: each
// looks in s (SI, length CX) from DI for the bytes that a classifying
// macro marks (it sets DX to the mask of the marked bytes of the block just
// loaded). BLOCKS leaves the index of the first, or len(s), in DI; SHORT
// reads a short s for both. Labels are passed in, as a function may scan
// at two widths.

// BLOCKS reads blocks of W bytes: LOADAT(R) loads the block at index R and
// the REACH bytes after it that CLASSIFY looks at too (0, or 2 for the
// 3-byte triggers), while they lie in s. The last block ends REACH/2 bytes
// before s does: LOADLAST(R) loads it and derives what lies past s, and
// LAST(W) adds bit W to DX if the last byte of s is marked (a reach of 2
// leaves it out). The bytes before DI are shifted out of the last block's
// mask, so that a search that starts near the end of s still reads a whole
// block; s must be at least W+REACH/2 bytes long. It jumps to FOUND with DX
// the mask of the block at DI (not 0), or to DONE with DI = len(s).
#define BLOCKS(W, REACH, LOADAT, LOADLAST, CLASSIFY, LAST, LOOP, TAIL, FOUND, DONE) \
	MOVQ  CX, BX \
	SUBQ  $(W+REACH), BX \
LOOP: \
	CMPQ  DI, BX \
	JGT   TAIL \
	LOADAT(DI) \
	CLASSIFY \
	TESTL DX, DX \
	JNZ   FOUND \
	ADDQ  $W, DI \
	JMP   LOOP \
TAIL: \
	LASTBLOCK(W, REACH, LOADLAST, CLASSIFY, LAST, DONE) \
	TESTQ DX, DX \
	JNZ   FOUND \
	MOVQ  s_len+8(FP), DI \
	JMP   DONE

// LASTBLOCK sets DX to the mask of the last block of s from DI on (see
// BLOCKS; BX is len(s)-W-REACH), or jumps to DONE if DI is len(s). It
// overwrites CX.
#define LASTBLOCK(W, REACH, LOADLAST, CLASSIFY, LAST, DONE) \
	CMPQ  DI, CX \
	JAE   DONE \
	ADDQ  $(REACH/2), BX \
	LOADLAST(BX) \
	CLASSIFY \
	LAST(W) \
	MOVQ  DI, CX \
	SUBQ  BX, CX \
	SHRQ  CX, DX

// SHORT reads s, at most W bytes long, as one block of W bytes: the W
// bytes from its start (LOADFIRST), or, if they would run into the next
// page, the W that end where it ends (LOADEND). No read touches a page that
// s does not, so none can fault; an empty s is not read at all (it jumps
// to DONE). It jumps to ALIGNED with bit k of DX the mark of s[k], the
// bits past s being those of what LOADFIRST loaded past it, or 0.
#define SHORT(W, LOADFIRST, LOADEND, CLASSIFY, SHORTEND, ALIGNED, DONE) \
	TESTQ CX, CX \
	JZ    DONE \
	MOVQ  SI, R8 \
	ANDQ  $0xFFF, R8 \
	CMPQ  R8, $(0x1000-W) \
	JA    SHORTEND \
	LOADFIRST \
	CLASSIFY \
	JMP   ALIGNED \
SHORTEND: \
	LOADEND \
	CLASSIFY \
	MOVQ  $W, R8 \
	SUBQ  CX, R8 \
	XCHGQ R8, CX \
	SHRQ  CX, DX \
	MOVQ  R8, CX \
	JMP   ALIGNED
