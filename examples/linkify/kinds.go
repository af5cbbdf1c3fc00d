package main

import (
	"flag"
	"fmt"
	"net/url"
	"strings"

	"github.com/golinkify/uts58/linkify"
)

// detection holds the flags that add to what is detected: kinds of links
// beyond URLs and e-mail, top-level names, the site's own hosts,
// scheme-less IPv4 addresses.
type detection struct {
	mentions, hashtags string // URL prefixes of -mentions, -hashtags
	tickets            string // -tickets: PREFIX=URLPREFIX,…
	tlds               string // -tlds, comma-separated
	siteHosts          string // -site-hosts, comma-separated
	ipv4               bool   // -ipv4
}

// detectionFlags are the names of the flags of detection.
var detectionFlags = []string{"mentions", "hashtags", "tickets", "tlds", "site-hosts", "ipv4"}

// addFlags defines the flags of detection on fs.
func (t *detection) addFlags(fs *flag.FlagSet) {
	fs.StringVar(&t.mentions, "mentions", "", "link @mentions (@José, @田中) to `URLPREFIX` followed by the name (https://forum.example/u/)")
	fs.StringVar(&t.hashtags, "hashtags", "", "link #hashtags (#go, #日本語) to `URLPREFIX` followed by the tag (https://forum.example/tag/)")
	fs.StringVar(&t.tickets, "tickets", "", "link ticket references, `PREFIX=URLPREFIX` pairs, comma-separated:\n#=https://tracker.example/t/,GH-=https://github.com/o/r/issues/ links #123 and GH-123")
	fs.StringVar(&t.tlds, "tlds", "", "also link hosts under these top-level `names`, comma-separated (onion,test,local)")
	fs.StringVar(&t.siteHosts, "site-hosts", "", "always link these `hosts` written with a scheme, comma-separated: the site's own (gitea,gitea.corp)")
	fs.BoolVar(&t.ipv4, "ipv4", false, "also link IPv4 addresses written without a scheme (192.168.0.1:8080)")
}

// options returns the detector options of the flags, or a usage error
// naming the flag whose value is not valid.
func (t *detection) options() ([]linkify.Option, error) {
	var rules []linkify.KindRule
	for _, f := range []struct {
		name, prefix string
		rule         func(func(string) string) linkify.KindRule
	}{{"mentions", t.mentions, linkify.Mention}, {"hashtags", t.hashtags, linkify.Hashtag}} {
		if f.prefix == "" {
			continue
		}
		if err := checkURLPrefix(f.prefix); err != nil {
			return nil, usageErrorf("-%s %q: %v", f.name, f.prefix, err)
		}
		rules = append(rules, f.rule(linkify.PathHref(f.prefix)))
	}
	if t.tickets != "" {
		for _, pair := range strings.Split(t.tickets, ",") {
			prefix, urlPrefix, ok := strings.Cut(pair, "=")
			if !ok {
				return nil, usageErrorf("-tickets %q: %q is not PREFIX=URLPREFIX", t.tickets, pair)
			}
			if err := checkURLPrefix(urlPrefix); err != nil {
				return nil, usageErrorf("-tickets %q: %v", t.tickets, err)
			}
			rule := linkify.Ticket(prefix, linkify.PathHref(urlPrefix))
			if _, err := linkify.New(linkify.WithKinds(rule)); err != nil {
				_, why, _ := strings.Cut(err.Error(), "): ")
				return nil, usageErrorf("-tickets %q: prefix %q: %s", t.tickets, prefix, why)
			}
			rules = append(rules, rule)
		}
	}
	opts := []linkify.Option{linkify.WithKinds(rules...), linkify.WithBareIPv4(t.ipv4)}
	for _, f := range []struct {
		name, list, errPrefix string
		option                func(...string) linkify.Option
	}{{"tlds", t.tlds, "linkify: WithTLDs: ", linkify.WithTLDs}, {"site-hosts", t.siteHosts, "linkify: WithSiteHosts: ", linkify.WithSiteHosts}} {
		if f.list == "" {
			continue
		}
		o := f.option(strings.Split(f.list, ",")...)
		if _, err := linkify.New(o); err != nil {
			return nil, usageErrorf("-%s: %s", f.name, strings.TrimPrefix(err.Error(), f.errPrefix))
		}
		opts = append(opts, o)
	}
	return opts, nil
}

// checkURLPrefix reports why s cannot start the hrefs of a kind: it must
// be an absolute http or https URL.
func checkURLPrefix(s string) error {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("not an http or https URL (https://forum.example/u/)")
	}
	return nil
}
