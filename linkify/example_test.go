package linkify_test

import (
	"fmt"

	"github.com/golinkify/uts58/linkify"
)

func ExampleFind() {
	text := "詳細はhttps://ja.wikipedia.org/wiki/アルベルト・アインシュタイン を参照 (or mail アルベルト@example.com)."
	for _, l := range linkify.Find(text) {
		fmt.Println(l.Kind, text[l.Start:l.End])
		fmt.Println("  ", l.Href)
	}
	// Output:
	// url https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン
	//    https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88%E3%83%BB%E3%82%A2%E3%82%A4%E3%83%B3%E3%82%B7%E3%83%A5%E3%82%BF%E3%82%A4%E3%83%B3
	// email アルベルト@example.com
	//    mailto:%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88@example.com
}

func ExampleMark() {
	text := "(See example.com/wiki/Rome_(city).) Or www.example.org?q=1!"
	fmt.Println(linkify.Mark(text, linkify.Find(text)))
	// Output: (See ⸠example.com/wiki/Rome_(city)⸡.) Or ⸠www.example.org?q=1⸡!
}

func ExampleDetector_AppendSpans() {
	d := linkify.MustNew(linkify.WithDefaultScheme("http"), linkify.WithEmail(false))
	var links []linkify.Link // reused: no allocation per call
	for _, line := range []string{"see example.com/a", "no links here", "a@example.org and x.org"} {
		links = d.AppendSpans(links[:0], line)
		for _, l := range links {
			fmt.Println(line[l.Start:l.End], d.Href(line, l))
		}
	}
	// Output:
	// example.com/a http://example.com/a
	// x.org http://x.org/
}

func ExampleFormatURL() {
	for _, raw := range []string{
		"https://xn--bcher-kva.de/b%C3%BCcher",
		"https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88%29",
		"https://example.com/path1./path2.",
	} {
		s, err := linkify.FormatURL(raw)
		fmt.Println(s, err)
	}
	// Output:
	// https://bücher.de/bücher <nil>
	// https://ja.wikipedia.org/wiki/アルベルト%29 <nil>
	// https://example.com/path1./path2%2E <nil>
}

func ExampleFormatEmail() {
	s, _ := linkify.FormatEmail("mailto:%CF%83%CF%89%CE%BA%CF%81%CE%AC%CF%84%CE%B7%CF%82@example.om")
	fmt.Println(s)
	s, _ = linkify.FormatEmail("john..doe@example.com")
	fmt.Println(s)
	// Output:
	// σωκράτης@example.om
	// "john..doe"@example.com
}
