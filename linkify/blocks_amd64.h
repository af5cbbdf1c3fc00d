// The block scans of triggerIndex and asciiDomainRunEnd: both look in s
// (SI, length CX) from DI for the first byte that a classifying macro
// marks (it sets DX to the mask of the marked bytes of the block just
// read), and leave its index, or len(s), in DI. Labels are passed in, as a
// function may scan at two widths.

// BLOCKS reads blocks of W bytes with LOAD into REG. The last block is the
// last W bytes of s, with the bytes before DI shifted out of its mask, so
// that a search that starts near the end of s still reads a whole block; s
// must be at least W bytes long. It jumps to FOUND with DX the mask of the
// block at DI (not 0), or to DONE with DI = len(s).
#define BLOCKS(W, LOAD, REG, CLASSIFY, LOOP, TAIL, FOUND, DONE) \
	MOVQ  CX, BX \
	SUBQ  $W, BX \
LOOP: \
	CMPQ  DI, BX \
	JA    TAIL \
	LOAD  (SI)(DI*1), REG \
	CLASSIFY \
	TESTL DX, DX \
	JNZ   FOUND \
	ADDQ  $W, DI \
	JMP   LOOP \
TAIL: \
	CMPQ  DI, CX \
	JAE   DONE \
	LOAD  (SI)(BX*1), REG \
	CLASSIFY \
	MOVQ  DI, CX \
	SUBQ  BX, CX \
	SHRL  CX, DX \
	TESTL DX, DX \
	JNZ   FOUND \
	MOVQ  s_len+8(FP), DI \
	JMP   DONE

// SHORT reads s, shorter than 16 bytes, as one 16-byte block into X0: the
// 16 bytes from its start, or, if they would run into the next page, the
// 16 that end where it ends. No read touches a page that s does not, so
// none can fault; an empty s is not read at all. The bytes past s count as
// marked, so that the search ends at len(s). It jumps to DONE.
#define SHORT(CLASSIFY, SHORTEND, SHORTFROM, DONE) \
	TESTQ CX, CX \
	JZ    DONE \
	MOVL  $1, R10 \
	SHLL  CX, R10 \
	DECL  R10 \
	NOTL  R10 \
	MOVQ  SI, R8 \
	ANDQ  $0xFFF, R8 \
	CMPQ  R8, $0xFF0 \
	JA    SHORTEND \
	MOVOU (SI), X0 \
	CLASSIFY \
	JMP   SHORTFROM \
SHORTEND: \
	MOVOU -16(SI)(CX*1), X0 \
	CLASSIFY \
	NEGQ  CX \
	ADDQ  $16, CX \
	SHRL  CX, DX \
SHORTFROM: \
	ORL   R10, DX \
	MOVQ  DI, CX \
	SHRL  CX, DX \
	BSFL  DX, DX \
	ADDQ  DX, DI \
	JMP   DONE
