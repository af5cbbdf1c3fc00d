package linkify

import (
	"fmt"
	"slices"
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

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

// checkHost reports whether s[start:end], a host as hostEnd delimits it
// (with a trailing label separator only before a port, path, query or
// fragment), is valid; IPv4 addresses are hosts only when allowIP is set
// (an explicit scheme). Every host that detection checks goes through it
// or hosts.Valid, so that the hosts of WithTLDs are hosts everywhere (the
// cuts of Policy.CJKText too: 见abc.onion中文).
func (c *scanConfig) checkHost(s string, start, end int, allowIP bool) bool {
	return c.validHost(chars.TrimLabelSep(s[start:end]), allowIP)
}

// hosts.Valid is the function hosts.Valid, and the hosts of WithTLDs.
func (c *scanConfig) validHost(name string, allowIP bool) bool {
	return hosts.Valid(name, allowIP) || c.extraTLDHost(name)
}

// extraTLDHost reports whether name, a host that hosts.Valid refuses, is one
// under a top-level name of WithTLDs: of two labels or more, its labels
// valid (IDNA). Small enough to inline: without WithTLDs it costs a test.
func (c *scanConfig) extraTLDHost(name string) bool {
	return c.extraTLDs != nil && c.underExtraTLD(name)
}

func (c *scanConfig) underExtraTLD(name string) bool {
	if !chars.HasLabelSep(name) {
		return false
	}
	last := chars.LastLabel(name)
	return slices.ContainsFunc(c.extraTLDs, func(t string) bool { return chars.EqualFoldASCII(last, t) }) && hosts.ValidLocal(name)
}
