package main

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/p.txt")

// TestGolden checks the API text of testdata/p, a package with every kind of
// declaration, against testdata/p.txt.
func TestGolden(t *testing.T) {
	pkgs, err := load(".", "./testdata/p")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 {
		t.Fatalf("loaded %d packages, want 1", len(pkgs))
	}
	got := strings.Join(features(pkgs[0]), "\n") + "\n"
	golden := filepath.Join("testdata", "p.txt")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		removed, added := diff(baselineLines(string(want)), baselineLines(got))
		t.Errorf("API text of testdata/p differs from %s (go test -update rewrites it):\nmissing:\n%s\nunexpected:\n%s",
			golden, strings.Join(removed, "\n"), strings.Join(added, "\n"))
	}
	// Deterministic: a second load gives the same text.
	again, err := load(".", "./testdata/p")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(features(again[0]), features(pkgs[0])) {
		t.Error("a second run gives a different text")
	}
}

func TestIdent(t *testing.T) {
	for line, want := range map[string]string{
		"pkg a/b, const Big = 1e+21  // 1180591620717411303424":                              "Big",
		"pkg a/b, const Typed Kind":                                                          "Typed",
		"pkg a/b, var ErrX error":                                                            "ErrX",
		"pkg a/b, func Sum[$0 Number](...$0) $0":                                             "Sum",
		"pkg a/b, method (*Search[$0, $1]) Count(context.Context, ...Option) (int64, error)": "Count",
		"pkg a/b, type Search[$0 interface{}, $1 comparable] struct":                         "Search",
		"pkg a/b, type Search[$0 interface{}, $1 comparable] struct, Root $0":                "Root",
		"pkg a/b, type Search[$0 interface{}, $1 comparable] struct, embedded *Kind":         "Kind",
		"pkg a/b, type Search[$0 interface{}, $1 comparable] struct, embedded io.Reader":     "Reader",
		"pkg a/b, type Game[$0 comparable] interface { Close, Moves }":                       "Game",
		"pkg a/b, type Game[$0 comparable] interface, Moves($0) []$0":                        "Moves",
		"pkg a/b, type Sealed interface, unexported methods":                                 "Sealed",
		"pkg a/b, type Alias = Search[int, string]":                                          "Alias",
	} {
		if got := ident(line); got != want {
			t.Errorf("ident(%q) = %q, want %q", line, got, want)
		}
	}
}

const changelog = "# Changelog\n\n## [Unreleased]\n\n### Added\n- `Added` is new.\n\n" +
	"### Changed\n- `backtrack.Search.Count` returns\n  an `int64`; `Walk(ctx,\n  f)` takes a context.\n\n" +
	"### Removed\n- `Gone`.\n\n## [0.1.0] - 2026-01-01\n\n### Changed\n- `Old`.\n"

func TestListedNames(t *testing.T) {
	got := listedNames(changelog)
	for _, id := range []string{"backtrack", "Search", "Count", "int64", "Walk", "ctx", "f", "Gone"} {
		if !got[id] {
			t.Errorf("%s not listed", id)
		}
	}
	for _, id := range []string{"Added", "Old", "returns"} {
		if got[id] {
			t.Errorf("%s listed, but it is not under [Unreleased] Changed or Removed", id)
		}
	}
}

func TestApidiffIdents(t *testing.T) {
	report := "Incompatible changes:\n- ./backtrack.(*Search).Count: removed\n- ./backtrack.Search.Root: changed from int to string\n" +
		"- ./sevenseg/sevensegtest.Gone: removed\n- Gone: removed\n- ./examples/knight.Main: removed\n- ./internal/par.Do: removed\n"
	if got, want := apidiffIdents(report), []string{"Count", "Root", "Gone"}; !slices.Equal(got, want) {
		t.Errorf("apidiffIdents = %q, want %q", got, want)
	}
}

func TestReport(t *testing.T) {
	removed := []string{"pkg a, func Gone()", "pkg a, func F(int)"}
	added := []string{"pkg a, func F(int64)", "pkg a, func New()"}
	for _, tc := range []struct {
		version string
		listed  []string
		apidiff []string
		ok      bool
	}{
		{"v0.2.0", nil, nil, false},
		{"v0.2.0", []string{"Gone"}, nil, false},
		{"v0.2.0", []string{"Gone", "F"}, nil, true},
		{"v0.2.0", []string{"Gone", "F"}, []string{"Root"}, false},
		{"v0.2.0", []string{"Gone", "F", "Root"}, []string{"Root"}, true},
		{"v1.0.0", []string{"Gone", "F"}, nil, false},
	} {
		listed := map[string]bool{}
		for _, id := range tc.listed {
			listed[id] = true
		}
		var out strings.Builder
		if ok := report(&out, tc.version, removed, added, tc.apidiff, listed); ok != tc.ok {
			t.Errorf("%s, listed %q, apidiff %q: ok = %v, want %v\n%s", tc.version, tc.listed, tc.apidiff, ok, tc.ok, out.String())
		}
	}
	// Only additions pass with nothing listed, even from v1 on.
	if !report(new(strings.Builder), "v1.0.0", nil, added, nil, nil) {
		t.Error("additions alone fail")
	}
}

func TestCompareVersions(t *testing.T) {
	order := []string{"v0.1.0", "v0.2.0-rc.1", "v0.2.0", "v0.10.0", "v1.0.0"}
	for i := range order {
		for j := range order {
			if got := compareVersions(order[i], order[j]); (got < 0) != (i < j) || (got == 0) != (i == j) {
				t.Errorf("compareVersions(%s, %s) = %d", order[i], order[j], got)
			}
		}
	}
}

func TestNewestBaseline(t *testing.T) {
	dir := t.TempDir()
	if v, err := newestBaseline(filepath.Join(dir, "none")); v != "" || err != nil {
		t.Errorf("no api/: %q, %v", v, err)
	}
	for _, f := range []string{"v0.9.0.txt", "v0.10.0.txt", "v0.10.0.commit", "v0.11.0-rc.1.txt", "README.md", "next.txt"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if v, err := newestBaseline(dir); v != "v0.10.0" && v != "v0.11.0-rc.1" || err != nil {
		t.Errorf("newestBaseline = %q, %v", v, err)
	}
}
