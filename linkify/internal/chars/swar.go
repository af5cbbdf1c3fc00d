package chars

import (
	"encoding/binary"
	"unsafe"
)

// Word returns the 8 bytes of s from i on as a little-endian word, for
// scans that test 8 bytes at a time; i+8 must be at most len(s).
func Word(s string, i int) uint64 {
	return binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s[i:]), 8))
}

// Scans that test a word at a time (SWAR): a byte of x is zero where the
// bytes compared are equal, and zeroMask(x) has the high bit of the lowest
// zero byte set (higher bits can be set falsely, only above a zero byte,
// so the lowest bit of an OR of such masks is exact).
const lowBits, highBits = 0x0101010101010101, 0x8080808080808080

func zeroMask(x uint64) uint64 { return (x - lowBits) &^ x & highBits }
