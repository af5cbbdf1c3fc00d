package main

import (
	"errors"
	"slices"
	"strings"

	"golang.org/x/net/html"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
)

// found is a link a linkifier's callback saw.
type found struct {
	start, end int // in the input; -1 when not known
	text, href string
	kind       linkify.Kind
}

// recordMarkdown returns a callback of the goldmark extension that records
// each link it is shown, where the Markdown source has it, and lets it be.
func recordMarkdown(fs *[]found) func(*extension.Anchor) bool {
	return func(a *extension.Anchor) bool {
		*fs = append(*fs, found{a.Start, a.End, a.Text, a.Href, a.Kind})
		return true
	}
}

// recordHTML returns a callback of htmlwalk that records each link it is
// shown (locate finds where the input has it) and lets it be.
func recordHTML(fs *[]found) func(*htmlwalk.Anchor) bool {
	return func(a *htmlwalk.Anchor) bool {
		*fs = append(*fs, found{-1, -1, a.Text, a.Href, a.Kind})
		return true
	}
}

// locate sets where the input has each link of fs, the links a run
// without a policy made, in the order of the input: the next place, in the
// ranges of text that the linkifier links, that holds its text (with
// character references decoded when decode is set, for HTML). A link
// written across elements stays of unknown place; the search for one goes
// no further than a few ranges, so that it takes linear time.
func locate(input string, linkable []context, decode bool, fs []found) {
	const reach = 8 // ranges searched beyond the last link's
	texts := make([]string, len(linkable))
	at := make([][]int, len(linkable))
	text := func(c int) string { // the text of range c, decoded once
		if texts[c] == "" && linkable[c].start < linkable[c].end {
			texts[c] = input[linkable[c].start:linkable[c].end]
			if decode {
				texts[c], at[c] = decodeHTML(texts[c])
			}
		}
		return texts[c]
	}
	ci, from := 0, 0 // the range and the offset in its text where the search goes on
	for i := range fs {
		for c, off := ci, from; c < len(linkable) && c <= ci+reach; c, off = c+1, 0 {
			j := strings.Index(text(c)[off:], fs[i].text)
			if j < 0 {
				continue
			}
			start, end := off+j, off+j+len(fs[i].text)
			ci, from = c, end
			if at[c] != nil {
				start, end = at[c][start], at[c][end]
			}
			fs[i].start, fs[i].end = linkable[c].start+start, linkable[c].start+end
			break
		}
	}
}

// decodeHTML returns HTML text with its character references decoded, and
// the offset in raw of each byte of it (and of its end).
func decodeHTML(raw string) (string, []int) {
	var b strings.Builder
	at := make([]int, 0, len(raw)+1)
	for i := 0; i < len(raw); {
		piece, n := raw[i:i+1], 1
		if raw[i] == '&' {
			e := i + 1
			for e < len(raw) && e-i < 40 && (raw[e] == '#' || isAlnum(raw[e])) {
				e++
			}
			if e < len(raw) && raw[e] == ';' {
				e++
			}
			piece, n = html.UnescapeString(raw[i:e]), e-i
		}
		b.WriteString(piece)
		for range len(piece) {
			at = append(at, i)
		}
		i += n
	}
	return b.String(), append(at, len(raw))
}

func isAlnum(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= '0' && c <= '9' }

// same reports whether two links of known places are the same one: their
// places overlap.
func (f found) same(g found) bool { return f.start < g.end && g.start < f.end }

// within reports whether one link's text is in the other's: the same link
// with an edge a policy moved (メールは⸠info@example.jp⸡).
func (f found) within(g found) bool {
	return strings.Contains(f.text, g.text) || strings.Contains(g.text, f.text)
}

// match pairs the links made with the candidates of the run without a
// policy, both in the order of the input, and returns which candidates
// were made. A made link is first the next candidate that is the same:
// whose place overlaps its own, or of its text where its place is unknown;
// a made link left is then the next candidate left, between those of its
// neighbors, whose text holds its own or is in it. A made link of unknown
// place takes the place of its candidate (that of its text in the
// candidate's, where the input has it so).
func match(input string, made, candidates []found) []bool {
	isMade := make([]bool, len(candidates))
	pair := make([]int, len(made)) // the candidate of each made link, or -1
	byText := map[string][]int{}   // the candidates of each text, in order
	for k, c := range candidates {
		byText[c.text] = append(byText[c.text], k)
	}
	j := 0
	for i, m := range made {
		pair[i] = -1
		if m.start >= 0 {
			for j < len(candidates) && candidates[j].start >= 0 && candidates[j].end <= m.start {
				j++
			}
			if j < len(candidates) && candidates[j].start >= 0 && m.same(candidates[j]) {
				pair[i] = j
			}
		} else {
			q := byText[m.text]
			for len(q) > 0 && q[0] < j {
				q = q[1:]
			}
			if byText[m.text] = q; len(q) > 0 {
				pair[i] = q[0]
			}
		}
		if k := pair[i]; k >= 0 {
			isMade[k], j = true, k+1
		}
	}
	// Those left, within the candidates between their neighbors'.
	next := make([]int, len(made)+1) // the candidate of the next paired made link
	next[len(made)] = len(candidates)
	for i := len(made) - 1; i >= 0; i-- {
		next[i] = next[i+1]
		if pair[i] >= 0 {
			next[i] = pair[i]
		}
	}
	j = 0
	for i := range made {
		if pair[i] >= 0 {
			j = pair[i] + 1
			continue
		}
		for k := j; k < next[i]; k++ {
			if !isMade[k] && made[i].within(candidates[k]) {
				pair[i], isMade[k], j = k, true, k+1
				break
			}
		}
	}
	for i, k := range pair {
		if k < 0 {
			continue
		}
		if c := candidates[k]; made[i].start < 0 && c.start >= 0 {
			made[i].start, made[i].end = c.start, c.end
			if n := strings.Index(input[c.start:c.end], made[i].text); n >= 0 {
				made[i].start, made[i].end = c.start+n, c.start+n+len(made[i].text)
			}
		}
	}
	return isMade
}

// table returns the rows of the table of links: the links made, the
// candidates of the run without a policy that none of them is (left as
// text by the policy), and what detection finds in the input in the
// contexts that are not linked; in the order of the input.
func table(input string, policy *linkify.Policy, made, candidates []found, contexts []context) []linkInfo {
	isMade := match(input, made, candidates) // places the made links first
	rows := []linkInfo{}
	for _, f := range made {
		rows = append(rows, info(f, true, "", ""))
	}
	for k, isMade := range isMade {
		if isMade {
			continue
		}
		f := candidates[k]
		var pe *linkify.PolicyError
		if err := policy.Check(f.text, f.kind); errors.As(err, &pe) {
			rows = append(rows, info(f, false, string(pe.Check), "policy: "+string(pe.Check)))
		} else {
			rows = append(rows, info(f, false, "", "policy")) // an edge the policy moved
		}
	}
	taken := spans(made, candidates)
	for _, l := range contextSkipped(input, contexts) {
		if !taken.overlap(l.Start, l.End) {
			rows = append(rows, info(found{l.Start, l.End, input[l.Start:l.End], l.Href, l.Kind}, false, "", l.why))
		}
	}
	slices.SortStableFunc(rows, func(a, b linkInfo) int { return order(a) - order(b) })
	return rows
}

// spanSet is a set of byte ranges, sorted and disjoint.
type spanSet [][2]int

// spans returns the places of the links of known place.
func spans(lists ...[]found) spanSet {
	var s spanSet
	for _, fs := range lists {
		for _, f := range fs {
			if f.start >= 0 {
				s = append(s, [2]int{f.start, f.end})
			}
		}
	}
	slices.SortFunc(s, func(a, b [2]int) int { return a[0] - b[0] })
	out := s[:0]
	for _, r := range s {
		if n := len(out); n > 0 && r[0] < out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], r[1])
		} else {
			out = append(out, r)
		}
	}
	return out
}

// overlap reports whether [start, end) overlaps a range of the set.
func (s spanSet) overlap(start, end int) bool {
	i, _ := slices.BinarySearchFunc(s, start, func(r [2]int, v int) int {
		if r[1] <= v {
			return -1
		}
		return 1
	})
	return i < len(s) && s[i][0] < end
}

// order sorts rows by their place; those of unknown place keep theirs
// among themselves, after the others.
func order(r linkInfo) int {
	if r.Start < 0 {
		return maxInput + 1
	}
	return r.Start
}

// info returns the row of a link.
func info(f found, linked bool, check, why string) linkInfo {
	i := linkInfo{Start: f.start, End: f.end, Text: f.text, Kind: f.kind.String(), Href: f.href, Check: check, Linked: linked, Why: why}
	if f.kind == linkify.Email {
		i.Display, _ = linkify.FormatEmail(f.href)
	} else {
		i.Display, _ = linkify.FormatURL(f.href)
	}
	return i
}
