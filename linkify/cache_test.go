package linkify

import (
	"fmt"
	"sync"
	"testing"
)

// TestCacheConcurrent: goroutines that put and get at once (run with
// -race) always read back a key's own value, and a full cache still holds
// the keys put last.
func TestCacheConcurrent(t *testing.T) {
	c := newCache[string](64)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 2000 {
				k := fmt.Sprint(g, ":", i%300)
				if v, ok := c.get(k); ok && v != k {
					t.Errorf("get(%q) = %q", k, v)
					return
				}
				c.put(k, k)
			}
		}()
	}
	wg.Wait()
	c.put("last", "last")
	if v, ok := c.get("last"); !ok || v != "last" {
		t.Errorf("get(last) = %q, %v", v, ok)
	}
}
