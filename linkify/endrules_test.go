package linkify

import (
	"strings"
	"testing"
)

// TestPolicyCutsInOnePass: the end rules of the policy cut a URL in its
// termination pass (cutRules) as they did after it, glued links are found
// one by one, and the rules that move edges read only the host.
func TestPolicyCutsInOnePass(t *testing.T) {
	safe := MustNew(WithPolicy(SafePolicy()), WithSchemes("http", "https", "news", "magnet"))
	boundary := SafePolicy()
	boundary.CJKBoundary = true
	wwwOnly := DocumentPolicy()
	wwwOnly.WWWOnly = true
	tests := []struct {
		d    *Detector
		want string
	}{
		{safe, "⸠https://example.com/a⸡。⸠https://example.com/b⸡。⸠https://example.com/c⸡"},
		{safe, "⸠https://example.com/a⸡、⸠www.example.com/b⸡，⸠https://example.com/c⸡！⸠http://example.com/d⸡；⸠https://example.com/e⸡"},
		{safe, "⸠example.com/a⸡。⸠example.com/b⸡。"},
		{safe, "⸠https://x.com/?a=b⸡。⸠https://x.com/#c⸡。⸠https://x.com/(d)⸡。"},
		// Soft code points before the mark go as termination leaves them out;
		// a mark that only Soft code points follow ends the link anyway.
		{safe, "⸠https://example.com/a⸡!。⸠https://x.com⸡"},
		{safe, "see ⸠https://example.com/a⸡。"},
		{safe, "⸠https://example.com/a⸡!!。"},
		{safe, "⸠https://example.com/a⸡。。b"},
		// A segment of CJK text keeps its marks unless a link follows.
		{safe, "⸠https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织⸡"},
		{safe, "⸠https://example.com/文字⸡、⸠https://x.com⸡"},
		{safe, "⸠https://example.com/(a⸡。⸠https://x.com⸡)"},
		// A URL with no host is cut and trimmed in its path (it was cut to
		// its scheme alone: news:).
		{safe, "⸠news:comp.go⸡。⸠news:comp.lang.go⸡"},
		{safe, "⸠news:comp.go⸡?"},
		{safe, "⸠magnet:?xt=1⸡。"},
		{safe, "news:。comp"}, // cut at its first code point: no link (was news: alone)
		// A cut link that the policy rejects leaves its text up to its
		// uncut end as text, as detection does with any rejected link.
		{safe, "https://аpple.com/a。https://example.com/b"},
		// The link that the reader sees is weighed against an address.
		{safe, "⸠example.com/a⸡。联系}⸠me@x.com⸡"},
		// CJKBoundary and WWWOnly read the first label and "www." in the
		// host, not in the path (they sliced past the host: a panic); CJK
		// text after an ASCII segment ends the path (CJKText).
		{MustNew(WithPolicy(boundary)), "⸠例え。jp/abc⸡漢"},
		{MustNew(WithPolicy(boundary)), "⸠ウェブ例え。jp/パス:8080漢⸡"},
		{MustNew(WithPolicy(boundary)), "ウェブサイトは⸠example.com/a.b⸡"},
		{MustNew(WithPolicy(wwwOnly)), "例え。jp?www.example/a"},
		{MustNew(WithPolicy(wwwOnly)), "詳細は⸠www.例え.jp/パス⸡"},
	}
	for _, tt := range tests {
		text := strings.NewReplacer(MarkStart, "", MarkEnd, "").Replace(tt.want)
		if got := Mark(text, tt.d.Find(text)); got != tt.want {
			t.Errorf("%s\n got %s\nwant %s", text, got, tt.want)
		}
	}
}
