package htmlskip

import (
	"strings"
	"testing"
)

func TestSkipped(t *testing.T) {
	for _, e := range append(Elements[:], "svg", "math") {
		for _, name := range []string{e, strings.ToUpper(e), strings.ToUpper(e[:1]) + e[1:]} {
			if !Skipped([]byte(name)) {
				t.Errorf("Skipped(%q) = false", name)
			}
		}
	}
	for _, name := range []string{"", "span", "b", "x-code", "codes", "cod", "kbd-x", "abbr", "ar"} {
		if Skipped([]byte(name)) {
			t.Errorf("Skipped(%q) = true", name)
		}
	}
}

func TestVoid(t *testing.T) {
	for _, name := range []string{"br", "BR", "img", "Wbr", "input", "hr"} {
		if !Void([]byte(name)) {
			t.Errorf("Void(%q) = false", name)
		}
	}
	for _, name := range []string{"", "span", "a", "kbd", "brr", "x-br"} {
		if Void([]byte(name)) {
			t.Errorf("Void(%q) = true", name)
		}
	}
}
