package extension_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify"
)

// The false-link audit: the links the document and forum presets make in
// the Markdown corpus (through the extension, as a site renders it) and in
// cjk.txt and mixed.txt (the detector, line by line), picked by the shapes
// of false links — CJK text on both sides of a dot, code identifiers, file
// names, product names, placeholders — and judged by hand in
// testdata/realtext/audit.txt.

const auditPath = "../testdata/realtext/audit.txt"

// Audit classes, as audit.txt names them.
const (
	auditCJK         = "cjk-dot"     // CJK letters on both sides of a label separator
	auditCJKWord     = "cjk-word"    // a CJK label before a Latin one (a sentence and a word as TLD)
	auditCode        = "code"        // a code identifier
	auditFileName    = "file"        // a file name
	auditProduct     = "product"     // a product name
	auditPlaceholder = "placeholder" // a placeholder
)

// auditPresets are the presets audited.
var auditPresets = []struct {
	name string
	p    linkify.Policy
}{
	{"document", linkify.DocumentPolicy()},
	{"forum", linkify.ForumPolicy()},
}

// An auditLink is a scheme-less link found, with what stands around it.
type auditLink struct {
	text          string // the link as written
	before, after string // up to 8 bytes of the text around it
	where         string // corpus file:line
}

// auditFileExts are top-level domains that are also common file extensions.
var auditFileExts = map[string]bool{
	"md": true, "py": true, "sh": true, "pl": true, "rs": true, "zip": true, "mov": true, "app": true,
	"cc": true, "ml": true, "pm": true, "ps": true, "in": true, "am": true, "ac": true, "so": true,
	"ai": true, "mp": true, "cs": true, "ts": true, "js": true, "gz": true, "tar": true, "bat": true,
	"txt": true, "log": true, "csv": true, "pdf": true, "doc": true, "xls": true, "jar": true, "exe": true,
}

// auditCodeWords are top-level domains that are also common member names.
var auditCodeWords = map[string]bool{
	"name": true, "run": true, "new": true, "host": true, "id": true, "info": true, "data": true,
	"map": true, "link": true, "email": true, "get": true, "set": true, "call": true, "apply": true,
	"bind": true, "find": true, "open": true, "close": true, "read": true, "write": true, "save": true,
	"start": true, "stop": true, "play": true, "show": true, "hide": true, "now": true, "build": true,
	"test": true, "exec": true, "fail": true, "log": true, "one": true, "top": true, "next": true,
	"prof": true, "type": true, "style": true, "events": true, "global": true, "here": true,
}

// auditClasses returns the classes whose shape the link has.
func auditClasses(l auditLink) []string {
	t := l.text
	if strings.Contains(t, "://") || strings.HasPrefix(strings.ToLower(t), "www.") || strings.Contains(t, "@") {
		return nil // a scheme, www. or an address: not one of the shapes audited
	}
	host, path, _ := strings.Cut(t, "/")
	labels := splitLabels(host)
	if len(labels) < 2 {
		return nil
	}
	tld := strings.ToLower(labels[len(labels)-1])
	var cls []string
	for i := 0; i+1 < len(labels); i++ {
		if hasCJK(labels[i]) && hasCJK(labels[i+1]) {
			cls = append(cls, auditCJK)
			break
		}
	}
	if hasCJK(strings.Join(labels[:len(labels)-1], ".")) && !hasCJK(tld) {
		cls = append(cls, auditCJKWord)
	}
	lower := strings.ToLower(t)
	for _, w := range []string{"xxx", "your", "mydomain", "my-domain", "domain.", "example", "foo.", "bar.", "{", "<", "$", "placeholder"} {
		if strings.Contains(lower, w) {
			cls = append(cls, auditPlaceholder)
			break
		}
	}
	if path != "" {
		return cls
	}
	first := labels[0]
	switch {
	case strings.HasPrefix(l.after, "(") || strings.HasPrefix(l.after, "=") || strings.HasSuffix(l.before, "=") ||
		auditCodeWords[tld] || isCamel(first) || len(labels) > 2 && isCamel(labels[1]):
		cls = append(cls, auditCode)
	}
	if auditFileExts[tld] {
		cls = append(cls, auditFileName)
	}
	if r, _ := utf8.DecodeRuneInString(first); unicode.IsUpper(r) && !hasCJK(first) {
		cls = append(cls, auditProduct)
	}
	return cls
}

// splitLabels splits a host at each label separator (. 。 ． ｡).
func splitLabels(host string) []string {
	return strings.FieldsFunc(host, func(r rune) bool { return r == '.' || r == '。' || r == '．' || r == '｡' })
}

func hasCJK(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return true
		}
	}
	return false
}

// isCamel tells a name with a lower-case letter followed by an upper-case
// one (GameObject, getElementById).
func isCamel(s string) bool {
	prevLower := false
	for _, r := range s {
		if prevLower && unicode.IsUpper(r) {
			return true
		}
		prevLower = unicode.IsLower(r)
	}
	return false
}

// auditMarkdown returns the scheme-less links the extension with policy p
// makes in the Markdown corpus.
func auditMarkdown(tb testing.TB, root string, p linkify.Policy) []auditLink {
	md := goldmark.New(goldmark.WithExtensions(extension.NewLinkify(extension.WithLinkifyPolicy(p))))
	var links []auditLink
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".md") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(filepath.Dir(root), path)
		doc := md.Parser().Parse(text.NewReader(src))
		return ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering || !extension.IsLinkifyNode(n, src) {
				return ast.WalkContinue, nil
			}
			first, ok := n.FirstChild().(*ast.Text)
			last, ok2 := n.LastChild().(*ast.Text)
			if !ok || !ok2 {
				return ast.WalkSkipChildren, nil
			}
			start, end := first.Segment.Start, last.Segment.Stop
			links = append(links, auditLink{
				text:   string(src[start:end]),
				before: string(src[max(0, start-8):start]),
				after:  string(src[end:min(len(src), end+8)]),
				where:  fmt.Sprintf("%s:%d", filepath.ToSlash(rel), 1+bytes.Count(src[:start], []byte("\n"))),
			})
			return ast.WalkSkipChildren, nil
		})
	})
	if err != nil {
		tb.Fatal(err)
	}
	return links
}

// auditText returns the scheme-less links d finds in a text corpus, line by line.
func auditText(tb testing.TB, rel string, d *linkify.Detector) []auditLink {
	var links []auditLink
	sc := bufio.NewScanner(bytes.NewReader(shareddata.Read(tb, rel)))
	sc.Buffer(nil, 1<<24)
	var found []linkify.Link
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		found = d.AppendSpans(found[:0], line)
		for _, l := range found {
			links = append(links, auditLink{
				text:   line[l.Start:l.End],
				before: line[max(0, l.Start-8):l.Start],
				after:  line[l.End:min(len(line), l.End+8)],
				where:  fmt.Sprintf("%s:%d", filepath.Base(rel), n),
			})
		}
	}
	return links
}

// An auditVerdict is a judged candidate of audit.txt.
type auditVerdict struct {
	isFalse bool   // a false link (else a real one, kept)
	why     string // the note of a real link
}

// readAudit reads "class<TAB>verdict<TAB>link text[<TAB>note]" lines.
func readAudit(tb testing.TB) map[[2]string]auditVerdict {
	data, err := os.ReadFile(auditPath)
	if err != nil {
		tb.Fatal(err)
	}
	v := map[[2]string]auditVerdict{}
	for n, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 || f[1] != "false" && f[1] != "real" {
			tb.Fatalf("%s:%d: want class<TAB>false|real<TAB>link text[<TAB>note]", auditPath, n+1)
		}
		note := ""
		if len(f) > 3 {
			note = f[3]
		}
		v[[2]string{f[0], f[2]}] = auditVerdict{isFalse: f[1] == "false", why: note}
	}
	return v
}

// TestFalseLinkAudit lists, per preset and class, the candidates of false
// links in the corpora and fails on one that audit.txt has not judged
// (go test -v -run FalseLinkAudit ./extension for the counts; -short skips it).
func TestFalseLinkAudit(t *testing.T) {
	if testing.Short() {
		t.Skip("the audit reads 20 MB of corpora")
	}
	root := shareddata.Path(t, "corpus/markdown")
	verdicts := readAudit(t)
	seen := map[[2]string]bool{}
	var unjudged []string
	var table strings.Builder
	fmt.Fprintf(&table, "%-9s %-12s %-11s %6s %6s %6s\n", "preset", "corpus", "class", "links", "false", "real")
	for _, p := range auditPresets {
		d := linkify.MustNew(linkify.WithPolicy(p.p))
		for _, corpus := range []struct {
			name  string
			links []auditLink
		}{
			{"markdown", auditMarkdown(t, root, p.p)},
			{"cjk.txt", auditText(t, "corpus/cjk.txt", d)},
			{"mixed.txt", auditText(t, "corpus/mixed.txt", d)},
		} {
			type count struct{ links, isFalse, real int }
			counts := map[string]*count{}
			for _, l := range corpus.links {
				for _, c := range auditClasses(l) {
					key := [2]string{c, l.text}
					if counts[c] == nil {
						counts[c] = &count{}
					}
					counts[c].links++
					v, ok := verdicts[key]
					switch {
					case !ok && !seen[key]:
						unjudged = append(unjudged, fmt.Sprintf("%s\t?\t%s\t%s %s", c, l.text, p.name, l.where))
					case v.isFalse:
						counts[c].isFalse++
					case ok:
						counts[c].real++
					}
					seen[key] = true
				}
			}
			for _, c := range []string{auditCJK, auditCJKWord, auditCode, auditFileName, auditProduct, auditPlaceholder} {
				n := counts[c]
				if n == nil {
					n = &count{}
				}
				fmt.Fprintf(&table, "%-9s %-12s %-11s %6d %6d %6d\n", p.name, corpus.name, c, n.links, n.isFalse, n.real)
			}
		}
	}
	t.Logf("candidates of false links (links, of which judged false and real in %s):\n%s", filepath.Base(auditPath), table.String())
	var stale []string
	for key := range verdicts {
		if !seen[key] {
			stale = append(stale, key[0]+"\t"+key[1])
		}
	}
	sort.Strings(stale)
	if len(stale) > 0 {
		t.Logf("%d judged candidates are no longer linked (remove them from %s):\n%s", len(stale), filepath.Base(auditPath), strings.Join(stale, "\n"))
	}
	if len(unjudged) > 0 {
		sort.Strings(unjudged)
		t.Errorf("%d candidates are not judged in %s (class, ?, link text, preset and place; write false or real):\n%s",
			len(unjudged), filepath.Base(auditPath), strings.Join(unjudged, "\n"))
	}
}
