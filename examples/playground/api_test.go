package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/golinkify/uts58/htmlwalk"
)

func post(t *testing.T, srv *httptest.Server, req request) (response, int) {
	b, _ := json.Marshal(req)
	res, err := http.Post(srv.URL+"/api/linkify", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var resp response
	json.NewDecoder(res.Body).Decode(&resp)
	return resp, res.StatusCode
}

func TestAPI(t *testing.T) {
	srv := httptest.NewServer(newServer())
	defer srv.Close()
	resp, code := post(t, srv, request{Text: "see 例え.jp/パス, аpple.com and a@example.org", In: "text", Policy: "safe"})
	if code != 200 || len(resp.Links) != 3 {
		t.Fatalf("status %d, links %+v", code, resp.Links)
	}
	want := []linkInfo{
		{Start: 4, End: 20, Text: "例え.jp/パス", Kind: "url", Href: "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9", Display: "https://例え.jp/パス", Linked: true},
		{Start: 22, End: 32, Text: "аpple.com", Kind: "url", Href: "https://xn--pple-43d.com/", Display: "https://xn--pple-43d.com/", Check: "mixed-script", Why: "policy: mixed-script"},
		{Start: 37, End: 50, Text: "a@example.org", Kind: "email", Href: "mailto:a@example.org", Display: "a@example.org", Linked: true},
	}
	for i, w := range want {
		if resp.Links[i] != w {
			t.Errorf("link %d: %+v, want %+v", i, resp.Links[i], w)
		}
	}
	if !strings.Contains(resp.HTML, `<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" rel="nofollow ugc">例え.jp/パス</a>`) || strings.Contains(resp.HTML, "xn--pple") {
		t.Errorf("html: %s", resp.HTML)
	}
	// Text keeps its line breaks; document leaves file names unlinked.
	resp, code = post(t, srv, request{Text: "a x.com\r\nb README.md\nc", In: "text", Policy: "document"})
	if want := `a <a href="https://x.com/" rel="nofollow ugc">x.com</a><br>` + "\n" + `b README.md<br>` + "\n" + `c`; code != 200 || resp.HTML != want {
		t.Errorf("text with line breaks: %d %q, want %q", code, resp.HTML, want)
	}
	for _, in := range []string{"markdown", "html"} {
		resp, code = post(t, srv, request{Text: "<b>example.com</b> **x.org**", In: in, Policy: "none"})
		if code != 200 || !strings.Contains(resp.HTML, `href="https://`) {
			t.Errorf("%s: %d %s", in, code, resp.HTML)
		}
	}
	if _, code = post(t, srv, request{Text: "x", In: "pdf", Policy: "safe"}); code != 400 {
		t.Errorf("unknown input: status %d", code)
	}
	res, err := http.Get(srv.URL + "/")
	if err != nil || res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'self'") {
		t.Errorf("page: %v %v", err, res)
	}
}

// row is what a test checks of a row of the table: the text, and
// "linked" or why it was left as text.
type row struct{ text, result string }

// TestResultLinks: the table lists the links of the result (as the
// linkifier's callback saw them, where the input has them) and what was
// left as text and why, in the order of the input, in every mode: the
// policy, code spans and blocks, existing links, markup, skipped elements.
func TestResultLinks(t *testing.T) {
	tests := []struct {
		req  request
		want []row
	}{
		{request{Text: "**See example.com/docs** and `code.example.com`, or *mail a@example.org*.", In: "markdown", Policy: "safe"},
			[]row{{"example.com/docs", "linked"}, {"code.example.com", "code span"}, {"a@example.org", "linked"}}},
		{request{Text: "[see x.com](https://y.com/a) <https://z.com> аpple.com setup.py\n\n    code.org\n\n<div>h.com</div>\n\n[ref]: https://ref.com\n\nメールはinfo@example.jp", In: "markdown", Policy: "document"},
			[]row{{"x.com", "existing link"}, {"https://y.com/a", "Markdown markup"}, {"https://z.com", "Markdown markup"},
				{"аpple.com", "policy: mixed-script"}, {"setup.py", "policy: file-name"}, {"code.org", "code block"}, {"h.com", "HTML"},
				{"https://ref.com", "Markdown markup"}, {"info@example.jp", "linked"}}},
		{request{Text: "```\n例え.jp/パス\n```\n\n詳細は `пример.рф` 或 例え.jp/パス 和 *ملف.مصر/مسار*", In: "markdown", Policy: "safe"},
			[]row{{"例え.jp/パス", "code block"}, {"пример.рф", "code span"}, {"例え.jp/パス", "linked"}, {"ملف.مصر/مسار", "linked"}}},
		{request{Text: "x.com `y.com` setup.py", In: "markdown", Policy: "none"},
			[]row{{"x.com", "linked"}, {"y.com", "code span"}, {"setup.py", "linked"}}},
		{request{Text: `<p>Visit example.com &amp; <code>x.com</code> <a href="#">y.com</a></p>`, In: "html", Policy: "safe"},
			[]row{{"example.com", "linked"}, {"x.com", "in <code>"}, {"y.com", "existing link"}}},
		{request{Text: `<p data-nolinkify>n.com</p><img alt="alt.com"> x.com <!-- c.com --> аpple.com <svg><text>s.com</text></svg> e&#46;com Tom&amp;x.org/?a=1&amp;b=2 <pre>詳細は例え.jp</pre>`, In: "html", Policy: "document"},
			[]row{{"n.com", "data-nolinkify"}, {"alt.com", "tag or attribute"}, {"x.com", "linked"}, {"c.com", "comment"},
				{"аpple.com", "policy: mixed-script"}, {"s.com", "in <svg>"}, {"e.com", "linked"}, {"x.org/?a=1&b=2", "linked"}, {"詳細は例え.jp", "in <pre>"}}},
		{request{Text: "see setup.py and メールはinfo@example.jp, 'jsmith@example.org'", In: "text", Policy: "document"},
			[]row{{"setup.py", "policy: file-name"}, {"info@example.jp", "linked"}, {"jsmith@example.org", "linked"}}},
	}
	for _, tt := range tests {
		resp, err := linkifyRequest(tt.req)
		if err != nil {
			t.Fatalf("%+v: %v", tt.req, err)
		}
		var got []row
		linked := 0
		for _, l := range resp.Links {
			r := row{l.Text, l.Why}
			if l.Linked {
				r.result = "linked"
				linked++
				if !strings.Contains(resp.HTML, `rel="nofollow ugc">`+l.Text+"</a>") && tt.req.In != "html" {
					t.Errorf("%s %q: %q is linked in the table, not in the result %s", tt.req.In, tt.req.Text, l.Text, resp.HTML)
				}
			}
			if l.Start >= 0 && tt.req.In != "html" && tt.req.Text[l.Start:l.End] != l.Text {
				t.Errorf("%s %q: %q at %d:%d, where the input has %q", tt.req.In, tt.req.Text, l.Text, l.Start, l.End, tt.req.Text[l.Start:l.End])
			}
			if l.Start < 0 {
				t.Errorf("%s %q: %q has no place", tt.req.In, tt.req.Text, l.Text)
			}
			got = append(got, r)
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s %q under %s:\n got %v\nwant %v", tt.req.In, tt.req.Text, tt.req.Policy, got, tt.want)
		}
		if n := strings.Count(resp.HTML, `rel="nofollow ugc"`); n != linked {
			t.Errorf("%s %q: %d links in the result, %d linked in the table", tt.req.In, tt.req.Text, n, linked)
		}
	}
}

// FuzzLinkifyRequest: any input in any mode gives a result and a table
// whose places are in the input, with no panic.
func FuzzLinkifyRequest(f *testing.F) {
	for _, s := range []string{"**See example.com/docs** and `code.example.com`", `<p>x.com &amp; <code>y.com</code> e&#46;com</p>`,
		"メールはinfo@example.jp", "[a](b.com) <c.com> &#x41;.com\n    d.com", "<a href=x.com>y.com"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, in := range []string{"text", "markdown", "html"} {
			for _, policy := range []string{"document", "none"} {
				resp, err := linkifyRequest(request{Text: s, In: in, Policy: policy})
				if err != nil {
					var perr *htmlwalk.ParseError
					if in == "html" && errors.As(err, &perr) {
						continue
					}
					t.Fatalf("%s %s %q: %v", in, policy, s, err)
				}
				for _, l := range resp.Links {
					if l.Start != -1 && (l.Start < 0 || l.Start > l.End || l.End > len(s)) {
						t.Fatalf("%s %s %q: %q at %d:%d", in, policy, s, l.Text, l.Start, l.End)
					}
				}
			}
		}
	})
}
