package hosts

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

// TestCacheSpread: hosts that differ in one byte, of every length that
// the short-key hash takes and of others, fall into many sets and get
// many tags; a cache full of them still finds each one it kept.
func TestCacheSpread(t *testing.T) {
	const n = 4096
	c := newCache[int](n)
	for _, length := range []int{7, 8, 12, 16, 17, 30} {
		sets, tags := map[int]bool{}, map[uint32]bool{}
		for i := range n {
			k := fmt.Sprintf("%0*d", length, i)[:length]
			a, _, tag, _ := c.sets(k)
			sets[a], tags[tag] = true, true
			c.put(k, i)
		}
		// n keys into n/cacheWays sets: a good hash leaves about 1/e empty.
		if len(sets) < n/cacheWays/2 || len(tags) < n/2 {
			t.Errorf("length %d: %d keys use %d of %d sets and %d tags", length, n, len(sets), n/cacheWays, len(tags))
		}
		found := 0
		for i := range n {
			if v, ok := c.get(fmt.Sprintf("%0*d", length, i)[:length]); ok {
				if v != i {
					t.Fatalf("length %d: key %d holds %d", length, i, v)
				}
				found++
			}
		}
		if found < n/2 {
			t.Errorf("length %d: a full cache of %d slots finds %d of %d keys", length, n, found, n)
		}
	}
}
