package browser

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// browserPath finds Chromium. Without one the test skips, except under CI
// (CI=true), where a missing browser is a failure.
func browserPath(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no Chromium found (CI=true: install it with apt-get install -y chromium)")
	}
	t.Skip("no Chromium found; install it with apt-get install -y chromium")
	return ""
}

// startServer builds the server and runs it on a loopback port; it
// returns the base URL.
func startServer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "server")
	build := exec.Command("go", "build", "-o", bin, "./examples/server")
	build.Dir = filepath.Join("..", "..", "..") // the library's module
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "http://127.0.0.1:") {
		t.Fatalf("server printed %q: %v", line, err)
	}
	return strings.TrimSpace(line)
}

// consoleErrors collects what the pages log as errors, and uncaught
// exceptions.
type consoleErrors struct {
	mu   sync.Mutex
	msgs []string
}

func (c *consoleErrors) add(s string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.msgs = append(c.msgs, s)
}

func (c *consoleErrors) list() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.msgs...)
}

func (c *consoleErrors) listen(ctx context.Context) error {
	return chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value)+a.Description)
				}
				c.add("console.error: " + strings.Join(parts, " "))
			}
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			if d.Exception != nil {
				c.add("exception: " + d.Text + " " + d.Exception.Description)
			} else {
				c.add("exception: " + d.Text)
			}
		case *cdplog.EventEntryAdded:
			if ev.Entry.Level == cdplog.EntryLevelError {
				c.add("log: " + ev.Entry.Text + " " + ev.Entry.URL)
			}
		}
	})
}

func TestPlayInBrowser(t *testing.T) {
	exe := browserPath(t)
	base := startServer(t)
	shots, err := os.MkdirTemp("", "server-browser-")
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("screenshots in %s\n", shots)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe),
		chromedp.NoSandbox, chromedp.WindowSize(1000, 1100), chromedp.Flag("disable-gpu", true))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var errs consoleErrors
	if err := errs.listen(ctx); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	shot := func(name string) {
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(shots, name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Connect Four, Matchsticks and the knight are played in games_test.go.
	for _, page := range []struct{ path, ready, name string }{
		{"/matchsticks", "#m-picture svg", "matchsticks.png"},
		{"/knight", "#k-picture svg", "knight.png"},
		{"/", "nav", "index.png"},
	} {
		if err := chromedp.Do(ctx, chromedp.Navigate(base+page.path), chromedp.WaitVisible(chromedp.CSS(page.ready)), chromedp.Sleep(time.Second)); err != nil {
			t.Fatalf("%s: %v", page.path, err)
		}
		shot(page.name)
	}
	if e := errs.list(); len(e) > 0 {
		t.Errorf("the pages logged errors:\n%s", strings.Join(e, "\n"))
	}
}
