package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// tldSet (generated in tlds.go) is an open-addressing hash set of tldList:
// a lookup hashes the label while lower-casing it, in one pass, and compares
// one or two entries, where a map would hash a lower-cased copy. The
// generator (internal/tablegen) hashes as tldHash and tldSlot do.

// The set's hash is FNV-1a over the bytes, its top bits the slot.
const tldHashInit uint64 = 0xcbf29ce484222325

func tldHashByte(h uint64, c byte) uint64 { return (h ^ uint64(c)) * 0x100000001b3 }

func tldSlot(h uint64) int { return int((h * 0x9E3779B97F4A7C15) >> (64 - tldSetBits)) }

// tldSetHas reports whether key, with hash h, is in the set.
func tldSetHas[T string | []byte](h uint64, key T) bool {
	for s := tldSlot(h); tldSet[s] != 0; s = (s + 1) & (len(tldSet) - 1) {
		if tldList[tldSet[s]-1] == string(key) {
			return true
		}
	}
	return false
}

// tldHash returns the set's hash of key.
func tldHash[T string | []byte](key T) uint64 {
	h := tldHashInit
	for i := 0; i < len(key); i++ {
		h = tldHashByte(h, key[i])
	}
	return h
}

// isTLD reports whether key is a listed TLD in its final form.
func isTLD[T string | []byte](key T) bool { return tldSetHas(tldHash(key), key) }

// mayStartTLD reports whether the label that starts at s[i:] may be, or
// begin with, a listed top-level domain: false only for a domain code point
// in its final form (IDNA maps nothing, NFC composes nothing) that no
// top-level domain starts with, such as a digit, '-', or most CJK
// characters (a Japanese sentence after 。).
func mayStartTLD(s string, i int) bool {
	if c := s[i]; c < utf8.RuneSelf {
		return 'a' <= c|0x20 && c|0x20 <= 'z' || chars.ASCIIProps[c]&chars.PropDomain == 0
	}
	r, _ := chars.DecodeRuneAt(s, i)
	if r < 0 || r > 0xFFFF {
		return true
	}
	p := chars.Prop(r)
	return p&chars.PropDomain == 0 || p&chars.PropMapped != 0 || chars.InBMPSet(&nfcCheckBits, r) || chars.InBMPSet(&tldFirstBits, r)
}
