package main

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/kindcases"
)

// kindFlags are the tool's flags for the rules and hosts of internal/kindcases.
var kindFlags = []string{"-mentions", "https://forum.example/u/", "-hashtags", "https://forum.example/tag/",
	"-tickets", "#=https://forum.example/t/,GH-=https://github.com/golinkify/uts58/issues/",
	"-site-hosts", strings.Join(kindcases.SiteHosts, ",")}

// TestKinds: with -mentions, -hashtags and -tickets the tool links
// testdata/kinds.txt as marked, in every script, in text, Markdown and
// HTML, and -out json names each link's kind.
func TestKinds(t *testing.T) {
	d := kindcases.Detector()
	var in, want strings.Builder
	for _, c := range kindcases.Cases(t) {
		in.WriteString(c.Text + "\n")
		want.WriteString(c.HTML(d) + "\n")
	}
	for _, tc := range []struct {
		args       []string
		wrap, sep  string // what the output puts around each line, between lines
		inputLines bool
	}{
		{[]string{"-policy", "forum"}, "%s", "\n", true},
		{[]string{"-in", "markdown"}, "<p>%s</p>", "\n", false},
		{[]string{"-in", "html", "-fragment"}, "<p>%s</p>", "", false},
	} {
		src, exp := in.String(), want.String()
		if !tc.inputLines {
			// One paragraph a line, as Markdown and HTML write them.
			var s, e strings.Builder
			for _, c := range kindcases.Cases(t) {
				if tc.args[1] == "html" {
					s.WriteString("<p>" + c.Text + "</p>")
				} else {
					s.WriteString(c.Text + "\n\n")
				}
				e.WriteString(strings.Replace(tc.wrap, "%s", c.HTML(d), 1) + tc.sep)
			}
			src, exp = s.String(), e.String()
		}
		got, errOut, err := runWith(t, src, append(tc.args, kindFlags...)...)
		if err != nil || got != exp {
			t.Errorf("linkify %v: %v %s\n got  %s\n want %s", tc.args, err, errOut, got, exp)
		}
	}
	got, _, err := runWith(t, "Thanks @José, see #日本語 #12 GH-3 and a@example.org\n", append([]string{"-out", "json"}, kindFlags...)...)
	want2 := `{"start":7,"end":13,"text":"@José","href":"https://forum.example/u/Jos%C3%A9","kind":"mention"}
{"start":19,"end":29,"text":"#日本語","href":"https://forum.example/tag/%E6%97%A5%E6%9C%AC%E8%AA%9E","kind":"hashtag"}
{"start":30,"end":33,"text":"#12","href":"https://forum.example/t/12","kind":"ticket"}
{"start":34,"end":38,"text":"GH-3","href":"https://github.com/golinkify/uts58/issues/3","kind":"ticket"}
{"start":43,"end":56,"text":"a@example.org","href":"mailto:a@example.org","kind":"email"}
`
	if err != nil || got != want2 {
		t.Errorf("-out json:\n got  %s (%v)\n want %s", got, err, want2)
	}
}

// TestDetectionFlags: -tlds and -ipv4 add to what is linked, in every
// output; without them nothing changes.
func TestDetectionFlags(t *testing.T) {
	const in = "Mirror abc.onion/news, router 192.168.0.1:8080, printer.local\n"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-out", "mark"}, in},
		{[]string{"-out", "mark", "-tlds", "onion,Local", "-ipv4"}, "Mirror ⸠abc.onion/news⸡, router ⸠192.168.0.1:8080⸡, ⸠printer.local⸡\n"},
		{[]string{"-tlds", "onion", "-scheme", "http"}, `Mirror <a href="http://abc.onion/news">abc.onion/news</a>, router 192.168.0.1:8080, printer.local` + "\n"},
		{[]string{"-ipv4", "-in", "markdown"}, `<p>Mirror abc.onion/news, router <a href="https://192.168.0.1:8080/">192.168.0.1:8080</a>, printer.local</p>` + "\n"},
	} {
		if got, errOut, err := runWith(t, in, tc.args...); err != nil || got != tc.want {
			t.Errorf("linkify %v: %v %s\n got  %s\n want %s", tc.args, err, errOut, got, tc.want)
		}
	}
}

// TestDetectionFlagErrors: values the flags cannot take are usage errors
// that name the flag.
func TestDetectionFlagErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-mentions", "javascript:alert(1)//"}, {"-hashtags", "/tag/"}, {"-mentions", "ftp://x.example/"},
		{"-tickets", "GH-"}, {"-tickets", "1=https://x.example/"}, {"-tickets", "#=data:x"},
		{"-tlds", "a.b"}, {"-tlds", "onion,"}, {"-site-hosts", "http://gitea"}, {"-site-hosts", "gitea:3000"}, {"-format", "-ipv4"}, {"-format", "-mentions", "https://x.example/"},
	} {
		flag := args[0]
		if flag == "-format" {
			flag = args[1]
		}
		_, errOut, err := runWith(t, "", args...)
		if exitCode(err) != exitUsage || !strings.Contains(errOut, flag) {
			t.Errorf("linkify %v: %v, stderr %q", args, err, errOut)
		}
	}
}
