package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
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
		{Start: 22, End: 32, Text: "аpple.com", Kind: "url", Href: "https://xn--pple-43d.com/", Display: "https://xn--pple-43d.com/", Check: "mixed-script"},
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
