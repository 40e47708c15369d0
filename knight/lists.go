package knight

// The lists of states a count holds, in memory or on disk.

// A list is one bucket of states: in memory, or a part of a file.
type list struct {
	mem  []entry
	file *file // nil: the states are mem
	seg  seg   // where in file
}

func (b list) len() int {
	if b.file != nil {
		return b.seg.n
	}
	return len(b.mem)
}

// lists holds every list of states a count has, so that whatever way the
// count returns it can give them all back.
type lists struct {
	cur  []list // the states after the last square, by bucket
	next []list // the states being made, by bucket
	// out[w][b]: worker w's new states of bucket b, unsorted, in blocks
	out [][][][]entry
	// Steps that spill: segs[w][b] are worker w's new states of bucket b
	// written to outFiles[w]; curFiles and nextFiles hold the lists of cur
	// and next on disk, a file a worker.
	segs                          [][][]seg
	outFiles, curFiles, nextFiles []*file
	// sort[w]: worker w's two sort buffers, kept from square to square
	sort [][2][]entry
	// read[w]: worker w's buffer for states read back from disk
	read [][]entry
}

// states returns the number of states in l.cur.
func (l *lists) states() int64 {
	var n int64
	for _, b := range l.cur {
		n += int64(b.len())
	}
	return n
}

// onDisk reports whether any of l.cur is on disk.
func (l *lists) onDisk() bool { return len(l.curFiles) > 0 }

// give gives every list l holds back to m, and removes its files from d
// (nil if the count has none).
func (l *lists) give(m *memory, d *disk) {
	giveLists(m, l.cur)
	giveLists(m, l.next)
	// Every file at once: those of a count that ends mid-step hold much.
	fs := append(append(l.outFiles, l.curFiles...), l.nextFiles...)
	l.outFiles = nil
	l.giveOut(m, d)
	removeFiles(d, fs)
	for _, s := range l.sort {
		m.give(s[0])
		m.give(s[1])
	}
	for _, r := range l.read {
		m.give(r)
	}
	*l = lists{}
}

// giveLists gives back the memory of bs.
func giveLists(m *memory, bs []list) {
	for _, b := range bs {
		m.give(b.mem)
	}
}

// giveOut gives back every worker's blocks of new states, and their files.
func (l *lists) giveOut(m *memory, d *disk) {
	for w := range l.out {
		for b := range l.out[w] {
			l.giveBlocks(m, w, b)
		}
	}
	removeFiles(d, l.outFiles)
	l.out, l.segs, l.outFiles = nil, nil, nil
}

// giveBlocks gives worker w's blocks of bucket b back.
func (l *lists) giveBlocks(m *memory, w, b int) {
	for _, blk := range l.out[w][b] {
		m.give(blk)
	}
	l.out[w][b] = nil
}
