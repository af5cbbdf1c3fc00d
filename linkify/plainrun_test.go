package linkify

import (
	"math/rand/v2"
	"testing"

	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// TestPlainRunAnswersAsRunDomain checks that domain's fast path (plainRun,
// then domainIn on its one candidate) gives the link and the resume point
// that the general path (runDomain) gives, at every '.' of random texts of
// ASCII labels, ellipses and what stands around them, under detectors with
// and without a policy and extra top-level domains: a rule that the
// general path changes cannot be left behind in the fast one.
func TestPlainRunAnswersAsRunDomain(t *testing.T) {
	pieces := []string{"a", "Ex", "com", "md", "tv", "go", "io", "xn--p1ai", "1", "2", "-", "_", "$", "/", "@", " ", ":",
		".", "..", "...", "。", "é", "README", "os", "www", "example", "co", "uk", "zz", "(", "\\", "*"}
	detectors := []*Detector{MustNew(), MustNew(WithoutPolicy()), MustNew(WithPolicy(DocumentPolicy()), WithEmphasisMarks(true)),
		MustNew(WithPolicy(ForumPolicy())), MustNew(WithTLDs("zz")), MustNew(WithBareIPv4(true))}
	r := rand.New(rand.NewPCG(5, 8))
	taken := 0
	for range 20000 {
		var b []byte
		for range 1 + r.IntN(8) {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		s := string(b)
		for sep := 0; sep < len(s); sep++ {
			if s[sep] != '.' {
				continue
			}
			next := sep + 1
			if next < len(s) && !hosts.MayStartTLD(s, next) {
				continue // domain answers before either path
			}
			for _, d := range detectors {
				{
					// unsure: nothing is known of the run's earlier
					// separators (the scan loop clears it only where it
					// has examined them, from the first).
					const unsure = true
					fast := scanner{cfg: &d.scanConfig, unsure: unsure}
					start, end, rejected, ok := fast.plainRun(s, sep)
					if !ok {
						continue
					}
					taken++
					ls, le := 0, 0
					if !rejected {
						ls, le = fast.domainIn(s, start, start, end, true)
					}
					if le <= ls {
						ls, le = 0, 0
					}
					general := scanner{cfg: &d.scanConfig, unsure: unsure}
					gs, ge, gnext := general.runDomain(s, sep, next)
					if ls != gs || le != ge || end != gnext {
						t.Fatalf("%q at %d: plainRun gives link %d-%d, resume %d; runDomain %d-%d, resume %d",
							s, sep, ls, le, end, gs, ge, gnext)
					}
				}
			}
		}
	}
	if taken < 10000 {
		t.Fatalf("the fast path took %d runs only", taken)
	}
}
