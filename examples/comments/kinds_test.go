package main

import "testing"

// TestKinds: mentions, hashtags and topics link to the forum's pages, in
// every script, with their class and no rel; addresses, URL fragments and
// homograph names do not.
func TestKinds(t *testing.T) {
	for in, want := range map[string]string{
		"Thanks @José, see #日本語 and #12 (GH-24).": `<p>Thanks <a href="https://forum.example/u/Jos%C3%A9" class="mention">@José</a>, see <a href="https://forum.example/tag/%E6%97%A5%E6%9C%AC%E8%AA%9E" class="hashtag">#日本語</a> and <a href="https://forum.example/t/12" class="ticket">#12</a> (<a href="https://github.com/golinkify/uts58/issues/24" rel="nofollow ugc">GH-24</a>).</p>` + "\n",
		"@Иван @محمد @สมชาย ＠田中 #한국어":             `<p><a href="https://forum.example/u/%D0%98%D0%B2%D0%B0%D0%BD" class="mention">@Иван</a> <a href="https://forum.example/u/%D9%85%D8%AD%D9%85%D8%AF" class="mention">@محمد</a> <a href="https://forum.example/u/%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2" class="mention">@สมชาย</a> <a href="https://forum.example/u/%E7%94%B0%E4%B8%AD" class="mention">＠田中</a> <a href="https://forum.example/tag/%ED%95%9C%EA%B5%AD%EC%96%B4" class="hashtag">#한국어</a></p>` + "\n",
		"me@example.org example.com/#top @аpple":  `<p><a href="mailto:me@example.org" rel="nofollow ugc">me@example.org</a> <a href="https://example.com/#top" rel="nofollow ugc">example.com/#top</a> @аpple</p>` + "\n",
	} {
		if got := render(t, in); got != want {
			t.Errorf("%s:\n got  %s want %s", in, got, want)
		}
	}
}
