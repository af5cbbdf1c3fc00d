package hosts

import (
	"unicode"
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

// MayStartTLD reports whether the label that starts at s[i:] may be, or
// begin with, a listed top-level domain: false only for a domain code point
// in its final form (IDNA maps nothing, NFC composes nothing) that no
// top-level domain starts with, such as a digit, '-', or most CJK
// characters (a Japanese sentence after 。).
func MayStartTLD(s string, i int) bool {
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

// TLDListed reports whether label, the last label of a host as written (any
// case, Unicode or punycode), is a listed top-level domain. Labels in their
// final form are looked up without allocating; others go through IDNA, and
// the answer is cached.
func TLDListed(label string) bool {
	if label == "" {
		return false
	}
	if len(label) <= maxASCIITLDLen {
		// Lower-cased and hashed in the pass that tells it is LDH.
		var buf [maxASCIITLDLen]byte
		h, i := tldHashInit, 0
		for ; i < len(label) && chars.InASCIIDomainRun[label[i]]; i++ {
			c := label[i] | 0x20 // lower case; digits, '-' and '.' have the bit
			buf[i] = c
			h = tldHashByte(h, c)
		}
		if i == len(label) {
			return tldSetHas(h, buf[:i])
		}
	} else if isLDH(label) {
		return false // longer than any ASCII top-level domain
	}
	if isTLD(label) {
		return true
	}
	// A label with a code point outside the TLD alphabet is no TLD; one in
	// its final form (nothing mapped, nothing NFC would change) is no TLD
	// either, as it is not in the map. Most labels end here.
	mapped, nfc := false, false
	for i := 0; i < len(label); {
		r, size := chars.DecodeRuneAt(label, i)
		if !chars.InBMPSet(&tldRuneBits, r) {
			return false
		}
		mapped = mapped || chars.Prop(r)&chars.PropMapped != 0
		nfc = nfc || chars.InBMPSet(&nfcCheckBits, r)
		i += size
	}
	if !mapped && !nfc {
		return false
	}
	var lower [maxLabelBytes]byte
	if n, ok := lowerLabel(label, &lower); ok && !nfc {
		return isTLD(lower[:n])
	}
	if v, ok := tldCache.get(label); ok {
		return v
	}
	a, err := idnaProfile.ToASCII(label)
	listed := err == nil && isTLD(a)
	tldCache.put(label, listed)
	return listed
}

// lowerLabel writes label to buf with each code point that IDNA maps to its
// simple lower case lowered, which is then IDNA's mapping of the label, and
// returns its length; it reports false if the label has another kind of
// mapping or does not fit.
func lowerLabel(label string, buf *[maxLabelBytes]byte) (int, bool) {
	n := 0
	for i := 0; i < len(label); {
		r, size := chars.DecodeRuneAt(label, i)
		if p := chars.Prop(r); p&chars.PropMapped != 0 {
			if p&chars.PropLower == 0 {
				return 0, false
			}
			r = unicode.ToLower(r)
		}
		if n+utf8.UTFMax > len(buf) {
			return 0, false
		}
		n += utf8.EncodeRune(buf[n:], r)
		i += size
	}
	return n, true
}

// maxLabelBytes bounds the UTF-8 length of a label looked up without IDNA.
const maxLabelBytes = 256

// LDHTLDListed is TLDListed of a label of ASCII letters, digits and
// hyphens. Most such labels (identifiers, file extensions) are told from
// the top-level domains by their length and first and last bytes, with
// no hash.
func LDHTLDListed(label string) bool {
	n := len(label)
	return n > 0 && n <= maxASCIITLDLen && tldEnds[n][label[0]&31]&(1<<(label[n-1]&31)) != 0 && TLDListed(label)
}

// tldEnds has, for each length of an ASCII top-level domain and each
// first byte (its low five bits: either case of a letter, a digit or '-'
// alike), the set of its last bytes (their low five bits).
var tldEnds = func() (t [maxASCIITLDLen + 1][32]uint32) {
	for _, tld := range tldList {
		if n := len(tld); isLDH(tld) && n <= maxASCIITLDLen {
			t[n][tld[0]&31] |= 1 << (tld[n-1] & 31)
		}
	}
	return t
}()

// maxASCIITLDLen is the length of the longest ASCII top-level domain of
// tldList (a test checks it).
const maxASCIITLDLen = 24

// tldCache remembers the answers for last labels that took IDNA.
var tldCache = newCache[bool](1 << 12)
