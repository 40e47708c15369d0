package minimax

import "testing"

// A team's table grows four-fold up to its bound, which may be as large
// as maxSlots, without overflow.
func TestTeamSlots(t *testing.T) {
	for _, c := range []struct{ n, most, want int }{
		{1 << 10, 1 << 16, 1 << 12},
		{1 << 14, 1 << 16, 1 << 16},
		{1 << 15, 1 << 16, 1 << 16},
		{1 << 16, 1 << 16, 1 << 16},
		{1, 2, 2},
		{1, 1, 1},
		{maxSlots / 2, maxSlots, maxSlots},
		{maxSlots / 4, maxSlots, maxSlots},
		{maxSlots / 8, maxSlots, maxSlots / 2},
	} {
		if got := teamSlots(c.n, c.most); got != c.want {
			t.Errorf("teamSlots(%d, %d) = %d, want %d", c.n, c.most, got, c.want)
		}
	}
}
