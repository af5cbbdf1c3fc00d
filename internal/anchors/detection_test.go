package anchors

import (
	"testing"

	"github.com/golinkify/uts58/linkify"
)

func TestDetection(t *testing.T) {
	on, off := true, false
	forum := linkify.ForumPolicy()
	bare := linkify.MustNew(linkify.WithoutPolicy())
	tests := []struct {
		name   string
		s      Detection
		base   *linkify.Detector
		policy bool // the result has a policy
		www    bool // its WWWOnly
		text   string
		links  int
	}{
		{"default", Detection{}, nil, true, false, "README.md and example.com", 1},
		{"policy replaced", Detection{Policy: &forum}, nil, true, false, "example.com", 1},
		{"www only", Detection{WWWOnly: &on}, nil, true, true, "example.com www.example.com", 1},
		{"www only after policy", Detection{Policy: &forum, WWWOnly: &on}, nil, true, true, "例え.jp www.例え.jp", 1},
		{"www off, no policy stays none", Detection{WWWOnly: &off}, bare, false, false, "README.md", 1},
		{"www on gives a policy", Detection{WWWOnly: &on}, bare, true, true, "README.md www.example.com", 1},
		{"no e-mail", Detection{Email: &off}, nil, true, false, "a@example.com https://example.com", 1},
		{"schemes", Detection{Schemes: []string{"ftp"}}, nil, true, false, "ftp://example.com/a https://example.com", 1},
	}
	for _, tt := range tests {
		d, err := tt.s.Detector(tt.base)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		p, has := d.Policy()
		if has != tt.policy || p.WWWOnly != tt.www {
			t.Errorf("%s: policy %v WWWOnly %v, want %v %v", tt.name, has, p.WWWOnly, tt.policy, tt.www)
		}
		if n := len(d.Find(tt.text)); n != tt.links {
			t.Errorf("%s: %d links in %q, want %d", tt.name, n, tt.text, tt.links)
		}
	}
	if d, _ := (&Detection{}).Detector(nil); d != DefaultDetector {
		t.Error("a Detection that sets nothing derives a detector")
	}
	if _, err := (&Detection{Schemes: []string{"javascript"}}).Detector(nil); err == nil {
		t.Error("javascript: no error")
	}
}
