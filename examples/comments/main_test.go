package main

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

func TestRender(t *testing.T) {
	in := "Try example.com/a?b=<c> & mail me@example.org!\nNot аpple.com (Cyrillic а), not setup.py.\n\n<script>alert(1)</script> 詳細はhttps://例え.jp/パス"
	want := `<p>Try <a href="https://example.com/a?b=%3Cc%3E" rel="nofollow ugc">example.com/a?b=&lt;c&gt;</a> &amp; mail <a href="mailto:me@example.org" rel="nofollow ugc">me@example.org</a>!<br>
Not аpple.com (Cyrillic а), not setup.py.</p>
<p>&lt;script&gt;alert(1)&lt;/script&gt; 詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" rel="nofollow ugc">https://例え.jp/パス</a></p>
`
	if got := render(t, in); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestParagraphs(t *testing.T) {
	got := paragraphs("  first\r\nline \n \t \r\nsecond\n\n\n\nthird  \n")
	want := [][]string{{"first", "line"}, {"second"}, {"third"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := render(t, " \n\r\n\t"); got != "" {
		t.Errorf("blank comment: %q", got)
	}
}

func TestLongLink(t *testing.T) {
	const url = "https://en.wikipedia.org/wiki/Universal_Declaration_of_Human_Rights#History_and_drafting"
	got := render(t, "read "+url+" first")
	want := `<p>read <a href="` + url + `" rel="nofollow ugc">en.wikipedia.org/wiki/Universal_Declaration_of_Human_Rights…</a> first</p>` + "\n"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestHostile renders hostile comments and parses the HTML back: only p,
// br and a elements, every a with an http, https or mailto href and
// rel="nofollow ugc", and the text as the reader wrote it.
func TestHostile(t *testing.T) {
	for _, in := range []string{
		`<img src=x onerror=alert(1)> example.com`,
		`"><script>alert(1)</script> x.org/"onmouseover="alert(1)`,
		`javascript:alert(1) and jav&#x09;ascript:alert(1)//example.com`,
		`https://example.com/'><svg onload=alert(1)>`,
		"line one x.com\nline two\n\n&lt;b&gt; &amp;amp; mailto:a@example.org?subject=\"hi\"",
		"bidi: example.com/\u202Egnp.exe and \u202Eevil.com",
	} {
		out := render(t, in)
		nodes, err := html.ParseFragment(strings.NewReader(out), &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div})
		if err != nil {
			t.Fatal(err)
		}
		var text strings.Builder
		var walk func(n *html.Node)
		walk = func(n *html.Node) {
			switch {
			case n.Type == html.TextNode:
				text.WriteString(n.Data)
			case n.Type != html.ElementNode:
				t.Errorf("%q: node %v in %s", in, n.Type, out)
			case n.DataAtom == atom.Br:
				text.WriteString("\n")
			case n.DataAtom == atom.A:
				href, rel := attr(n, "href"), attr(n, "rel")
				if !strings.HasPrefix(href, "https://") && !strings.HasPrefix(href, "http://") && !strings.HasPrefix(href, "mailto:") || rel != "nofollow ugc" || len(n.Attr) != 2 {
					t.Errorf("%q: <a %v> in %s", in, n.Attr, out)
				}
			case n.DataAtom != atom.P:
				t.Errorf("%q: <%s> in %s", in, n.Data, out)
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		for i, n := range nodes {
			if i > 0 && n.DataAtom == atom.P {
				text.WriteString("\n")
			}
			walk(n)
		}
		if want := strings.Join(strings.Fields(in), " "); strings.Join(strings.Fields(text.String()), " ") != want {
			t.Errorf("text changed:\n got %q\nwant %q", text.String(), in)
		}
	}
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// render is Render of the default forum, failing t on an error.
func render(t *testing.T, comment string) string {
	t.Helper()
	f, err := NewForum("https://forum.example/")
	if err != nil {
		t.Fatal(err)
	}
	out, err := f.Render(comment)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCommand: the command answers -h and wrong arguments as a command does
// (usage on stderr; exit 0 for -h, 2 for an unknown flag or an argument),
// and renders standard input to standard output.
func TestCommand(t *testing.T) {
	tests := []struct {
		args             []string
		stdin            string
		exit             int
		stdout, inStderr string
	}{
		{[]string{"-h"}, "", 0, "", "usage: comments [-site URL] < COMMENT"},
		{[]string{"-site", "gitea.corp:3000"}, "", 2, "", `-site "gitea.corp:3000": not an http or https URL`},
		{[]string{"-site", "http://gitea.corp:3000"}, "", 2, "", "that ends in '/'"},
		{[]string{"-site", "http://git@gitea.corp/"}, "", 2, "", "-site"},
		{[]string{"-site", "http://gitea.corp:3000/"}, "see http://gitea.corp:3000/t/1 #1", 0,
			`<p>see <a href="http://gitea.corp:3000/t/1">http://gitea.corp:3000/t/1</a> <a href="http://gitea.corp:3000/t/1" class="ticket">#1</a></p>` + "\n", ""},
		{[]string{"-help"}, "", 0, "", "Exit status: 0 success"},
		{[]string{"-x"}, "", 2, "", "flag provided but not defined: -x"},
		{[]string{"--nofollow=false"}, "", 2, "", "usage: comments"},
		{[]string{"comment.txt"}, "", 2, "", `"comment.txt": the comment is read from standard input`},
		{nil, "mail José at josé@correo.es", 0, `<p>mail José at <a href="mailto:jos%C3%A9@correo.es" rel="nofollow ugc">josé@correo.es</a></p>` + "\n", ""},
		{[]string{"--"}, "", 0, "", ""},
	}
	for _, tt := range tests {
		stdin, err := os.CreateTemp(t.TempDir(), "stdin")
		if err != nil {
			t.Fatal(err)
		}
		stdin.WriteString(tt.stdin)
		stdin.Seek(0, 0)
		var stdout, stderr strings.Builder
		exit := run(tt.args, stdin, &stdout, &stderr)
		stdin.Close()
		if exit != tt.exit || stdout.String() != tt.stdout || !strings.Contains(stderr.String(), tt.inStderr) || (tt.inStderr == "") != (stderr.Len() == 0) {
			t.Errorf("comments %q < %q: exit %d, stdout %q, stderr %q; want exit %d, stdout %q, stderr with %q",
				tt.args, tt.stdin, exit, stdout.String(), stderr.String(), tt.exit, tt.stdout, tt.inStderr)
		}
	}
}

// TestForge: a self-hosted forge on an intranet (-site http://gitea.corp:3000/)
// links its own host, without rel, and a clone URL with a user (the href
// without it), with @mentions and #123 references; SSH remotes, loopback
// addresses and other intranet hosts stay text.
func TestForge(t *testing.T) {
	f, err := NewForum("http://gitea.corp:3000/")
	if err != nil {
		t.Fatal(err)
	}
	const in = "Thanks @ana! Fixed in http://gitea.corp:3000/t/7 (#7); CI: http://gitea:3000/acme/api/actions\n" +
		"Clone https://git@gitea.corp:3000/acme/api.git or git@github.com:acme/api.git,\n" +
		"not http://127.0.0.1:3000/ (yours) nor http://wiki:8080/. Mail ops@example.com: we answer."
	const want = `<p>Thanks <a href="http://gitea.corp:3000/u/ana" class="mention">@ana</a>! Fixed in <a href="http://gitea.corp:3000/t/7">http://gitea.corp:3000/t/7</a> (<a href="http://gitea.corp:3000/t/7" class="ticket">#7</a>); CI: http://gitea:3000/acme/api/actions<br>
Clone <a href="https://gitea.corp:3000/acme/api.git">https://git@gitea.corp:3000/acme/api.git</a> or git@github.com:acme/api.git,<br>
not http://127.0.0.1:3000/ (yours) nor http://wiki:8080/. Mail <a href="mailto:ops@example.com" rel="nofollow ugc">ops@example.com</a>: we answer.</p>
`
	if got, err := f.Render(in); err != nil || got != want {
		t.Errorf("got\n%s (%v)\nwant\n%s", got, err, want)
	}
}
