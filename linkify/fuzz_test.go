package linkify

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// addSeeds adds every line of the project's fixtures (marks removed) to f.
func addSeeds(f *testing.F) {
	for _, name := range []string{"spec-examples.txt", "uasg-examples.txt", "href-inputs.txt", "edges.txt", "edges-policy.txt", "presets/forge.txt"} {
		file, err := os.Open(filepath.Join("..", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		s := bufio.NewScanner(file)
		for s.Scan() {
			if line := s.Text(); line != "" && !strings.HasPrefix(line, "#") {
				f.Add(strings.NewReplacer(MarkStart, "", MarkEnd, "").Replace(line))
			}
		}
		file.Close()
	}
	for _, s := range []string{"a@b.co\xff", "http://[::1]:80/(", "x.com/a?b#c:~:d,e&f", "ＥＸＡＭＰＬＥ。com/%zz%E2%80%AE", "mailto:a.b@c.de."} {
		f.Add(s)
	}
}

// FuzzFind checks the invariants of detection on any input: spans in bounds,
// on rune boundaries, ordered and not overlapping; hrefs of allowed schemes;
// each link detected whole on its own; and its minimally escaped form
// detected whole between spaces with the same target (§4).
func FuzzFind(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		links := Find(text)
		checkLinks(t, text, links)
		for _, l := range links {
			lt := text[l.Start:l.End]
			if !(strings.HasPrefix(l.Href, "https://") || strings.HasPrefix(l.Href, "http://") || strings.HasPrefix(l.Href, "mailto:")) {
				t.Fatalf("%q: href %q", lt, l.Href)
			}
			alone := Find(lt)
			if len(alone) != 1 || alone[0].End-alone[0].Start != len(lt) {
				t.Fatalf("%q in %q is not detected whole on its own: %s", lt, text, Mark(lt, alone))
			}
			if l.Kind != URL {
				continue
			}
			formatted, err := FormatURL(lt)
			if err != nil {
				t.Fatalf("FormatURL(%q): %v", lt, err)
			}
			spaced := " " + formatted + " "
			fl := Find(spaced)
			if len(fl) != 1 || spaced[fl[0].Start:fl[0].End] != formatted {
				t.Fatalf("FormatURL(%q) = %q is not detected whole: %s", lt, formatted, Mark(spaced, fl))
			}
			if !sameTarget(fl[0].Href, l.Href) {
				t.Fatalf("href of %q is %q, href of %q is %q", formatted, fl[0].Href, lt, l.Href)
			}
		}
	})
}

// FuzzFormatURL checks that FormatURL never panics, returns valid UTF-8,
// keeps the target when it formats its own output again, and keeps a
// detectable URL detectable with the same target. (It need not be
// idempotent: in "{)}" the unmatched ")" pops "{" and both get escaped, and
// in "{%29%7D" the brackets then match, as §4.1 says.)
func FuzzFormatURL(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, raw string) {
		out, err := FormatURL(raw)
		if err != nil {
			return
		}
		if !utf8.ValidString(out) {
			t.Fatalf("FormatURL(%q) = %q: invalid UTF-8", raw, out)
		}
		again, err := FormatURL(out)
		if err != nil {
			t.Fatalf("FormatURL(%q) = %q, which it rejects: %v", raw, out, err)
		}
		if h1, h2 := urlHref(out), urlHref(again); !sameTarget(h1, h2) {
			t.Fatalf("formatting again changed the target: %q -> %q (%s -> %s)", out, again, h1, h2)
		}
		links := Find(raw)
		if len(links) != 1 || links[0].Start != 0 || links[0].End != len(raw) || links[0].Kind != URL {
			return
		}
		spaced := " " + out + " "
		fl := Find(spaced)
		if len(fl) != 1 || spaced[fl[0].Start:fl[0].End] != out {
			t.Fatalf("FormatURL(%q) = %q is not detected whole: %s", raw, out, Mark(spaced, fl))
		}
		if !sameTarget(fl[0].Href, links[0].Href) {
			t.Fatalf("href of %q is %q, href of %q is %q", out, fl[0].Href, raw, links[0].Href)
		}
	})
}
