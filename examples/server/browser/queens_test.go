package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestQueens plays the Queens page as people do: by keyboard alone on a
// desktop, by touch on a 390×844 phone, in dark mode, and checks every
// page's phone layout and the region colours as rendered.
func TestQueens(t *testing.T) {
	exe := browserPath(t)
	base := startServer(t)
	for _, c := range []struct {
		name string
		f    func(*testing.T, context.Context, string)
	}{
		{"keyboard", playByKeyboard},
		{"touch", playByTouch},
		{"extras", queensExtras},
		{"dark", darkMode},
		{"phone-pages", phonePages},
		{"colours", regionColours},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := newBrowser(t, exe)
			c.f(t, ctx, base)
		})
	}
}

// newBrowser starts a headless Chromium of its own (so no state is shared
// between tests) at 1280×800; it fails the test on any console error.
func newBrowser(t *testing.T, exe string) context.Context {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe),
		chromedp.NoSandbox, chromedp.WindowSize(1280, 800), chromedp.Flag("disable-gpu", true))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancel)
	var errs consoleErrors
	if err := errs.listen(ctx); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	t.Cleanup(func() {
		if e := errs.list(); len(e) > 0 {
			t.Errorf("the pages logged errors:\n%s", strings.Join(e, "\n"))
		}
	})
	return ctx
}

var (
	shotsOnce sync.Once
	shotsDir  string
)

// shot saves a screenshot of the page (the viewport only, as a person
// sees it) into $SHOTS, or a temporary directory it prints.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	shotsOnce.Do(func() {
		shotsDir = os.Getenv("SHOTS")
		if shotsDir == "" {
			shotsDir, _ = os.MkdirTemp("", "queens-browser-")
		}
		fmt.Printf("queens screenshots in %s\n", shotsDir)
	})
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(shotsDir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// eval evaluates js in the page, failing the test on an error.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// openQueens opens the Queens page at query with nothing saved, and waits
// for its board.
func openQueens(t *testing.T, ctx context.Context, base, query string) {
	t.Helper()
	do(t, ctx, "open "+query, chromedp.Navigate(base+"/queens?"+query),
		chromedp.Evaluate[chromedp.Void](`localStorage.clear()`), chromedp.Reload())
	waitBoard(t, ctx)
}

// waitBoard waits for the page's board; a poll that started in the page
// being replaced (a reload) loses its context and is tried again.
func waitBoard(t *testing.T, ctx context.Context) {
	t.Helper()
	var err error
	for range 5 {
		err = chromedp.Do(ctx, chromedp.Poll[chromedp.Void](
			`typeof queens === "object" && queens.puzzle && document.querySelectorAll("#q-board [role=gridcell]").length === queens.n * queens.n`,
			chromedp.WithPollingTimeout(20*time.Second)))
		if err == nil || !strings.Contains(err.Error(), "context") || ctx.Err() != nil {
			break
		}
		chromedp.Do(ctx, chromedp.Sleep(100*time.Millisecond))
	}
	if err != nil {
		t.Fatalf("the board: %v", err)
	}
}

// solution asks the server where the queens of the page's puzzle go.
func solution(t *testing.T, ctx context.Context, base string) [][2]int {
	t.Helper()
	q := eval[string](t, ctx, `queens.query(queens.puzzle)`)
	res, err := http.Get(base + "/api/queens/solution?" + q)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var sol struct{ Queens [][2]int }
	if err := json.NewDecoder(res.Body).Decode(&sol); err != nil || res.StatusCode != 200 {
		t.Fatalf("solution of %s: %d %v", q, res.StatusCode, err)
	}
	return sol.Queens
}

// cellView is what a cell shows and says.
type cellView struct {
	State   int
	Label   string
	Invalid bool
	Focused bool
	Stripes bool // the visible clash mark
}

func cellAt(t *testing.T, ctx context.Context, i int) cellView {
	t.Helper()
	return eval[cellView](t, ctx, fmt.Sprintf(`(() => { const c = queens.cells[%d];
		return {state: queens.state[%[1]d], label: c.getAttribute("aria-label"), invalid: c.getAttribute("aria-invalid") === "true",
			focused: document.activeElement === c, stripes: getComputedStyle(c).backgroundImage.includes("gradient")}; })()`, i))
}

func status(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `document.getElementById("q-status").textContent`)
}

var clock = regexp.MustCompile(`^\d+:\d\d$`)

// playByKeyboard solves today's 8×8 medium puzzle with keys alone: Tab to
// the board (one tab stop), arrows to move, Enter and Space to cycle a
// cell; on the way a clash, undo and redo, a ninth queen that un-solves,
// and a reload that keeps the solved board and its time.
func playByKeyboard(t *testing.T, ctx context.Context, base string) {
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
	openQueens(t, ctx, base, "size=8&level=medium")
	do(t, ctx, "the timer runs", chromedp.Poll[chromedp.Void](`document.getElementById("q-timer").textContent !== "0:00"`,
		chromedp.WithPollingTimeout(5*time.Second)))
	if tm := eval[string](t, ctx, `document.getElementById("q-timer").textContent`); !clock.MatchString(tm) {
		t.Errorf("the timer shows %q", tm)
	}
	focused := func() int {
		return eval[int](t, ctx, `(e => e.getAttribute("role") === "gridcell" ? +e.dataset.i : -1)(document.activeElement)`)
	}
	tabs := 0
	for ; focused() < 0; tabs++ {
		if tabs > 40 {
			t.Fatal("40 Tabs never reach the board")
		}
		do(t, ctx, "Tab", chromedp.KeyEvent(kb.Tab))
	}
	if f, stops := focused(), eval[int](t, ctx, `document.querySelectorAll('#q-board [tabindex="0"]').length`); f != 0 || stops != 1 {
		t.Errorf("after %d Tabs: cell %d focused, %d cells in the tab order; want cell 0 and 1", tabs, f, stops)
	}
	do(t, ctx, "Tab out", chromedp.KeyEvent(kb.Tab))
	if f := focused(); f >= 0 {
		t.Errorf("Tab from the board focuses cell %d: the board is more than one tab stop", f)
	}
	do(t, ctx, "Shift+Tab back", chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
	if f := focused(); f != 0 {
		t.Fatalf("Shift+Tab back: cell %d focused, want 0", f)
	}
	shot(t, ctx, "desktop-queens.png")

	n, sol := 8, solution(t, ctx, base)
	at := 0
	moveTo := func(i int) {
		t.Helper()
		var keys strings.Builder
		for r := at / n; r < i/n; r++ {
			keys.WriteString(kb.ArrowDown)
		}
		for r := at / n; r > i/n; r-- {
			keys.WriteString(kb.ArrowUp)
		}
		for c := at % n; c < i%n; c++ {
			keys.WriteString(kb.ArrowRight)
		}
		for c := at % n; c > i%n; c-- {
			keys.WriteString(kb.ArrowLeft)
		}
		do(t, ctx, "arrows", chromedp.KeyEvent(keys.String()))
		if f := focused(); f != i {
			t.Fatalf("arrows from cell %d to %d: cell %d focused", at, i, f)
		}
		at = i
	}
	queen := func(i int) { // Enter for a mark, Space for a queen
		t.Helper()
		moveTo(i)
		do(t, ctx, "Enter", chromedp.KeyEvent(kb.Enter))
		if c := cellAt(t, ctx, i); c.State != 1 || !strings.HasSuffix(c.Label, ", mark") || !c.Focused {
			t.Fatalf("Enter on cell %d: %+v, want a focused mark", i, c)
		} else if live := eval[string](t, ctx, `document.getElementById("q-live").textContent`); live != c.Label {
			t.Errorf("Enter on cell %d announces %q, want %q", i, live, c.Label)
		}
		do(t, ctx, "Space", chromedp.KeyEvent(" "))
		// The win screen, when it opens, takes the focus.
		won := eval[bool](t, ctx, `document.getElementById("q-win").open`)
		if c := cellAt(t, ctx, i); c.State != 2 || !strings.Contains(c.Label, ", queen") || !c.Focused && !won {
			t.Fatalf("Space on cell %d: %+v, want a focused queen", i, c)
		}
	}
	undo := func(ks string) {
		do(t, ctx, "Ctrl+"+ks, chromedp.KeyEvent(ks, chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	}

	// A queen, then a second in its row: both clash, marked and invalid.
	first := sol[0][0]*n + sol[0][1]
	queen(first)
	second := sol[0][0]*n + (sol[0][1]+4)%n
	queen(second)
	for _, i := range []int{first, second} {
		if c := cellAt(t, ctx, i); !c.Invalid || !c.Stripes || !strings.Contains(c.Label, "clash") {
			t.Errorf("cell %d with two queens in its row: %+v, want aria-invalid and a clash mark", i, c)
		}
	}
	if s := status(t, ctx); !strings.Contains(s, "clash") {
		t.Errorf("status with a clash: %q", s)
	}
	shot(t, ctx, "desktop-clash.png")
	undo("z")
	undo("z")
	if c, f := cellAt(t, ctx, second), cellAt(t, ctx, first); c.State != 0 || f.Invalid || f.Stripes {
		t.Errorf("undone twice: %+v, first queen %+v", c, f)
	}
	undo("y")
	if c := cellAt(t, ctx, second); c.State != 1 {
		t.Errorf("redone once: %+v, want the mark back", c)
	}
	undo("y")
	if c := cellAt(t, ctx, first); c.State != 2 || !c.Invalid {
		t.Errorf("redone twice: %+v, want the clash back", c)
	}
	undo("z")
	undo("z")
	moveTo(first)

	for _, q := range sol[1:] {
		if s := status(t, ctx); strings.HasPrefix(s, "Solved") {
			t.Fatalf("solved before the last queen: %q", s)
		}
		queen(q[0]*n + q[1])
	}
	do(t, ctx, "the win screen", chromedp.Poll[chromedp.Void](`document.getElementById("q-win").open`, chromedp.WithPollingTimeout(5*time.Second)))
	win := eval[struct{ Status, Time, Share, Timer string }](t, ctx, `({status: document.getElementById("q-status").textContent,
		time: document.getElementById("q-win-time").textContent, share: document.getElementById("q-share-text").textContent,
		timer: document.getElementById("q-timer").textContent})`)
	t.Logf("keyboard: %q; win screen %q; share %q", win.Status, win.Time, win.Share)
	share := regexp.MustCompile(`^go-puzzles Queens 8×8 \d{4}-\d\d-\d\d medium — solved in (\d+:\d\d) with 0 hints\nhttp://127\.0\.0\.1:\d+/queens\?`)
	m := share.FindStringSubmatch(win.Share)
	if m == nil || !strings.HasPrefix(win.Status, "Solved in "+m[1]) || !strings.Contains(win.Time, m[1]) || win.Timer != m[1] {
		t.Errorf("after the last queen: %+v", win)
	}
	shot(t, ctx, "desktop-solved.png")
	do(t, ctx, "the clock stops", chromedp.Sleep(1100*time.Millisecond))
	if tm := eval[string](t, ctx, `document.getElementById("q-timer").textContent`); tm != win.Timer {
		t.Errorf("the timer runs on after the solve: %s, then %s", win.Timer, tm)
	}
	do(t, ctx, "Escape", chromedp.KeyEvent(kb.Escape))
	if f := focused(); f != at || eval[bool](t, ctx, `document.getElementById("q-win").open`) {
		t.Errorf("after closing the win screen: cell %d focused, want %d", f, at)
	}

	// A ninth queen un-solves; undoing it solves again, without a second
	// win screen.
	ninth := (sol[0][0]+1)%n*n + (sol[0][1]+2)%n
	for _, q := range sol {
		if q[0]*n+q[1] == ninth {
			t.Fatalf("cell %d is the solution's", ninth)
		}
	}
	queen(ninth)
	if s := status(t, ctx); strings.HasPrefix(s, "Solved") || eval[int](t, ctx, `document.querySelectorAll('#q-board [aria-invalid="true"]').length`) < 2 {
		t.Errorf("nine queens: status %q", s)
	}
	undo("z")
	undo("z")
	if s := status(t, ctx); !strings.HasPrefix(s, "Solved") || eval[bool](t, ctx, `document.getElementById("q-win").open`) {
		t.Errorf("the ninth queen undone: status %q", s)
	}

	// A reload keeps the board, the solve and its time.
	do(t, ctx, "reload", chromedp.Reload())
	waitBoard(t, ctx)
	after := eval[struct {
		Queens int
		Status string
		Timer  string
	}](t, ctx, `({queens: queens.state.filter(s => s === 2).length, status: document.getElementById("q-status").textContent,
		timer: document.getElementById("q-timer").textContent})`)
	if after.Queens != 8 || !strings.HasPrefix(after.Status, "Solved in "+m[1]) || after.Timer != m[1] {
		t.Errorf("after a reload: %+v, want 8 queens solved in %s", after, m[1])
	}
}

// tap touches the centre of element sel (a JS expression) on a touch
// screen: touchStart then touchEnd, which the page sees as a click.
func tap(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	p := eval[struct{ X, Y float64 }](t, ctx, fmt.Sprintf(`(e => { e.scrollIntoView({block: "nearest"});
		const r = e.getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })(%s)`, sel))
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: p.X, Y: p.Y}}}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	}))
	if err != nil {
		t.Fatalf("tap %s: %v", sel, err)
	}
}

// phone emulates a 390×844 phone with a touch screen.
func phone(t *testing.T, ctx context.Context) {
	t.Helper()
	do(t, ctx, "phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile,
		chromedp.EmulateTouch, chromedp.EmulatePortrait))
}

// playByTouch solves a 12×12 puzzle by taps on a 390×844 phone: the board
// fills the width, each cell takes a tap; then Undo and Redo by tap.
func playByTouch(t *testing.T, ctx context.Context, base string) {
	phone(t, ctx)
	openQueens(t, ctx, base, "size=12&level=easy")
	g := eval[struct{ Board, Cell, Scroll, Inner float64 }](t, ctx, `({board: document.getElementById("q-board").getBoundingClientRect().width,
		cell: queens.cells[0].getBoundingClientRect().width, scroll: document.documentElement.scrollWidth, inner: innerWidth})`)
	if g.Board < 340 || g.Board > 390 || g.Cell < 24 || g.Scroll > g.Inner {
		t.Errorf("12×12 on a 390 px phone: %+v; want a board of 340 to 390 px, cells of 24 px or more, no horizontal scroll", g)
	}
	shot(t, ctx, "phone-queens.png")
	sol := solution(t, ctx, base)
	for _, q := range sol {
		i := q[0]*12 + q[1]
		for want := 1; want <= 2; want++ {
			tap(t, ctx, fmt.Sprintf("queens.cells[%d]", i))
			if c := cellAt(t, ctx, i); c.State != want {
				t.Fatalf("cell %d after %d taps: %+v", i, want, c)
			}
		}
	}
	do(t, ctx, "the win screen", chromedp.Poll[chromedp.Void](`document.getElementById("q-win").open`, chromedp.WithPollingTimeout(5*time.Second)))
	shot(t, ctx, "phone-solved.png")
	tap(t, ctx, `document.getElementById("q-win-close")`)
	tap(t, ctx, `document.getElementById("q-undo")`)
	if s := status(t, ctx); strings.HasPrefix(s, "Solved") || cellAt(t, ctx, sol[11][0]*12+sol[11][1]).State != 1 {
		t.Errorf("after Undo: status %q", s)
	}
	tap(t, ctx, `document.getElementById("q-redo")`)
	if s := status(t, ctx); !strings.HasPrefix(s, "Solved") {
		t.Errorf("after Redo: status %q", s)
	}
}

// dark emulates prefers-color-scheme: dark (or clears it).
func dark(t *testing.T, ctx context.Context, on bool) {
	t.Helper()
	v := "light"
	if on {
		v = "dark"
	}
	do(t, ctx, "dark", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: v}}})
		return err
	}))
}

// pages are the site's pages and a selector each that shows it is drawn.
var pages = []struct{ path, ready string }{
	{"/", "nav"},
	{"/queens", "#q-board [role=gridcell]"},
	{"/matchsticks", "#m-picture svg"},
	{"/connect4", "#c4-board [role=gridcell]"},
	{"/knight", "#k-picture svg"},
}

func open(t *testing.T, ctx context.Context, base, path, ready string) {
	t.Helper()
	do(t, ctx, path, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.CSS(ready)), chromedp.Sleep(300*time.Millisecond))
}

// darkMode checks that every page turns dark under prefers-color-scheme:
// dark, and that the Queens cells take the server's dark colours.
func darkMode(t *testing.T, ctx context.Context, base string) {
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
	dark(t, ctx, true)
	for _, p := range pages {
		open(t, ctx, base, p.path, p.ready)
		c := eval[struct{ Bg, Fg string }](t, ctx, `({bg: getComputedStyle(document.body).backgroundColor, fg: getComputedStyle(document.body).color})`)
		bg, err1 := parseRGB(c.Bg)
		fg, err2 := parseRGB(c.Fg)
		if err1 != nil || err2 != nil || luminance(bg) > 0.05 || luminance(fg) < 0.6 {
			t.Errorf("%s in dark mode: background %s, text %s; want a dark background and light text", p.path, c.Bg, c.Fg)
		}
	}
	openQueens(t, ctx, base, "size=9&level=hard")
	mismatch := eval[[]string](t, ctx, `queens.cells.map((c, i) => {
		const g = queens.puzzle.regions[Math.floor(i / queens.n)][i % queens.n], want = queens.puzzle.colors.dark[g];
		const hex = "#" + getComputedStyle(c).backgroundColor.match(/\d+/g).slice(0, 3).map(v => (+v).toString(16).padStart(2, "0")).join("");
		return hex === want ? "" : i + ": " + hex + " not " + want; }).filter(s => s)`)
	if len(mismatch) > 0 {
		t.Errorf("cells not in their region's dark colour: %v", mismatch)
	}
	shot(t, ctx, "dark-desktop-queens.png")
	phone(t, ctx)
	openQueens(t, ctx, base, "size=8&level=medium")
	do(t, ctx, "letters", chromedp.Click(chromedp.CSS(".settings summary")), chromedp.Click(chromedp.CSS("#q-letters")))
	tap(t, ctx, "queens.cells[0]")
	tap(t, ctx, "queens.cells[9]")
	tap(t, ctx, "queens.cells[9]")
	do(t, ctx, "scroll", chromedp.Evaluate[chromedp.Void](`scrollTo(0, 0)`))
	shot(t, ctx, "dark-phone-queens.png")
}

// phonePages checks every page on a 390×844 phone: no horizontal scroll,
// and every control at least 44×44 CSS px (a checkbox by its label; Queens
// cells, a grid of up to 12×12, at least 24×24).
func phonePages(t *testing.T, ctx context.Context, base string) {
	phone(t, ctx)
	for _, p := range pages {
		open(t, ctx, base, p.path, p.ready)
		if p.path == "/queens" {
			do(t, ctx, "settings", chromedp.Click(chromedp.CSS(".settings summary")))
		}
		g := eval[struct {
			Scroll, Inner float64
			Small         []string
		}](t, ctx, `(() => {
			const small = [];
			for (const e of document.querySelectorAll("a, button, select, input, summary, [role=gridcell]")) {
				if (e.disabled || e.closest("p") && e.tagName === "A") continue;
				const box = e.type === "checkbox" ? e.closest("label") : e, r = box.getBoundingClientRect();
				if (!r.width || !r.height || getComputedStyle(e).visibility === "hidden") continue;
				const min = e.getAttribute("role") === "gridcell" ? 24 : 44;
				if (r.width < min || r.height < min) small.push((e.id || e.tagName + " " + e.textContent.trim().slice(0, 20)) + ": " + Math.round(r.width) + "×" + Math.round(r.height));
			}
			return {scroll: document.documentElement.scrollWidth, inner: innerWidth, small};
		})()`)
		if g.Scroll > g.Inner {
			t.Errorf("%s at 390 px scrolls sideways: %v px wide", p.path, g.Scroll)
		}
		if len(g.Small) > 0 {
			t.Errorf("%s at 390 px: controls under 44×44: %v", p.path, g.Small)
		}
		name := strings.Trim(strings.ReplaceAll(p.path, "/", ""), " ")
		if name == "" {
			name = "index"
		}
		shot(t, ctx, "phone-page-"+name+".png")
	}
}
