package linkify

import (
	"os"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// gluedLinks are inputs that glue many short links with the triggers of the
// rules that move a link's edge and scan again: the policy's end rules
// (CJKPunctuation's marks, TrimBareInitiator's '?'), its start rules
// (CJKText, CJKBoundary), the code guard, the preference for an address
// over a URL, and marks that other rules may read (emoji, bidi marks, '*',
// '|'). Each is repeated with no spaces, as CJK text is written.
var gluedLinks = []string{
	"https://example.com/a。", // issue 26
	"https://example.com/a、", "https://example.com/a，", "https://example.com/a．", "https://example.com/a！",
	"https://example.com/a？", "https://example.com/a：", "https://example.com/a；", "https://example.com/a｡",
	"https://example.com/a､", "example.com/a。", "www.example.com/a、", "https://x.com/?a=b。", "https://x.com/#a。",
	"https://example.com/(a。", "https://example.com/a)。", "https://example.com/a!。", "https://example.com/a。。。",
	"https://例え。jp/パス。", "https://example.com/文字、", "example.com?。", "https://example.com/a?。", "example.com#、",
	"example.jpまで", "www.example.jpをご覧ください", "me@example.com。谢谢", "メールはinfo@example.jpまで",
	"example.jpまで、", "www.example.jpをご覧ください、", "me@example.com。谢谢，", "详见example.com。谢谢、", "https://аpple.com/a。",
	"https://example.com/a😀", "example.com😀", "😀https://example.com/a。😀", "https://example.com/a\u202e",
	"\u200fexample.com\u200f", "\u200fhttps://example.com/a。\u200f", "**example.com**", "*https://example.com/a*。",
	"https://example.com/a*", "|example.com|", "|https://example.com/a|。", "https://example.com/a|",
	"README.md。", "a.rs(b.rs(", "[x.md]", "x.com+tag@example.com", "x.com?}@x.com", "a@b.com、",
	"'me@example.org'", "example.com/a。{}@", "news:comp.go。", "magnet:?xt=1。",
	// One run of domain code points that CJKText cuts a host from, again
	// and again; ellipses in a run; a name of WithSchemes with no host.
	"例え。jp", "漢例え。jp", "a.rs漢", "README.md漢", "..comx.com", ".例え。jp．", "例え。jp..https", "1.2-:8080/news:",
	// Thai text glued to links, and the kinds of WithKinds.
	"ดูที่www.example.co.th", "ติดต่อinfo@example.co.th", "@josé#日本語GH-24", "@a@b.com#x", "#tag。https://x.com/#a",
	// SSH logins and remotes (read back for a command), user names, loopback.
	"-v a@b.co ", "ssh -p 2 a@b.co ", "git@b.co:o/r.git ", "a@b.co:x/(y ", "https://git@b.co/o ", "https://g@a@b.co/ ",
	"http://127.0.0.1/ ", "http://[::1]/",
	// CJKText's starts and ends (issue 30): CJK text before a host, a
	// sentence before a top-level domain, two hosts in a run, CJK text
	// after an ASCII path, a particle, a scheme after CJK text; a port
	// before CJK text; HyphenSuffix and URLLists.
	"请访问github.com", "そうです。me", "例え。jp", "a.example.com与", "https://x.com/Teamsを", "https://x.com/を",
	"https://x.com/a.html(中", "https://x.com/x/改为", "https://x.com/東京。詳しくは", "https://x.com:8443を",
	"google.com-on ", "example.com-ის", "https://example.com-ის", "https://goproxy.cn/,direct", "https://x.com/a,",
	// Prose: wrappers far from their links, escapes, module queries,
	// contexts of code and templates.
	"**x https://x.com/a**", "`x.com/a`", "*x.com/a_", "**me@x.com**", "\\<me@x.com\\>", "\\(https://x.com/a\\)",
	"x.com/a@latest", "f(x.com)", "x.com=1", "site:x.com", "XXX.x.com", "your-x.com/my-domain",
	"x.io/a/b:1", "Foo.bar", "a.NET", "x_*~`",
	// The forms of the schemes of WithSchemes, failing after termination,
	// or nested; mailto: URLs that stay text.
	"tel:+1-555-0100x", "tel:12.", "geo:1,2,3,4", "xmpp:javascript", "sms:tel:", "news:a.b-c", "matrix:r/x:y.org",
	"mailto:?cc=a@example.com&", "mailto:a@example.com?cc=b@example.org", "mailto:?to=a@b.co&to=",
}

// workPresets are the detectors whose work the scaling tests count: pure
// detection and each preset of the policy, with added schemes (for
// startsLink) in one.
func workPresets() map[string]*Detector {
	return map[string]*Detector{
		"none":     MustNew(WithoutPolicy()),
		"safe":     MustNew(WithPolicy(SafePolicy()), WithSchemes("http", "https", "news", "magnet")),
		"document": MustNew(WithPolicy(DocumentPolicy())),
		"schemes":  MustNew(WithPolicy(SafePolicy()), WithSchemes(allSchemes()...)),
		"forum":    MustNew(WithPolicy(ForumPolicy())),
		"chat":     MustNew(WithPolicy(ChatPolicy())),
		"kinds": MustNew(WithPolicy(ForumPolicy()), WithKinds(Mention(PathHref("https://forum.example/u/")),
			Hashtag(PathHref("https://forum.example/tag/")), Ticket("GH-", PathHref("https://example.com/issues/")))),
	}
}

// workPerByte returns the bytes that d's scans read per byte of text.
func workPerByte(d *Detector, text string, links []Link) float64 {
	before := chars.ReadSoFar()
	d.AppendSpans(links[:0], text)
	return float64(chars.ReadSoFar()-before) / float64(len(text))
}

// Bounds of the work of detection and policy, in bytes read per input byte:
// at most maxWorkPerByte at any size, and growing by at most growthSlack
// from the smallest size to one 16 times larger (quadratic work grows 16
// times).
const (
	maxWorkPerByte = 16
	growthSlack    = 1.25
)

// TestPolicyWorkLinear counts the bytes that detection and the policy read
// on gluedLinks at 1, 2, 4, 8 and 16 units (a unit is 16 KB, or 1 MB with
// UTS58_SCALING_MB=1): the work per byte must stay bounded and not grow.
// It needs the counter of the linkifywork tag (go test -tags linkifywork).
func TestPolicyWorkLinear(t *testing.T) {
	if !chars.CountsWork {
		t.Skip("counts work with -tags linkifywork")
	}
	unit := 16 << 10
	if os.Getenv("UTS58_SCALING_MB") != "" {
		unit = 1 << 20
	}
	var links []Link
	for name, d := range workPresets() {
		for _, glue := range gluedLinks {
			var perByte []float64
			for _, k := range []int{1, 2, 4, 8, 16} {
				text := strings.Repeat(glue, k*unit/len(glue)+1)
				w := workPerByte(d, text, links)
				perByte = append(perByte, w)
				if w > maxWorkPerByte || w > perByte[0]*growthSlack+0.5 {
					t.Errorf("%s on %q, %d units: %.2f bytes read per byte (%.2f at 1 unit)", name, glue, k, w, perByte[0])
					break // larger sizes would take quadratic time
				}
			}
			if testing.Verbose() {
				t.Logf("%-8s %-40q %.2f", name, glue, perByte)
			}
		}
	}
}

// FuzzPolicyWork: on any text repeated with no spaces, the bytes that
// detection and the policy read are bounded per byte and grow linearly
// with the repetitions. Needs -tags linkifywork.
func FuzzPolicyWork(f *testing.F) {
	for _, glue := range gluedLinks {
		f.Add(glue)
	}
	presets := workPresets()
	f.Fuzz(func(t *testing.T, glue string) {
		if !chars.CountsWork {
			t.Skip("counts work with -tags linkifywork")
		}
		if glue == "" || len(glue) > 256 {
			return
		}
		var links []Link
		n := 4096/len(glue) + 1
		small, large := strings.Repeat(glue, n), strings.Repeat(glue, 4*n)
		for name, d := range presets {
			w1, w4 := workPerByte(d, small, links), workPerByte(d, large, links)
			if w1 > maxWorkPerByte || w4 > maxWorkPerByte || w4 > w1*growthSlack+0.5 {
				t.Errorf("%s on %q repeated: %.2f bytes read per byte at %d bytes, %.2f at %d", name, glue, w1, len(small), w4, len(large))
			}
		}
	})
}
