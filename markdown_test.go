package uts58

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// A page is a Markdown file of the module: its ```go blocks and the lines
// outside its fenced blocks.
type page struct {
	name   string  // its path from the module root, with '/'
	blocks []block // its ```go blocks
	prose  []line  // its lines outside fenced code blocks
}

// A block is one ```go block of a page.
type block struct {
	line int    // the line of its first line of code (1-based)
	code string // its lines, each ending in "\n"
}

// A line is a line of prose and its number (1-based).
type line struct {
	n    int
	text string
}

// pages reads README.md and the Markdown pages of docs/.
func pages(t *testing.T) []page {
	t.Helper()
	names, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	var ps []page
	for _, name := range append([]string{"README.md"}, names...) {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, parsePage(filepath.ToSlash(name), string(b)))
	}
	return ps
}

// parsePage splits a Markdown document into its ```go blocks and its
// prose. A fence may be indented (in a list item).
func parsePage(name, md string) page {
	p := page{name: name}
	var cur *block
	fenced := false
	for i, text := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(text)
		switch {
		case !fenced && strings.HasPrefix(trimmed, "```"):
			fenced = true
			if trimmed == "```go" {
				cur = &block{line: i + 2}
			}
		case fenced && trimmed == "```":
			fenced = false
			if cur != nil {
				p.blocks = append(p.blocks, *cur)
				cur = nil
			}
		case cur != nil:
			cur.code += text + "\n"
		case !fenced:
			p.prose = append(p.prose, line{i + 1, text})
		}
	}
	return p
}

// codeSpans returns the contents of the code spans of a line (CommonMark's
// spans may cross lines; the pages' do not), and the line without them.
func codeSpans(text string) (spans []string, rest string) {
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '`')
		if i < 0 {
			b.WriteString(text)
			return spans, b.String()
		}
		b.WriteString(text[:i])
		n := len(text[i:]) - len(strings.TrimLeft(text[i:], "`"))
		open := text[i : i+n]
		// The span ends at the next run of as many backquotes.
		end, j := -1, i+n
		for j < len(text) {
			k := strings.IndexByte(text[j:], '`')
			if k < 0 {
				break
			}
			m := len(text[j+k:]) - len(strings.TrimLeft(text[j+k:], "`"))
			if m == n {
				end = j + k
				break
			}
			j += k + m
		}
		if end < 0 { // no closing run: the backquotes are text
			b.WriteString(open)
			text = text[i+n:]
			continue
		}
		spans = append(spans, strings.TrimSpace(text[i+n:end]))
		text = text[end+n:]
	}
}

// mdLink is an inline Markdown link; its target has no spaces.
var mdLink = regexp.MustCompile(`\]\(([^()\s]+)\)`)

// links returns the targets of the inline links of a line, outside its
// code spans.
func links(text string) []string {
	_, text = codeSpans(text)
	var targets []string
	for _, m := range mdLink.FindAllStringSubmatch(text, -1) {
		targets = append(targets, m[1])
	}
	return targets
}

// anchors returns the anchors GitHub gives the headings of a page: each
// heading's text in lower case, its spaces as '-', without punctuation
// but '-' and '_', and -1, -2… after a repeated one.
func anchors(p page) map[string]bool {
	seen := map[string]int{}
	out := map[string]bool{}
	for _, l := range p.prose {
		hashes := len(l.text) - len(strings.TrimLeft(l.text, "#"))
		if hashes == 0 || hashes > 6 || !strings.HasPrefix(l.text[hashes:], " ") {
			continue
		}
		var b strings.Builder
		for _, r := range strings.ToLower(strings.TrimSpace(l.text[hashes:])) {
			switch {
			case r == ' ':
				b.WriteByte('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
				b.WriteRune(r)
			}
		}
		slug := b.String()
		if n := seen[slug]; n > 0 {
			out[fmt.Sprintf("%s-%d", slug, n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}

func TestParsePage(t *testing.T) {
	md := "# T\n\n```go\nx := 1\n```\n\nSee [a](b.md).\n\n```sh\nls [x](y)\n```\n\n  ```go\n\ty()\n  ```\nend\n"
	p := parsePage("x.md", md)
	if want := []block{{4, "x := 1\n"}, {14, "\ty()\n"}}; fmt.Sprint(p.blocks) != fmt.Sprint(want) {
		t.Errorf("blocks = %v, want %v", p.blocks, want)
	}
	var prose []string
	for _, l := range p.prose {
		prose = append(prose, fmt.Sprintf("%d:%s", l.n, l.text))
	}
	if got, want := strings.Join(prose, "|"), "1:# T|2:|6:|7:See [a](b.md).|8:|12:|16:end|17:"; got != want {
		t.Errorf("prose = %s, want %s", got, want)
	}
}

func TestLinksAndSpans(t *testing.T) {
	text := "See [the docs](docs/a.md#b-c), `[x](not.md)`, ``a `b` c``, a ` alone and [w](https://x.org/(y))."
	if got := fmt.Sprint(links(text)); got != "[docs/a.md#b-c]" {
		t.Errorf("links = %s", got)
	}
	if got, _ := codeSpans(text); fmt.Sprint(got) != "[[x](not.md) a `b` c]" {
		t.Errorf("codeSpans = %s", got)
	}
}

func TestAnchors(t *testing.T) {
	p := parsePage("x.md", "# uts58: URLs, e-mail\n## Detection rules beyond UTS #58\n## The `linkify` tool\n### Notes\n### Notes\n#hashtag\n")
	got := anchors(p)
	for _, want := range []string{"uts58-urls-e-mail", "detection-rules-beyond-uts-58", "the-linkify-tool", "notes", "notes-1"} {
		if !got[want] {
			t.Errorf("no anchor %q in %v", want, got)
		}
	}
	if len(got) != 5 {
		t.Errorf("anchors = %v", got)
	}
}
