package regions

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/queens"
)

// A Puzzle is a board with exactly one solution.
type Puzzle struct {
	Board    *Board
	Solution queens.Placement
}

// An Option changes what Generate makes: a [Level] asks for puzzles of
// that level, and [Tries] bounds the work. Only this package's values
// implement it; of two options that set the same thing, the later wins.
type Option interface {
	apply(*config)
}

type config struct {
	tries int64
	level Level // 0: any
}

// apply makes a Level an Option: Generate makes puzzles that grade at l.
// The zero Level asks for any level, as no Level does.
func (l Level) apply(c *config) { c.level = l }

// Tries sets how many boards Generate tries before it gives up (default
// 1000). With n < 1 it gives up at once. A board counts as tried whether it
// fails to become unique, needs a guess, has the wrong level, or is left
// out to keep the levels near LinkedIn's mix or its largest region at most
// half the board.
func Tries(n int64) Option {
	return tries(max(n, 0))
}

// tries is the Option Tries returns.
type tries int64

func (n tries) apply(c *config) { c.tries = int64(n) }

// String returns the option as it is written: "regions.Tries(500)".
func (n tries) String() string { return fmt.Sprintf("regions.Tries(%d)", int64(n)) }

// Generate returns a random n×n puzzle with connected regions and one
// solution, which the rules of [Explain] find without guessing.
//
// A [Level] among opts asks for a puzzle that grades at that level (see
// [Grade]): after a board that grades too hard, the next gets more regions
// of one cell, which take their queens at once, and after one too easy,
// fewer. [Tries] bounds the boards it tries. The boards are shaped like
// LinkedIn's (see [Measure]); from N = 12 no region holds more than half
// the cells. The same rng state gives the same puzzle.
//
// It returns an error if n is outside MinN..MaxN or the Level is unknown,
// and one wrapping [backtrack.ErrBudget] if it runs out of tries; every
// level comes out at every size from 5 to 20, but no 4×4 puzzle is Expert.
// A nil rng or a nil Option is a programming error: Generate panics.
//
// A puzzle costs more as N grows, and the cost is heavy-tailed, as some
// boards take many tries; a Level costs the tries that grade at other
// levels. The [design notes] say how the boards are made.
//
// [design notes]: https://github.com/go-puzzles/puzzles/blob/main/doc/regions.md
func Generate(n int, rng *rand.Rand, opts ...Option) (Puzzle, error) {
	return GenerateContext(context.Background(), n, rng, opts...)
}

// GenerateContext is Generate that gives up when ctx is done, returning
// the zero Puzzle and ctx.Err() within 100 ms. Its searches look at ctx
// every 4,096 nodes, and its grading every 16 probes. A nil ctx is a
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
		o.apply(&cfg)
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
	return Puzzle{}, fmt.Errorf("regions: no %d×%d %s within %d tries: %w", n, n, what, cfg.tries, backtrack.ErrBudget)
}

// largest returns the number of cells of the largest region of b.
func largest(b *Board) int {
	var size [MaxN]int
	for _, g := range b.region {
		size[g]++
	}
	return slices.Max(size[:b.n])
}

// expertOdds: without a Level, Generate keeps a board of N <= 11 that
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
