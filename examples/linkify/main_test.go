package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runWith runs the tool with args and stdin text and returns stdout, stderr
// and the error.
func runWith(t *testing.T, stdin string, args ...string) (string, string, error) {
	t.Helper()
	f, err := os.CreateTemp(t.TempDir(), "stdin")
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(stdin)
	f.Seek(0, 0)
	defer f.Close()
	var out, errOut bytes.Buffer
	err = run(args, f, &out, &errOut)
	return out.String(), errOut.String(), err
}

func TestOutputs(t *testing.T) {
	const in = "See https://example.com/a?b=1&c=<x> and Bob@Example.ORG.\nnext: 例え.jp/パス\n"
	tests := []struct {
		args []string
		want string
	}{
		{nil, `See <a href="https://example.com/a?b=1&amp;c=%3Cx%3E">https://example.com/a?b=1&amp;c=&lt;x&gt;</a> and <a href="mailto:Bob@example.org">Bob@Example.ORG</a>.` + "\n" +
			`next: <a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">例え.jp/パス</a>` + "\n"},
		{[]string{"-out", "mark"}, "See ⸠https://example.com/a?b=1&c=<x>⸡ and ⸠Bob@Example.ORG⸡.\nnext: ⸠例え.jp/パス⸡\n"},
		{[]string{"-out", "json"}, `{"start":4,"end":35,"text":"https://example.com/a?b=1&c=<x>","href":"https://example.com/a?b=1&c=%3Cx%3E","kind":"url"}` + "\n" +
			`{"start":40,"end":55,"text":"Bob@Example.ORG","href":"mailto:Bob@example.org","kind":"email"}` + "\n" +
			`{"start":63,"end":79,"text":"例え.jp/パス","href":"https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9","kind":"url"}` + "\n"},
	}
	for _, tt := range tests {
		got, _, err := runWith(t, in, tt.args...)
		if err != nil || got != tt.want {
			t.Errorf("linkify %v:\n got %q (%v)\nwant %q", tt.args, got, err, tt.want)
		}
	}
}

func TestFormat(t *testing.T) {
	in := "https://example.com/%CE%B1%CE%B2%CE%B3/%CE%B4.%CE%B5%CE%B6%2E\r\nftp://example.com\n\nhttps://xn--bcher-kva.de/b%C3%BCcher"
	want := "https://example.com/αβγ/δ.εζ%2E\nERROR: linkify: FormatURL(\"ftp://example.com\"): only http: and https: URLs are supported\n\nhttps://bücher.de/bücher\n"
	got, _, err := runWith(t, in, "-format")
	if err != nil || got != want {
		t.Errorf("got %q (%v)\nwant %q", got, err, want)
	}
}

func TestFilesAndOffsets(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	os.WriteFile(a, []byte("x example.com"), 0o644) // no final line break
	os.WriteFile(b, []byte("y example.org\n"), 0o644)
	got, _, err := runWith(t, "", "-out", "json", a, b)
	want := `{"start":2,"end":13,"text":"example.com","href":"https://example.com/","kind":"url"}` + "\n" +
		`{"start":15,"end":26,"text":"example.org","href":"https://example.org/","kind":"url"}` + "\n"
	if err != nil || got != want {
		t.Errorf("got %q (%v)\nwant %q", got, err, want)
	}
}

func TestMarkdown(t *testing.T) {
	const md = "# Title\n\nSee **example.com/x** and `x.com`, 詳細はhttps://例え.jp/パス\n"
	const want = "<h1>Title</h1>\n<p>See <strong><a href=\"https://example.com/x\">example.com/x</a></strong> and <code>x.com</code>, 詳細は<a href=\"https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9\">https://例え.jp/パス</a></p>\n"
	got, _, err := runWith(t, md, "-in", "markdown")
	if err != nil || got != want {
		t.Errorf("-in markdown:\n got %q (%v)\nwant %q", got, err, want)
	}
	file := filepath.Join(t.TempDir(), "doc.md")
	os.WriteFile(file, []byte(md), 0o644)
	if got, _, err := runWith(t, "", file); err != nil || got != want {
		t.Errorf(".md file:\n got %q (%v)", got, err)
	}
	if _, _, err := runWith(t, md, "-in", "markdown", "-out", "json"); err == nil {
		t.Error("-in markdown -out json: no error")
	}
}

func TestHTML(t *testing.T) {
	const doc = `<p>See example.com &amp; <code>x.com</code></p>`
	got, _, err := runWith(t, doc, "-in", "html")
	if want := `<html><head></head><body><p>See <a href="https://example.com/">example.com</a> &amp; <code>x.com</code></p></body></html>`; err != nil || got != want {
		t.Errorf("-in html:\n got %q (%v)\nwant %q", got, err, want)
	}
	got, _, err = runWith(t, doc, "-in", "html", "-fragment")
	if want := `<p>See <a href="https://example.com/">example.com</a> &amp; <code>x.com</code></p>`; err != nil || got != want {
		t.Errorf("-fragment:\n got %q (%v)\nwant %q", got, err, want)
	}
	file := filepath.Join(t.TempDir(), "page.HTML")
	os.WriteFile(file, []byte(doc), 0o644)
	if got, _, err := runWith(t, "", file); err != nil || !strings.Contains(got, `<a href="https://example.com/">`) {
		t.Errorf(".html file: %q (%v)", got, err)
	}
}

func TestLinkFlags(t *testing.T) {
	const in = "see example.com and аpple.com and setup.py\n"
	tests := []struct {
		args []string
		want string
	}{
		{nil, `see <a href="https://example.com/">example.com</a> and аpple.com and <a href="https://setup.py/">setup.py</a>` + "\n"},
		{[]string{"-policy", "none", "-scheme", "http"}, `see <a href="http://example.com/">example.com</a> and <a href="http://xn--pple-43d.com/">аpple.com</a> and <a href="http://setup.py/">setup.py</a>` + "\n"},
		{[]string{"-policy", "forum", "-rel", "nofollow ugc", "-target", "_blank"}, `see <a href="https://example.com/" target="_blank" rel="nofollow ugc noopener noreferrer">example.com</a> and аpple.com and setup.py` + "\n"},
		{[]string{"-defang"}, "see example[.]com and аpple.com and setup[.]py\n"},
		{[]string{"-out", "mark"}, "see ⸠example.com⸡ and ⸠аpple.com⸡ and ⸠setup.py⸡\n"},
		{[]string{"-out", "mark", "-policy", "safe"}, "see ⸠example.com⸡ and аpple.com and ⸠setup.py⸡\n"},
		{[]string{"-out", "mark", "-guard"}, "see ⸠example.com⸡ and ⸠аpple.com⸡ and setup.py\n"},
	}
	for _, tt := range tests {
		got, _, err := runWith(t, in, tt.args...)
		if err != nil || got != tt.want {
			t.Errorf("linkify %v:\n got %q (%v)\nwant %q", tt.args, got, err, tt.want)
		}
	}
	got, _, err := runWith(t, `<p>see example.com</p>`, "-in", "html", "-fragment", "-rel", "nofollow", "-target", "_blank")
	if want := `<p>see <a href="https://example.com/" target="_blank" rel="nofollow noopener noreferrer">example.com</a></p>`; err != nil || got != want {
		t.Errorf("-in html with -rel -target:\n got %q (%v)\nwant %q", got, err, want)
	}
	for _, args := range [][]string{{"-policy", "paranoid"}, {"-scheme", "ftp"}} {
		if _, _, err := runWith(t, in, args...); err == nil {
			t.Errorf("linkify %v: no error", args)
		}
	}
}

func TestProgress(t *testing.T) {
	if got := progressLine("big.log", 512<<20, 1<<30); got != "\rlinkify: big.log [###############               ]  50% 512/1024 MB" {
		t.Errorf("%q", got)
	}
	// Not a terminal: nothing is shown, however large the input.
	var errOut bytes.Buffer
	p := newProgress(&errOut)
	p.start(input{name: "x"})
	p.add(1 << 30)
	p.done()
	if errOut.Len() != 0 {
		t.Errorf("progress written to a non-terminal: %q", errOut.String())
	}
}

func TestBadBytesPassThrough(t *testing.T) {
	in := "a\xffb example.com/\xfe x\x00"
	got, _, err := runWith(t, in, "-out", "mark")
	if err != nil || got != "a\xffb ⸠example.com/⸡\xfe x\x00" {
		t.Errorf("got %q (%v)", got, err)
	}
}

func TestErrors(t *testing.T) {
	for _, args := range [][]string{{"no/such/file.txt"}, {"-out", "xml"}, {"-in", "pdf"}} {
		_, _, err := runWith(t, "", args...)
		if err == nil {
			t.Errorf("linkify %v: no error", args)
		}
	}
}

func TestSample(t *testing.T) {
	got, _, err := runWith(t, "", "-sample", "-out", "mark")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"⸠https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン⸡ を参照", "⸠иван@пример.рф⸡", "Not links: john..smith@example.com, http://user@example.com, file.invalidtld, 1.2.3, @example.com\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("sample output lacks %q", want)
		}
	}
}
