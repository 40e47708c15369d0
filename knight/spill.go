package knight

import (
	"context"
	"fmt"
	"os"
	"sync"
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
//
// Every file is made without a name (O_TMPFILE on Linux) or unlinked at
// once, right in the directory given: no directory of the count's own, so
// that a killed process leaves nothing behind. A file's space goes back to
// the system as its states are read for the last time (free), and the file
// is closed as soon as the count is done with it, so the files a count
// still holds when it ends hold little, unless it ends mid-step (an error,
// a cancellation); they are all closed before the count returns.

// A disk is where one count's temporary files go, and the bytes they hold.
// Its methods are safe for concurrent use.
type disk struct {
	dir  string
	used atomic.Int64 // bytes in files now: written and not given back
	peak atomic.Int64 // the most bytes in files at once
	mu   sync.Mutex
	open map[*file]bool // files made and not removed yet
}

// newDisk returns the disk of a count in dir (os.TempDir if empty), once
// it has opened and closed a file there: a directory the count cannot
// write in fails at once, not when the count first spills.
func newDisk(dir string) (*disk, error) {
	if dir == "" {
		dir = os.TempDir()
	}
	f, _, err := openFile(dir)
	if err != nil {
		return nil, fmt.Errorf("knight: temporary directory: %w", err)
	}
	f.Close()
	return &disk{dir: dir, open: map[*file]bool{}}, nil
}

// close closes and removes every file d still holds, and returns when
// they are all gone.
func (d *disk) close() {
	d.mu.Lock()
	fs := make([]*file, 0, len(d.open))
	for fl := range d.open {
		fs = append(fs, fl)
	}
	d.mu.Unlock()
	removeFiles(d, fs)
}

// A file holds lists of entries on disk, one after another.
type file struct {
	f        *os.File
	unlinked bool         // has no name: nothing to remove after closing it
	align    int64        // bytes of the file system's blocks, which free gives back whole
	n        int          // entries written
	freed    atomic.Int64 // bytes given back (see free); workers free parts of one file at once
}

// A seg is n entries of a file from the off-th on.
type seg struct{ off, n int }

// openFile opens an empty file in dir: without a name where the system
// allows (tmpFile), else named and removed at once, which fails on some
// systems while the file is open. It reports whether the file has no name.
func openFile(dir string) (*os.File, bool, error) {
	if f, err := tmpFile(dir); err == nil {
		return f, true, nil
	}
	f, err := os.CreateTemp(dir, "knight-states-*")
	if err != nil {
		return nil, false, err
	}
	return f, os.Remove(f.Name()) == nil, nil
}

// create makes an empty file for d.
func (d *disk) create() (*file, error) {
	f, unlinked, err := openFile(d.dir)
	if err != nil {
		return nil, fmt.Errorf("knight: temporary file: %w", err)
	}
	fl := &file{f: f, unlinked: unlinked, align: blockSize(f)}
	d.mu.Lock()
	d.open[fl] = true
	d.mu.Unlock()
	return fl, nil
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
		d.grew(int64(b-a) * entryBytes)
	}
	return sg, nil
}

// grew accounts b more bytes in files, and the peak.
func (d *disk) grew(b int64) {
	used := d.used.Add(b)
	for p := d.peak.Load(); used > p && !d.peak.CompareAndSwap(p, used); p = d.peak.Load() {
	}
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

// free gives the space of the entries of sg in fl back, where the system
// allows, once they have been read for the last time: so a step's disk use
// shrinks as it reads. Only the blocks of the file system that sg covers
// whole go back (the others when fl is removed), and only they are
// accounted.
func (d *disk) free(fl *file, sg seg) {
	lo := (int64(sg.off)*entryBytes + fl.align - 1) / fl.align * fl.align
	hi := int64(sg.off+sg.n) * entryBytes / fl.align * fl.align
	if hi > lo && punch(fl, lo, hi-lo) {
		fl.freed.Add(hi - lo)
		d.used.Add(lo - hi)
	}
}

// remove closes fl, removes it if it has a name, and accounts its space as
// given back. The system frees the file's space as it closes it, before
// remove returns.
func (d *disk) remove(fl *file) {
	if fl.f == nil {
		return
	}
	closeFile(fl.f)
	if !fl.unlinked {
		os.Remove(fl.f.Name())
	}
	d.used.Add(fl.freed.Load() - int64(fl.n)*entryBytes)
	fl.f = nil
	d.mu.Lock()
	delete(d.open, fl)
	d.mu.Unlock()
}

// closeFile closes a file of a disk (a variable for tests, which slow it
// down).
var closeFile = (*os.File).Close

// removeFiles removes the files of fs (nil ones skipped) from d, several
// at once: a file that still holds much takes the system a while to free.
func removeFiles(d *disk, fs []*file) {
	var wg sync.WaitGroup
	for _, fl := range fs {
		if fl != nil {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d.remove(fl)
			}()
		}
	}
	wg.Wait()
}
