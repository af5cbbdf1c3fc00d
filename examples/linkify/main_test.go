package main

import (
	"bytes"
	"errors"
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

// TestFormat: -format writes each line's display form, or "ERROR: …" for a
// line that is no URL, and then exits 1, after writing every line, with the
// count on stderr; empty lines are no error.
func TestFormat(t *testing.T) {
	const ftpErr = "ERROR: linkify: FormatURL(\"ftp://example.com\"): only http: and https: URLs are supported\n"
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("not a url\nhttps://пример.рф/%D0%BF%D1%83%D1%82%D1%8C\n"), 0o644)
	tests := []struct {
		in      string
		args    []string
		want    string
		wantErr string
		exit    int
	}{
		{"https://example.com/%CE%B1%CE%B2%CE%B3/%CE%B4.%CE%B5%CE%B6%2E\r\n\nhttps://xn--bcher-kva.de/b%C3%BCcher",
			nil, "https://example.com/αβγ/δ.εζ%2E\n\nhttps://bücher.de/bücher\n", "", 0},
		{"https://example.com/%CE%B1%CE%B2%CE%B3/%CE%B4.%CE%B5%CE%B6%2E\r\nftp://example.com\n\nhttps://xn--bcher-kva.de/b%C3%BCcher",
			nil, "https://example.com/αβγ/δ.εζ%2E\n" + ftpErr + "\nhttps://bücher.de/bücher\n",
			"linkify: -format: 1 line is no URL (written as ERROR: …)\n", exitInput},
		{"ftp://example.com\nhttps://例え.jp/%E3%83%91%E3%82%B9\n", []string{"-", bad},
			ftpErr + "https://例え.jp/パス\nERROR: linkify: FormatURL(\"not a url\"): host \"not a url\": idna: disallowed rune U+0020\nhttps://пример.рф/путь\n",
			"linkify: -format: 2 lines are no URL (written as ERROR: …)\n", exitInput},
		{"\n\n", nil, "\n\n", "", 0},
		{"ftp://example.com", []string{"-", filepath.Join(dir, "missing.txt")}, ftpErr,
			"linkify: open " + filepath.Join(dir, "missing.txt") + ": no such file or directory\nlinkify: -format: 1 line is no URL (written as ERROR: …)\n", exitInput},
	}
	for _, tt := range tests {
		got, errOut, err := runWith(t, tt.in, append([]string{"-format"}, tt.args...)...)
		if got != tt.want || errOut != tt.wantErr || code(err) != tt.exit {
			t.Errorf("linkify -format %v < %q:\nstdout %q\nstderr %q\nexit %d (%v)\nwant %q, %q, exit %d", tt.args, tt.in, got, errOut, code(err), err, tt.want, tt.wantErr, tt.exit)
		}
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

// code returns the exit code of an error of run (0 for nil).
func code(err error) int {
	if err == nil {
		return 0
	}
	return exitCode(err)
}

// TestInputErrors: an input that cannot be opened or read is reported when
// it is reached, what the others give is written, and the exit code is 1.
func TestInputErrors(t *testing.T) {
	dir := t.TempDir()
	a, b, missing := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt"), filepath.Join(dir, "missing.txt")
	os.WriteFile(a, []byte("a example.com\n"), 0o644)
	os.WriteFile(b, []byte("b example.org\n"), 0o644)
	tests := []struct {
		args    []string
		want    string
		wantErr string
	}{
		{[]string{"-out", "mark", a, missing, b}, "a ⸠example.com⸡\nb ⸠example.org⸡\n", "linkify: open " + missing + ": no such file or directory\n"},
		{[]string{"-out", "mark", a, missing}, "a ⸠example.com⸡\n", "linkify: open " + missing + ": no such file or directory\n"},
		{[]string{"-out", "mark", a, dir}, "a ⸠example.com⸡\n", "linkify: read " + dir + ": is a directory\n"},
		{[]string{"-in", "markdown", a, dir}, "<p>a <a href=\"https://example.com/\">example.com</a></p>\n", "linkify: read " + dir + ": is a directory\n"},
	}
	for _, tt := range tests {
		got, errOut, err := runWith(t, "", tt.args...)
		if got != tt.want || errOut != tt.wantErr || code(err) != exitInput {
			t.Errorf("linkify %v:\nstdout %q\nstderr %q\nexit %d (%v)\nwant %q, %q, exit 1", tt.args, got, errOut, code(err), err, tt.want, tt.wantErr)
		}
	}
}

// failingWriter fails every write, as a closed pipe or a full disk does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestOutputError(t *testing.T) {
	var errOut bytes.Buffer
	err := run([]string{"-sample"}, nil, failingWriter{}, &errOut)
	if code(err) != exitInput || errOut.String() != "linkify: writing the output: disk full\n" {
		t.Errorf("exit %d (%v), stderr %q", code(err), err, errOut.String())
	}
}

// TestEmptyStdin: empty input that is not a terminal gives empty output,
// not the sample.
func TestEmptyStdin(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	if isTerminal(null) {
		t.Errorf("isTerminal(%s) = true", os.DevNull)
	}
	for _, args := range [][]string{nil, {"-out", "json"}, {"-format"}, {"-in", "markdown"}} {
		var out, errOut bytes.Buffer
		err := run(args, null, &out, &errOut)
		if out.Len() != 0 || errOut.Len() != 0 || err != nil {
			t.Errorf("linkify %v < %s: stdout %q, stderr %q, %v", args, os.DevNull, out.String(), errOut.String(), err)
		}
		if got, errOut, err := runWith(t, "", args...); got != "" || errOut != "" || err != nil {
			t.Errorf("linkify %v < empty file: stdout %q, stderr %q, %v", args, got, errOut, err)
		}
	}
}

func TestHelp(t *testing.T) {
	_, errOut, err := runWith(t, "", "-help")
	if err != nil || !strings.Contains(errOut, "Exit status: 0 success; 1 an input could not be read") || !strings.Contains(errOut, "-max-text N") {
		t.Errorf("-help: %v\n%s", err, errOut)
	}
}

// TestUsageErrors: unknown values, and flags that conflict or do nothing
// with the others given, are usage errors (exit 2) whose message names them.
func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	md, page, txt := filepath.Join(dir, "a.md"), filepath.Join(dir, "b.html"), filepath.Join(dir, "c.txt")
	for _, f := range []string{md, page, txt} {
		os.WriteFile(f, []byte("x\n"), 0o644)
	}
	type usageCase struct {
		args []string
		want string // in the message
	}
	tests := []usageCase{
		{[]string{"-nope"}, "flag provided but not defined: -nope"},
		{[]string{"-max-text", "many"}, `invalid value "many" for flag -max-text`},
		{[]string{"-in", "pdf"}, `-in "pdf": unknown input format (text, markdown, html)`},
		{[]string{"-out", "xml"}, `-out "xml": unknown output format (html, mark, json)`},
		{[]string{"-policy", "paranoid"}, `-policy "paranoid": unknown preset (safe, document, forum, chat, none)`},
		{[]string{"-scheme", "ftp"}, `-scheme "ftp": not https or http`},
		{[]string{"-rel", "no follow<"}, `-rel: "follow<" is not a rel keyword`},
		{[]string{"-target", "_new"}, `-target: "_new" is not _blank`},
		{[]string{"-max-text", "-3"}, "-max-text: -3 is negative"},
		{[]string{txt, "-out", "json"}, "-out after the files: flags go before the files (a file named so: ./-out)"},
		{[]string{"-", "-"}, "standard input (-) is given 2 times"},
		{[]string{"-sample", txt}, "-sample runs on the embedded sample: it takes no FILE (" + txt + ")"},
		{[]string{"-format", "-in", "markdown"}, "-format reads a URL a line: it conflicts with -in markdown"},
		{[]string{"-format", "-in", "html"}, "-format reads a URL a line: it conflicts with -in html"},
		{[]string{"-in", "markdown", "-out", "json"}, "-in markdown writes HTML: it conflicts with -out json"},
		{[]string{"-in", "html", "-out", "mark"}, "-in html writes HTML: it conflicts with -out mark"},
		{[]string{"-out", "mark", "-rel", "ugc"}, "-rel is for HTML output: it conflicts with -out mark"},
		{[]string{"-out", "json", "-target", "_blank"}, "-target is for HTML output: it conflicts with -out json"},
		{[]string{"-out", "json", "-defang"}, "-defang is for HTML output: it conflicts with -out json"},
		{[]string{"-out", "mark", "-max-text", "9"}, "-max-text is for HTML output: it conflicts with -out mark"},
		{[]string{"-out", "mark", "-scheme", "http"}, "-scheme sets hrefs, which -out mark does not show"},
		{[]string{"-defang", "-rel", "ugc"}, "-defang writes links as text, without href or attributes: it conflicts with -rel"},
		{[]string{"-defang", "-target", "_blank"}, "it conflicts with -target"},
		{[]string{"-defang", "-max-text", "20"}, "it conflicts with -max-text"},
		{[]string{"-defang", "-scheme", "http"}, "it conflicts with -scheme"},
		{[]string{"-fragment"}, "-fragment is for HTML input: it needs -in html (or files ending in .html or .htm) and -out html"},
		{[]string{"-fragment", "-in", "markdown"}, "-fragment is for HTML input"},
		{[]string{"-fragment", txt, md}, "-fragment is for HTML input"},
		{[]string{"-fragment", "-out", "json", page}, "-fragment is for HTML input"},
		{[]string{"-in", "markdown", "-defang"}, "-defang: the input (-in markdown) is Markdown, which the goldmark extension does not defang"},
	}
	for _, f := range [][]string{{"-out", "json"}, {"-sample"}, {"-policy", "safe"}, {"-guard"}, {"-scheme", "http"}, {"-rel", "ugc"}, {"-target", "_blank"}, {"-defang"}, {"-max-text", "20"}, {"-fragment"}} {
		tests = append(tests, usageCase{append([]string{"-format"}, f...), "-format prints each line's URL in its display form: it conflicts with " + f[0]})
	}
	for _, tt := range tests {
		got, errOut, err := runWith(t, "x example.com\n", tt.args...)
		if code(err) != exitUsage || got != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("linkify %v: exit %d (%v), stdout %q\nstderr %s\nwant exit 2 and %q", tt.args, code(err), err, got, errOut, tt.want)
		}
	}
	// What is allowed: -fragment with .html files among others, files named
	// like flags after --, explicit defaults.
	for _, args := range [][]string{{"-fragment", txt, page}, {"-out", "mark", "--", txt}, {"-in", "text", "-format"}, {"-policy", "none", "-guard"}, {"-out", "html", "-guard=false", md}} {
		if _, errOut, err := runWith(t, "", args...); err != nil {
			t.Errorf("linkify %v: %v\n%s", args, err, errOut)
		}
	}
}

// TestDeepHTML: HTML that the parser refuses (nested deeper than 512
// elements) is written unchanged and reported, with exit code 1.
func TestDeepHTML(t *testing.T) {
	deep := strings.Repeat("<div>", 600) + "see example.com" + strings.Repeat("</div>", 600)
	for _, args := range [][]string{{"-in", "html"}, {"-in", "html", "-fragment"}} {
		got, errOut, err := runWith(t, deep, args...)
		if got != deep || code(err) != exitInput || !strings.Contains(errOut, "linkify: standard input: ") || !strings.Contains(errOut, "(written unchanged)") {
			t.Errorf("linkify %v on 600 nested divs: exit %d (%v), stderr %q, output unchanged: %v", args, code(err), err, errOut, got == deep)
		}
	}
	// A good file after it is still linked.
	dir := t.TempDir()
	bad, good := filepath.Join(dir, "deep.html"), filepath.Join(dir, "good.html")
	os.WriteFile(bad, []byte(deep), 0o644)
	os.WriteFile(good, []byte("<p>x.org</p>"), 0o644)
	got, _, err := runWith(t, "", "-fragment", bad, good)
	if want := deep + `<p><a href="https://x.org/">x.org</a></p>`; got != want || code(err) != exitInput {
		t.Errorf("deep then good: exit %d, output %q", code(err), got[len(got)-60:])
	}
}

// TestGuard: the guard against file names and versions is on by default for
// documents (Markdown, HTML), off for text; -guard, -guard=false and
// -policy change that.
func TestGuard(t *testing.T) {
	const text = "see README.md, 1.2.tv and example.com\n"
	linked := `see <a href="https://readme.md/">README.md</a>, <a href="https://1.2.tv/">1.2.tv</a> and <a href="https://example.com/">example.com</a>`
	guarded := `see README.md, 1.2.tv and <a href="https://example.com/">example.com</a>`
	tests := []struct {
		args []string
		want string
	}{
		{nil, linked + "\n"},
		{[]string{"-guard"}, guarded + "\n"},
		{[]string{"-policy", "document"}, guarded + "\n"},
		{[]string{"-policy", "document", "-guard=false"}, linked + "\n"},
		{[]string{"-in", "markdown"}, "<p>" + guarded + "</p>\n"},
		{[]string{"-in", "markdown", "-guard=false"}, "<p>" + linked + "</p>\n"},
		{[]string{"-in", "markdown", "-policy", "safe"}, "<p>" + linked + "</p>\n"},
		{[]string{"-in", "markdown", "-policy", "none"}, "<p>" + linked + "</p>\n"},
		{[]string{"-in", "html", "-fragment"}, guarded + "\n"},
		{[]string{"-in", "html", "-fragment", "-guard=false"}, linked + "\n"},
		{[]string{"-out", "mark"}, "see ⸠README.md⸡, ⸠1.2.tv⸡ and ⸠example.com⸡\n"},
		{[]string{"-out", "mark", "-policy", "none", "-guard"}, "see README.md, 1.2.tv and ⸠example.com⸡\n"},
		{[]string{"-out", "mark", "-policy", "chat", "-guard=false"}, "see ⸠README.md⸡, ⸠1.2.tv⸡ and ⸠example.com⸡\n"},
	}
	for _, tt := range tests {
		got, _, err := runWith(t, text, tt.args...)
		if err != nil || got != tt.want {
			t.Errorf("linkify %v:\n got %q (%v)\nwant %q", tt.args, got, err, tt.want)
		}
	}
}

func TestMaxText(t *testing.T) {
	const in = "read https://example.com/very/long/path/to/the/page?x=1&y=2 or example.org/a, mail someone.with.a.long.name@example.com\n"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-max-text", "24"}, `read <a href="https://example.com/very/long/path/to/the/page?x=1&amp;y=2">example.com/very/long/p…</a> or <a href="https://example.org/a">example.org/a</a>, mail <a href="mailto:someone.with.a.long.name@example.com">someone.with.a.long.name@example.com</a>` + "\n"},
		{[]string{"-max-text", "5", "-target", "_blank", "-rel", "nofollow"}, `read <a href="https://example.com/very/long/path/to/the/page?x=1&amp;y=2" target="_blank" rel="nofollow noopener noreferrer">example.com…</a> or <a href="https://example.org/a" target="_blank" rel="nofollow noopener noreferrer">example.org…</a>, mail <a href="mailto:someone.with.a.long.name@example.com" target="_blank" rel="nofollow noopener noreferrer">someone.with.a.long.name@example.com</a>` + "\n"},
		{[]string{"-max-text", "0"}, `read <a href="https://example.com/very/long/path/to/the/page?x=1&amp;y=2">https://example.com/very/long/path/to/the/page?x=1&amp;y=2</a> or <a href="https://example.org/a">example.org/a</a>, mail <a href="mailto:someone.with.a.long.name@example.com">someone.with.a.long.name@example.com</a>` + "\n"},
		// HTML input, through htmlwalk: the same anchors.
		{[]string{"-in", "html", "-fragment", "-max-text", "5", "-target", "_blank", "-rel", "nofollow"}, `read <a href="https://example.com/very/long/path/to/the/page?x=1&amp;y=2" target="_blank" rel="nofollow noopener noreferrer">example.com…</a> or <a href="https://example.org/a" target="_blank" rel="nofollow noopener noreferrer">example.org…</a>, mail <a href="mailto:someone.with.a.long.name@example.com" target="_blank" rel="nofollow noopener noreferrer">someone.with.a.long.name@example.com</a>` + "\n"},
	}
	for _, tt := range tests {
		got, _, err := runWith(t, in, tt.args...)
		if err != nil || got != tt.want {
			t.Errorf("linkify %v:\n got %q (%v)\nwant %q", tt.args, got, err, tt.want)
		}
	}
}

// TestLinkOptionsEverywhere: the link flags reach Markdown input through the
// goldmark extension, and -schemes and -local-hosts reach detection.
func TestLinkOptionsEverywhere(t *testing.T) {
	tests := []struct {
		stdin string
		args  []string
		want  string
	}{
		{"See https://example.com/a/very/long/path.\n", []string{"-in", "markdown", "-rel", "ugc", "-target", "_blank", "-max-text", "12"},
			`<p>See <a href="https://example.com/a/very/long/path" target="_blank" rel="ugc noopener noreferrer">example.com…</a>.</p>` + "\n"},
		{"ftp://ftp.example.org/a and sftp://x.example.org/b\n", []string{"-schemes", "https,ftp"},
			`<a href="ftp://ftp.example.org/a">ftp://ftp.example.org/a</a> and sftp://x.example.org/b` + "\n"},
		{"dev: http://localhost:1313/ and http://intranet/wiki\n", []string{"-local-hosts", "-out", "mark"},
			"dev: ⸠http://localhost:1313/⸡ and ⸠http://intranet/wiki⸡\n"},
		{"dev: http://localhost:1313/\n", []string{"-out", "mark"}, "dev: http://localhost:1313/\n"},
	}
	for _, tt := range tests {
		got, errOut, err := runWith(t, tt.stdin, tt.args...)
		if err != nil || got != tt.want {
			t.Errorf("linkify %v:\n got %q (%v, %s)\nwant %q", tt.args, got, err, errOut, tt.want)
		}
	}
	for _, bad := range []string{"javascript", "https,data", "1x", "https,file", "feed", "view-source"} {
		if _, errOut, err := runWith(t, "x\n", "-schemes", bad); code(err) != exitUsage || !strings.Contains(errOut, "-schemes") || !strings.Contains(errOut, "sftp, ssh") {
			t.Errorf("-schemes %s: %v, %s", bad, err, errOut)
		}
	}
}
