package extension

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/yuin/goldmark/util"
)

// TestMaskSyntax compares maskSyntax with a byte loop from left to right,
// on random lines of syntax bytes, punctuation and letters.
func TestMaskSyntax(t *testing.T) {
	want := func(line []byte) (escapes []int) {
		for i := 0; i < len(line); i++ {
			if c := line[i]; c == '`' || c == '<' || c == '\\' {
				line[i] = ' '
				if c == '\\' && i+1 < len(line) && util.IsPunct(line[i+1]) {
					i++
					line[i] = ' '
					escapes = append(escapes, i+1)
				}
			}
		}
		return escapes
	}
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte("`<\\\\.*_a ")
	for range 20000 {
		line := make([]byte, r.IntN(24))
		for i := range line {
			line[i] = alphabet[r.IntN(len(alphabet))]
		}
		got, exp := slices.Clone(line), slices.Clone(line)
		ge, we := maskSyntax(got, nil), want(exp)
		if string(got) != string(exp) || !slices.Equal(ge, we) {
			t.Fatalf("maskSyntax(%q) = %q %v, want %q %v", line, got, ge, exp, we)
		}
	}
}
