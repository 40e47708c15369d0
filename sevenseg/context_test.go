package sevenseg_test

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/go-puzzles/puzzles/internal/testutil"
	"github.com/go-puzzles/puzzles/sevenseg"
)

// thirtyTerms has no answer within 3 sticks, and searching for one takes
// seconds.
var thirtyTerms = strings.Repeat("1+", 28) + "1=1"

func TestSolutionsContextCancel(t *testing.T) {
	e, err := sevenseg.Parse(thirtyTerms)
	if err != nil {
		t.Fatal(err)
	}
	for name, seq := range map[string]func(context.Context) func(func(sevenseg.Solution) bool){
		"SolutionsContext": func(ctx context.Context) func(func(sevenseg.Solution) bool) {
			return sevenseg.SolutionsContext(ctx, e, 3)
		},
		"SolutionsMoveByMoveContext": func(ctx context.Context) func(func(sevenseg.Solution) bool) {
			return sevenseg.SolutionsMoveByMoveContext(ctx, e, 3)
		},
	} {
		t.Run(name, func(t *testing.T) {
			testutil.CancelLatency(t, func(ctx context.Context) error {
				for s := range seq(ctx) {
					t.Errorf("%s yields %v", name, s.Equation)
				}
				return ctx.Err()
			}, 50*time.Millisecond)
		})
	}
}

func TestCensusContextCancel(t *testing.T) {
	testutil.CancelLatency(t, func(ctx context.Context) error {
		c, err := sevenseg.CensusContext(ctx, "dd±dd=dd", 40) // hours
		if c != (sevenseg.Tally{}) {
			t.Errorf("CensusContext = %+v, %v; want the zero Tally", c, err)
		}
		return err
	}, 50*time.Millisecond)
}

// A Generate for a small shape does not wait for one of a big shape, and
// the big one stops when cancelled.
func TestGenerateDoesNotWait(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	big := make(chan error, 1)
	go func() {
		_, err := sevenseg.GenerateContext(ctx, "dd±dd=dd", 40, rand.New(rand.NewPCG(1, 2))) // hours
		big <- err
	}()
	time.Sleep(20 * time.Millisecond) // let it start
	if _, err := sevenseg.Generate("d±d=d", 1, rand.New(rand.NewPCG(1, 2))); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-big:
		t.Fatalf("the big census ended early: %v", err)
	default:
	}
	cancel()
	select {
	case err := <-big:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("GenerateContext error %v, want context.Canceled", err)
		}
	case <-time.After(testutil.Hang):
		t.Fatalf("GenerateContext still running %v after cancellation", testutil.Hang)
	}
}

// A caller waiting for a census that another caller gave up on gets it all
// the same.
func TestGenerateOutlivesCancelledCaller(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	first := make(chan error, 1)
	go func() {
		_, err := sevenseg.GenerateContext(ctx, "dd±d=dd", 2, rand.New(rand.NewPCG(1, 2)), sevenseg.Hook7)
		first <- err
	}()
	time.Sleep(5 * time.Millisecond)
	second := make(chan error, 1)
	go func() {
		e, err := sevenseg.Generate("dd±d=dd", 2, rand.New(rand.NewPCG(1, 2)), sevenseg.Hook7)
		if err == nil && e.Holds() {
			t.Errorf("Generate gave %v, which holds", e)
		}
		second <- err
	}()
	time.Sleep(5 * time.Millisecond)
	cancel()
	if err := <-first; err != nil && !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled GenerateContext: %v", err)
	}
	if err := <-second; err != nil {
		t.Errorf("Generate after another caller gave up: %v", err)
	}
}

// Programming errors panic at the door with a message naming the package.
func TestNilArguments(t *testing.T) {
	e, _ := sevenseg.Parse("1+1=2")
	rng := rand.New(rand.NewPCG(1, 2))
	var nilCtx context.Context
	var w bytes.Buffer
	for _, c := range []struct {
		name, want string
		call       func()
	}{
		{"SolutionsContext", "sevenseg: nil Context", func() { sevenseg.SolutionsContext(nilCtx, e, 1) }},
		{"SolutionsMoveByMoveContext", "sevenseg: nil Context", func() { sevenseg.SolutionsMoveByMoveContext(nilCtx, e, 1) }},
		{"CensusContext", "sevenseg: nil Context", func() { sevenseg.CensusContext(nilCtx, "d=d", 1) }},
		{"GenerateContext", "sevenseg: nil Context", func() { sevenseg.GenerateContext(nilCtx, "d=d", 1, rng) }},
		{"Generate", "sevenseg: nil *rand.Rand", func() { sevenseg.Generate("d=d", 1, nil) }},
		{"Solutions", "sevenseg: nil Option", func() { sevenseg.Solutions(e, 1, nil) }},
		{"SolutionsMoveByMove", "sevenseg: nil Option", func() { sevenseg.SolutionsMoveByMove(e, 1, sevenseg.Adding, nil) }},
		{"Census", "sevenseg: nil Option", func() { sevenseg.Census("d=d", 1, nil) }},
		{"Generate", "sevenseg: nil Option", func() { sevenseg.Generate("d=d", 1, rng, nil) }},
		{"WriteText", "sevenseg: nil DrawOption", func() { e.WriteText(&w, nil) }},
		{"WriteSVG", "sevenseg: nil DrawOption", func() { e.WriteSVG(&w, nil) }},
	} {
		func() {
			defer func() {
				if got := recover(); got != c.want {
					t.Errorf("%s panics with %v, want %q", c.name, got, c.want)
				}
			}()
			c.call()
		}()
	}
}

// failingWriter fails every write, like a full disk.
type failingWriter struct{}

var errFull = errors.New("no space left on device")

func (failingWriter) Write([]byte) (int, error) { return 0, errFull }

func TestWriteErrors(t *testing.T) {
	e, _ := sevenseg.Parse("1+1=2")
	if err := e.WriteText(failingWriter{}); !errors.Is(err, errFull) {
		t.Errorf("WriteText to a failing writer: %v", err)
	}
	if err := e.WriteSVG(failingWriter{}, sevenseg.Tailless); !errors.Is(err, errFull) {
		t.Errorf("WriteSVG to a failing writer: %v", err)
	}
}
