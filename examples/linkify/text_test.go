package main

import (
	"path/filepath"
	"testing"

	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify"
)

// TestTextIsLinkifyText holds the text mode to htmlwalk.LinkifyText: the
// same bytes, line by line or whole, on the corpora and on inputs where
// the text between links is scanned again.
func TestTextIsLinkifyText(t *testing.T) {
	inputs := map[string]string{
		"host then address": "x.com:a@b.com\nmail x.com:a@b.com, www.例え.jp:me@例え.jp\n",
		"escapes":           "<b>https://example.com/?a=1&b='2'</b> \"quoted\" example.org\n",
	}
	for _, name := range []string{"cjk.txt", "email.txt", "mixed.txt", "udhr.txt"} {
		inputs[name] = string(shareddata.Read(t, filepath.Join("corpus", name)))
	}
	for name, in := range inputs {
		for _, p := range []struct {
			flag   string
			policy linkify.Policy
		}{{"safe", linkify.SafePolicy()}, {"document", linkify.DocumentPolicy()}} {
			got, _, err := runWith(t, in, "-policy", p.flag)
			if err != nil {
				t.Fatal(err)
			}
			want, err := htmlwalk.LinkifyText(in, htmlwalk.WithPolicy(p.policy))
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s, -policy %s: the tool and LinkifyText differ (%d and %d bytes)", name, p.flag, len(got), len(want))
			}
		}
	}
}

// TestTextIsolatesFromTheFormatting holds that the lines before the first
// one with explicit bidi formatting keep their links without dir, while
// the lines from it on, written in the same run, get it.
func TestTextIsolatesFromTheFormatting(t *testing.T) {
	in := "see example.com\nabc \u202E def\nthen example.org\n"
	want := `see <a href="https://example.com/">example.com</a>` + "\nabc \u202E def\n" +
		`then <a href="https://example.org/" dir="ltr">example.org</a>` + "\n"
	got, _, err := runWith(t, in)
	if err != nil || got != want {
		t.Errorf("got %q (%v)\nwant %q", got, err, want)
	}
}
