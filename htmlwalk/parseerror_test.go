package htmlwalk

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestParseErrorLeavesInput: input nested deeper than x/net/html accepts
// comes back unchanged, with a *ParseError, from every API.
func TestParseErrorLeavesInput(t *testing.T) {
	for _, in := range []string{
		strings.Repeat("<div>", 600) + "see x.com",
		"<p>x.com</p>" + strings.Repeat("<span>", 513) + "y.com",
		strings.Repeat("<b><i>", 300) + "x.com",
		"<!DOCTYPE html><html><body>" + strings.Repeat("<div>", 520) + "x.com",
		"<tr><td>" + strings.Repeat("<div>", 520) + "x.com",
		strings.Repeat("<ul><li>", 300) + "x.com",
	} {
		var pe *ParseError
		out, err := LinkifyString(in, WithNofollow())
		if out != in || !errors.As(err, &pe) || pe.Err == nil || errors.Unwrap(err) != pe.Err {
			t.Errorf("LinkifyString: output changed %v, error %v", out != in, err)
		}
		if err != nil && !strings.Contains(err.Error(), "unchanged") {
			t.Errorf("error does not say the input is unchanged: %v", err)
		}
		var b bytes.Buffer
		if err := LinkifyFragment(&b, strings.NewReader(in), nil); !errors.As(err, &pe) || b.String() != in {
			t.Errorf("LinkifyFragment: output changed %v, error %v", b.String() != in, err)
		}
		b.Reset()
		if err := LinkifyDocument(&b, strings.NewReader(in)); !errors.As(err, &pe) || b.String() != in {
			t.Errorf("LinkifyDocument: output changed %v, error %v", b.String() != in, err)
		}
	}
	// Just within the limit, links are made.
	in := strings.Repeat("<div>", 500) + "see x.com"
	if out, err := LinkifyString(in); err != nil || !strings.Contains(out, `<a href="https://x.com/">`) {
		t.Errorf("500 levels: %v", err)
	}
}

// failingReader fails after its text.
type failingReader struct{ s string }

func (r *failingReader) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, errors.New("disk on fire")
	}
	n := copy(p, r.s)
	r.s = r.s[n:]
	return n, nil
}

// TestReadError: a reader that fails gives its error and no output.
func TestReadError(t *testing.T) {
	var b bytes.Buffer
	if err := LinkifyDocument(&b, &failingReader{"<p>x.com"}); err == nil || b.Len() != 0 {
		t.Errorf("LinkifyDocument: %v, %q", err, b.String())
	}
	if err := LinkifyFragment(&b, &failingReader{"<p>x.com"}, nil); err == nil || b.Len() != 0 {
		t.Errorf("LinkifyFragment: %v, %q", err, b.String())
	}
}
