package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// -book-build builds a book from -moves, and -book answers from it, with
// no nodes searched for a position in it.
func TestBookBuildAndUse(t *testing.T) {
	file := filepath.Join(t.TempDir(), "small.book")
	code, out, errOut := runIn([]string{"-book-build", file, "-moves", "21715364474737", "-book-depth", "16"}, "")
	if code != 0 || out != "" || !strings.Contains(errOut, "wrote "+file+": 45 entries, depth 16") {
		t.Fatalf("-book-build: exit %d, out %q, stderr %q", code, out, errOut)
	}
	if _, err := os.Stat(file + ".partial"); !os.IsNotExist(err) {
		t.Errorf("the checkpoint is left behind: %v", err)
	}
	code, out, errOut = runIn([]string{"-solve", "-stats", "-book", file}, "21715364474737\n217153644747377\n")
	lines := strings.Split(out, "\n")
	if code != 0 || errOut != "" || len(lines) != 3 || !strings.HasPrefix(lines[0], "21715364474737 9 0 ") ||
		!strings.HasPrefix(lines[1], "217153644747377 -9 0 ") {
		t.Errorf("-solve -book: exit %d, out %q, stderr %q", code, out, errOut)
	}
	code, out, _ = runIn([]string{"-moves", "21715364474737", "-first=false", "-book", file, "-think", "10ms"}, "q\n")
	if code != 0 || !strings.Contains(out, "solver plays 7") {
		t.Errorf("play with -book: exit %d:\n%s", code, out)
	}
	if err := os.WriteFile(file, []byte("C4BOOK\x02"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runIn([]string{"-solve", "-book", file}, "4\n")
	if code != 2 || !strings.Contains(errOut, "-book: connect4: book: reading the header") {
		t.Errorf("a bad book: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = runIn([]string{"-book-build", file, "-moves", "44", "-book-depth", "1"}, "")
	if code != 1 || !strings.Contains(errOut, "book depth 1, want 2 to 42") {
		t.Errorf("a depth under the start: exit %d, stderr %q", code, errOut)
	}
}

// -book-list lists the book's positions once each, with the scores -solve
// finds.
func TestBookList(t *testing.T) {
	file := filepath.Join(t.TempDir(), "small.book")
	if code, _, errOut := runIn([]string{"-book-build", file, "-moves", "21715364474737", "-book-depth", "16"}, ""); code != 0 {
		t.Fatal(errOut)
	}
	code, out, errOut := runIn([]string{"-book", file, "-book-list", "-moves", "21715364474737"}, "")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || errOut != "" || len(lines) < 30 || lines[0] != "21715364474737 9" {
		t.Fatalf("exit %d, stderr %q, %d lines:\n%s", code, errOut, len(lines), out)
	}
	var in strings.Builder
	for _, l := range lines {
		in.WriteString(strings.Fields(l)[0] + "\n")
	}
	code, solved, _ := runIn([]string{"-solve"}, in.String())
	if code != 0 || solved != out {
		t.Errorf("-solve disagrees with the book:\n%s\nwant\n%s", solved, out)
	}
	if code, _, _ := runIn([]string{"-book-list"}, ""); code != 2 {
		t.Errorf("-book-list without -book: exit %d, want 2", code)
	}
}
