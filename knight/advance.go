package knight

import (
	"context"
	"errors"
	"math/bits"
	"runtime"

	"github.com/go-puzzles/puzzles/backtrack"
)

// One square's step of the frontier count: the states of the list extended
// by the square, on every core, then each bucket sorted and summed.

// piece is a part of a bucket of the current list: states lo to hi of
// bucket b.
type piece struct{ b, lo, hi int }

// Bounds of the blocks in which workers gather new states: large enough
// that a block costs little to take, small enough that the last, partly
// filled block of each worker and bucket wastes little.
const (
	minBlock = 1 << 8
	maxBlock = 1 << 16
)

// Bounds of a step: the most buckets; the most new states a bucket should
// get, so that no sort buffer takes long to allocate and clear (which no
// context can interrupt); and the most states read back from disk at a
// time.
const (
	maxBuckets = 1 << 12
	maxBucket  = 1 << 21
	readChunk  = 1 << 16
)

// A plan is how one square's step runs.
type plan struct {
	workers, buckets int
	block            int  // entries of a block of new states
	chunk            int  // states read back from disk at a time
	spill            bool // new states go to files as blocks fill
	keep             bool // sorted buckets stay in memory (always, unless spill)
}

// plan returns the plan of the next step of l, which makes about grow new
// states a state. A step spills if the count may (f.disk) and the list is
// on disk already or it and its new states would take more than half the
// budget; its buckets are then small enough that each worker's two sort
// buffers for one take an eighth of the budget, and its blocks, one a
// worker and bucket, another eighth, with fewer workers if need be.
func (f *frontier) plan(l *lists, grow float64, spill bool) plan {
	states := l.states()
	p := plan{workers: 1, buckets: 1, keep: true}
	made := grow * float64(states)
	if states >= int64(parallelStates) {
		p.workers = runtime.GOMAXPROCS(0)
		p.buckets = 16 * p.workers
		for p.buckets < maxBuckets && made/float64(p.buckets) > maxBucket {
			p.buckets *= 2
		}
	}
	// About eight blocks for each worker's list of each bucket.
	p.block = int(min(maxBlock, max(minBlock, made/float64(8*p.workers*p.buckets))))
	limit := float64(f.mem.limit)
	need := float64(entryBytes) * (float64(states) + 1.2*made)
	if f.disk == nil || limit <= 0 || !spill && !l.onDisk() && need <= limit/2 {
		return p
	}
	p.spill = true
	p.keep = float64(entryBytes)*made <= limit/8
	// Buckets twice as many as an even spread would need, and fewer
	// workers if their blocks would not fit beside the sort buffers.
	for {
		p.buckets = 16 * p.workers
		bucket := min(maxBucket, limit/8/float64(p.workers)/(2.25*float64(entryBytes))/2)
		for p.buckets < maxBuckets && made/float64(p.buckets) > bucket {
			p.buckets *= 2
		}
		p.block = int(limit / 8 / float64(entryBytes) / float64(p.workers*p.buckets))
		if p.block >= minBlock || p.workers == 1 {
			break
		}
		p.workers /= 2
	}
	p.block = max(minBlock, p.block)
	// Read buffers, one a worker, within a sixty-fourth of the budget.
	p.chunk = min(readChunk, max(minBlock, int(limit/64/float64(entryBytes)/float64(p.workers))))
	return p
}

// advance extends the states of l.cur by square v into l.next, on every
// core if l.cur is long, l.cur given back once extended; grow is the
// expected number of new states per state. It returns the number of tours
// finished at v, whether a count overflowed, and the number of new states
// before equal keys were added up. A step that does not spill but runs out
// of budget while it extends starts again spilling, if the count may.
func (f *frontier) advance(ctx context.Context, v int, l *lists, grow float64) (uint64, bool, int64, error) {
	p := f.plan(l, grow, false)
	total, over, err := f.extend(ctx, v, l, p)
	if err != nil && !p.spill && f.disk != nil && errors.Is(err, backtrack.ErrBudget) {
		l.giveOut(&f.mem, f.disk)
		p = f.plan(l, grow, true)
		total, over, err = f.extend(ctx, v, l, p)
	}
	if err != nil {
		return 0, false, 0, err
	}
	giveLists(&f.mem, l.cur)
	removeFiles(f.disk, l.curFiles)
	l.cur, l.curFiles = l.cur[:0], nil
	var made int64
	for _, bs := range l.out {
		for _, blks := range bs {
			for _, blk := range blks {
				made += int64(len(blk))
			}
		}
	}
	for _, fl := range l.outFiles {
		if fl != nil {
			made += int64(fl.n)
		}
	}
	o, err := f.sortAll(ctx, l, p)
	if err != nil {
		return 0, false, 0, err
	}
	return total, over || o, made, nil
}

// extend has the workers extend the pieces of l.cur into l.out (and
// l.files, if p spills). It returns the tours finished and whether a count
// overflowed.
func (f *frontier) extend(ctx context.Context, v int, l *lists, p plan) (uint64, bool, error) {
	states := l.states()
	// Pieces of at least 1024 states, about 32 a worker, so that the
	// workers finish a phase close together.
	size := max(1024, int(states/int64(32*p.workers)))
	var pieces []piece
	for b, list := range l.cur {
		for lo := 0; lo < list.len(); lo += size {
			pieces = append(pieces, piece{b, lo, min(lo+size, list.len())})
		}
	}
	l.out = make([][][][]entry, p.workers)
	for w := range l.out {
		l.out[w] = make([][][]entry, p.buckets)
	}
	if p.spill {
		l.outFiles = make([]*file, p.workers)
		l.segs = make([][][]seg, p.workers)
		for w := range l.segs {
			l.segs[w] = make([][]seg, p.buckets)
		}
	}
	if l.onDisk() {
		for len(l.read) < p.workers {
			l.read = append(l.read, nil)
		}
		for w := range p.workers {
			if cap(l.read[w]) < p.chunk {
				f.mem.give(l.read[w])
				l.read[w] = nil
				buf, err := f.mem.alloc(p.chunk)
				if err != nil {
					return 0, false, err
				}
				l.read[w] = buf
			}
		}
	}
	sums := make([]uint64, p.workers)
	overs := make([]bool, p.workers)
	work := func(ctx context.Context, w, i int) error {
		sum, over, err := f.extendPiece(ctx, v, l, p, w, pieces[i])
		var c uint64
		sums[w], c = bits.Add64(sums[w], sum, 0)
		overs[w] = overs[w] || over || c != 0
		return err
	}
	if err := run(ctx, p.workers, len(pieces), work); err != nil {
		return 0, false, err
	}
	var total uint64
	overflow := false
	for w := range p.workers {
		var c uint64
		total, c = bits.Add64(total, sums[w], 0)
		overflow = overflow || overs[w] || c != 0
	}
	return total, overflow, nil
}

// extendPiece is worker w's part of extend: the states of piece pc, read
// from disk a chunk at a time if their bucket is there, each chunk's new
// states written out (if p spills) for every bucket whose block is half
// full.
func (f *frontier) extendPiece(ctx context.Context, v int, l *lists, p plan, w int, pc piece) (total uint64, overflow bool, err error) {
	src := l.cur[pc.b]
	chunk := pc.hi - pc.lo
	if src.file != nil || p.spill {
		chunk = p.chunk
	}
	for lo := pc.lo; lo < pc.hi; lo += chunk {
		hi := min(lo+chunk, pc.hi)
		states := src.mem
		if src.file != nil {
			states = l.read[w][:hi-lo]
			if err := f.disk.read(ctx, src.file, src.seg.off+lo, states); err != nil {
				return 0, false, err
			}
		} else {
			states = states[lo:hi]
		}
		sum, over, err := f.step(ctx, v, states, l.out[w], p.block)
		if err != nil {
			return 0, false, err
		}
		var c uint64
		total, c = bits.Add64(total, sum, 0)
		overflow = overflow || over || c != 0
		if src.file != nil {
			f.disk.free(src.file, seg{src.seg.off + lo, hi - lo})
		}
		if p.spill {
			if err := f.flush(ctx, l, w, p.block/2); err != nil {
				return 0, false, err
			}
		}
	}
	return total, overflow, nil
}

// flush writes worker w's new states of each bucket that has at least
// least of them to the worker's file, keeping the first block, emptied.
func (f *frontier) flush(ctx context.Context, l *lists, w, least int) error {
	for b, blks := range l.out[w] {
		n := 0
		for _, blk := range blks {
			n += len(blk)
		}
		if n == 0 || n < least {
			continue
		}
		if l.outFiles[w] == nil {
			var err error
			if l.outFiles[w], err = f.disk.create(); err != nil {
				return err
			}
		}
		for _, blk := range blks {
			sg, err := f.disk.write(ctx, l.outFiles[w], blk)
			if err != nil {
				return err
			}
			segs := l.segs[w][b]
			if k := len(segs) - 1; k >= 0 && segs[k].off+segs[k].n == sg.off {
				segs[k].n += sg.n // right after the last: one read
			} else {
				l.segs[w][b] = append(segs, sg)
			}
		}
		for _, blk := range blks[1:] {
			f.mem.give(blk)
		}
		l.out[w][b] = append(blks[:0], blks[0][:0])
	}
	return nil
}

// sortAll sorts each bucket of l.out (and l.files) on its own, adding up
// equal keys, into l.next: in memory if p keeps, else in a file. It reports
// whether a count overflowed.
func (f *frontier) sortAll(ctx context.Context, l *lists, p plan) (bool, error) {
	l.next = make([]list, p.buckets)
	if !p.keep {
		l.nextFiles = make([]*file, p.workers)
	}
	for len(l.sort) < p.workers {
		l.sort = append(l.sort, [2][]entry{})
	}
	over := make([]bool, p.buckets)
	work := func(ctx context.Context, w, b int) (err error) {
		over[b], err = f.sortBucket(ctx, l, p, w, b)
		return err
	}
	if err := run(ctx, p.workers, p.buckets, work); err != nil {
		return false, err
	}
	l.giveOut(&f.mem, f.disk)
	for _, o := range over {
		if o {
			return true, nil
		}
	}
	return false, nil
}

// sortBucket is worker w's sort of bucket b.
func (f *frontier) sortBucket(ctx context.Context, l *lists, p plan, w, b int) (bool, error) {
	var parts [][]entry
	n, inFiles := 0, 0
	for v := range l.out {
		for _, blk := range l.out[v][b] {
			parts = append(parts, blk)
			n += len(blk)
		}
		if l.segs != nil {
			for _, sg := range l.segs[v][b] {
				inFiles += sg.n
			}
		}
	}
	release := func() {
		for v := range l.out {
			l.giveBlocks(&f.mem, v, b)
		}
	}
	if n+inFiles == 0 {
		release()
		return false, nil
	}
	n += inFiles
	buf := &l.sort[w]
	for i := range buf {
		if cap(buf[i]) < n {
			f.mem.give(buf[i])
			buf[i] = nil
			var err error
			if buf[i], err = f.mem.alloc(n + n/8); err != nil {
				return false, err
			}
		}
	}
	// The states on disk are read into the second buffer, which the sort
	// reads first.
	if inFiles > 0 {
		at := 0
		for v := range l.out {
			for _, sg := range l.segs[v][b] {
				if err := f.disk.read(ctx, l.outFiles[v], sg.off, buf[1][at:at+sg.n]); err != nil {
					return false, err
				}
				f.disk.free(l.outFiles[v], sg)
				at += sg.n
			}
		}
		parts = append(parts, buf[1][:at])
	}
	res, _, over, err := sortSum(ctx, parts, buf[0][:n], buf[1][:n], release)
	if err != nil {
		return false, err
	}
	if !p.keep {
		if l.nextFiles[w] == nil {
			if l.nextFiles[w], err = f.disk.create(); err != nil {
				return false, err
			}
		}
		sg, err := f.disk.write(ctx, l.nextFiles[w], res)
		l.next[b] = list{file: l.nextFiles[w], seg: sg}
		return over, err
	}
	mem, err := f.mem.alloc(len(res))
	if err != nil {
		return false, err
	}
	copy(mem, res)
	l.next[b] = list{mem: mem}
	return over, nil
}
