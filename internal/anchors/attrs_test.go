package anchors

import (
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/attrcases"
	"github.com/golinkify/uts58/linkify"
)

// TestAttrErr: the names of the set are accepted, every other refused
// with an error that quotes it; a name set twice is refused.
func TestAttrErr(t *testing.T) {
	for _, key := range attrcases.Allowed() {
		if err := AttrErr(key); err != nil {
			t.Errorf("%q: %v", key, err)
		}
	}
	for _, key := range attrcases.Refused() {
		if err := AttrErr(key); err == nil {
			t.Errorf("%q: allowed", key)
		}
	}
	attrs := []linkify.Attribute{{Key: "class", Val: "a"}, {Key: "title", Val: "t"}, {Key: "class", Val: "b"}}
	if err := CheckAttrs(attrs); err == nil || !strings.Contains(err.Error(), `"class"`) {
		t.Errorf("a name set twice: %v", err)
	}
}

// TestDecideRefusesAttrs: a link whose callbacks set an attribute that
// AttrErr refuses is not made, and Decide tells why.
func TestDecideRefusesAttrs(t *testing.T) {
	text := "see example.com"
	l := linkify.Find(text)[0]
	var o Options
	m := o.Maker()
	for _, key := range []string{"onclick", "title"} {
		a := m.New(text, l)
		made, err := Decide(DefaultDetector, &a, &a, l.Href, []func(*linkify.Anchor) bool{
			func(a *linkify.Anchor) bool { a.SetAttr(key, "v"); return true },
		})
		if want := key == "title"; made != want || (err == nil) != want {
			t.Errorf("%q: made %v, %v", key, made, err)
		}
	}
}

// TestAllowedAttrsListed: the list that errors and documents give is the
// set AttrErr accepts.
func TestAllowedAttrsListed(t *testing.T) {
	names := strings.Split(strings.Replace(AllowedAttrs, " and ", ", ", 1), ", ")
	for _, name := range names {
		if AttrErr(strings.Replace(name, "*", "x", 1)) != nil {
			t.Errorf("%q is listed but refused", name)
		}
	}
	for _, key := range attrcases.Allowed() {
		if !slices.Contains(names, key) && !slices.Contains(names, key[:5]+"*") {
			t.Errorf("%q is accepted but not listed", key)
		}
	}
}
