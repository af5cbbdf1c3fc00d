package linkify

import (
	"hash/maphash"
	"strings"
	"sync/atomic"
)

// cacheWays is the number of slots in a set.
const cacheWays = 4

// cache maps strings to values, holds a bounded number of entries, is safe
// for concurrent use without locks, and keeps no reference to the text it
// was given. It is set-associative: a key may stand in any of the
// cacheWays neighbouring slots of either of its two sets, each holding an immutable entry
// that a put replaces atomically. A lookup costs one hash and a few
// pointer loads; a put into a full set evicts one entry of it.
type cache[V any] struct {
	seed  maphash.Seed
	slots []atomic.Pointer[cacheEntry[V]]
}

type cacheEntry[V any] struct {
	key string
	val V
}

// newCache returns a cache of n slots, a power of two.
func newCache[V any](n int) *cache[V] {
	return &cache[V]{seed: maphash.MakeSeed(), slots: make([]atomic.Pointer[cacheEntry[V]], n)}
}

// sets returns the two sets where k may stand (two choices keep sets from
// overflowing while the cache has room), and a hash bit that picks the
// entry a put into two full sets evicts.
func (c *cache[V]) sets(k string) (a, b []atomic.Pointer[cacheEntry[V]], evict int) {
	h := maphash.String(c.seed, k)
	mask := uint64(len(c.slots) - cacheWays)
	i, j := int(h&mask), int(h>>32&mask)
	return c.slots[i : i+cacheWays : i+cacheWays], c.slots[j : j+cacheWays : j+cacheWays], int(h >> 59)
}

func (c *cache[V]) get(k string) (v V, ok bool) {
	a, b, _ := c.sets(k)
	for _, set := range [2][]atomic.Pointer[cacheEntry[V]]{a, b} {
		for i := range set {
			if e := set[i].Load(); e != nil && e.key == k {
				return e.val, true
			}
		}
	}
	return v, false
}

// put stores v for a copy of k.
func (c *cache[V]) put(k string, v V) {
	a, b, evict := c.sets(k)
	e := &cacheEntry[V]{strings.Clone(k), v}
	for _, set := range [2][]atomic.Pointer[cacheEntry[V]]{a, b} {
		for i := range set {
			if set[i].Load() == nil {
				set[i].Store(e)
				return
			}
		}
	}
	if evict&1 == 0 {
		a = b
	}
	a[evict>>1%cacheWays].Store(e)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
