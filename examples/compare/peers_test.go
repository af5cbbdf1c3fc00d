package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/kindcases"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
	cmlinkify "gitlab.com/golang-commonmark/linkify"
	"mvdan.cc/xurls/v2"
)

// TestPeerRows measures the rows of the table of peers in docs/comparison.md on link
// kinds and opt-in detection: whether each peer links the text, and
// whether uts58 does by default and with its option.
func TestPeerRows(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(gext.Linkify))
	relaxed := xurls.Relaxed()
	opted := linkify.MustNew(linkify.WithBareIPv4(true), linkify.WithTLDs("onion", "local", "test"), linkify.WithKinds(kindcases.Rules()...))
	for _, tc := range []struct {
		text string
		// linked by goldmark's Linkify, xurls Relaxed, golang-commonmark/linkify,
		// uts58 by default, uts58 with the option
		goldmark, xurls, commonmark, uts58, option bool
	}{
		{"router 192.168.0.1:8080 now", false, true, true, false, true},
		{"see abc.onion/x now", false, true, true, false, true},
		{"see printer.local now", false, true, true, false, true},
		{"see foo.test now", false, true, false, false, true},
		{"hi @bob now", false, false, false, false, true},
		{"hi #golang now", false, false, false, false, true},
		{"fixed in GH-24 now", false, false, false, false, true},
		{"fixed in #24 now", false, false, false, false, true},
	} {
		var b bytes.Buffer
		if err := md.Convert([]byte(tc.text), &b); err != nil {
			t.Fatal(err)
		}
		got := [5]bool{strings.Contains(b.String(), "<a "), relaxed.FindString(tc.text) != "", len(cmlinkify.Links(tc.text)) > 0,
			len(linkify.Find(tc.text)) > 0, len(opted.Find(tc.text)) > 0}
		if want := [5]bool{tc.goldmark, tc.xurls, tc.commonmark, tc.uts58, tc.option}; got != want {
			t.Errorf("%q: goldmark, xurls, commonmark, uts58, uts58 with the option link it: %v, want %v", tc.text, got, want)
		}
	}
}
