package extension

import "testing"

// TestProseMarkdownSyntax: the lines of testdata/presets/wrappers.txt that
// Markdown reads otherwise, as Markdown: a code span holds no link,
// emphasis and strikethrough wrap the link and stay out of it, and a link
// between escaped brackets is linked as between brackets.
func TestProseMarkdownSyntax(t *testing.T) {
	expectLinks(t, []string{
		"Open `https://docs.example.org/guide/setup_` first.",
		"**see ⸠https://example.org/pkg-1.0.tar.gz⸡**",
		"_⸠https://example.com/a⸡_ and *⸠https://example.com/b⸡* and ~~⸠https://example.com/c⸡~~",
		"Run `lynx -dump example.com/t` then **⸠me@example.com⸡** or _⸠me@example.org⸡_.",
		"The config_file and ⸠https://example.com/setup_⸡ differ.",
		`Write to \<⸠support@example.com⸡\> or \<⸠https://example.com/a⸡\>.`,
		`See \(⸠https://example.com⸡\), \[⸠example.com/docs⸡\] and \"⸠https://example.com/b⸡\".`,
		// An escaped character that would go on with the link.
		`\_example.com and \-me@example.com and \/example.com stay text.`,
	})
}
