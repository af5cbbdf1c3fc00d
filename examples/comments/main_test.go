package main

import "testing"

func TestRender(t *testing.T) {
	in := "Try example.com/a?b=<c> & mail me@example.org!\nNot аpple.com (Cyrillic а), not setup.py.\n\n<script>alert(1)</script> 詳細はhttps://例え.jp/パス"
	want := `<p>Try <a href="https://example.com/a?b=%3Cc%3E" rel="nofollow ugc">example.com/a?b=&lt;c&gt;</a> &amp; mail <a href="mailto:me@example.org" rel="nofollow ugc">me@example.org</a>!<br>
Not аpple.com (Cyrillic а), not setup.py.</p>
<p>&lt;script&gt;alert(1)&lt;/script&gt; 詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" rel="nofollow ugc">https://例え.jp/パス</a></p>
`
	if got := Render(in); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
