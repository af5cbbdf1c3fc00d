package linkify

import (
	"net/url"
	"slices"
	"strings"
	"testing"
)

// forumKinds are the rules of a forum with tickets on GitHub.
func forumKinds() []KindRule {
	return []KindRule{
		Mention(func(n string) string { return "https://forum.example/u/" + url.PathEscape(n) }),
		Hashtag(func(n string) string { return "https://forum.example/tag/" + url.PathEscape(n) }),
		Ticket("#", func(n string) string { return "https://forum.example/t/" + n }),
		Ticket("GH-", func(n string) string { return "https://github.com/o/r/issues/" + n }),
	}
}

// TestKinds: mentions, hashtags and tickets in every script, what may stand
// before them, where they end, and how they share the text with URLs and
// addresses (pure detection: no policy).
func TestKinds(t *testing.T) {
	d := MustNew(WithKinds(forumKinds()...))
	for _, tc := range []struct{ in, want string }{
		// Latin with accents, Cyrillic, Arabic, Japanese, Chinese, Korean, Thai.
		{"merci ⸠@José⸡ pour ⸠#café⸡ (⸠#123⸡).", "mention hashtag ticket"},
		{"спасибо ⸠@Иван⸡, см. ⸠#москва⸡ и ⸠GH-7⸡!", "mention hashtag ticket"},
		{"شكرا ⸠@محمد⸡ على ⸠#سلام⸡ و ⸠#42⸡؟", "mention hashtag ticket"},
		{"ありがとう⸠@田中⸡ さん、⸠#日本語⸡。⸠#123⸡を見て", "mention hashtag ticket"},
		{"谢谢⸠@王伟⸡，⸠#中文⸡，见⸠#456⸡。", "mention hashtag ticket"},
		{"고마워요 ⸠@김철수⸡ ⸠#한국⸡ ⸠#789⸡", "mention hashtag ticket"},
		{"ขอบคุณ ⸠@สมชาย⸡ ⸠#ไทย⸡ ⸠#10⸡", "mention hashtag ticket"},
		{"⸠＠田中⸡ ⸠＃東京⸡", "mention hashtag"}, // fullwidth forms
		{"⸠#東京・大阪⸡ ⸠#नमस्ते⸡ ⸠#می\u200cخواهم⸡", "hashtag hashtag hashtag"},
		// Ends: no final punctuation, joiners only inside.
		{"⸠@john.doe⸡. ⸠@jean-luc⸡- ⸠@a_b_⸡ ⸠@bob⸡'s (⸠@bob⸡) \"⸠#go⸡\"", "mention mention mention mention mention hashtag"},
		{"⸠#foo⸡-bar ⸠#foo_bar⸡ ⸠#l·l⸡·", "hashtag hashtag hashtag"},
		// Before: never after a word, '/', '#', '&', '.', ':'.
		{"a@b x#y 5#6 /#z &#38; .#a :#b ##c @@d é@e", ""},
		// After an emoji, also one that ends with a mark (VS16, keycap), as the
		// scanner's edge rules read it (chars.EmojiBefore); a mark after a letter
		// stays in its word.
		{"❤️⸠@bob⸡ ☺️⸠#tag⸡ 1️⃣⸠#tag⸡ 👍🏽⸠@ann⸡ 👨\u200d👩\u200d👧⸠#fam⸡ x\uFE0F@no é\u0301#no", "mention hashtag hashtag mention hashtag"},
		{"⸠@bob⸡,⸠@ann⸡;⸠#x⸡|[⸠@c⸡]{⸠#d⸡}<⸠@e⸡>?⸠#f⸡ *⸠@g⸡* ~⸠@h⸡~", "mention mention hashtag mention hashtag mention hashtag mention mention"},
		// Hashtags hold a letter or mark; tickets are digits alone.
		{"⸠#2024⸡ #_ ⸠#123abc⸡ #123_ GH-12a ⸠GH-12⸡.", "ticket hashtag ticket"},
		{"gh-12 XGH-12 GH- GH-x", ""},
		// URLs and addresses first, and never overlapped.
		{"⸠a@example.com⸡ ⸠https://example.com/#tag⸡ ⸠example.com/p#frag⸡ ⸠@bob⸡", "email url url mention"},
		{"#⸠example.com⸡ ⸠@bob⸡ ⸠bob@example.com⸡", "url mention email"},
		{"@⸠bob@mastodon.social⸡", "email"},
	} {
		text := strings.NewReplacer(MarkStart, "", MarkEnd, "").Replace(tc.in)
		links := d.Find(text)
		checkLinks(t, text, links)
		var kinds []string
		for _, l := range links {
			kinds = append(kinds, l.Kind.String())
		}
		if got := Mark(text, links); got != tc.in || strings.Join(kinds, " ") != tc.want {
			t.Errorf("%s:\n got  %s %v\n want %s %s", text, got, kinds, tc.in, tc.want)
		}
	}
}

// TestKindHrefs: the rule's function makes the href, of the name after the
// prefix; an href of a scheme that is not linked, or "", leaves the text.
func TestKindHrefs(t *testing.T) {
	d := MustNew(WithKinds(forumKinds()...))
	text := "@José #日本語 #12 GH-34 ＠田中"
	want := []string{"https://forum.example/u/Jos%C3%A9", "https://forum.example/tag/%E6%97%A5%E6%9C%AC%E8%AA%9E",
		"https://forum.example/t/12", "https://github.com/o/r/issues/34", "https://forum.example/u/%E7%94%B0%E4%B8%AD"}
	links := d.Find(text)
	if len(links) != len(want) {
		t.Fatalf("%s: %d links, want %d", Mark(text, links), len(links), len(want))
	}
	for i, l := range links {
		if l.Href != want[i] || d.Href(text, l) != want[i] || string(d.AppendHref(nil, text, l)) != want[i] {
			t.Errorf("%s: href %q, want %q", text[l.Start:l.End], l.Href, want[i])
		}
	}
	for _, href := range []string{"javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "vbscript:x", "", "/u/bob", "ftp://x.example/"} {
		bad := MustNew(WithKinds(Mention(func(string) string { return href })))
		if links := bad.Find("hi @bob"); len(links) != 0 {
			t.Errorf("href %q: linked %v", href, links)
		}
	}
	known := MustNew(WithKinds(Mention(func(n string) string {
		if n != "alice" {
			return "" // no such user
		}
		return "https://forum.example/u/alice"
	})))
	if got := Mark("@bob @alice", known.Find("@bob @alice")); got != "@bob ⸠@alice⸡" {
		t.Errorf("unknown user: %s", got)
	}
	ftp := MustNew(WithSchemes("https", "ftp"), WithKinds(Mention(func(n string) string { return "ftp://files.example/" + n })))
	if links := ftp.Find("@bob"); len(links) != 1 || links[0].Href != "ftp://files.example/bob" {
		t.Errorf("a scheme WithSchemes links: %v", links)
	}
}

// TestKindHrefsSerialized: the href of a kind is what its rule's Href
// returns as WHATWG URL serializes it (node's parser, the U+005E of the
// path encoded as the standard now does), as every other href is: a
// PathHref prefix with a quote, a bracket, a backslash, a space, non-ASCII
// code points or a '%' gives the URL a browser would follow. A prefix that
// makes no absolute URL of a scheme the detector links (no scheme, a host
// that is none, userinfo, a port out of range, a scheme nested after
// another) leaves the text.
func TestKindHrefsSerialized(t *testing.T) {
	for prefix, want := range map[string]string{
		`https://f/u/"x`:                  "https://f/u/%22x",
		`https://forum.example/u/<x>/`:    "https://forum.example/u/%3Cx%3E/",
		`https://forum.example/u\x/`:      "https://forum.example/u/x/",
		`https://forum.example/a b/`:      "https://forum.example/a%20b/",
		`https://例え.jp/ユーザー/`:             "https://xn--r8jz45g.jp/%E3%83%A6%E3%83%BC%E3%82%B6%E3%83%BC/",
		`https://forum.example/%zz/`:      "https://forum.example/%zz/",
		`https://forum.example/u#`:        "https://forum.example/u#",
		`https://forum.example/u?name=`:   "https://forum.example/u?name=",
		`HTTPS://Forum.Example:443/u/`:    "https://forum.example/u/",
		`https://forum.example/u/'x{y}/`:  "https://forum.example/u/'x%7By%7D/",
		`https://forum.example/u/./../v/`: "https://forum.example/v/",
		"https://forum.example/u/`^|/":    "https://forum.example/u/%60%5E|/",
		"xmpp:":                           "xmpp:",
	} {
		d := MustNew(WithSchemes("https", "xmpp"), WithKinds(Mention(PathHref(prefix)), Hashtag(func(n string) string { return prefix + n })))
		text := "@José #bob"
		links := d.Find(text)
		if len(links) != 2 {
			t.Errorf("%s: %s", prefix, Mark(text, links))
			continue
		}
		for i, name := range []string{"Jos%C3%A9", "bob"} {
			if l := links[i]; l.Href != want+name || d.Href(text, l) != want+name || string(d.AppendHref(nil, text, l)) != want+name {
				t.Errorf("%s: href of %s %q, want %q", prefix, text[l.Start:l.End], l.Href, want+name)
			}
		}
	}
	for _, prefix := range []string{"forum.example/u/", "//forum.example/u/", "javascript:alert(1)//", "https://exa mple.com/",
		"https://user@forum.example/u/", "https://forum.example:99999/u/", "https:///u/", "sms:javascript:", "xmpp:javascript:", "file:///u/"} {
		d := MustNew(WithSchemes("https", "sms", "xmpp"), WithKinds(Mention(PathHref(prefix))))
		if links := d.Find("hi @bob"); len(links) != 0 {
			t.Errorf("prefix %q: linked %v", prefix, links)
		}
	}
}

// TestKindsPolicy: the presets check a name as a local-part (no homograph
// user names) and its length; the edges rules of URLs do not move it.
func TestKindsPolicy(t *testing.T) {
	d := MustNew(WithPolicy(ForumPolicy()), WithKinds(forumKinds()...))
	for _, tc := range []struct{ in, want string }{
		{"@аpple @Иван @José #日本語abc", "@аpple ⸠@Иван⸡ ⸠@José⸡ ⸠#日本語abc⸡"}, // Cyrillic а in a Latin name
		{"@рау #Москваcity", "@рау #Москваcity"},                           // whole-script confusable, mixed
		{"#" + strings.Repeat("a", 2100), "#" + strings.Repeat("a", 2100)}, // MaxLength
	} {
		if got := Mark(tc.in, d.Find(tc.in)); got != tc.want {
			t.Errorf("%s:\n got  %s\n want %s", tc.in, got, tc.want)
		}
	}
	// A prefix of letters is no part of the name the policy checks.
	reddit := MustNew(WithPolicy(ForumPolicy()), WithKinds(
		KindRule{Kind: KindMention, Prefix: "u/", Joiners: ".-", Href: PathHref("https://forum.example/u/")},
		KindRule{Kind: KindTicket, Prefix: "PROJ-", Numeric: true, Href: PathHref("https://tracker.example/")}))
	for _, tc := range []struct{ in, want string }{
		{"u/Иван u/田中 u/Ελένη u/john.doe PROJ-12", "⸠u/Иван⸡ ⸠u/田中⸡ ⸠u/Ελένη⸡ ⸠u/john.doe⸡ ⸠PROJ-12⸡"},
		{"u/аpple u/рау", "u/аpple u/рау"},
	} {
		if got := Mark(tc.in, reddit.Find(tc.in)); got != tc.want {
			t.Errorf("%s:\n got  %s\n want %s", tc.in, got, tc.want)
		}
	}
	// A name the policy refuses is never looked up.
	var looked []string
	lookup := MustNew(WithPolicy(ForumPolicy()), WithKinds(Mention(func(n string) string {
		looked = append(looked, n)
		return "https://forum.example/u/" + url.PathEscape(n)
	})))
	lookup.Find("@аpple @Иван")
	if slices.Contains(looked, "аpple") || !slices.Contains(looked, "Иван") {
		t.Errorf("Href called with %q, want Иван alone", looked)
	}
	p := ForumPolicy()
	if err := p.Check("@аpple", KindMention); err == nil {
		t.Error("Check(@аpple, KindMention) passed")
	}
	if err := p.Check("#日本語", KindHashtag); err != nil {
		t.Errorf("Check(#日本語): %v", err)
	}
}

// TestKindsOff: without WithKinds nothing changes, and WithKinds() turns
// them off; the URLs and addresses of a detector with kinds are those of
// one without, whatever the text (also FuzzKinds).
func TestKindsOff(t *testing.T) {
	text := "@bob #go #12 GH-3 see example.com/#x and a@example.org"
	if got := Mark(text, Find(text)); got != "@bob #go #12 GH-3 see ⸠example.com/#x⸡ and ⸠a@example.org⸡" {
		t.Errorf("Find: %s", got)
	}
	with := MustNew(WithKinds(forumKinds()...))
	off, err := with.With(WithKinds())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Mark(text, off.Find(text)), Mark(text, Find(text)); got != want {
		t.Errorf("WithKinds(): %s, want %s", got, want)
	}
	checkSameURLs(t, with, text)
}

// checkSameURLs checks that d finds, in text, the URLs and addresses that
// d without kinds finds, and kinds only between them.
func checkSameURLs(t testing.TB, d *Detector, text string) {
	t.Helper()
	plain, _ := d.With(WithKinds())
	var urls []Link
	for _, l := range d.Find(text) {
		if l.Kind <= Email {
			urls = append(urls, l)
		}
	}
	want := plain.Find(text)
	if Mark(text, urls) != Mark(text, want) {
		t.Fatalf("with kinds %s, without %s", Mark(text, urls), Mark(text, want))
	}
}

// TestKindRuleErrors: rules that are not valid are errors.
func TestKindRuleErrors(t *testing.T) {
	href := func(string) string { return "https://x.example/" }
	for _, r := range []KindRule{
		{Kind: URL, Prefix: "@", Href: href},
		{Kind: Email, Prefix: "@", Href: href},
		{Kind: KindTicket + 1, Prefix: "@", Href: href},
		{Kind: KindMention, Prefix: "@"},
		{Kind: KindMention, Prefix: "", Href: href},
		{Kind: KindMention, Prefix: "a b", Href: href},
		{Kind: KindMention, Prefix: "@\u3000", Href: href},  // IDEOGRAPHIC SPACE (Zs)
		{Kind: KindMention, Prefix: "@\u202F", Href: href},  // NARROW NO-BREAK SPACE (Zs)
		{Kind: KindMention, Prefix: "#\u0085x", Href: href}, // NEL
		{Kind: KindMention, Prefix: "\xff", Href: href},
		{Kind: KindTicket, Prefix: "T1", Href: href},
		{Kind: KindTicket, Prefix: "é", Href: href},
		{Kind: KindMention, Prefix: "@", Joiners: "a", Href: href},
		{Kind: KindMention, Prefix: "@", Joiners: "_", Href: href},
	} {
		if _, err := New(WithKinds(r)); err == nil || !strings.Contains(err.Error(), "WithKinds") {
			t.Errorf("%+v: err %v", r, err)
		}
	}
	if _, err := New(WithKinds(KindRule{Kind: KindTicket, Prefix: "PROJ-", Numeric: true, Href: href})); err != nil {
		t.Error(err)
	}
}

// TestKindStrings: each kind has its name, as -out json writes it.
func TestKindStrings(t *testing.T) {
	for k, want := range map[Kind]string{URL: "url", Email: "email", KindMention: "mention", KindHashtag: "hashtag", KindTicket: "ticket"} {
		if k.String() != want {
			t.Errorf("%d: %q", k, k.String())
		}
	}
	if Defang("@bob", KindMention) != "@bob" || ShortenText("#"+strings.Repeat("a", 50), KindHashtag, 10) != "#"+strings.Repeat("a", 50) {
		t.Error("Defang or ShortenText changed a link of a kind")
	}
}

// FuzzKinds checks, on any input, that kinds never change the URLs and
// addresses found, and that each link of a kind starts with its prefix,
// holds a name and has the href its rule makes.
func FuzzKinds(f *testing.F) {
	addSeeds(f)
	for _, s := range []string{"@José #日本語 #12 GH-3", "a@b.com @x #y", "https://x.com/#t #t", "＠田中＃東京", "_@bob_ **@a**"} {
		f.Add(s)
	}
	d := MustNew(WithPolicy(SafePolicy()), WithEmphasisMarks(true), WithKinds(forumKinds()...))
	f.Fuzz(func(t *testing.T, text string) {
		links := d.Find(text)
		checkLinks(t, text, links)
		checkSameURLs(t, d, text)
		for _, l := range links {
			if l.Kind <= Email {
				continue
			}
			lt := text[l.Start:l.End]
			if !strings.HasPrefix(l.Href, "https://") || l.Href != d.kindHref(lt, l.Kind) {
				t.Fatalf("%q: href %q", lt, l.Href)
			}
			if kindName(lt) == "" {
				t.Fatalf("%q: no name", lt)
			}
		}
	})
}

// TestKindsConcurrent: a detector with kinds serves concurrent calls (run
// with -race), each giving the serial result.
func TestKindsConcurrent(t *testing.T) {
	d := MustNew(WithPolicy(SafePolicy()), WithKinds(forumKinds()...))
	text := strings.Repeat("merci @José #café #12 GH-3 example.com/#x a@example.org ＠田中\n", 20)
	want := Mark(text, d.Find(text))
	errs := make(chan string, 8)
	for range 8 {
		go func() {
			got := ""
			for range 20 {
				if got = Mark(text, d.Find(text)); got != want {
					break
				}
			}
			errs <- got
		}()
	}
	for range 8 {
		if got := <-errs; got != want {
			t.Fatalf("concurrent Find: %s", got)
		}
	}
}

// TestManyPrefixes: with more first bytes than the pass searches for one
// by one, it tests each byte, and finds the same links.
func TestManyPrefixes(t *testing.T) {
	var rules []KindRule
	text := ""
	for c := 'A'; c <= 'J'; c++ {
		rules = append(rules, Ticket(string(c)+"-", PathHref("https://t.example/"+string(c)+"/")))
		text += "x " + string(c) + "-1, "
	}
	for n := 9; n <= 10; n++ {
		d := MustNew(WithKinds(rules[:n]...))
		if got := len(d.Find(text)); got != n || len(d.kinds.firsts) != n {
			t.Errorf("%d rules: %d links", n, got)
		}
	}
}
