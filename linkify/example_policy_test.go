package linkify_test

import (
	"errors"
	"fmt"

	"github.com/golinkify/uts58/linkify"
)

// Find is pure UTS #58 detection: it links file names and homographs too.
// A Detector with a policy leaves them as text, as the linkifiers do.
func ExampleNew() {
	text := "Run setup.py, read docs.example.com/start, not аpple.com (Cyrillic а)."
	fmt.Println(linkify.Mark(text, linkify.Find(text)))

	d, err := linkify.New(linkify.WithPolicy(linkify.DocumentPolicy()))
	if err != nil {
		panic(err)
	}
	fmt.Println(linkify.Mark(text, d.Find(text)))
	// Output:
	// Run ⸠setup.py⸡, read ⸠docs.example.com/start⸡, not ⸠аpple.com⸡ (Cyrillic а).
	// Run setup.py, read ⸠docs.example.com/start⸡, not аpple.com (Cyrillic а).
}

// A policy is a value: start from a preset and change its fields.
func ExampleWithPolicy() {
	p := linkify.ChatPolicy()
	p.MaxLength = 30 // links in a chat line are short
	d := linkify.MustNew(linkify.WithPolicy(p))
	text := "see example.com/a and example.com/a/very/long/path/to/a/page"
	fmt.Println(linkify.Mark(text, d.Find(text)))
	// Output:
	// see ⸠example.com/a⸡ and example.com/a/very/long/path/to/a/page
}

// Check tells which check a link fails, for a log or a moderator.
func ExamplePolicy_Check() {
	p := linkify.DocumentPolicy()
	for _, text := range []string{"https://example.com/", "setup.py", "аpple.com", "paypal.cоm", "example.com/\u202Egnp.exe"} {
		err := p.Check(text, linkify.URL)
		var perr *linkify.PolicyError
		if errors.As(err, &perr) {
			fmt.Printf("%q: %s (%q)\n", text, perr.Check, perr.Text)
		} else {
			fmt.Printf("%q: %v\n", text, err)
		}
	}
	// Output:
	// "https://example.com/": <nil>
	// "setup.py": file-name ("setup.py")
	// "аpple.com": mixed-script ("аpple")
	// "paypal.cоm": mixed-script ("cоm")
	// "example.com/\u202egnp.exe": bidi-control ("U+202E")
}
