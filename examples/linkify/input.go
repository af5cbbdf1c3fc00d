package main

import (
	_ "embed"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

//go:embed sample.txt
var sample string

// sampleName stands for the embedded sample in the list of inputs; no file
// can be named so ("" is not a file name).
const sampleName = ""

// eofKey is how a terminal user ends standard input.
const eofKey = "Ctrl-D (Ctrl-Z then Enter on Windows)"

// inputNames returns what to read, in order: file names, "-" for standard
// input, or sampleName. It says on stderr when it shows the sample or waits
// for a terminal user to type.
func (c *config) inputNames(stdinIsTerminal bool, stderr io.Writer) ([]string, error) {
	switch {
	case c.useSample:
		return []string{sampleName}, nil
	case len(c.files) > 0:
		if stdinIsTerminal && slices.Contains(c.files, "-") {
			fmt.Fprintf(stderr, "linkify: reading standard input (-); end with %s\n", eofKey)
		}
		return c.files, nil
	case !stdinIsTerminal:
		return []string{"-"}, nil
	case c.format:
		fmt.Fprintf(stderr, "linkify: reading URLs from standard input, one a line; end with %s\n", eofKey)
		return []string{"-"}, nil
	}
	fmt.Fprintln(stderr, "linkify: no input: showing the embedded sample (pass files, pipe text in, or see -help)")
	return []string{sampleName}, nil
}

// input is one open source of text.
type input struct {
	name        string
	r           io.Reader
	file        *os.File // closed after use; nil for stdin and the sample
	interactive bool     // a terminal: the output is written line by line
}

// open opens the named input ("-" is stdin, sampleName the sample).
func open(name string, stdin *os.File) (input, error) {
	switch name {
	case sampleName:
		return input{name: "sample", r: strings.NewReader(sample)}, nil
	case "-":
		return input{name: "standard input", r: stdin, interactive: isTerminal(stdin)}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return input{}, err
	}
	return input{name: name, r: f, file: f}, nil
}

// isTerminal reports whether f is a terminal: a character device other than
// the null device (which is one too, and holds no input).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}
