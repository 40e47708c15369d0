package backtrack_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/go-puzzles/puzzles/backtrack"
)

// words is the tree of the words of up to n letters from "ab": the root is
// "", a word's children add a letter, and the words of n letters are
// accepted.
func words(n int) backtrack.Search[string] {
	return backtrack.Search[string]{
		Branch: func(dst []string, w string) []string {
			if len(w) == n {
				return dst
			}
			return append(dst, w+"a", w+"b")
		},
		Accept: func(w string) bool { return len(w) == n },
	}
}

func ExampleSearch_All() {
	for w := range words(2).All() {
		fmt.Println(w)
	}
	// Output:
	// aa
	// ab
	// ba
	// bb
}

// Breaking out of the loop stops the search at once.
func ExampleSearch_All_break() {
	for w := range words(4).All() {
		if strings.Contains(w, "bab") {
			fmt.Println(w)
			break
		}
	}
	// Output: abab
}

func ExampleSearch_AllContext() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for w := range words(3).AllContext(ctx) {
		fmt.Println(w)
		if w == "aab" {
			cancel() // a client that went away
		}
	}
	fmt.Println(ctx.Err())
	// Output:
	// aaa
	// aab
	// context canceled
}

func ExampleSearch_First() {
	w, ok := words(3).First()
	fmt.Println(w, ok)
	// Output: aaa true
}

func ExampleSearch_FirstContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	none := words(3)
	none.Accept = func(w string) bool { return strings.Contains(w, "c") }
	_, err := none.FirstContext(ctx)
	fmt.Println(err, errors.Is(err, backtrack.ErrNoSolution))
	// Output: backtrack: no solution true
}

func ExampleSearch_Count() {
	fmt.Println(words(10).Count())
	// Output: 1024
}

func ExampleSearch_CountContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, err := words(10).CountContext(ctx)
	fmt.Println(n, err)
	// Output: 1024 <nil>
}

func ExampleSearch_Paths() {
	for path := range words(2).Paths() {
		fmt.Printf("%q\n", path)
	}
	// Output:
	// ["" "a" "aa"]
	// ["" "a" "ab"]
	// ["" "b" "ba"]
	// ["" "b" "bb"]
}

func ExampleSearch_PathsContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for path := range words(1).PathsContext(ctx) {
		fmt.Printf("%q\n", path)
	}
	fmt.Println(ctx.Err())
	// Output:
	// ["" "a"]
	// ["" "b"]
	// <nil>
}

func ExampleSearch_Walk() {
	// Give up after 10 nodes, the same 10 every time.
	found := 0
	nodes, err := words(3).Walk(context.Background(), func(string) bool {
		found++
		return true
	}, backtrack.MaxNodes(10))
	fmt.Println(nodes, found, errors.Is(err, backtrack.ErrBudget))
	// Output: 10 4 true
}

func ExampleSearch_Split() {
	for _, part := range words(3).Split(4) {
		// Hand each part to a worker of your own.
		fmt.Println(part.Root, part.Count())
	}
	// Output:
	// aa 2
	// ab 2
	// ba 2
	// bb 2
}

func ExampleSearch_SplitContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	parts, err := words(10).SplitContext(ctx, 100)
	fmt.Println(len(parts), parts[0].Root, err)
	// Output: 128 aaaaaaa <nil>
}

func ExampleSearch_Shuffled() {
	rng := rand.New(rand.NewPCG(1, 2))
	w, _ := words(8).Shuffled(rng).First()
	fmt.Println(w)
	// Output: bbbbbbab
}
