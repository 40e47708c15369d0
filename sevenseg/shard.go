package sevenseg

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/go-puzzles/puzzles/backtrack"
)

// maxShardLayouts is the most layouts a shape split into shards may have,
// 2^42: every count of a Tally, and every layout number, stays far inside
// int64.
const maxShardLayouts = backtrack.MaxShards * MaxLayouts

// CensusShard takes shard i of k of the census of shape for the given
// number of sticks: the Tally of the layouts shard i owns. The k
// shards' Tallies add up field by field to Census(shape, sticks, opts...);
// shard 0 of 1 is the census. Shard i owns a run of about n/k of the n
// layouts, cut where the first few glyphs change. A shard depends only on
// its arguments, not on the machine or GOMAXPROCS, and runs on the
// caller's goroutine, so k machines can each take one and add the results.
//
// A shard's memory is half a byte per layout it owns, about 1/k of the
// census's, so a shape with more than MaxLayouts layouts can be counted in
// enough shards: up to [backtrack.MaxShards]*MaxLayouts = 2^42 layouts,
// such as the 2,000,000,000 layouts of ddd±ddd=ddd in 31 shards or more.
// All k shards together cost more CPU than one census, the more the larger
// k and the fewer the sticks, and shards near many true equations take
// longer than the mean.
//
// CensusShard returns an error if the shape, sticks or an option is one
// Census refuses, if i or k is out of range
// (0 <= i < k <= [backtrack.MaxShards]), or if shard i would own more than
// MaxLayouts layouts, and a *backtrack.MemoryError if the shard needs more
// memory than its budget, MaxMemory (1 GiB by default). CensusShard calls
// CensusShardContext with context.Background().
func CensusShard(shape string, sticks, i, k int, opts ...Option) (Tally, error) {
	return CensusShardContext(context.Background(), shape, sticks, i, k, opts...)
}

// CensusShardContext is CensusShard that gives up when ctx is done,
// returning the zero Tally and ctx.Err() within 100 ms. A nil ctx or a nil
// Option is a programming error: CensusShardContext panics.
func CensusShardContext(ctx context.Context, shape string, sticks, i, k int, opts ...Option) (Tally, error) {
	if ctx == nil {
		panic("sevenseg: nil Context")
	}
	c := configure(opts)
	p, err := c.plan(shape, sticks, i, k)
	if err != nil {
		return Tally{}, err
	}
	op := func() string {
		return fmt.Sprintf("sevenseg: shard %d of %d of the census of %s for %d stick(s)", i, k, p.t.written(), sticks)
	}
	if err := c.fits(p.bytes(), op); err != nil {
		return Tally{}, err
	}
	if err := ctx.Err(); err != nil {
		return Tally{}, err
	}
	mk, err := c.censusShard(ctx, p, sticks)
	if err != nil {
		return Tally{}, err
	}
	noLead := c.zeros == NoLeadingZeros
	return mk.tally(ctx, p.t, sticks, p.t.below(p.hi, noLead)-p.t.below(p.lo, noLead))
}

// A shardPlan is which layouts one shard of a census owns. The layouts are
// numbered as in the census, the first position most significant, and cut
// into runs: the layouts that agree in their first depth glyphs, where
// depth is the fewest positions that make at least runsPerShard*k runs (or
// every position). Of r runs, shard i of k owns runs i*r/k to
// (i+1)*r/k - 1, the layouts lo <= index < hi.
type shardPlan struct {
	t      template
	radix  []int64 // the glyphs each position may hold
	span   []int64 // span[d]: the layouts below a node at depth d, the product of radix[d:]
	depth  int
	lo, hi int64
}

// bytes returns the most memory the shard of p takes: its marks, the
// prefixes it finds true equations near, its tables and its search.
func (p shardPlan) bytes() int64 {
	n := marksBytes(p.hi-p.lo) + 2*searchBytes
	for d := 1; d <= p.depth; d++ {
		n += (p.span[0]/p.span[d] + 63) / 64 * 8
	}
	return n
}

// runsPerShard is the fewest runs of layouts a census is cut into per
// shard. The more, the closer to n/k the layouts of each shard (the
// largest owns at most 1/runsPerShard more than the mean) and the more
// finely a shard picks the true equations within reach of its runs, but
// the deeper the nodes whose children it checks. 16 measured best of 1, 4,
// 16 and 100.
const runsPerShard = 16

// plan returns the plan of shard i of k of the census of shape, or why
// there is none.
func (c config) plan(shape string, sticks, i, k int) (shardPlan, error) {
	t, err := parseShape(shape)
	switch {
	case err != nil:
		return shardPlan{}, err
	case sticks < 1:
		return shardPlan{}, fmt.Errorf("sevenseg: %d sticks; want at least 1", sticks)
	case !c.valid():
		return shardPlan{}, c.validate()
	case c.leniency != Strict || c.font&BothForms != 0:
		_, err := c.check("d=d", 1)
		return shardPlan{}, err
	case k < 1 || k > backtrack.MaxShards || i < 0 || i >= k:
		return shardPlan{}, fmt.Errorf("sevenseg: shard %d of %d; want 0 <= i < k <= %d", i, k, backtrack.MaxShards)
	case sticks > t.places():
		return shardPlan{}, t.tooMany(sticks)
	}
	p := shardPlan{t: t, radix: make([]int64, len(t)), span: make([]int64, len(t)+1)}
	p.span[len(t)] = 1
	for d := len(t) - 1; d >= 0; d-- {
		p.radix[d] = radixOf(kindOf(t[d]))
		if p.span[d+1] > maxShardLayouts/p.radix[d] {
			return shardPlan{}, fmt.Errorf("sevenseg: shape has more than %d layouts, %d shards of %d", int64(maxShardLayouts), backtrack.MaxShards, MaxLayouts)
		}
		p.span[d] = p.span[d+1] * p.radix[d]
	}
	prefixes := int64(1)
	for ; p.depth < len(t) && prefixes < runsPerShard*int64(k); p.depth++ {
		prefixes *= p.radix[p.depth]
	}
	p.lo, p.hi = part(prefixes, i, k)*p.span[p.depth], part(prefixes, i+1, k)*p.span[p.depth]
	if p.hi-p.lo > MaxLayouts {
		return shardPlan{}, fmt.Errorf("sevenseg: shard %d of %d has %d layouts, more than %d; split the census into more shards", i, k, p.hi-p.lo, MaxLayouts)
	}
	return p, nil
}

// part returns i*n/k without overflow.
func part(n int64, i, k int) int64 {
	hi, lo := bits.Mul64(uint64(n), uint64(i))
	q, _ := bits.Div64(hi, lo, uint64(k))
	return int64(q)
}

// A shardRun is the search of one shard: the census's search around each
// true equation, cut to the shard's layouts.
type shardRun struct {
	p  *shardPlan
	sr searcher
}

// branch is searcher.branch (kept in step with it, for a search that does
// not evaluate: the census's) that keeps only the children with some of
// the shard's layouts below them. It is a copy rather
// than a wrapper because the extra call on every node cost 8% of a shard's
// time.
func (r *shardRun) branch(dst []node, n node) []node {
	sr := &r.sr
	if int(n.pos) == len(sr.sl) || sr.stopped {
		return dst
	}
	// Whether every layout below n is the shard's; if not, the range of
	// layouts below each child is checked.
	lo, hi := r.p.lo, r.p.hi
	all := int(n.pos) >= r.p.depth || n.index*r.p.span[n.pos] >= lo && (n.index+1)*r.p.span[n.pos] <= hi
	span := r.p.span[n.pos+1]
	s := &sr.sl[n.pos]
	for _, t := range s.targets {
		rm, ad := n.rm+int16(t.rm), n.ad+int16(t.ad)
		if rm > sr.h || ad > sr.h {
			continue
		}
		if sr.m == Moving && (ad > rm+sr.spareRm[n.pos+1] || rm > ad+sr.spareAd[n.pos+1]) {
			continue
		}
		index := n.index*s.radix + int64(t.index)
		if !all && (index*span >= hi || (index+1)*span <= lo) {
			continue
		}
		dst = append(dst, node{
			index: index,
			pos:   n.pos + 1,
			rm:    rm,
			ad:    ad,
			ch:    t.ch,
		})
	}
	return dst
}

// censusShard returns the marks of the layouts shard p owns, numbered from
// p.lo.
func (c config) censusShard(ctx context.Context, p shardPlan, sticks int) (marks, error) {
	mk := make(marks, (p.hi-p.lo+7)/8)
	if p.hi == p.lo {
		return mk, nil
	}
	m := c.mode.reverse()
	tbl := c.newGlyphTable(m, sticks, false)
	// rel[d]: the d-glyph prefixes of true equations that may reach the
	// shard: within that many sticks (taken, and put) of the first d glyphs of
	// one of its layouts.
	rel := make([]bitset, p.depth+1)
	for d := 1; d <= p.depth; d++ {
		rel[d] = newBitset(p.span[0] / p.span[d])
	}
	// inv[g]: the glyphs that turn into g, and at what cost.
	var inv [128][]target
	for _, g := range []byte(digitGlyphs + "+-x/=") {
		for _, t := range tbl.any[g].targets {
			src := t
			src.ch, src.index = g, uint8(indexOf(g))
			inv[t.ch] = append(inv[t.ch], src)
		}
	}
	var glyphs []byte
	var reach func(d int, x int64, rm, ad int)
	reach = func(d int, x int64, rm, ad int) {
		if d > 0 {
			rel[d].set(x)
		}
		if d == p.depth {
			return
		}
		for _, t := range inv[glyphs[d]] {
			if r, a := rm+int(t.rm), ad+int(t.ad); r <= sticks && a <= sticks {
				reach(d+1, x*p.radix[d]+int64(t.index), r, a)
			}
		}
	}
	for j := p.lo / p.span[p.depth]; j <= (p.hi-1)/p.span[p.depth]; j++ {
		glyphs = p.t.appendLayout(glyphs[:0], j*p.span[p.depth])
		reach(0, 0, 0, 0)
	}

	// From each true equation that may reach the shard, mark the shard's
	// layouts that that many sticks changed the other way turn into it.
	ts := c.newTruths(p.t, rel)
	r := &shardRun{p: &p}
	s := backtrack.Search[node]{Branch: r.branch, Accept: r.sr.accept}
	var (
		layout []byte
		sl     []slot
		nodes  int64 // visited since ctx was last checked
		err    error
	)
	_, werr := ts.search().Walk(ctx, func(truth node) bool {
		layout = p.t.appendLayout(layout[:0], truth.index)
		sl = tbl.slots(sl, layout)
		r.sr.reset(sl, m, 1, sticks, false)
		var n int64
		n, err = s.Walk(ctx, func(n node) bool {
			if n.moved() == sticks {
				mk.add(n.index-p.lo, markOne|markExact)
			} else {
				mk.add(n.index-p.lo, markOne)
			}
			return true
		})
		if truth.index >= p.lo && truth.index < p.hi {
			mk.add(truth.index-p.lo, markTrue)
		}
		if nodes += n; err == nil && nodes >= checkNodes {
			nodes, err = 0, ctx.Err()
		}
		return err == nil
	})
	if err == nil {
		err = werr
	}
	if err != nil {
		return nil, err
	}
	return mk, nil
}
