package linkify
import ("testing";"encoding/binary";"math/bits";"unsafe";"github.com/golinkify/uts58/internal/shareddata")
var sinkB bool
func BenchmarkMicroTLD(b *testing.B) { for b.Loop() { sinkB = tldListed("com") } }
func BenchmarkMicroValidHost(b *testing.B) { for b.Loop() { sinkB = validHost("a.com", false) } }
func BenchmarkMicroCache(b *testing.B) { hostCache[0].put("a.com", true); for b.Loop() { sinkB, _ = hostCache[0].get("a.com") } }
func BenchmarkMicroFindOne(b *testing.B) { d := MustNew(); var l []Link; for b.Loop() { l = d.AppendSpans(l[:0], "a.com ") } }

func nextTrigger2(s string, i int) int {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	mask := func(w uint64) uint64 {
		x1, x2, x3 := w^('.'*lo), w^(':'*lo), w^('@'*lo)
		x4, x5 := w^(0xE3*lo), w^(0xEF*lo)
		return (((x1 - lo) &^ x1) | ((x2 - lo) &^ x2) | ((x3 - lo) &^ x3) | ((x4 - lo) &^ x4) | ((x5 - lo) &^ x5)) & hi
	}
	for ; i+16 <= len(s); i += 16 {
		b := s[i : i+16]
		m1 := mask(binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(b), 8)))
		m2 := mask(binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(b[8:]), 8)))
		if m1|m2 != 0 {
			if m1 != 0 {
				return i + bits.TrailingZeros64(m1)/8
			}
			return i + 8 + bits.TrailingZeros64(m2)/8
		}
	}
	return nextTrigger(s, i)
}

func BenchmarkMicroScanUDHR(b *testing.B) {
	text := string(shareddata.Read(b, "corpus/udhr.txt"))
	b.SetBytes(int64(len(text)))
	for _, f := range []struct{n string; f func(string, int) int}{{"swar16", nextTrigger2}, {"asm", nextTrigger}} {
		b.Run(f.n, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				for i := 0; i < len(text); i++ { i = f.f(text, i) }
			}
		})
	}
}

func BenchmarkMicroPolicy(b *testing.B) {
	p := SafePolicy
	for _, t := range []struct{ s string; k Kind }{{"https://www.example.com/path/to", URL}, {"user@lists.sourceforge.net", Email}, {"example.co.uk", URL}} {
		b.Run(t.s, func(b *testing.B) { for b.Loop() { _ = p.Check(t.s, t.k) } })
	}
}
