package linkify_test

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/golinkify/uts58/internal/kindcases"
	"github.com/golinkify/uts58/linkify"
)

func ExampleWithKinds() {
	d := linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()), linkify.WithKinds(
		linkify.Mention(func(name string) string { return "https://forum.example/u/" + url.PathEscape(name) }),
		linkify.Hashtag(func(tag string) string { return "https://forum.example/tag/" + url.PathEscape(tag) }),
		linkify.Ticket("GH-", func(n string) string { return "https://github.com/golinkify/uts58/issues/" + n }),
	))
	text := "Thanks @José! Fixed in GH-24, see #日本語 and docs.example.com/#kinds (not a@example.com)."
	for _, l := range d.Find(text) {
		fmt.Println(l.Kind, text[l.Start:l.End], l.Href)
	}
	// Output:
	// mention @José https://forum.example/u/Jos%C3%A9
	// ticket GH-24 https://github.com/golinkify/uts58/issues/24
	// hashtag #日本語 https://forum.example/tag/%E6%97%A5%E6%9C%AC%E8%AA%9E
	// url docs.example.com/#kinds https://docs.example.com/#kinds
	// email a@example.com mailto:a@example.com
}

func ExampleWithTLDs() {
	d := linkify.MustNew(linkify.WithTLDs("onion", "local"), linkify.WithBareIPv4(true), linkify.WithDefaultScheme("http"))
	text := "Mirror: abc.onion/news, printer at printer.local or 192.168.0.20:631."
	fmt.Println(linkify.Mark(text, d.Find(text)))
	// Output: Mirror: ⸠abc.onion/news⸡, printer at ⸠printer.local⸡ or ⸠192.168.0.20:631⸡.
}

// TestKindsFixture: the detector links testdata/kinds.txt as marked, in
// every script, as every front end does.
func TestKindsFixture(t *testing.T) {
	d := kindcases.Detector()
	for _, c := range kindcases.Cases(t) {
		if got := linkify.Mark(c.Text, d.Find(c.Text)); got != c.Marked {
			t.Errorf("\n got  %s\n want %s", got, c.Marked)
		}
	}
}
