package browser

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// page is a browser tab on the server, with the errors it logs and a
// place for its screenshots.
type page struct {
	t     *testing.T
	ctx   context.Context
	base  string
	shots string
	errs  *consoleErrors
}

// openPage starts Chromium on a server of its own; screenshots go to
// $SHOTS, or to a temporary directory that it prints.
func openPage(t *testing.T) *page {
	exe := browserPath(t)
	base := startServer(t)
	shots := os.Getenv("SHOTS")
	if shots == "" {
		var err error
		if shots, err = os.MkdirTemp("", "server-games-"); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Printf("screenshots in %s\n", shots)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe),
		chromedp.NoSandbox, chromedp.WindowSize(1000, 1000), chromedp.Flag("disable-gpu", true))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 4*time.Minute)
	t.Cleanup(cancel)
	p := &page{t: t, ctx: ctx, base: base, shots: shots, errs: &consoleErrors{}}
	if err := p.errs.listen(ctx); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	t.Cleanup(func() {
		if e := p.errs.list(); len(e) > 0 {
			t.Errorf("the pages logged errors:\n%s", strings.Join(e, "\n"))
		}
	})
	return p
}

func (p *page) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

func evalJS[T any](p *page, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	return v
}

func (p *page) shot(name string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(p.shots, name), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// phoneView makes the tab a 390×844 phone with touch; colourScheme sets the colour
// scheme the page prefers.
func phoneView() chromedp.Action[chromedp.Void] {
	return chromedp.EmulateViewport(390, 844, chromedp.EmulatePortrait, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateScale(2))
}

func colourScheme(on bool) chromedp.Action[chromedp.Void] {
	v := "light"
	if on {
		v = "dark"
	}
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: v}}})
		return err
	})
}

// c4Ready waits for the Connect Four page to be idle with a game.
const c4Ready = `window.connect4 && connect4.game && !connect4.busy`

// c4Focus is the focused element as the test sees it: its role, and its
// row and column if it is a cell.
type c4Focus struct {
	Role     string
	Row, Col int
	Label    string
}

const c4FocusJS = `(e => ({role: e.getAttribute("role") || e.tagName, row: +(e.dataset.row ?? -1), col: +(e.dataset.col ?? -1), label: e.getAttribute("aria-label") || ""}))(document.activeElement)`

// Connect Four by keyboard alone: one tab stop for the board, arrows to a
// column, Enter to drop; focus stays on the board through the solver's
// reply; the game ends with the four marked and no error.
func TestConnectFourByKeyboard(t *testing.T) {
	p := openPage(t)
	p.do("connect4 page", chromedp.Navigate(p.base+"/connect4"), chromedp.Poll[chromedp.Void](c4Ready, chromedp.WithPollingTimeout(20*time.Second)))
	cells := evalJS[int](p, `document.querySelectorAll('#c4-board [role=gridcell]').length`)
	stops := evalJS[int](p, `document.querySelectorAll('#c4-board [tabindex="0"]').length`)
	buttons := evalJS[int](p, `document.querySelectorAll('#c4-board button').length`)
	if role := evalJS[string](p, `document.getElementById("c4-board").getAttribute("role")`); role != "grid" || cells != 42 || stops != 1 || buttons != 0 {
		t.Fatalf("board: role %q, %d cells, %d tab stops, %d buttons; want a grid of 42 cells, 1 tab stop", role, cells, stops, buttons)
	}
	tabs := 0
	for ; tabs < 30; tabs++ {
		if f := evalJS[c4Focus](p, c4FocusJS); f.Role == "gridcell" {
			break
		}
		p.do("tab", chromedp.KeyEvent(kb.Tab))
	}
	f := evalJS[c4Focus](p, c4FocusJS)
	if f.Role != "gridcell" {
		t.Fatalf("30 tabs do not reach the board: focus on %+v", f)
	}
	t.Logf("the board is reached after %d tabs, on %q", tabs, f.Label)
	for move := 0; ; move++ {
		if move > 21 {
			t.Fatal("no end after 21 moves")
		}
		// Play the leftmost column with room: a poor game the solver wins.
		want := evalJS[int](p, `connect4.game.board[0].findIndex(v => v === 0)`)
		for range 10 {
			f = evalJS[c4Focus](p, c4FocusJS)
			if f.Col == want || f.Role != "gridcell" {
				break
			}
			key := kb.ArrowLeft
			if f.Col < want {
				key = kb.ArrowRight
			}
			p.do("arrow", chromedp.KeyEvent(key))
		}
		if f.Role != "gridcell" || f.Col != want {
			t.Fatalf("move %d: the arrows leave focus on %+v, want column %d", move, f, want+1)
		}
		before := evalJS[string](p, `connect4.game.moves`)
		p.do("enter", chromedp.KeyEvent(kb.Enter),
			chromedp.Poll[chromedp.Void](`!connect4.busy && connect4.game.moves.length > `+fmt.Sprint(len(before)), chromedp.WithPollingTimeout(20*time.Second)))
		after := evalJS[c4Focus](p, c4FocusJS)
		if after.Role != "gridcell" || after.Col != want {
			t.Fatalf("move %d: after the reply focus is on %+v, want the cell in column %d", move, after, want+1)
		}
		status := evalJS[string](p, `document.getElementById("c4-status").textContent`)
		if strings.Contains(status, "connect4:") || strings.Contains(status, "error") {
			t.Fatalf("move %d: status %q", move, status)
		}
		if move == 1 {
			p.shot("c4-desktop-playing.png")
		}
		if evalJS[bool](p, `connect4.game.over`) {
			t.Logf("over after %d moves: %s", move+1, status)
			break
		}
	}
	win := evalJS[[]string](p, `[...document.querySelectorAll("#c4-board .win")].map(c => c.getAttribute("aria-label"))`)
	if len(win) < 4 {
		t.Errorf("%d cells marked as the winning four: %q", len(win), win)
	}
	for _, l := range win {
		if !strings.Contains(l, "winning four") {
			t.Errorf("a winning cell is labelled %q", l)
		}
	}
	status := evalJS[string](p, `document.getElementById("c4-status").textContent`)
	if !strings.Contains(status, "four in a row is marked") {
		t.Errorf("status after the game: %q", status)
	}
	// The scores of a finished game: the button is off, and the endpoint
	// answers without an error.
	if !evalJS[bool](p, `document.getElementById("c4-scores").disabled`) {
		t.Error("Scores is enabled after the game")
	}
	res, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`fetch("/api/connect4/scores?moves=" + connect4.game.moves).then(r => r.status + " " + r.statusText)`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res, "200") {
		t.Errorf("scores after the game: %s", res)
	}
	p.shot("c4-desktop-over.png")
	p.do("dark", colourScheme(true), chromedp.Sleep(400*time.Millisecond))
	p.shot("c4-desktop-dark.png")
}

// boxes is the size of every visible control, or grid cell, matched by sel.
type box struct {
	What          string
	Width, Height float64
}

func boxes(p *page, sel string) []box {
	return evalJS[[]box](p, fmt.Sprintf(`[...document.querySelectorAll(%q)].filter(e => e.offsetParent !== null).map(e => {
		const r = e.getBoundingClientRect();
		return {what: e.id || e.getAttribute("aria-label") || e.textContent.trim().slice(0, 20) || e.tagName, width: r.width, height: r.height}; })`, sel))
}

// checkPhone checks the page at 390 px: no horizontal scroll and controls
// of at least 44×44 px.
func checkPhone(p *page, name string) {
	p.t.Helper()
	if w := evalJS[[]int](p, `[document.documentElement.scrollWidth, window.innerWidth]`); w[0] > w[1] {
		p.t.Errorf("%s: the page is %d px wide in a %d px window", name, w[0], w[1])
	}
	for _, b := range boxes(p, "main button, main select, main input:not([type=checkbox]), main label.check, main summary, main [role=gridcell]") {
		if b.Width < 44 || b.Height < 44 {
			p.t.Errorf("%s: %q is %.0f×%.0f px, less than 44×44", name, b.What, b.Width, b.Height)
		}
	}
}

// Connect Four on a phone: the board fills the screen, cells take taps.
func TestConnectFourOnPhone(t *testing.T) {
	p := openPage(t)
	p.do("phone", phoneView(), chromedp.Navigate(p.base+"/connect4"), chromedp.Poll[chromedp.Void](c4Ready, chromedp.WithPollingTimeout(20*time.Second)))
	checkPhone(p, "connect4")
	w := evalJS[float64](p, `document.getElementById("c4-board").getBoundingClientRect().width`)
	if w < 340 || w > 390 {
		t.Errorf("the board is %.0f px wide on a 390 px screen", w)
	}
	// The empty board's scores come from the opening book: exact, none
	// an estimate.
	p.do("scores", chromedp.Click(chromedp.CSS("#c4-scores")),
		chromedp.Poll[chromedp.Void](`!connect4.busy && connect4.game.scores`, chromedp.WithPollingTimeout(20*time.Second)))
	if got := evalJS[[]string](p, `connect4.heads.map(h => h.children[1].textContent)`); strings.Join(got, " ") != "−2 −1 0 +1 0 −1 −2" {
		t.Errorf("the empty board's scores: %q; want the book's exact −2 −1 0 +1 0 −1 −2", got)
	}
	p.shot("c4-phone-book.png")
	p.do("scores off", chromedp.Click(chromedp.CSS("#c4-scores")))
	cell := evalJS[[]float64](p, `(r => [r.width, r.height])(connect4.cells[0][0].getBoundingClientRect())`)
	t.Logf("on a 390 px screen the board is %.0f px wide, a cell %.0f×%.0f", w, cell[0], cell[1])
	c := evalJS[[]float64](p, `(e => { e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })(connect4.cells[5][2])`)
	if err := chromedp.Do(p.ctx, chromedp.TapXY(c[0], c[1]),
		chromedp.Poll[chromedp.Void](`!connect4.busy && connect4.game.moves.length == 2`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("tap at %v: %v; status %q", c, err, evalJS[string](p, `document.getElementById("c4-status").textContent`))
	}
	if moves := evalJS[string](p, `connect4.game.moves`); moves[0] != '3' {
		t.Errorf("a tap on column 3 played %q", moves)
	}
	p.do("scores", chromedp.TapXY(evalJS[float64](p, `(r => r.left + 5)(document.getElementById("c4-scores").getBoundingClientRect())`),
		evalJS[float64](p, `(r => r.top + 5)(document.getElementById("c4-scores").getBoundingClientRect())`)),
		chromedp.Poll[chromedp.Void](`!connect4.busy && connect4.game.scores`, chromedp.WithPollingTimeout(20*time.Second)))
	heads := evalJS[[]string](p, `connect4.heads.map(h => h.children[1].textContent + "|" + h.children[0].textContent)`)
	for _, h := range heads {
		text, label, _ := strings.Cut(h, "|")
		if text == "" || strings.HasPrefix(text, "≈") != strings.Contains(label, "estimate") {
			t.Errorf("column header %q labelled %q: want a score, estimates named so", text, label)
		}
	}
	t.Logf("scores: %q", heads)
	p.shot("c4-phone.png")
	p.do("dark", colourScheme(true), chromedp.Sleep(400*time.Millisecond))
	p.shot("c4-phone-dark.png")
	checkPhone(p, "connect4 dark")
	// Another size: the select starts a game on a board of its own.
	p.do("size", chromedp.Evaluate[chromedp.Void](`(s => { s.value = "5x4"; s.dispatchEvent(new Event("change")); })(document.getElementById("c4-size"))`),
		chromedp.Poll[chromedp.Void](`!connect4.busy && connect4.game.size === "5x4"`, chromedp.WithPollingTimeout(20*time.Second)))
	if n := evalJS[int](p, `document.querySelectorAll('#c4-board [role=gridcell]').length`); n != 20 {
		t.Errorf("a 5x4 board has %d cells", n)
	}
	checkPhone(p, "connect4 5x4")
}

// Matchsticks: an empty answer box, messages in words, and the phone
// layout of the matchsticks and knight pages.
func TestMatchsticksInBrowser(t *testing.T) {
	p := openPage(t)
	p.do("matchsticks", chromedp.Navigate(p.base+"/matchsticks"), chromedp.WaitVisible(chromedp.CSS("#m-picture svg")))
	if v := evalJS[string](p, `document.getElementById("m-input").value`); v != "" {
		t.Errorf("the answer box starts with %q", v)
	}
	if l := evalJS[string](p, `document.getElementById("m-picture").getAttribute("aria-label")`); !strings.HasPrefix(l, "The puzzle in matchsticks: ") {
		t.Errorf("the picture is labelled %q", l)
	}
	for _, c := range []struct{ typed, want string }{
		{"5+3=9a", "“a” is not part of an equation. Type the equation with digits and + − × ÷ ="},
		{"1+1=3", "1+1=3 is not true."},
	} {
		p.do("answer", chromedp.Evaluate[chromedp.Void](`document.getElementById("m-input").value = ""`), chromedp.SendKeys(chromedp.CSS("#m-input"), c.typed+kb.Enter),
			chromedp.Poll[chromedp.Void](`document.getElementById("m-status").textContent !== ""`, chromedp.WithPollingTimeout(10*time.Second)))
		got := evalJS[string](p, `document.getElementById("m-status").textContent`)
		if !strings.Contains(got, c.want) || strings.Contains(got, "sevenseg") {
			t.Errorf("typed %q: %q; want %q", c.typed, got, c.want)
		}
		if c.typed == "5+3=9a" {
			p.shot("matchsticks-desktop.png")
		}
		p.do("clear", chromedp.Evaluate[chromedp.Void](`document.getElementById("m-status").textContent = ""`))
	}
	p.do("phone", phoneView(), chromedp.Navigate(p.base+"/matchsticks"), chromedp.WaitVisible(chromedp.CSS("#m-picture svg")))
	checkPhone(p, "matchsticks")
	p.shot("matchsticks-phone.png")
	p.do("knight", chromedp.Navigate(p.base+"/knight"), chromedp.WaitVisible(chromedp.CSS("#k-picture svg")), chromedp.Sleep(500*time.Millisecond))
	checkPhone(p, "knight")
	if l := evalJS[string](p, `document.getElementById("k-picture").getAttribute("aria-label")`); !strings.HasPrefix(l, "An open tour of the 8×8 board") && !strings.HasPrefix(l, "A tour of the 8×8 board") {
		t.Errorf("the tour is labelled %q", l)
	}
	p.shot("knight-phone.png")
	p.do("dark", colourScheme(true), chromedp.Sleep(400*time.Millisecond))
	p.shot("knight-phone-dark.png")
	p.do("matchsticks", chromedp.Navigate(p.base+"/matchsticks"), chromedp.WaitVisible(chromedp.CSS("#m-picture svg")))
	p.shot("matchsticks-phone-dark.png")
}
