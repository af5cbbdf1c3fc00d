package extension

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
	"golang.org/x/net/publicsuffix"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify"
)

// A docLink is a link that a Linkify extension made in a document (not a
// <…> autolink): its label's place in the source, and its href.
type docLink struct {
	start, end int
	email      bool
	href       string
}

// linkifyLinks returns the links that Linkify made in src, in order:
// this extension's Links, or stock Linkify's AutoLinks.
func linkifyLinks(md goldmark.Markdown, src []byte) []docLink {
	doc := md.Parser().Parse(text.NewReader(src))
	var links []docLink
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if l, ok := n.(*ast.Link); ok && IsLinkifyNode(l, src) {
			sp := spanOf(l, src)
			links = append(links, docLink{sp.Start, sp.End, sp.Kind == linkify.Email, sp.Href})
			return ast.WalkSkipChildren, nil
		}
		l, ok := n.(*ast.AutoLink)
		if !ok {
			return ast.WalkContinue, nil
		}
		label := l.Label(src)
		start := cap(src) - cap(label) // the label is a view of src
		if start > 0 && src[start-1] == '<' && l.Pos() == start-1 {
			return ast.WalkContinue, nil // a <…> autolink
		}
		email := l.AutoLinkType == ast.AutoLinkEmail
		href := string(l.URL(src))
		if email {
			href = "mailto:" + href
		}
		links = append(links, docLink{start, start + len(label), email, href})
		return ast.WalkContinue, nil
	})
	return links
}

// A linkDiff is a link that one side makes and the other does not
// (gained, lost), or makes otherwise (extent: over other text; href: with
// another href only).
type linkDiff struct {
	doc    string
	src    []byte
	link   docLink
	theirs docLink // the other side's link, for extent and href
	kind   string  // gained, lost, extent, href
}

// diffLinks compares the links of a (ours) with those of b (theirs) in one
// document: a link of a that overlaps none of b is gained, one of b that
// overlaps none of a is lost, overlapping ones that differ are an extent
// or href difference (reported with a's link).
func diffLinks(doc string, src []byte, a, b []docLink) []linkDiff {
	var diffs []linkDiff
	overlaps := func(x docLink, ys []docLink) (docLink, bool) {
		for _, y := range ys {
			if x.start < y.end && y.start < x.end {
				return y, true
			}
		}
		return docLink{}, false
	}
	for _, x := range a {
		switch y, ok := overlaps(x, b); {
		case !ok:
			diffs = append(diffs, linkDiff{doc, src, x, docLink{}, "gained"})
		case x.start != y.start || x.end != y.end || x.email != y.email:
			diffs = append(diffs, linkDiff{doc, src, x, y, "extent"})
		case x.href != y.href:
			diffs = append(diffs, linkDiff{doc, src, x, y, "href"})
		}
	}
	for _, y := range b {
		if _, ok := overlaps(y, a); !ok {
			diffs = append(diffs, linkDiff{doc, src, y, docLink{}, "lost"})
		}
	}
	return diffs
}

// corpusDoc is one document of the Markdown corpus.
type corpusDoc struct {
	name string // its path in the corpus
	src  []byte
}

// readMarkdownCorpus returns the documents of the Markdown corpus, or ends
// tb when it is missing.
func readMarkdownCorpus(tb testing.TB) []corpusDoc {
	root := shareddata.Path(tb, "corpus/markdown")
	var docs []corpusDoc
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".md") {
			return err
		}
		src, err := os.ReadFile(path)
		rel, _ := filepath.Rel(root, path)
		docs = append(docs, corpusDoc{filepath.ToSlash(rel), src})
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return docs
}

// Link classes, in the order of the tables.
const (
	classFile    = "file name"
	classCode    = "code name"
	classProduct = "product name"
	classPlace   = "placeholder"
	classVersion = "version"
	classDomain  = "real domain"
	classExample = "example domain"
	classIDN     = "IDN host"
	classPath    = "domain with path"
	classWritten = "scheme or www."
	classEmail   = "e-mail"
	classOther   = "other"
)

var classes = []string{classFile, classCode, classProduct, classPlace, classVersion, classDomain, classExample, classIDN, classPath, classWritten, classEmail, classOther}

// fileExtensions are the file extensions that are also top-level domains,
// each between spaces (.go, .js, .ts, .json and .toml are none).
const fileExtensions = " md org work rs py java sc cc pl pm sh fish ml tf properties mk in ac am so app zip mov map pub ps "

// classifier tells the class of a link that differs, by the rules of
// classify.
type classifier struct {
	sites map[string]bool // registrable domains written with a scheme somewhere in the corpus
}

// newClassifier collects the registrable domains of the http(s) URLs of
// the corpus, wherever they stand (link destinations, code, text): the
// domains that its documents show to be sites.
func newClassifier(docs []corpusDoc) *classifier {
	c := &classifier{sites: map[string]bool{}}
	d := linkify.MustNew()
	for _, doc := range docs {
		for _, l := range d.Find(string(doc.src)) {
			t := string(doc.src[l.Start:l.End])
			if l.Kind != linkify.URL || !strings.Contains(t, "://") {
				continue
			}
			a := linkify.Anchor{Href: l.Href}
			if reg, err := publicsuffix.EffectiveTLDPlusOne(a.Host()); err == nil {
				c.sites[reg] = true
			}
		}
	}
	return c
}

// reviewed holds the classes of the hosts that the rules of classify
// cannot tell, each read in its documents: sites that the corpus never
// writes with a scheme, and names that are not sites.
var reviewed = map[string]string{
	"put.io": classDomain, "particle.io": classDomain, "crossplane.io": classDomain, "draw.io": classDomain,
	"gcr.io": classDomain, "api.pcloud.com": classDomain, "eapi.pcloud.com": classDomain, "go.starlark.net": classDomain,
	"myfiles.customdomain.com": classPlace, "your-tld.blogspot.com": classPlace, "your-tld.wordpress.com": classPlace,
	"members.read": classCode, // a Dropbox API scope
	"foo.bar":      classCode, // "Declare missing method Foo.bar" (gopls)
}

// classify returns the class of link l of src. The rules, in order:
//   - e-mail: an e-mail address;
//   - scheme or www.: a URL written with http(s):// or www.;
//   - domain with path: a host followed by a path or query;
//   - other: labels joined by an ideographic full stop, non-ASCII before
//     and ASCII after (テストソリューションです。Windows): a sentence's end;
//   - IDN host: a host with a non-ASCII label;
//   - code name, where the text around shows code: a host that fills
//     [brackets] (a TOML table: [languages.de]), or is followed by '(' (a
//     call) or by '_' and a letter or digit (an identifier cut short:
//     perf.page_faults);
//   - product name: a name and a top-level label in capitals (Socket.IO,
//     BlogEngine.NET), where the corpus writes the site in lower case;
//   - the class in reviewed;
//   - real domain: its registrable domain is written with a scheme
//     somewhere in the corpus;
//   - example domain: example.com, .org, .net and their subdomains;
//   - version: labels before the top-level domain that are numbers (1.2.tv);
//   - code name: a top-level label that mixes cases (time.In, PAGE.Site,
//     privacy.youTube);
//   - file name: name.ext with a file extension that is a top-level
//     domain (fileExtensions), or an archive (tar.br);
//   - code name: a label after the first that mixes cases
//     (markup.goldmark.renderHooks.link);
//   - other.
func (c *classifier) classify(src []byte, l docLink) string {
	t := string(src[l.start:l.end])
	if l.email {
		return classEmail
	}
	lower := strings.ToLower(t)
	if strings.Contains(t, "://") || strings.HasPrefix(lower, "www.") {
		return classWritten
	}
	host := lower
	if i := strings.IndexAny(t, "/?#:\\"); i >= 0 {
		if t[i] != '#' && t[i] != ':' {
			return classPath
		}
		host, t = host[:i], t[:i]
	}
	nonASCII := func(r rune) bool { return r >= utf8.RuneSelf }
	if strings.ContainsFunc(t, nonASCII) {
		if _, tld, ok := strings.Cut(t, "。"); ok && !strings.ContainsFunc(tld, nonASCII) {
			return classOther
		}
		return classIDN
	}
	labels := strings.Split(host, ".")
	numbers := true
	for _, l := range labels[:len(labels)-1] {
		l = strings.TrimPrefix(l, "v")
		numbers = numbers && l != "" && strings.Trim(l, "0123456789") == ""
	}
	at := func(i int) byte {
		if i < 0 || i >= len(src) {
			return ' '
		}
		return src[i]
	}
	before, after, next := at(l.start-1), at(l.end), at(l.end+1)
	reg, _ := publicsuffix.EffectiveTLDPlusOne(host)
	switch {
	case before == '[' && after == ']' || after == '(' || after == '_' && (isASCIILetter(next) || '0' <= next && next <= '9'):
		return classCode
	case productShape(t):
		return classProduct
	case reviewed[host] != "":
		return reviewed[host]
	case c.sites[reg]:
		return classDomain
	case reg == "example.com" || reg == "example.org" || reg == "example.net":
		return classExample
	case numbers:
		return classVersion
	case mixedCase(t[strings.LastIndexByte(t, '.')+1:]):
		return classCode
	case strings.Contains(fileExtensions, " "+labels[len(labels)-1]+" ") || slices.Contains(labels, "tar"):
		return classFile
	case slices.ContainsFunc(strings.Split(t, ".")[1:], mixedCase):
		return classCode
	}
	return classOther
}

// productShape reports whether the host t, of two labels, is written as a
// product's name: a name with lower-case letters and a top-level label in
// capitals (Socket.IO), or any name and .NET.
func productShape(t string) bool {
	name, tld, ok := strings.Cut(t, ".")
	return ok && !strings.Contains(tld, ".") && len(tld) > 1 && strings.ToUpper(tld) == tld && strings.ToLower(tld) != tld &&
		(tld == "NET" || strings.ToUpper(name) != name)
}

// mixedCase reports whether the label holds both upper- and lower-case
// letters.
func mixedCase(label string) bool {
	return strings.ToLower(label) != label && strings.ToUpper(label) != label
}

// diffKinds are the kinds of linkDiff, in the order of the tables.
var diffKinds = []string{"gained", "lost", "extent", "href"}

// classTable counts links by class and kind of difference.
type classTable map[string]map[string]int

func (ct classTable) add(class, kind string) {
	if ct[class] == nil {
		ct[class] = map[string]int{}
	}
	ct[class][kind]++
}

func (ct classTable) String() string {
	var b strings.Builder
	row := func(name string, n map[string]int) {
		fmt.Fprintf(&b, "%-18s", name)
		for _, k := range diffKinds {
			fmt.Fprintf(&b, " %7d", n[k])
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%-18s", "class")
	for _, k := range diffKinds {
		fmt.Fprintf(&b, " %7s", k)
	}
	b.WriteByte('\n')
	total := map[string]int{}
	for _, c := range classes {
		if ct[c] != nil {
			row(c, ct[c])
			for k, n := range ct[c] {
				total[k] += n
			}
		}
	}
	row("total", total)
	return b.String()
}

// TestMarkdownCorpusLinks converts every document of the Markdown corpus as
// the tool does (goldmark, this GFM, linkify.DocumentPolicy) and with
// goldmark's stock GFM, and compares the links each makes, by class (see
// classify). The code guard (linkify.Policy.CodeGuard) must leave at most
// 2 bare file names linked, and stop linking no real domain that
// SafePolicy links. -v shows the tables and the links by class.
func TestMarkdownCorpusLinks(t *testing.T) {
	docs := readMarkdownCorpus(t)
	newMD := func(ext goldmark.Extender) goldmark.Markdown { return goldmark.New(goldmark.WithExtensions(ext)) }
	policyMD := func(p linkify.Policy) goldmark.Markdown {
		return newMD(NewGFM(WithLinkifyDetector(linkify.MustNew(linkify.WithPolicy(p)))))
	}
	ours, unguarded, stock := policyMD(linkify.DocumentPolicy()), policyMD(linkify.SafePolicy()), newMD(gext.GFM)
	c := newClassifier(docs)

	var vsStock, unguardedVsStock, guarded []linkDiff
	for _, d := range docs {
		o, u, s := linkifyLinks(ours, d.src), linkifyLinks(unguarded, d.src), linkifyLinks(stock, d.src)
		vsStock = append(vsStock, diffLinks(d.name, d.src, o, s)...)
		unguardedVsStock = append(unguardedVsStock, diffLinks(d.name, d.src, u, s)...)
		guarded = append(guarded, diffLinks(d.name, d.src, o, u)...)
	}
	tables := func(diffs []linkDiff) (classTable, map[string][]linkDiff) {
		ct, byClass := classTable{}, map[string][]linkDiff{}
		for _, df := range diffs {
			class := c.classify(df.src, df.link)
			ct.add(class, df.kind)
			byClass[class+" "+df.kind] = append(byClass[class+" "+df.kind], df)
		}
		return ct, byClass
	}
	ct, byClass := tables(vsStock)
	uct, _ := tables(unguardedVsStock)
	gct, gByClass := tables(guarded)
	t.Logf("%d documents. Links of DocumentPolicy (the default) against stock Linkify:\n%v", len(docs), ct)
	t.Logf("SafePolicy (no code guard) against stock Linkify:\n%v", uct)
	t.Logf("DocumentPolicy against SafePolicy (lost: what the code guard keeps as text):\n%v", gct)
	if testing.Verbose() {
		for _, class := range classes {
			for _, kind := range diffKinds {
				if list := byClass[class+" "+kind]; len(list) > 0 {
					t.Logf("vs stock, %s %s: %s", class, kind, countTexts(list))
				}
				if list := gByClass[class+" "+kind]; len(list) > 0 {
					t.Logf("vs SafePolicy, %s %s: %s", class, kind, countTexts(list))
				}
			}
		}
	}
	if list := byClass[classFile+" gained"]; len(list) > 2 {
		t.Errorf("%d bare file names linked, want at most 2: %s", len(list), whereTexts(list))
	}
	for _, class := range []string{classDomain, classExample, classIDN} {
		if list := gByClass[class+" lost"]; len(list) > 0 {
			t.Errorf("the code guard stops linking %d of class %s: %s", len(list), class, whereTexts(list))
		}
		if list := byClass[class+" lost"]; len(list) > 0 {
			t.Errorf("%d links of class %s lost against stock Linkify: %s", len(list), class, whereTexts(list))
		}
	}
}

// whereTexts lists the link texts of diffs with their documents.
func whereTexts(diffs []linkDiff) string {
	var b strings.Builder
	for _, d := range diffs {
		fmt.Fprintf(&b, "\n\t%s in %s", d.src[d.link.start:d.link.end], d.doc)
	}
	return b.String()
}

// countTexts lists the link texts of diffs with their counts, most
// frequent first (the first 60).
func countTexts(diffs []linkDiff) string {
	n := map[string]int{}
	for _, d := range diffs {
		s := string(d.src[d.link.start:d.link.end])
		if d.kind == "extent" || d.kind == "href" {
			s = fmt.Sprintf("%s (%s) for %s (%s)", s, d.link.href, d.src[d.theirs.start:d.theirs.end], d.theirs.href)
		}
		n[s]++
	}
	texts := make([]string, 0, len(n))
	for s := range n {
		texts = append(texts, s)
	}
	slices.SortFunc(texts, func(a, b string) int {
		if n[a] != n[b] {
			return n[b] - n[a]
		}
		return strings.Compare(a, b)
	})
	var b strings.Builder
	for i, s := range texts {
		if i == 60 {
			fmt.Fprintf(&b, " and %d more", len(texts)-i)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s)
		if n[s] > 1 {
			fmt.Fprintf(&b, " %d", n[s])
		}
	}
	return b.String()
}

// BenchmarkCodeGuard measures what the code guard costs on the Markdown
// corpus: the detector alone (AppendSpans) on each document, with
// SafePolicy and with DocumentPolicy (SafePolicy and the guard), side by
// side.
func BenchmarkCodeGuard(b *testing.B) {
	var docs []string
	size := 0
	for _, d := range readMarkdownCorpus(b) {
		docs = append(docs, string(d.src))
		size += len(d.src)
	}
	for _, p := range []struct {
		name string
		p    linkify.Policy
	}{{"SafePolicy", linkify.SafePolicy()}, {"DocumentPolicy", linkify.DocumentPolicy()}} {
		d := linkify.MustNew(linkify.WithPolicy(p.p))
		b.Run(p.name, func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			var spans []linkify.Link
			for b.Loop() {
				for _, doc := range docs {
					spans = d.AppendSpans(spans[:0], doc)
				}
			}
		})
	}
}
