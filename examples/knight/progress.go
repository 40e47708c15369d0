package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/go-puzzles/puzzles/knight"
)

// plainEvery is the least time between two plain progress lines; the first
// comes only once a count has run that long, so quick counts print none.
var plainEvery = 5 * time.Second

// barWidth is the number of cells of the progress bar.
const barWidth = 30

// A progress shows how far a count by frontier has got on w: a bar redrawn
// in place with the time left if w is a terminal, else a plain line at most
// every plainEvery.
type progress struct {
	w        io.Writer
	terminal bool
	start    time.Time
	last     time.Time // when a plain line was last written
	drawn    bool      // a bar or a line is shown
	now      func() time.Time
	// seen holds when each number of squares was first reported: the
	// time left is estimated from the later half of the scan so far,
	// where a square's step costs about what the next ones will.
	seen []mark
}

// A mark is when a number of squares scanned was reported.
type mark struct {
	scanned int
	at      time.Time
}

func newProgress(w io.Writer) *progress {
	now := time.Now
	t := now()
	return &progress{w: w, terminal: isTerminal(w), start: t, last: t, now: now}
}

// isTerminal reports whether w is a character device, such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// report is the count's callback: it draws p.
func (pr *progress) report(p knight.Progress) {
	t := pr.now()
	if len(pr.seen) == 0 || pr.seen[len(pr.seen)-1].scanned < p.Scanned {
		pr.seen = append(pr.seen, mark{p.Scanned, t})
	}
	if !pr.terminal {
		if t.Sub(pr.last) < plainEvery && !(pr.drawn && p.Scanned == p.Squares) {
			return
		}
		pr.last, pr.drawn = t, true
		fmt.Fprintf(pr.w, "knight: %s\n", pr.describe(p, t))
		return
	}
	done := 0
	if p.Squares > 0 {
		done = barWidth * p.Scanned / p.Squares
	}
	bar := strings.Repeat("#", done) + strings.Repeat("-", barWidth-done)
	fmt.Fprintf(pr.w, "\r[%s] %s\x1b[K", bar, pr.describe(p, t))
	pr.drawn = true
}

// finish clears the bar from a terminal, so that what follows starts on a
// clean line.
func (pr *progress) finish() {
	if pr.terminal && pr.drawn {
		fmt.Fprint(pr.w, "\r\x1b[K")
	}
}

// describe says how far p is at t, with an estimate of the time left from
// the rate of the later half of the squares scanned so far.
func (pr *progress) describe(p knight.Progress, t time.Time) string {
	s := fmt.Sprintf("%d of %d squares, %d states, %s", p.Scanned, p.Squares, p.States, size(p.Bytes))
	if p.Disk > 0 {
		s += fmt.Sprintf(" and %s on disk (at most %s)", size(p.Disk), size(p.PeakDisk))
	}
	if p.Scanned == p.Squares {
		return s + fmt.Sprintf(", done in %v", t.Sub(pr.start).Round(time.Second))
	}
	from := mark{0, pr.start}
	for _, m := range pr.seen {
		if 2*m.scanned >= p.Scanned {
			from = m
			break
		}
	}
	if p.Scanned > from.scanned {
		per := float64(t.Sub(from.at)) / float64(p.Scanned-from.scanned)
		left := time.Duration(per * float64(p.Squares-p.Scanned))
		s += fmt.Sprintf(", about %v left", left.Round(time.Second))
	}
	return s
}

// size writes a number of bytes with a binary unit.
func size(b int64) string {
	for _, u := range []struct {
		name string
		size int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if b >= u.size {
			return fmt.Sprintf("%.1f %s", float64(b)/float64(u.size), u.name)
		}
	}
	return fmt.Sprintf("%d B", b)
}
