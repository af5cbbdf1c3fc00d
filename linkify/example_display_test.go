package linkify_test

import (
	"fmt"

	"github.com/golinkify/uts58/linkify"
)

// A long link is shown shortened; its host is never cut.
func ExampleShortenText() {
	for _, text := range []string{
		"https://en.wikipedia.org/wiki/Universal_Declaration_of_Human_Rights",
		"https://例え.jp/パス/とても/長い/パス/です",
		"example.com/a",
	} {
		fmt.Println(linkify.ShortenText(text, linkify.URL, 20))
	}
	// Output:
	// en.wikipedia.org/wi…
	// 例え.jp/パス/とても/長い/パス/…
	// example.com/a
}

// Defang shows a link as text that no reader or mail client links.
func ExampleDefang() {
	text := "Phishing from https://paypal.example.net/login and support@paypal.example.net"
	for _, l := range linkify.Find(text) {
		fmt.Println(linkify.Defang(text[l.Start:l.End], l.Kind))
	}
	// Output:
	// hxxps://paypal[.]example[.]net/login
	// support@paypal[.]example[.]net
}
