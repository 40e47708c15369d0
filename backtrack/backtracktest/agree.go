package backtracktest

import (
	"context"
	"errors"
	"iter"
	"reflect"
	"slices"
	"testing"

	"github.com/go-puzzles/puzzles/backtrack"
	"github.com/go-puzzles/puzzles/internal/par"
)

// pureFix says how to fix a search whose runs disagree.
const pureFix = "Branch and Accept must depend on their argument alone, not on the order of calls or on anything kept between them."

// sharedFix says how to fix a search whose concurrent runs disagree.
const sharedFix = "Branch and Accept run on several goroutines at once: they must not write memory shared between calls (run the test with -race to see where)."

// splits are the part counts Check asks Split for.
var splits = []int{1, 2, 3, 8, 64}

// agree tests that every way of running s finds what ref found, in the same
// order. where ends each message: it names the tree when s is a cut one.
func agree[S any](t testing.TB, s backtrack.Search[S], ref *reference[S], where string) {
	t.Helper()
	want := int64(len(ref.accepted))
	ctx := context.Background()

	var got []S
	collect := func(x S) bool { got = append(got, x); return true }
	nodes, err := s.Walk(ctx, collect)
	if err != nil || nodes != ref.nodes || !equal(got, ref.accepted) {
		fail(t, "Walk visited %d nodes and accepted %d states (error %v); a plain depth-first walk visits %d and accepts %d%s. %s",
			nodes, len(got), err, ref.nodes, want, where, pureFix)
	}
	if budget := ref.nodes / 2; budget > 0 {
		got = got[:0]
		nodes, err := s.Walk(ctx, collect, backtrack.MaxNodes(budget))
		found, _ := slices.BinarySearch(ref.at, budget+1)
		if nodes != budget || !errors.Is(err, backtrack.ErrBudget) || !equal(got, ref.accepted[:found]) {
			fail(t, "Walk with MaxNodes(%d) visited %d nodes and accepted %d states (error %v); want %d nodes, %d states and ErrBudget%s. %s",
				budget, nodes, len(got), err, budget, found, where, pureFix)
		}
	}
	if all := slices.Collect(s.All()); !equal(all, ref.accepted) {
		fail(t, "All yields %d states; a plain depth-first walk accepts %d%s, or in another order. %s", len(all), want, where, pureFix)
	}
	first, ok := s.First()
	if ok != (want > 0) || ok && !reflect.DeepEqual(first, ref.accepted[0]) {
		fail(t, "First = %s, %v; a plain depth-first walk accepts %d states first%s. %s", show(first), ok, want, where, pureFix)
	}
	if all := slices.Collect(s.AllContext(ctx)); !equal(all, ref.accepted) {
		fail(t, "AllContext yields %d states; a plain depth-first walk accepts %d%s, or in another order. %s", len(all), want, where, pureFix)
	}
	firstCtx, err := s.FirstContext(ctx)
	if ok && (err != nil || !reflect.DeepEqual(firstCtx, first)) || !ok && !errors.Is(err, backtrack.ErrNoSolution) {
		fail(t, "FirstContext = %s, %v; First = %s, %v%s. %s", show(firstCtx), err, show(first), ok, where, pureFix)
	}
	if n := s.Count(); n != want {
		fail(t, "Count = %d; a serial walk accepts %d states%s. %s", n, want, where, sharedFix)
	}
	if n, err := s.CountContext(ctx); n != want || err != nil {
		fail(t, "CountContext = %d, %v; a serial walk accepts %d states%s. %s", n, err, want, where, sharedFix)
	}
	checkPaths(t, s, ref, where)
	for _, n := range splits {
		checkSplit(t, s, n, ref, where)
	}
}

// checkPaths tests that Paths leads from the root to each accepted state.
func checkPaths[S any](t testing.TB, s backtrack.Search[S], ref *reference[S], where string) {
	t.Helper()
	for name, paths := range map[string]iter.Seq[[]S]{"Paths": s.Paths(), "PathsContext": s.PathsContext(context.Background())} {
		i := 0
		for path := range paths {
			if i >= len(ref.accepted) {
				break
			}
			if len(path) == 0 || !reflect.DeepEqual(path[0], ref.root) || !reflect.DeepEqual(path[len(path)-1], ref.accepted[i]) {
				fail(t, "%s yields %s as path %d; want a path from Root to %s%s. %s",
					name, show(path), i+1, show(ref.accepted[i]), where, pureFix)
				return
			}
			i++
		}
		if i != len(ref.accepted) {
			fail(t, "%s yields %d paths or more; a plain depth-first walk accepts %d states%s. %s", name, i, len(ref.accepted), where, pureFix)
		}
	}
}

// checkSplit tests that the parts of Split(n) yield what All yields, run in
// turn and run concurrently.
func checkSplit[S any](t testing.TB, s backtrack.Search[S], n int, ref *reference[S], where string) {
	t.Helper()
	parts := s.Split(n)
	if viaCtx, err := s.SplitContext(context.Background(), n); err != nil || len(viaCtx) != len(parts) {
		fail(t, "SplitContext(%d) makes %d parts (error %v); Split(%d) makes %d%s. %s", n, len(viaCtx), err, n, len(parts), where, pureFix)
	}
	var got []S
	for _, p := range parts {
		got = slices.AppendSeq(got, p.All())
	}
	if !equal(got, ref.accepted) {
		fail(t, "the %d parts of Split(%d) yield %d states in turn; All yields %d%s, or in another order. %s",
			len(parts), n, len(got), len(ref.accepted), where, pureFix)
		return
	}
	each := make([][]S, len(parts))
	par.Do(context.Background(), len(parts), func(_ context.Context, _, i int) error {
		each[i] = slices.Collect(parts[i].All())
		return nil
	})
	if got := slices.Concat(each...); !equal(got, ref.accepted) {
		fail(t, "the %d parts of Split(%d) run on concurrent goroutines yield %d states; All yields %d%s, or in another order. %s",
			len(parts), n, len(got), len(ref.accepted), where, sharedFix)
	}
}
