package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// The rules of Policy.CJKText on hosts: where a host in text written with
// no spaces starts and ends. Its rules on paths are end rules (cutRules).

// cjkTextStart returns the scheme-less URL l in s, whose host (h) starts
// with CJK text, as Policy.CJKText reads it: from the first other letter
// or digit of its host if the host from there is valid (请访问⸠github.com⸡,
// …ています。⸠irc.debian.org⸡); else whole if its labels are CJK text under a
// country code whose registry sells them (例え。jp, 例え.co.jp); else it
// reports false: a CJK word or sentence glued to a top-level domain
// (例如.com, そうです。me too). A host of CJK text alone is kept whole
// (普遍适用测试。我爱你).
func (sc *scanner) cjkTextStart(s string, l Link, h hostBounds) (Link, bool) {
	i := latinStart(s, l.Start, h.end)
	switch {
	case i == h.end:
		return l, true
	case sc.cfg.checkHost(s, i, h.end, false):
		l.Start = i
		return l, true
	}
	return l, hosts.SoldUnder(s[l.Start:i], chars.LastLabel(chars.TrimLabelSep(s[i:h.end])))
}

// latinStart returns where the first letter or digit of s[i:end] that is
// not CJK text (chars.IsCJK) stands, passing over label separators and
// other code points, or end.
func latinStart(s string, i, end int) int {
	from := i
	for i < end {
		if n := chars.LabelSepLen(s, i); n > 0 {
			i += n
			continue
		}
		if c := s[i]; c < utf8.RuneSelf {
			if chars.IsAlnum(c) {
				break
			}
			i++
			continue
		}
		r, size := chars.DecodeRuneAt(s, i)
		if !chars.IsCJK(r) && chars.IsWordRune(r) {
			break
		}
		i += size
	}
	chars.CountRead(i - from)
	return i
}

// policyHostCut returns where the host run s[start:end], which detection
// rejects, ends under the policy's rules that cut hosts, and whether the
// host up to there is valid (checkHost; allowIP as there): CJKText's cut
// before CJK text that follows other letters after a label separator
// (example.jpまで, example.com。谢谢), then HyphenSuffix's before a
// grammatical suffix (google.com-on). It reports false if neither cuts a
// valid host or the policy does not ask for them.
func (sc *scanner) policyHostCut(s string, start, end int, allowIP bool) (int, bool) {
	p := sc.cfg.policy
	if p == nil {
		return end, false
	}
	t := s[start:end]
	ascii := asciiHost(t) // most hosts that fail: file.go, Node.js
	if p.CJKText && !ascii {
		if cut := cjkHostCut(s, start, end); cut < end && sc.cfg.checkHost(s, start, cut, allowIP) {
			return cut, true
		}
	}
	if p.HyphenSuffix && (!ascii || hyphenNearEnd(t)) {
		if cut := suffixCut(s, start, end); cut < end && sc.cfg.checkHost(s, start, cut, allowIP) {
			return cut, true
		}
	}
	return end, false
}

// twoHostsCut returns where the valid host s[start:end] ends under
// Policy.CJKText: before CJK text that a label after a separator runs
// other letters into, where another valid host follows that text
// (同时部署了⸠a.example.com⸡与⸠b.example.org⸡: two hosts in one run, which
// IDNA reads as one); else end. The CJK text after a separator may be a
// label of the host (www.例え.jp), and mixed labels are sold (SONY製品.com):
// only two hosts are taken apart.
func (sc *scanner) twoHostsCut(s string, start, end int, allowIP bool) int {
	if p := sc.cfg.policy; p == nil || !p.CJKText {
		return end
	}
	if asciiHost(s[start:end]) {
		return end // no CJK text (most hosts)
	}
	cut := cjkHostCut(s, start, end)
	if cut == end || chars.LabelSepLen(s, cut) > 0 {
		return end // no CJK text inside a label after a separator
	}
	if next := latinStart(s, cut, end); next < end && sc.cfg.checkHost(s, next, end, allowIP) && sc.cfg.checkHost(s, start, cut, allowIP) {
		return cut
	}
	return end
}

// asciiHost reports whether the host text t is ASCII, reading it up to
// its first other byte.
func asciiHost(t string) bool {
	if chars.IsASCII(t[chars.ASCIIPrefixLen(t):]) {
		chars.CountRead(len(t))
		return true
	}
	return false
}

// cjkHostCut returns where the host run s[start:end], which holds
// non-ASCII code points, ends before the first code point after a label
// separator where other letters or digits meet CJK text (at the
// separator itself if the switch falls there), or end.
func cjkHostCut(s string, start, end int) int {
	sep := -1         // the last label separator
	prevCJK := true   // whether the last code point before i, but separators, is CJK
	afterSep := false // whether a separator stands right before i
	for i := start; i < end; {
		if n := chars.LabelSepLen(s, i); n > 0 {
			sep, afterSep = i, true
			i += n
			continue
		}
		r, size := chars.DecodeRuneAt(s, i)
		cjk := chars.IsCJK(r)
		if cjk && !prevCJK && sep >= 0 {
			chars.CountRead(i - start)
			if afterSep {
				return sep // example.com。谢谢
			}
			return i // example.jpまで
		}
		prevCJK, afterSep = cjk, false
		i += size
	}
	chars.CountRead(end - start)
	return end
}
