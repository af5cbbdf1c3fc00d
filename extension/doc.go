// Package extension is a goldmark extension that links URLs and e-mail
// addresses in Markdown text with the Unicode UTS #58 detector of
// github.com/golinkify/uts58/linkify: a drop-in replacement for goldmark's
// extension.Linkify, and a GFM bundle that uses it.
//
//	md := goldmark.New(goldmark.WithExtensions(extension.Linkify))
//	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
//
// Links are found where linkify.Find finds them in each line of a block's
// text, also with no space before them (詳細はhttps://例え.jp/パス), and the
// whole link stays together when it holds '_', '*' or '~'. Markdown wins at
// a link's edge and inside code spans, links, images, autolinks and raw
// HTML: **example.com** is strong emphasis around a link, and a trailing
// delimiter run that closes emphasis opened before a link is not part of it.
// With goldmark's Typographer (on in Hugo), a link still shows its source:
// quotes, dashes and ellipses inside it stay as written.
//
// Links are ast.AutoLink nodes whose label is the source text. The HTML
// renderer of this extension gives them the detector's href (scheme added,
// host in ASCII, path percent-encoded), which [Href] returns for any of
// them; for renderers that read AutoLink.URL, a scheme-less link has its
// Protocol set to the default scheme.
package extension
