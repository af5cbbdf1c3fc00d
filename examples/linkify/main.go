// Command linkify finds URLs and e-mail addresses in text as Unicode UTS #58
// specifies and prints the text with links.
//
// Usage:
//
//	linkify [flags] [FILE...]
//
// It reads the files one after another, or standard input (also as the
// FILE -). With no FILE and a terminal on standard input, or with -sample,
// it runs on an embedded multilingual sample; empty input that is not a
// terminal gives empty output. A file that cannot be opened or read is
// reported on standard error when it is reached; what the other files give
// is still written. Output formats (-out):
//
//	html  the text HTML-escaped, each link as <a href="…">…</a> (default; links
//	      are made under linkify.SafePolicy)
//	mark  the text with ⸠ before and ⸡ after each link, as the official test files
//	      write it (pure UTS #58 detection, as json)
//	json  one JSON object per link and line: {"start":…,"end":…,"text":…,"href":…,"kind":…},
//	      kind being url, email, mention, hashtag or ticket,
//	      with byte offsets into the input (the files one after another)
//
// Inputs (-in): text (the default); markdown, which is converted to HTML by
// goldmark with this project's GFM extension; or html, a document (or with
// -fragment a fragment) whose text gets links, by htmlwalk. Without -in,
// files ending in .md or .markdown are Markdown, .html or .htm HTML. HTML
// that the parser refuses (nesting deeper than 512 elements) is written
// unchanged and reported.
//
// With -format, each input line is a URL, printed in its minimally escaped
// display form (UTS #58 §4.1), or as "ERROR: …" when it is not a URL (then
// the exit status is 1); empty lines stay empty.
//
// Links: -scheme sets the scheme of scheme-less links (https); -policy the
// security preset: safe (the default for text to HTML), document (safe with
// the guard against file names and versions such as setup.py or 1.2.tv; the
// default for Markdown and HTML input), forum, chat (both guarded too) or
// none (the default for mark and json, which show pure UTS #58 detection);
// -guard and -guard=false turn that guard on or off in the preset; -rel and
// -target set those attributes of the links (-target _blank adds
// rel="noopener noreferrer"); -max-text N shows links longer than N
// characters shortened (example.com/very/long/pa…), the href whole; -defang
// shows links as defanged text (hxxps://example[.]com).
//
// Detection: -schemes lists the explicit schemes that are linked (http,https;
// others such as ftp, sftp or magnet may be added, never javascript,
// vbscript or data); -local-hosts also links local and intranet hosts
// written with a scheme (http://localhost:1313/, http://intranet/wiki);
// -tlds adds top-level names (onion,test,local); -site-hosts names hosts
// always linked with a scheme, the site's own (gitea,gitea.corp); -ipv4
// links IPv4 addresses written without a scheme (192.168.0.1:8080).
// -mentions and -hashtags link @mentions and #hashtags (@José, #日本語) to a
// URL prefix followed by the name; -tickets links ticket references, given as
// PREFIX=URLPREFIX pairs (#=https://tracker.example/t/,GH-=https://github.com/o/r/issues/).
//
// Flags that conflict, or that do nothing with the others given (such as
// -rel with -out json), are usage errors.
//
// Exit status: 0 on success; 1 when an input could not be read or processed,
// or with -format a line is no URL (after writing all that could be); 2 on a
// usage error.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// The exit codes.
const (
	exitInput = 1 // an input could not be read or processed, the output written, or (-format) a line is no URL
	exitUsage = 2 // the command line is wrong
)

// exitError is an error that ends the run with an exit code. run has
// reported it on standard error already.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// usageErrorf returns a usage error (exit code 2).
func usageErrorf(format string, args ...any) error {
	return &exitError{exitUsage, fmt.Errorf(format, args...)}
}

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr); err != nil {
		os.Exit(exitCode(err))
	}
}

// exitCode returns the exit code of an error of run.
func exitCode(err error) int {
	if e := (*exitError)(nil); errors.As(err, &e) {
		return e.code
	}
	return exitInput
}

// run runs the command with its arguments; it writes its diagnostics to
// stderr and returns an *exitError when the exit code is not 0.
func run(args []string, stdin *os.File, stdout, stderr io.Writer) error {
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	names, err := c.inputNames(isTerminal(stdin), stderr)
	if err != nil {
		return err
	}
	w := newOutput(c, stdout)
	w.progress = newProgress(stderr)
	var failed []string
	for _, name := range names {
		err := w.process(name, stdin)
		if ferr := w.flush(); ferr != nil {
			fmt.Fprintln(stderr, "linkify: writing the output:", ferr)
			return &exitError{exitInput, ferr}
		}
		if err != nil {
			fmt.Fprintln(stderr, "linkify:", err)
			failed = append(failed, name)
		}
	}
	var errs []error
	if len(failed) > 0 {
		errs = append(errs, fmt.Errorf("%d of %d inputs failed: %s", len(failed), len(names), strings.Join(failed, ", ")))
	}
	if w.notURLs > 0 {
		err := fmt.Errorf("-format: %d %s no URL (written as ERROR: …)", w.notURLs, plural(w.notURLs, "line is", "lines are"))
		fmt.Fprintln(stderr, "linkify:", err)
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return &exitError{exitInput, errors.Join(errs...)}
	}
	return nil
}

// plural returns one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
