// Package ecosystem checks the uts58 goldmark extension beside the goldmark
// extensions sites use, in a module of its own so that the library's go.mod
// never requires them: goldmark-emoji, Hugo's extras (delete, insert, mark,
// subscript, superscript) and passthrough (math), goldmark-meta,
// goldmark-highlighting, goldmark's footnotes, definition lists, CJK and
// attributes, and Hugo's stack of them together (v0.165).
//
// With each added to [goldmark + uts58's Linkify], on the Markdown corpus
// (../shared/corpus/markdown beside the library), on the examples of
// examples_test.go and under FuzzPeers:
//
//   - every link found without it is still found, starting where it
//     started: whole; or ending where the text it stands in ends, as at the
//     end of text (final punctuation left out), because the other
//     extension's syntax begins there (an emoji's ':', delete's "~~", a
//     footnote's "[^", math's '$'); or left to that syntax where it takes the
//     link's first character (inside math, in front matter); or longer,
//     where the other syntax took what ended it (an emphasis opener in
//     math). The extension makes a link of one run of text, and another
//     parser's node, or its delimiters around the text, end the run.
//   - the other extension's nodes render as with [goldmark + the other
//     extension] alone, once the links are taken out, with goldmark's own
//     emphasis and strikethrough left out of the comparison, which the
//     extension keeps as a link's text by design (example.com/a*b* is one
//     link). On the corpus that is all; under FuzzPeers, where such a
//     delimiter inside a link would have paired across the other
//     extension's delimiters, the comparison is with the source whose
//     '*', '_' and '~' inside links are escaped, as the links read them.
//
// Not on the module proxy, so not checked: mermaid, mathjax, katex,
// wikilink, anchor, figure.
package ecosystem
