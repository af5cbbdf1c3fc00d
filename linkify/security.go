package linkify

import "unicode/utf8"

func secProp(r rune) uint8 {
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

// highlyRestrictive reports whether label is at least Highly Restrictive
// (UTS #39 §5.2): its augmented script sets intersect, or every code point
// is in one of the sets Latin+Han+Hiragana+Katakana, Latin+Han+Bopomofo,
// Latin+Han+Hangul.
func highlyRestrictive(label string) bool {
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

// wholeScriptConfusable reports whether every code point of the non-ASCII
// s has an ASCII UTS #39 skeleton: all-Cyrillic "аррӏе" looks like "apple".
func wholeScriptConfusable(s string) bool {
	for _, r := range s {
		if secProp(r)&secASCIISkeleton == 0 {
			return false
		}
	}
	return true
}

// isCJK reports whether r is written with no spaces around it the way
// ideographs are: Line_Break ID, CJ or Complex_Context (Han, kana, Thai,
// …), or Hangul.
func isCJK(r rune) bool {
	if r < utf8.RuneSelf {
		return false
	}
	if secProp(r)&secIdeographic != 0 {
		return true
	}
	sets := scriptSets[scriptOf(r)]
	return sets[scriptHang/64]&(1<<(scriptHang%64)) != 0
}

// ignorableIn returns the first Default_Ignorable_Code_Point in host but
// ZERO WIDTH NON-JOINER and JOINER, which IDNA keeps where a script needs
// them (CONTEXTJ), and reports whether there is one.
func ignorableIn(host string) (rune, bool) {
	for _, r := range host[asciiPrefixLen(host):] {
		if r >= utf8.RuneSelf && r != '\u200C' && r != '\u200D' && secProp(r)&secIgnorable != 0 {
			return r, true
		}
	}
	return 0, false
}
