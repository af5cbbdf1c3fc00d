package linkify

import (
	"fmt"
	"slices"
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// WithSchemes sets the explicit URL schemes that are linked
// (case-insensitive); the default is "http" and "https". Other schemes may
// be named, for text where they are expected (ftp, sftp, ssh, git, magnet,
// …): a URL of such a scheme is linked with "//" and a host, as an http URL
// is (ftp:// as the UASG guidelines expect), or without them
// (magnet:?xt=…) as far as termination takes it, unless the name holds a
// '.' or a digit follows the colon, which read as a host and its port
// (com.example:8080). "javascript", "vbscript"
// and "data" are refused whatever the caller asks, and "mailto" is
// [WithEmail]'s. A URL with a scheme that is not linked is not linked, nor
// is any part of it.
func WithSchemes(schemes ...string) Option {
	return func(d *Detector) error {
		d.http, d.https, d.extra = false, false, nil
		d.colonAfter = [256]bool{}
		for _, s := range schemes {
			name := strings.ToLower(s)
			switch {
			case name == "http":
				d.http = true
			case name == "https":
				d.https = true
			case name == "javascript" || name == "vbscript" || name == "data":
				return fmt.Errorf("linkify: scheme %q can run code: it is never linked", s)
			case name == "mailto":
				return fmt.Errorf("linkify: scheme %q: e-mail addresses are linked with WithEmail", s)
			case !validSchemeName(name):
				return fmt.Errorf("linkify: %q is not a scheme name (a letter, then letters, digits, '+', '-' or '.')", s)
			default:
				if !slices.Contains(d.extra, name) {
					d.extra = append(d.extra, name)
				}
			}
			d.colonAfter[name[len(name)-1]] = true
		}
		return nil
	}
}

// validSchemeName reports whether name (lower case) has the syntax of a
// URL scheme: a letter, then letters, digits, '+', '-' or '.'.
func validSchemeName(name string) bool {
	if name == "" || !('a' <= name[0] && name[0] <= 'z') {
		return false
	}
	for i := 1; i < len(name); i++ {
		if !chars.IsSchemeByte(name[i]) {
			return false
		}
	}
	return true
}

// WithLocalHosts sets whether hosts that are no registrable domain are
// linked when a scheme is written: localhost, intranet names and hosts
// under a top-level domain that is not listed (http://localhost:1313/,
// http://intranet/wiki, http://printer.lan/), as development servers and
// company wikis need. The default is false: a host must be an IP address
// or a registrable domain.
func WithLocalHosts(on bool) Option {
	return func(d *Detector) error { d.localHosts = on; return nil }
}

// WithSiteHosts names hosts that are linked when a scheme is written,
// whatever detection and the policy say of them: the hosts of the site
// that shows the text, such as a self-hosted forge's own
// (http://gitea:3000/o/r/issues/1, http://gitea.corp/o/r/pulls/2), which
// are no registrable domain. Its links are linked in rendering and in
// Find alike; other intranet hosts stay text (WithLocalHosts links them
// all), as do the site's hosts written without a scheme, whose href would
// get the default scheme. A name is a host without scheme or port
// (case-insensitive; an IDN in either form, an IPv4 address, or an IPv6
// address in brackets); another is an error. WithSiteHosts() removes
// those named before.
func WithSiteHosts(names ...string) Option {
	return func(d *Detector) error {
		var list []string
		for _, n := range names {
			a, ok := siteHostASCII(n)
			if !ok {
				return fmt.Errorf("linkify: WithSiteHosts: %q is not a host (a name such as gitea.corp, or an IP address; no scheme, port or path)", n)
			}
			if !slices.Contains(list, a) {
				list = append(list, a)
			}
		}
		d.siteHosts = list
		return nil
	}
}

// siteHostASCII returns the ASCII form of a name of WithSiteHosts, in
// lower case and without a trailing dot, and whether it is a host.
func siteHostASCII(name string) (string, bool) {
	if strings.HasPrefix(name, "[") {
		return strings.ToLower(name), hosts.IPv6End(name, 0) == len(name)
	}
	name = strings.TrimSuffix(name, ".")
	if name == "" || strings.ContainsAny(name, ":/?#@[] ") {
		return "", false
	}
	if hosts.EndsInNumber(chars.LastLabel(name)) {
		return name, hosts.Valid(name, true) // dotted decimal, as detection links it
	}
	if !hosts.ValidLocal(name) {
		return "", false
	}
	a, err := hosts.ToASCII(name)
	return strings.ToLower(a), err == nil
}

// WithDefaultScheme sets the scheme put in the href of links written
// without one: "https" (the default) or "http".
func WithDefaultScheme(scheme string) Option {
	return func(d *Detector) error {
		switch s := strings.ToLower(scheme); s {
		case "http", "https":
			d.defaultScheme = s
			return nil
		}
		return fmt.Errorf("linkify: default scheme %q is not http or https", scheme)
	}
}

// WithSchemeless sets whether domains written without a scheme
// (example.com/path) are linked. The default is true.
func WithSchemeless(on bool) Option {
	return func(d *Detector) error { d.schemeless = on; return nil }
}

// WithEmail sets whether e-mail addresses are linked. The default is true.
func WithEmail(on bool) Option {
	return func(d *Detector) error { d.emails = on; return nil }
}

// WithEmphasisMarks sets whether '*', '_' and '~' next to a link may be
// Markdown markup: a domain may then follow a run of '_' that does not
// stand inside a word (_example.com_), and a run of them that starts an
// e-mail local-part is left out of it (**a@example.org**). Without it (the
// default) "_" before a domain marks an identifier such as my_file.py, and
// Link_Email takes the marks into a local-part. ('*', '_' and '~' after a
// host end it either way.)
func WithEmphasisMarks(on bool) Option {
	return func(d *Detector) error { d.emphasisMarks = on; return nil }
}

// WithPolicy makes a Detector apply p to what it detects.
func WithPolicy(p Policy) Option {
	return func(d *Detector) error {
		if p.MaxLength < 0 || p.MaxDomainLength < 0 {
			return fmt.Errorf("linkify: policy limits must not be negative (MaxLength %d, MaxDomainLength %d)", p.MaxLength, p.MaxDomainLength)
		}
		d.policy = &p
		return nil
	}
}

// WithoutPolicy makes a Detector report what UTS #58 detection finds.
func WithoutPolicy() Option {
	return func(d *Detector) error { d.policy = nil; return nil }
}

// WithKinds sets the kinds of links that are found besides URLs and e-mail
// addresses (none by default): [Detector.Find], [Detector.AppendSpans] and
// the linkifiers that use the detector report them with their Kind, and
// [Detector.Href] gives the href the rule's function makes. Rules are
// tried in order where their prefixes match at the same place, Numeric
// rules first (#123 is a ticket, #go a hashtag). A rule that
// is not valid is an error. WithKinds() turns them off again.
func WithKinds(rules ...KindRule) Option {
	return func(d *Detector) error {
		if len(rules) == 0 {
			d.kinds = nil
			return nil
		}
		k := &kindSet{rules: slices.Clone(rules)}
		// Numbers first: #123 is a ticket, also where a hashtag's rule,
		// which would take #123を見て whole, comes before.
		slices.SortStableFunc(k.rules, func(a, b KindRule) int {
			switch {
			case a.Numeric == b.Numeric:
				return 0
			case a.Numeric:
				return -1
			}
			return 1
		})
		for i, r := range k.rules {
			if err := r.check(); err != nil {
				return fmt.Errorf("linkify: WithKinds: rule %d (%s %q): %w", i, r.Kind, r.Prefix, err)
			}
			k.addFirst(r.Prefix[0])
			if chars.IsFullwidthable(r.Prefix[0]) {
				k.addFirst(0xEF) // ＠ is EF BC A0, ＃ EF BC 83
			}
		}
		d.kinds = k
		return nil
	}
}

// WithBareIPv4 sets whether IPv4 addresses written without a scheme are
// linked, with a port, path, query or fragment if they have one
// (192.168.0.1:8080/admin, as router manuals and chat write them); the
// href gets the default scheme. Off by default: "version 1.2.3.4" would
// link too. Only dotted decimal is read (four numbers up to 255, no
// leading zero); the address must stand alone, not inside a longer run of
// numbers and dots or a word. With a scheme, IPv4 hosts are linked
// whatever this option says (http://192.168.0.1:8080/).
func WithBareIPv4(on bool) Option {
	return func(d *Detector) error { d.bareIPv4 = on; return nil }
}

// WithTLDs adds top-level names under which hosts are linked, beyond the
// ICANN section of the Public Suffix List (none by default): "onion",
// "test", "local", "lan", "internal", "i2p" (case-insensitive). A host
// under one needs two labels or more (abc.onion, printer.local, but not
// "local" alone) and labels of valid syntax; it is linked with a scheme,
// without one and in e-mail addresses, as a listed one is, and the policy
// checks it as any host. Each name is an ASCII label: letters, digits and
// hyphens, not all digits, no hyphen at either end; another is an error.
// WithTLDs() removes those added before.
func WithTLDs(names ...string) Option {
	return func(d *Detector) error {
		var tlds []string
		for _, n := range names {
			name := strings.ToLower(n)
			if !validExtraTLD(name) {
				return fmt.Errorf("linkify: WithTLDs: %q is not a top-level name (ASCII letters, digits and hyphens, not all digits, no hyphen at either end)", n)
			}
			if !slices.Contains(tlds, name) {
				tlds = append(tlds, name)
			}
		}
		d.extraTLDs = tlds
		return nil
	}
}

// validExtraTLD reports whether name (lower case) may be a name of WithTLDs.
func validExtraTLD(name string) bool {
	if name == "" || len(name) > 63 || name[0] == '-' || name[len(name)-1] == '-' || hosts.EndsInNumber(name) {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !('a' <= c && c <= 'z' || chars.IsDigit(c) || c == '-') {
			return false
		}
	}
	return true
}
