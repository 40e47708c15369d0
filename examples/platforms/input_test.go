package main

import (
	"bytes"
	"testing"
)

// FuzzDecode feeds the decoder arbitrary bytes: it must never panic, and
// whatever it accepts must be a playable game.
func FuzzDecode(f *testing.F) {
	for _, c := range samples {
		f.Add([]byte(c.in))
	}
	f.Add([]byte(`{"board":[[1,1],[1]],"aloc":[0,0],"bloc":[0,1]}`))
	f.Add([]byte(`{"board":[[1,1,1,1,1,1,1,1]],"aloc":[0,7],"bloc":[0,-1]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, s, err := decode(bytes.NewReader(data))
		if err != nil {
			if bytes.ContainsRune([]byte(err.Error()), '\n') {
				t.Errorf("error has a newline: %q", err)
			}
			return
		}
		if g.rows < 1 || g.rows > maxSide || g.cols < 1 || g.cols > maxSide {
			t.Fatalf("accepted a %d×%d board", g.rows, g.cols)
		}
		n := int8(g.rows * g.cols)
		if s.plat>>n != 0 || s.me < 0 || s.me >= n || s.opp < 0 || s.opp >= n {
			t.Fatalf("accepted %+v on a %d×%d board", s, g.rows, g.cols)
		}
		if s.plat&(1<<s.me) == 0 || s.plat&(1<<s.opp) == 0 {
			t.Fatalf("accepted a player on a hole: %+v", s)
		}
	})
}
