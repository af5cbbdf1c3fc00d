// The block scans of the trigger functions and asciiDomainRunEnd: each
// looks in s (SI, length CX) from DI for the first byte that a classifying
// macro marks (it sets DX to the mask of the marked bytes of the block just
// loaded), and leaves its index, or len(s), in DI. Labels are passed in, as
// a function may scan at two widths.

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
	CMPQ  DI, CX \
	JAE   DONE \
	ADDQ  $(REACH/2), BX \
	LOADLAST(BX) \
	CLASSIFY \
	LAST(W) \
	MOVQ  DI, CX \
	SUBQ  BX, CX \
	SHRQ  CX, DX \
	TESTQ DX, DX \
	JNZ   FOUND \
	MOVQ  s_len+8(FP), DI \
	JMP   DONE

// SHORT reads s, at most W bytes long, as one block of W bytes: the W
// bytes from its start (LOADFIRST), or, if they would run into the next
// page, the W that end where it ends (LOADEND). No read touches a page that
// s does not, so none can fault; an empty s is not read at all. The bytes
// past s count as marked, so that the search ends at len(s). It jumps to
// DONE.
#define SHORT(W, LOADFIRST, LOADEND, CLASSIFY, SHORTEND, SHORTFROM, DONE) \
	TESTQ CX, CX \
	JZ    DONE \
	MOVQ  $1, R10 \
	SHLQ  CX, R10 \
	DECQ  R10 \
	NOTQ  R10 \
	MOVQ  SI, R8 \
	ANDQ  $0xFFF, R8 \
	CMPQ  R8, $(0x1000-W) \
	JA    SHORTEND \
	LOADFIRST \
	CLASSIFY \
	JMP   SHORTFROM \
SHORTEND: \
	LOADEND \
	CLASSIFY \
	NEGQ  CX \
	ADDQ  $W, CX \
	SHRQ  CX, DX \
SHORTFROM: \
	ORQ   R10, DX \
	MOVQ  DI, CX \
	SHRQ  CX, DX \
	BSFQ  DX, DX \
	ADDQ  DX, DI \
	JMP   DONE
