package hosts

import (
	"hash/maphash"
	"math/bits"
	"strings"
	"sync/atomic"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// cacheWays is the number of slots in a set.
const cacheWays = 4

// cache maps strings to values, holds a bounded number of entries, is safe
// for concurrent use without locks, and keeps no reference to the text it
// was given. It is set-associative: a key may stand in any of the
// cacheWays neighbouring slots of either of its two sets (two choices keep
// sets from overflowing while the cache has room), each holding an
// immutable entry that a put replaces atomically. A slot's tag, bits of
// its key's hash, spares a lookup from reading entries of other keys. A
// lookup costs one hash and a few loads; a put into two full sets evicts
// one entry.
type cache[V any] struct {
	seed   maphash.Seed
	k0, k1 uint64 // the seed of the hash of keys of 8 to 16 bytes
	slots  []atomic.Pointer[cacheEntry[V]]
	tags   []atomic.Uint32
}

type cacheEntry[V any] struct {
	key string
	val V
}

// newCache returns a cache of n slots, a power of two.
func newCache[V any](n int) *cache[V] {
	seed := maphash.MakeSeed()
	k0, k1 := maphash.String(seed, "k0")|1, maphash.String(seed, "k1")|1
	return &cache[V]{seed: seed, k0: k0, k1: k1, slots: make([]atomic.Pointer[cacheEntry[V]], n), tags: make([]atomic.Uint32, n)}
}

// sets returns the first slots of the two sets where k may stand, its tag
// (never 0, the tag of an empty slot), and a hash bit that picks the entry
// a put into two full sets evicts.
func (c *cache[V]) sets(k string) (a, b int, tag uint32, evict int) {
	h := c.hash(k)
	mask := uint64(len(c.slots) - cacheWays)
	return int(h & mask), int(h >> 20 & mask), uint32(h>>40) | 1, int(h >> 37 & 7)
}

// hash hashes k with the cache's random seed. Keys of 8 to 16 bytes (most
// hosts) are two overlapping words mixed by two 128-bit products, with no
// call; the others go to maphash. A collision costs speed only: keys are
// compared.
func (c *cache[V]) hash(k string) uint64 {
	n := len(k)
	if n < 8 || n > 16 {
		return maphash.String(c.seed, k)
	}
	hi, lo := bits.Mul64(chars.Word(k, 0)^c.k0, chars.Word(k, n-8)^c.k1^uint64(n))
	hi, lo = bits.Mul64(hi^lo^c.k0, c.k1)
	return hi ^ lo
}

func (c *cache[V]) get(k string) (v V, ok bool) {
	a, b, tag, _ := c.sets(k)
	for _, set := range [2]int{a, b} {
		for i := set; i < set+cacheWays; i++ {
			if c.tags[i].Load() != tag {
				continue
			}
			if e := c.slots[i].Load(); e != nil && e.key == k {
				return e.val, true
			}
		}
	}
	return v, false
}

// put stores v for a copy of k.
func (c *cache[V]) put(k string, v V) {
	a, b, tag, evict := c.sets(k)
	i := a + evict&(cacheWays-1)
	if evict&cacheWays != 0 {
		i = b + evict&(cacheWays-1)
	}
	for _, j := range [...]int{a, a + 1, a + 2, a + 3, b, b + 1, b + 2, b + 3} {
		if c.tags[j].Load() == 0 {
			i = j
			break
		}
	}
	// A lookup that reads the new tag with the old entry compares keys.
	c.slots[i].Store(&cacheEntry[V]{strings.Clone(k), v})
	c.tags[i].Store(tag)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
