package knight

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"unsafe"
)

// Spilling a count's lists to disk.
//
// A count given TempDir writes a square's new states to temporary files
// once its lists would take more than half its memory budget: each worker
// writes its new states of a bucket to a file of its own as they come,
// each bucket is then read back, sorted and summed on its own and written
// out again, and the next square reads the buckets back piece by piece.
// Memory then holds only buffers: one bucket's sort buffers a worker and
// one block of new states a worker and bucket, sized from the budget.

// A disk is the temporary directory of one count, and the bytes its files
// hold. Its methods are safe for concurrent use.
type disk struct {
	dir  string
	used atomic.Int64 // bytes in files now
	peak atomic.Int64 // the most bytes in files at once
}

// newDisk makes a directory of its own for a count in parent (os.TempDir
// if empty).
func newDisk(parent string) (*disk, error) {
	dir, err := os.MkdirTemp(parent, "knight-count-*")
	if err != nil {
		return nil, fmt.Errorf("knight: temporary directory: %w", err)
	}
	return &disk{dir: dir}, nil
}

// close removes the directory and everything left in it.
func (d *disk) close() {
	os.RemoveAll(d.dir)
}

// A file holds lists of entries on disk, one after another. It is
// unlinked from its directory as soon as it is made where the system
// allows, so that not even a killed process leaves it behind.
type file struct {
	f        *os.File
	unlinked bool         // removed from its directory when made
	n        int          // entries written
	freed    atomic.Int64 // entries whose space was given back (see free); workers free parts of one file at once
}

// A seg is n entries of a file from the off-th on.
type seg struct{ off, n int }

// create makes an empty file.
func (d *disk) create() (*file, error) {
	f, err := os.CreateTemp(d.dir, "states-*")
	if err != nil {
		return nil, fmt.Errorf("knight: temporary file: %w", err)
	}
	// Fails on some systems while f is open: remove removes it then.
	unlinked := os.Remove(f.Name()) == nil
	return &file{f: f, unlinked: unlinked}, nil
}

// bytesOf returns the bytes of es, as they lie in memory: a file is read
// back only by the process that wrote it.
func bytesOf(es []entry) []byte {
	if len(es) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&es[0])), len(es)*int(entryBytes))
}

// write appends es to fl and returns where they are, looking at ctx
// between pieces of checkEvery entries: a large write can wait long for
// the system to take it.
func (d *disk) write(ctx context.Context, fl *file, es []entry) (seg, error) {
	sg := seg{fl.n, 0}
	for a := 0; a < len(es); a += checkEvery {
		if err := ctx.Err(); err != nil {
			return sg, err
		}
		b := min(a+checkEvery, len(es))
		if _, err := fl.f.Write(bytesOf(es[a:b])); err != nil {
			return sg, fmt.Errorf("knight: writing a temporary file: %w", err)
		}
		sg.n += b - a
		fl.n += b - a
		used := d.used.Add(int64(b-a) * entryBytes)
		for p := d.peak.Load(); used > p && !d.peak.CompareAndSwap(p, used); p = d.peak.Load() {
		}
	}
	return sg, nil
}

// read fills dst with fl's entries from the lo-th on, looking at ctx
// between pieces of checkEvery entries.
func (d *disk) read(ctx context.Context, fl *file, lo int, dst []entry) error {
	for a := 0; a < len(dst); a += checkEvery {
		if err := ctx.Err(); err != nil {
			return err
		}
		b := min(a+checkEvery, len(dst))
		if _, err := fl.f.ReadAt(bytesOf(dst[a:b]), int64(lo+a)*entryBytes); err != nil {
			return fmt.Errorf("knight: reading a temporary file: %w", err)
		}
	}
	return nil
}

// free gives the space of n entries of fl from the off-th back, where the
// system allows, once they have been read for the last time: so a step's
// disk use shrinks as it reads.
func (d *disk) free(fl *file, sg seg) {
	if punch(fl, sg.off, sg.n) {
		fl.freed.Add(int64(sg.n))
		d.used.Add(-int64(sg.n) * entryBytes)
	}
}

// remove closes fl and drops it. An unlinked file is closed on a goroutine
// of its own: the system frees its blocks as it closes, which takes a
// while for a file of gigabytes, and nothing is left to wait for.
func (d *disk) remove(fl *file) {
	if fl.f == nil {
		return
	}
	if fl.unlinked {
		go fl.f.Close()
	} else {
		fl.f.Close()
		os.Remove(fl.f.Name())
	}
	d.used.Add(-(int64(fl.n) - fl.freed.Load()) * entryBytes)
	fl.f = nil
}
