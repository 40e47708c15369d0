package browser

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// queensExtras checks the rest of what a Queens player expects: auto-✕
// around a queen (and its undoing), a hint, show solution (no win screen,
// and the share text says so), settings and the revealed board kept over a
// reload, the archive of days and a random puzzle that a reload keeps.
func queensExtras(t *testing.T, ctx context.Context, base string) {
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
	openQueens(t, ctx, base, "size=6&level=easy")
	reg := eval[[][]int](t, ctx, `queens.puzzle.regions`)
	n := len(reg)
	click := func(sel string) { t.Helper(); do(t, ctx, sel, chromedp.Click(chromedp.CSS(sel))) }
	states := func() []int { return eval[[]int](t, ctx, `queens.state`) }

	click(".settings summary")
	click("#q-autox")
	q := 2*n + 3
	click(fmt.Sprintf(`#q-board [data-i="%d"]`, q))
	click(fmt.Sprintf(`#q-board [data-i="%d"]`, q))
	st := states()
	for i, s := range st {
		r, c, qr, qc := i/n, i%n, q/n, q%n
		covered := i != q && (r == qr || c == qc || reg[r][c] == reg[qr][qc] || abs(r-qr) <= 1 && abs(c-qc) <= 1)
		want := map[bool]int{true: 3, false: 0}[covered]
		if i == q {
			want = 2
		}
		if s != want {
			t.Errorf("auto-✕: cell %d is %d, want %d (queen at %d)", i, s, want, q)
		}
	}
	click(fmt.Sprintf(`#q-board [data-i="%d"]`, q))
	for i, s := range states() {
		if s != 0 {
			t.Errorf("the queen removed: cell %d is still %d", i, s)
		}
	}

	do(t, ctx, "hint", chromedp.Evaluate[chromedp.Void](`queens.lastHint = null`), chromedp.Click(chromedp.CSS("#q-hint")),
		chromedp.Poll[chromedp.Void](`queens.lastHint`, chromedp.WithPollingTimeout(10*time.Second)))
	if s := status(t, ctx); !strings.HasPrefix(s, "Hint (") || eval[int](t, ctx, `queens.hints`) != 1 {
		t.Errorf("after a hint: status %q", s)
	}

	sol := solution(t, ctx, base)
	click("#q-solution")
	do(t, ctx, "solution", chromedp.Poll[chromedp.Void](`queens.revealed && queens.solved`, chromedp.WithPollingTimeout(10*time.Second)))
	st = states()
	for _, p := range sol {
		if st[p[0]*n+p[1]] != 2 {
			t.Errorf("show solution: no queen on %v", p)
		}
	}
	if eval[bool](t, ctx, `document.getElementById("q-win").open`) || !strings.Contains(eval[string](t, ctx, `queens.shareText()`), "solution shown") {
		t.Errorf("show solution opens the win screen or shares a solve: %q", eval[string](t, ctx, `queens.shareText()`))
	}
	do(t, ctx, "reload", chromedp.Reload())
	waitBoard(t, ctx)
	if !eval[bool](t, ctx, `document.getElementById("q-autox").checked && queens.revealed && queens.solved`) {
		t.Error("a reload loses the auto-✕ setting or the revealed board")
	}

	day := func() string { return eval[string](t, ctx, `queens.puzzle.date || ""`) }
	today := day()
	click("#q-prev")
	do(t, ctx, "previous day", chromedp.Poll[chromedp.Void](`queens.puzzle.date !== "`+today+`"`, chromedp.WithPollingTimeout(10*time.Second)))
	waitBoard(t, ctx)
	yesterday := day()
	tt, _ := time.Parse(time.DateOnly, today)
	if yesterday != tt.AddDate(0, 0, -1).Format(time.DateOnly) || !strings.Contains(eval[string](t, ctx, `location.search`), "date="+yesterday) {
		t.Errorf("previous day of %s: %s, address %s", today, yesterday, eval[string](t, ctx, `location.search`))
	}
	click("#q-next")
	do(t, ctx, "next day", chromedp.Poll[chromedp.Void](`queens.puzzle.date === "`+today+`"`, chromedp.WithPollingTimeout(10*time.Second)))
	if !eval[bool](t, ctx, `document.getElementById("q-next").disabled`) {
		t.Error("Next day is enabled on today's puzzle")
	}
	do(t, ctx, "date input", chromedp.Evaluate[chromedp.Void](`(d => { d.value = "2026-01-15"; d.dispatchEvent(new Event("change")); })(document.getElementById("q-date"))`),
		chromedp.Poll[chromedp.Void](`queens.puzzle.date === "2026-01-15"`, chromedp.WithPollingTimeout(10*time.Second)))

	click("#q-random")
	do(t, ctx, "random", chromedp.Poll[chromedp.Void](`queens.puzzle.seed > 0`, chromedp.WithPollingTimeout(10*time.Second)))
	waitBoard(t, ctx)
	before := eval[string](t, ctx, `JSON.stringify([queens.puzzle.seed, queens.puzzle.regions])`)
	if title := eval[string](t, ctx, `document.getElementById("q-title").textContent`); !strings.Contains(title, "random") || day() != "" {
		t.Errorf("a random puzzle: title %q, date %q", title, day())
	}
	do(t, ctx, "reload", chromedp.Reload())
	waitBoard(t, ctx)
	if after := eval[string](t, ctx, `JSON.stringify([queens.puzzle.seed, queens.puzzle.regions])`); after != before {
		t.Errorf("a reload changes the random puzzle: %.60s, then %.60s", before, after)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
