package linkify

import (
	"testing"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// emojiAround are emoji sequences that chat puts next to links: with a
// variation selector, a keycap, a skin tone, ZWJ, a flag, tags.
var emojiAround = []string{"✉️", "❤️", "➡️", "1️⃣", "#️⃣", "©️", "👍🏽", "👨‍👩‍👧", "👁️‍🗨️", "🇯🇵", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "ℹ️", "😀"}

// bidiAround are the marks and isolates right-to-left writers put next to links.
var bidiAround = []string{"\u200E", "\u200F", "\u061C", "\u2066", "\u2067", "\u2068", "\u2069"}

// lettersAround are letters of scripts written with no spaces: Thai, Lao,
// Khmer, Myanmar (any side of a link), and Han, kana, Hangul (cjkAfter:
// after a link, and before one with a scheme or an address; see
// FuzzScriptsAround).
var (
	lettersAround = []string{"ก", "ที่", "ໄປ", "ស", "က"}
	cjkAround     = []string{"詳", "は", "ア", "한", "请"}
)

// FuzzScriptsAround checks that a link that SafePolicy finds keeps its host
// when an emoji sequence, a bidi mark or isolate, or a letter of a script
// written without spaces is put right before or after it: the host is found
// whole, or no link stands on it (the policy refuses what it became).
// A letter before a scheme-less URL is read as the sentence before it
// (CJKText: 詳⸠example.com⸡). Left out: such a letter before a link that
// starts with one, which pure UTS #58 reads as part of the host's first
// label (กตัวอย่าง.ไทย is a valid IDN, and registries sell such labels),
// and hosts whose first label mixes such letters with others
// (ウェブサイトはexample.com), whose start CJKText moves by what follows
// them (CJKBoundary moves it always).
func FuzzScriptsAround(f *testing.F) {
	addSeeds(f)
	safe := MustNew(WithPolicy(SafePolicy()))
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		for _, l := range safe.Find(text) {
			lt := text[l.Start:l.End]
			hs, he, _ := linkHost(lt, l.Kind)
			if hs == he || mixedCJKLabel(lt[hs:he]) {
				continue // a URL with no host; a label CJKText reads by context
			}
			first, _ := utf8.DecodeRuneInString(lt)
			try := func(piece string, before bool) {
				at, shift := l.End, 0
				if before {
					at, shift = l.Start, len(piece)
				}
				t2 := text[:at] + piece + text[at:]
				host := t2[l.Start+shift+hs : l.Start+shift+he]
				for _, l2 := range safe.Find(t2) {
					hs2, he2, _ := linkHost(t2[l2.Start:l2.End], l2.Kind)
					hs2, he2 = l2.Start+hs2, l2.Start+he2
					if he2 <= l.Start+shift+hs || hs2 >= l.Start+shift+he {
						continue // another link
					}
					// A fully qualified name's final dot stays with the host only
					// before a part (example.com./x): the name is the same.
					if (chars.TrimLabelSep(t2[hs2:he2]) != chars.TrimLabelSep(host) || hs2 != l.Start+shift+hs) && !mixedCJKLabel(t2[hs2:he2]) {
						t.Fatalf("%q in %q: host %q becomes %q when %q is put %s it: %s", lt, text, host, t2[hs2:he2], piece, map[bool]string{true: "before", false: "after"}[before], Mark(t2, safe.Find(t2)))
					}
				}
			}
			for _, group := range [][]string{emojiAround, bidiAround, lettersAround, cjkAround} {
				letters := &group[0] == &lettersAround[0] || &group[0] == &cjkAround[0]
				for _, piece := range group {
					try(piece, false)
					if !letters || !chars.IsCJK(first) {
						try(piece, true)
					}
				}
			}
		}
	})
}

// mixedCJKLabel reports whether the first label of host holds both letters
// that are written without spaces (chars.IsCJK) and other letters or digits.
func mixedCJKLabel(host string) bool {
	cjk, other := false, false
	for _, r := range host {
		if r == '.' || chars.LabelSepLen(string(r), 0) > 0 {
			break
		}
		if chars.IsCJK(r) {
			cjk = true
		} else if r < utf8.RuneSelf && chars.IsAlnum(byte(r)) || r >= utf8.RuneSelf && chars.IsWordRune(r) {
			other = true
		}
	}
	return cjk && other
}
