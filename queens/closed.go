package queens

import (
	"errors"
	"fmt"
	"math/big"
)

// ErrOverflow is wrapped by the error of Count, CountShard, Fundamental and
// their Context forms when a count does not fit in an int64. The error gives
// the exact count. It happens from 21 rooks (21! > 2⁶³) and 22 no-touch
// queens. Test for it with errors.Is.
var ErrOverflow = errors.New("queens: count overflows int64")

// closed returns the number of placements of n pieces under Rooks or
// NoTouch, computed from a formula rather than counted: n! for Rooks, and
// for NoTouch the recurrence of Hertzsprung's problem (OEIS A002464, kings
// on the squares of a permutation, none adjacent),
//
//	a(n) = (n+1)·a(n-1) - (n-2)·a(n-2) - (n-5)·a(n-3) + (n-3)·a(n-4)
//
// from a(0..3) = 1, 1, 0, 0. Both are exact (math/big); a count above the
// largest int64 is an error wrapping ErrOverflow. It takes microseconds.
func closed(n int, r Rule) (int64, error) {
	var v *big.Int
	if r == Rooks {
		v = new(big.Int).MulRange(1, int64(n))
	} else {
		v = hertzsprung(n)
	}
	if !v.IsInt64() {
		return 0, fmt.Errorf("%w: %v has %v placements on %d×%d", ErrOverflow, r, v, n, n)
	}
	return v.Int64(), nil
}

// hertzsprung returns the number of permutations of n with no two
// neighbours at neighbouring places: a(n) of A002464.
func hertzsprung(n int) *big.Int {
	a := []*big.Int{big.NewInt(1), big.NewInt(1), big.NewInt(0), big.NewInt(0)}
	for m := 4; m <= n; m++ {
		t, x := new(big.Int), new(big.Int)
		t.Mul(big.NewInt(int64(m+1)), a[m-1])
		t.Sub(t, x.Mul(big.NewInt(int64(m-2)), a[m-2]))
		t.Sub(t, x.Mul(big.NewInt(int64(m-5)), a[m-3]))
		t.Add(t, x.Mul(big.NewInt(int64(m-3)), a[m-4]))
		a = append(a, t)
	}
	return a[n]
}
