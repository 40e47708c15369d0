// Package p exercises every kind of line apitxt writes.
package p

import (
	"context"
	"io"
	"iter"
)

const (
	Untyped         = 3
	Typed      Kind = 2
	Big             = 1 << 70
	Pi              = 3.14159265358979323846264338327950288419716939937510582097494459
	Name            = "p"
	unexported      = 1
)

var (
	ErrX     error
	Table    map[string][]byte
	Ch       <-chan rune
	Anon     struct{ A, b int }
	hidden   int
	Sequence iter.Seq2[int, string]
)

// Kind is a defined basic type with a method.
type Kind int

func (k Kind) String() string { return "" }

// Search is a generic struct with exported, unexported and embedded fields.
type Search[S any, K comparable] struct {
	Root   S
	Branch func(dst []S, s S) []S
	Keys   map[K]S
	io.Reader
	*Kind
	inner int
}

func (s Search[S, K]) All() iter.Seq[S]                                          { return nil }
func (s *Search[S, K]) Count(ctx context.Context, opts ...Option) (int64, error) { return 0, nil }
func (s Search[S, K]) hidden()                                                   {}

// Game is an interface that embeds another.
type Game[S comparable] interface {
	io.Closer
	Moves(S) []S
}

// Sealed can only be implemented here.
type Sealed interface {
	Public() int
	private()
}

// Empty has no methods.
type Empty interface{}

// Number is a constraint.
type Number interface {
	~int | ~int64 | float64
}

// Option is a functional option on an unexported config.
type Option func(*config)

type config struct{}

// Alias is a type alias.
type Alias = Search[int, string]

// Sum is a generic function with a constraint.
func Sum[N Number](xs ...N) N { return 0 }

// Pair returns two results.
func Pair[A, B any](a A, b B) (A, B, error) { return a, b, nil }

func unexportedFunc() {}
