package linkify

import (
	"encoding/binary"
	"unsafe"
)

// word returns the 8 bytes of s from i on as a little-endian word, for
// scans that test 8 bytes at a time; i+8 must be at most len(s).
func word(s string, i int) uint64 {
	return binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s[i:]), 8))
}
