package regions

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/go-puzzles/puzzles/queens"
)

// A Puzzle is a board with exactly one solution.
type Puzzle struct {
	Board    *Board
	Solution queens.Placement
}

// An Option changes what Generate makes: Difficulty and Tries.
type Option func(*config)

type config struct {
	tries int
	level Level // 0: any
}

// Difficulty asks Generate for a puzzle of level l (see Grade): it makes
// unique puzzles until one grades at l, with more regions of one cell, which
// take their queens at once, after a try that grades harder than l, and
// fewer after one that grades easier. Every level comes out at every size
// from 5 to 20; no 4×4 puzzle is Expert, so asking for one runs all the
// Tries.
func Difficulty(l Level) Option {
	return func(c *config) { c.level = l }
}

// Tries sets how many boards Generate tries before it gives up (default
// 1000; k < 1 counts as 0, so Generate gives up at once). A board counts as
// tried whether it fails to become unique, needs a guess, has the wrong
// level, is one of the Expert boards left out (see Generate), or (from
// N = 12) has a region of more than half the cells.
func Tries(n int) Option {
	return func(c *config) { c.tries = max(n, 0) }
}

// Generate returns a random puzzle of size n whose board has connected
// regions and exactly one solution, which the rules of Explain find without
// guessing, as in published puzzles. From N = 12 no region holds more than
// half the cells. The same rng state gives the same puzzle. It returns an
// error if n is outside MinN..MaxN or an option is bad, and one wrapping
// [ErrNoPuzzle] if it gives up after the Tries. A nil rng or a nil Option is a programming error:
// Generate panics.
//
// The puzzles are shaped like LinkedIn's (see Measure): it draws a random
// NoTouch placement (queens.Random) and grows regions around its queens to
// sizes drawn like LinkedIn's, one region of a fifth to over half of the
// board (a third at the median, at most 45% from N = 12), a few of one or
// two cells at about LinkedIn's rate for the size, and the others of
// random sizes, all thin rather than round. Then it repairs the board until
// the placement is its only solution, handing to a neighbouring region a
// cell on which other solutions put a queen, with the corridor of cells
// that joins it to that region; a board whose repair stalls, or needs a
// long search, is dropped for a fresh one. Then it reshapes the regions, moving one cell at a time
// while the solution stays the only one, towards LinkedIn's boundary per
// cell and largest region. Up to N = 11 it keeps only one in two of the
// boards that grade Expert, so that the levels come out near LinkedIn's
// mix. A puzzle costs more as N grows, and the cost is heavy-tailed, as
// some boards take many tries. A Difficulty costs the tries that grade at
// other levels.
func Generate(n int, rng *rand.Rand, opts ...Option) (Puzzle, error) {
	return GenerateContext(context.Background(), n, rng, opts...)
}

// GenerateContext is Generate that gives up when ctx is done, returning the
// zero Puzzle and ctx.Err() within 100 ms: its searches look at
// ctx every 4,096 nodes, and its grading every 16 probes. A nil ctx is a
// programming error: GenerateContext panics.
func GenerateContext(ctx context.Context, n int, rng *rand.Rand, opts ...Option) (Puzzle, error) {
	if ctx == nil {
		panic("regions: nil Context")
	}
	if rng == nil {
		panic("regions: nil *rand.Rand")
	}
	cfg := config{tries: 1000}
	for _, o := range opts {
		if o == nil {
			panic("regions: nil Option")
		}
		o(&cfg)
	}
	if n < MinN || n > MaxN {
		return Puzzle{}, fmt.Errorf("regions: board size %d out of range %d..%d", n, MinN, MaxN)
	}
	if cfg.level != 0 && (cfg.level < Easy || cfg.level > Expert) {
		return Puzzle{}, fmt.Errorf("regions: unknown level %d", int(cfg.level))
	}
	singles, doubles := tinyOdds(n, cfg.level)
	for range cfg.tries {
		if err := ctx.Err(); err != nil {
			return Puzzle{}, err
		}
		p, _ := queens.Random(n, queens.NoTouch, rng) // n >= 4 has placements
		b, a := sprout(p, singles, doubles, rng)
		ok, err := unique(ctx, b, p, rng)
		if err != nil {
			return Puzzle{}, err
		}
		if !ok {
			continue
		}
		if err := reshape(ctx, b, p, a, rng); err != nil {
			return Puzzle{}, err
		}
		if n >= 12 && 2*largest(b) > n*n {
			continue // rare; kept for small boards, as LinkedIn does
		}
		above := cfg.level
		if above == 0 {
			above = Expert
			if n <= 11 && rng.IntN(expertOdds) != 0 {
				above = Hard // too many Expert boards otherwise
			}
		}
		l, err := grade(ctx, b, above)
		if cerr := ctx.Err(); cerr != nil {
			return Puzzle{}, cerr
		}
		if err == errAbove || err == nil && cfg.level != 0 && l != cfg.level {
			singles = steer(n, singles, l, cfg.level)
		}
		if err != nil || cfg.level != 0 && l != cfg.level {
			continue // not solvable without guessing, or not the level asked for
		}
		return Puzzle{Board: b, Solution: p}, nil
	}
	what := "puzzle"
	if cfg.level != 0 {
		what = cfg.level.String() + " puzzle"
	}
	return Puzzle{}, noPuzzle(fmt.Sprintf("regions: no %d×%d %s found in %d tries", n, n, what, cfg.tries))
}

// ErrNoPuzzle is what Generate wraps when it gives up after the Tries
// without a puzzle of the kind asked for; test it with [errors.Is].
var ErrNoPuzzle = errors.New("regions: no puzzle found")

// noPuzzle is Generate's error when it gives up: it says what was asked for
// and is ErrNoPuzzle to errors.Is.
type noPuzzle string

func (e noPuzzle) Error() string        { return string(e) }
func (e noPuzzle) Is(target error) bool { return target == ErrNoPuzzle }

// largest returns the number of cells of the largest region of b.
func largest(b *Board) int {
	var size [MaxN]int
	for _, g := range b.region {
		size[g]++
	}
	return slices.Max(size[:b.n])
}

// expertOdds: without a Difficulty, Generate keeps a board of N <= 11 that
// grades Expert once in expertOdds times, so that the levels come out in
// about LinkedIn's mix at N = 7 to 11 (larger boards have no mix to match).
const expertOdds = 2

// tinyRates[k] is how many regions of one cell, and of two, sprout makes
// on average on a board of N = 7+k when no level is asked (N < 7 as 7,
// N > 11 as 11): about LinkedIn's rates at that size, less those that
// repairs leave.
var tinyRates = [5][2]float64{{0.6, 0.5}, {0.3, 0.2}, {0.25, 0.1}, {0.2, 0}, {0.25, 0}}

// levelSingles[l]*N is how many regions sprout makes single cells, on
// average, in the first try for a puzzle of level l. A region of one cell
// takes its queen at once, so more of them make a puzzle easier.
var levelSingles = [...]float64{Easy: 0.6, Medium: 0.4, Hard: 0.15, Expert: 0}

// tinyOdds returns how many regions sprout should make single cells, and
// how many two cells, on average on an n×n board, for a first try at a
// puzzle of level l (0: any).
func tinyOdds(n int, l Level) (singles, doubles float64) {
	if l != 0 {
		return levelSingles[l] * float64(n), 0
	}
	k := min(max(n, 7), 11) - 7
	return tinyRates[k][0], tinyRates[k][1]
}

// steer returns the single cells to ask sprout for after a try with
// singles of them gave an n×n puzzle of level got, not want: N/10 (at
// least 1) more if got was too hard, fewer if too easy, from 0 to N-1.
func steer(n int, singles float64, got, want Level) float64 {
	if want == 0 {
		return singles
	}
	step := max(1, float64(n)/10)
	if got < want {
		step = -step
	}
	return min(max(singles+step, 0), float64(n-1))
}
