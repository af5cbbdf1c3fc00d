package linkify

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

var triggerSetNames = [...]string{
	triggersAll:          "all",
	triggersAllColons:    "all+colons",
	triggersScheme:       "scheme",
	triggersSchemeColons: "scheme+colons",
}

// checkTriggerFunc compares the trigger function of t with a byte loop
// over isTriggerAt, searching s from every start: it must return the first
// trigger, or, for the sets that need "://", it may stop at another colon
// before it.
func checkTriggerFunc(tb testing.TB, t triggerSet, s string) {
	tb.Helper()
	f := triggerFuncs[t]
	extraColons := t == triggersAll || t == triggersScheme
	want := len(s) // the first trigger from i on
	for i := len(s); i >= 0; i-- {
		if i < len(s) && isTriggerAt(t, s, i) {
			want = i
		}
		got := f(s, i)
		if got == want || extraColons && got >= i && got < want && s[got] == ':' {
			continue
		}
		tb.Fatalf("%s: trigger function(%q, %d) = %d, want %d", triggerSetNames[t], s, i, got, want)
	}
}

// triggerPieces are the parts random texts are made of: the triggers,
// their parts, and text around them (あ ends like 。, 、 starts like it).
var triggerPieces = []string{
	".", "@", ":", "/", "://", ":/", "//", "。", "．", "｡", "：", "＠",
	"\xe3", "\xe3\x80", "\xef", "\xef\xbc", "\xef\xbd", "\x80\x82", "\xbc\x8e", "\xbd\xa1", "\x82", "\x8e", "\xa1",
	"あ", "、", "「", "。」", "漢字", "ｱ", "é", "x", "ab", "http", " ", "\n", "p", "s",
}

// randomTriggerText returns n pieces of triggerPieces, most of them plain
// text so that long runs without a trigger are tested too.
func randomTriggerText(r *rand.Rand, n int) string {
	var b strings.Builder
	plain := triggerPieces[len(triggerPieces)-12:]
	for range n {
		if r.IntN(6) == 0 {
			b.WriteString(triggerPieces[r.IntN(len(triggerPieces))])
		} else {
			b.WriteString(plain[r.IntN(len(plain))])
		}
	}
	return b.String()
}

// triggerPatterns are put at every position of texts of every length.
var triggerPatterns = []string{".", "@", ":", "://", "。", "．", "｡", ":/", "\xe3\x80", "\xef\xbd", "\xef\xbc\xa1", "\xe3\x80\x81"}

// triggerTextLengths are the lengths of the texts that each pattern is put
// into: all up to 80 (a block of 64 bytes and the two further on, or less,
// is read as one), then some that the widest loop reads in several blocks.
func triggerTextLengths() []int {
	var ns []int
	for n := 1; n <= 80; n++ {
		ns = append(ns, n)
	}
	for n := 97; n <= 300; n += 29 {
		ns = append(ns, n)
	}
	return ns
}

// TestTriggerFuncs compares each trigger function (SIMD on amd64; run the
// tests with -tags purego for the portable ones) with a byte loop: every
// pattern (a trigger, or part of one) at every position of texts of
// triggerTextLengths, also running past their end; random texts of
// triggers, their parts and CJK text; and the lines of the CJK and e-mail
// corpora. Each is searched from every start.
func TestTriggerFuncs(t *testing.T) { checkTriggerFuncs(t) }

func checkTriggerFuncs(t *testing.T) {
	for set := range triggerSetNames {
		set := triggerSet(set)
		checkTriggerFunc(t, set, "")
		for _, fill := range []string{"abcdefghijklmnopqrstuvwxyz0123456789 é€\x80\xff-/", "あいう、漢字「かな」ｶﾀｶﾅ"} {
			for _, n := range triggerTextLengths() {
				b := []byte(strings.Repeat(fill, n/len(fill)+1)[:n])
				checkTriggerFunc(t, set, string(b))
				for _, p := range triggerPatterns {
					for at := 0; at < n; at++ {
						b2 := append([]byte(nil), b...)
						copy(b2[at:], p)
						checkTriggerFunc(t, set, string(b2))
					}
				}
			}
		}
		r := rand.New(rand.NewPCG(1, uint64(set)))
		for range 5000 {
			checkTriggerFunc(t, set, randomTriggerText(r, 1+r.IntN(100)))
		}
	}
}

// TestTriggerFuncsCorpora runs the comparison on the lines of the corpora
// that hold CJK text and links.
func TestTriggerFuncsCorpora(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	for _, name := range []string{"cjk.txt", "mixed.txt"} {
		text := string(shareddata.Read(t, "corpus/"+name))
		for set := range triggerSetNames {
			n := 0
			for line := range strings.Lines(text) {
				if n++; n%7 == 0 { // a seventh of the lines, from every start
					checkTriggerFunc(t, triggerSet(set), line)
				}
			}
		}
	}
}

// TestChooseTriggers: scheme-only triggers exactly when neither
// scheme-less domains nor e-mail addresses are linked.
func TestChooseTriggers(t *testing.T) {
	for _, c := range []struct {
		opts []Option
		want triggerSet
	}{
		{nil, triggersAll},
		{[]Option{WithEmail(false)}, triggersAll},
		{[]Option{WithSchemeless(false)}, triggersAll},
		{[]Option{WithSchemeless(false), WithEmail(false)}, triggersScheme},
	} {
		d := MustNew(c.opts...)
		if d.triggers != c.want {
			t.Errorf("New: triggers %s, want %s", triggerSetNames[d.triggers], triggerSetNames[c.want])
		}
		back, err := d.With(WithSchemeless(true), WithEmail(true))
		if err != nil || back.triggers != triggersAll {
			t.Errorf("With: triggers %s, want all", triggerSetNames[back.triggers])
		}
	}
	var c scanConfig
	c.chooseTriggers(true)
	if c.triggers != triggersSchemeColons {
		t.Errorf("any colon, scheme only: %s", triggerSetNames[c.triggers])
	}
	c.schemeless = true
	c.chooseTriggers(true)
	if c.triggers != triggersAllColons {
		t.Errorf("any colon: %s", triggerSetNames[c.triggers])
	}
}

// FuzzTriggerFuncs compares each trigger function (on amd64 the widest
// loop the CPU has) with the byte loop over isTriggerAt, from every start.
func FuzzTriggerFuncs(f *testing.F) {
	r := rand.New(rand.NewPCG(2, 3))
	for range 20 {
		f.Add(randomTriggerText(r, 1+r.IntN(200)))
	}
	f.Fuzz(func(t *testing.T, s string) {
		for set := range triggerSetNames {
			checkTriggerFunc(t, triggerSet(set), s)
		}
	})
}
