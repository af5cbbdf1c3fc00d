// Package linkify finds URLs and e-mail addresses in plain text as Unicode
// UTS #58 ("Unicode Link Detection and Formatting: URLs and Email Addresses")
// specifies, for every writing system, and formats URLs for display with
// minimal escaping.
//
// Detection (UTS58-C1, C3) is [Find] or a configured [Detector]: it returns
// the byte spans of links in order, each with its kind and an href that a
// browser accepts. Initiation follows the WHATWG URL standard for schemes and
// hosts (IDNA via golang.org/x/net/idna, registrable domains via the Public
// Suffix List in golang.org/x/net/publicsuffix); termination of the path,
// query and fragment is the UTS #58 algorithm driven by the Link_Term and
// Link_Bracket properties; e-mail local-parts use Link_Email.
//
// Minimal escaping (UTS58-C2) is [FormatURL]; e-mail minimal quoting is
// [FormatEmail].
//
// The property tables are generated from the official Unicode data files by
// "go generate" (see internal/tablegen) and are for [UnicodeVersion].
package linkify
