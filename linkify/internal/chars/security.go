package chars

import "unicode/utf8"

// SecProp returns the security byte of r: its Sec bits.
func SecProp(r rune) uint8 {
	if r < 0 || r > utf8.MaxRune {
		return 0
	}
	return secBlocks[int(secIndex[r>>propBlockBits])<<propBlockBits|int(r&(1<<propBlockBits-1))]
}

func scriptOf(r rune) uint8 {
	if r < 0 || r > utf8.MaxRune {
		return 0
	}
	return scriptBlocks[int(scriptIndex[r>>propBlockBits])<<propBlockBits|int(r&(1<<propBlockBits-1))]
}

// HighlyRestrictive reports whether label is at least Highly Restrictive
// (UTS #39 §5.2): its augmented script sets intersect, or every code point
// is in one of the sets Latin+Han+Hiragana+Katakana, Latin+Han+Bopomofo,
// Latin+Han+Hangul.
func HighlyRestrictive(label string) bool {
	all := [3]uint64{^uint64(0), ^uint64(0), ^uint64(0)}
	jpan, hanb, kore := true, true, true
	has := func(s [3]uint64, n int) bool { return s[n/64]&(1<<(n%64)) != 0 }
	for _, r := range label {
		s := scriptSets[scriptOf(r)]
		if s == ([3]uint64{}) {
			continue // Common, Inherited
		}
		for i := range all {
			all[i] &= s[i]
		}
		latnHani := has(s, scriptLatn) || has(s, scriptHani)
		jpan = jpan && (latnHani || has(s, scriptHira) || has(s, scriptKana))
		hanb = hanb && (latnHani || has(s, scriptBopo))
		kore = kore && (latnHani || has(s, scriptHang))
	}
	return all != [3]uint64{} || jpan || hanb || kore
}

// WholeScriptConfusable reports whether every code point of the non-ASCII
// s has an ASCII UTS #39 skeleton: all-Cyrillic "аррӏе" looks like "apple".
func WholeScriptConfusable(s string) bool {
	for _, r := range s {
		if SecProp(r)&SecASCIISkeleton == 0 {
			return false
		}
	}
	return true
}

// IsCJK reports whether r is written with no spaces around it the way
// ideographs are: Line_Break ID, CJ or Complex_Context (Han, kana, Thai,
// …), the iteration marks of Han and kana (々, ゝ, ヽ: Line_Break NS, as
// they never start a line), or Hangul.
func IsCJK(r rune) bool {
	if r < utf8.RuneSelf {
		return false
	}
	if SecProp(r)&SecIdeographic != 0 {
		return true
	}
	switch r {
	case '々', '〻', 'ゝ', 'ゞ', 'ヽ', 'ヾ':
		return true
	}
	sets := scriptSets[scriptOf(r)]
	return sets[scriptHang/64]&(1<<(scriptHang%64)) != 0
}

// CJKAt reports whether the code point at s[i:] is CJK text (IsCJK).
func CJKAt(s string, i int) bool {
	if s[i] < utf8.RuneSelf {
		return false
	}
	r, _ := DecodeRuneAt(s, i)
	return IsCJK(r)
}

// IgnorableIn returns the first Default_Ignorable_Code_Point in host but
// ZERO WIDTH NON-JOINER and JOINER, which IDNA keeps where a script needs
// them (CONTEXTJ), and reports whether there is one.
func IgnorableIn(host string) (rune, bool) {
	for _, r := range host[ASCIIPrefixLen(host):] {
		if r >= utf8.RuneSelf && r != '\u200C' && r != '\u200D' && SecProp(r)&SecIgnorable != 0 {
			return r, true
		}
	}
	return 0, false
}

// SameScript reports whether the code points of a and b, but Common and
// Inherited ones, share a script (UTS #39 augmented script sets).
func SameScript(a, b string) bool {
	all := [3]uint64{^uint64(0), ^uint64(0), ^uint64(0)}
	intersectScripts(&all, a)
	intersectScripts(&all, b)
	return all != [3]uint64{}
}

// intersectScripts intersects all with the augmented script set of each
// code point of s but Common and Inherited ones.
func intersectScripts(all *[3]uint64, s string) {
	for _, r := range s {
		if set := scriptSets[scriptOf(r)]; set != ([3]uint64{}) {
			for i := range all {
				all[i] &= set[i]
			}
		}
	}
}
