package htmlwalk

import (
	"math/rand/v2"
	"strings"
)

// The grammar of generated fragments: runs of tokens drawn from the kinds
// of markup that x/net/html builds into trees that may not parse back from
// their rendering (table content and the text it moves out, foreign content
// and its integration points, raw text, formatting elements misnested,
// <plaintext>, templates, selects, forms, comments, doctypes), with text
// that holds links at every place.
var (
	// genTexts holds text: most with a link, some with none.
	genTexts = []string{
		"x.com", " see https://example.com/a?b=1&amp;c=2 ", "http://example.com/", "mail a@example.org.",
		" 例え.jp/パス ", "www.example.net/x", "y.org", " z.com/α ", "x&#46;com", "(see example.com/a)",
		" plain words ", " ", "\n", "<3 & 4", "a.b", "&lt;b&gt;", "\t", "é",
	}
	genTable = []string{
		"<table>", "</table>", "<tr>", "</tr>", "<td>", "</td>", "<th>", "</th>", "<tbody>", "</tbody>",
		"<thead>", "</thead>", "<tfoot>", "<caption>", "</caption>", "<colgroup>", "</colgroup>", "<col>",
		`<td class="c">`, "<table><tr><td>",
	}
	genForeign = []string{
		"<svg>", "</svg>", "<math>", "</math>", "<foreignObject>", "</foreignObject>", "<desc>", "</desc>",
		"<title>", "</title>", "<mi>", "</mi>", "<mtext>", "</mtext>", `<annotation-xml encoding="text/html">`,
		"<annotation-xml>", "</annotation-xml>", "<mglyph>", "<malignmark>", `<font color="red">`, "<path/>",
		"<circle>", `<svg><a xlink:href="https://x.org/">`,
	}
	genRaw = []string{
		"<script>", "</script>", "<style>", "</style>", "<textarea>", "</textarea>", "<title>", "</title>",
		"<xmp>", "</xmp>", "<iframe>", "</iframe>", "<noembed>", "</noembed>", "<noframes>", "</noframes>",
		"<noscript>", "</noscript>", "<!--<script>", "</scr", "-->", "<listing>", "<pre>\n", "<plaintext>",
	}
	genFormatting = []string{
		"<b>", "</b>", "<i>", "</i>", `<a href="#">`, "</a>", "<nobr>", "</nobr>", "<font>", "</font>", "<em>",
		"</em>", "<s>", "<u>", "</u>", "<strong>", "<big>", "<small>", "<tt>", "<code>", "</code>", "<span>",
		"</span>", "<b><b><b><b>", `<a href="https://x.org/">`,
	}
	genOther = []string{
		"<plaintext>", "<template>", "</template>", "<select>", "</select>", "<option>", "</option>",
		"<optgroup>", "<input>", "<form>", "</form>", "<button>", "</button>", "<fieldset>", "<p>", "</p>",
		"<div>", "</div>", "<ul>", "<li>", "</li>", "<h1>", "</h1>", "<h2>", "<br>", "</br>", "<hr>", "<img>",
		"<image>", "<dl>", "<dt>", "<dd>", "<blockquote>", "<center>", "<marquee>", "<object>", "</object>",
		"<html>", "<head>", "</head>", "<body>", "</body>", "</html>", "<frameset>", "<frame>",
		"<!DOCTYPE html>", "<!-- c x.com -->", "<!-->", "<?pi x.com?>", "</x>", "<x-y>", "</x-y>", "<meta>",
		"<p data-nolinkify>", "<wbr>", "<ruby>", "<rt>", "<rp>", "<menu>", "<dir>", "<summary>", "<details>",
	}
	// genStarts are first tokens that choose the context of a fragment
	// parsed without one.
	genStarts = []string{"<tbody>", "<tr>", "<td>", "<th>", "<caption>", "<colgroup>", "<head>", "<body>",
		"<frameset>", "<!DOCTYPE html>", "<html>", "<li>", "<dt>", "<option>"}
)

// genFragment returns a fragment of 1 to 16 tokens of the grammar.
func genFragment(r *rand.Rand) string {
	var b strings.Builder
	if r.IntN(4) == 0 {
		b.WriteString(genStarts[r.IntN(len(genStarts))])
	}
	for n := 1 + r.IntN(16); n > 0; n-- {
		var set []string
		switch k := r.IntN(20); {
		case k < 8:
			set = genTexts
		case k < 11:
			set = genTable
		case k < 13:
			set = genForeign
		case k < 15:
			set = genRaw
		case k < 18:
			set = genFormatting
		default:
			set = genOther
		}
		b.WriteString(set[r.IntN(len(set))])
	}
	return b.String()
}

// genNested returns a fragment of 1 to 12 pieces: texts, start tags of
// elems (one in three with one of attrs), end tags of the elements open
// (the innermost, or one in five another), and leaves.
func genNested(r *rand.Rand, texts, elems, attrs, leaves []string) string {
	var b strings.Builder
	var open []string
	for range 1 + r.IntN(12) {
		switch k := r.IntN(10); {
		case k < 4:
			b.WriteString(texts[r.IntN(len(texts))])
		case k < 6:
			e := elems[r.IntN(len(elems))]
			b.WriteString("<" + e)
			if r.IntN(3) == 0 {
				b.WriteString(attrs[r.IntN(len(attrs))])
			}
			b.WriteString(">")
			open = append(open, e)
		case k < 8 && len(open) > 0:
			j := len(open) - 1
			if r.IntN(5) == 0 {
				j = r.IntN(len(open)) // misnested
			}
			b.WriteString("</" + open[j] + ">")
			open = append(open[:j], open[j+1:]...)
		default:
			b.WriteString(leaves[r.IntN(len(leaves))])
		}
	}
	return b.String()
}
