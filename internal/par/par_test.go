package par

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestDoRunsEveryPiece(t *testing.T) {
	for _, n := range []int{0, 1, 7, 1000} {
		var sum atomic.Int64
		err := Do(context.Background(), n, func(_ context.Context, w, i int) error {
			if w < 0 || w >= Workers(n) {
				t.Errorf("worker %d out of range for %d pieces", w, n)
			}
			sum.Add(int64(i))
			return nil
		})
		if want := int64(n * (n - 1) / 2); err != nil || sum.Load() != want {
			t.Errorf("n=%d: sum %d, err %v; want %d, nil", n, sum.Load(), err, want)
		}
	}
}

func TestDoFirstError(t *testing.T) {
	boom := errors.New("boom")
	var ran atomic.Int64
	err := Do(context.Background(), 1000, func(ctx context.Context, _, i int) error {
		ran.Add(1)
		if i == 3 {
			return boom
		}
		<-time.After(time.Millisecond)
		return nil
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want boom", err)
	}
	if ran.Load() == 1000 {
		t.Errorf("every piece ran after an error")
	}
}

func TestDoPanicReachesCaller(t *testing.T) {
	var started, finished atomic.Int64
	defer func() {
		if v := recover(); v != "boom" {
			t.Fatalf("recovered %v, want boom", v)
		}
		if s, f := started.Load(), finished.Load(); s != f {
			t.Errorf("%d pieces started, %d finished: Do panicked before its workers stopped", s, f)
		}
	}()
	Do(context.Background(), 100, func(ctx context.Context, _, i int) error {
		if i == 0 {
			time.Sleep(5 * time.Millisecond) // let the other worker start
			panic("boom")
		}
		started.Add(1)
		<-ctx.Done() // the other worker waits to be told
		time.Sleep(time.Millisecond)
		finished.Add(1)
		return ctx.Err()
	})
	t.Fatal("Do returned after a panic")
}

func TestDoCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(10 * time.Millisecond); cancel() }()
	err := Do(ctx, 1<<30, func(ctx context.Context, _, _ int) error {
		time.Sleep(time.Millisecond)
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestDoGoexitReachesCaller(t *testing.T) {
	done := make(chan bool)
	go func() {
		defer func() { done <- recover() == nil }() // no panic: a Goexit
		Do(context.Background(), 10, func(_ context.Context, _, i int) error {
			if i == 0 {
				runtime.Goexit()
			}
			return nil
		})
		t.Error("Do returned after a piece called runtime.Goexit")
	}()
	if !<-done {
		t.Fatal("Do panicked after a piece called runtime.Goexit")
	}
}

// DoWorkers runs every piece on no more workers than asked, numbered from 0.
func TestDoWorkersBound(t *testing.T) {
	for _, workers := range []int{-1, 0, 1, 3, 64} {
		var ran atomic.Int64
		var mu sync.Mutex
		seen := map[int]bool{}
		err := DoWorkers(context.Background(), workers, 200, func(_ context.Context, w, _ int) error {
			ran.Add(1)
			mu.Lock()
			seen[w] = true
			mu.Unlock()
			return nil
		})
		most := max(1, workers)
		for w := range seen {
			if w < 0 || w >= most {
				t.Errorf("DoWorkers(%d): worker %d", workers, w)
			}
		}
		if err != nil || ran.Load() != 200 {
			t.Errorf("DoWorkers(%d): %d pieces ran, %v; want 200, nil", workers, ran.Load(), err)
		}
	}
}

// explode is the piece that panics in TestDoPanicCarriesStack, named so
// that its frame can be found in the stack.
func explode() { panic("boom") }

// A piece's panic reaches the caller through Raise, with the stack of the
// worker down to the function that panicked.
func TestDoPanicCarriesStack(t *testing.T) {
	defer func(r func(any, []byte) any) { Raise = r }(Raise)
	type raised struct {
		v     any
		stack string
	}
	Raise = func(v any, stack []byte) any { return raised{v, string(stack)} }
	defer func() {
		r, ok := recover().(raised)
		if !ok || r.v != "boom" || !strings.Contains(r.stack, "par.explode(") || !strings.Contains(r.stack, "par.DoWorkers") {
			t.Fatalf("recovered %+v; want Raise's value of boom with the worker's stack through explode", r)
		}
	}()
	Do(context.Background(), 8, func(_ context.Context, _, i int) error {
		if i == 5 {
			explode()
		}
		return nil
	})
	t.Fatal("Do returned after a panic")
}
