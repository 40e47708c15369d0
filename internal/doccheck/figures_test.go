package doccheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Measured figures live in BENCHMARKS.md, which one command regenerates, so
// that docs cannot drift from each other or from the code. TestNoFigures
// fails when a doc states one: a package doc or the doc comment of an
// exported identifier in any non-test Go file of the repository (library,
// examples and internal packages, nested modules included), or a README.md.
// A figure is a number followed by a unit of time (ns, µs, ms, s, seconds,
// minutes, hours, CPU-hours), a speed-up ("9.7×", "3 times faster", "40%
// longer"). Costs are stated as behaviour instead: O(...), what grows with
// what, where the cliff is, and node, state or solution counts, which are
// the same on every machine. Sizes in bytes are not figures here: memory
// bounds and budgets are contracts.
//
// Not figures: settings and contracts, which do not come from a timing run.
//   - a flag's value: "-timeout 10s", "--timeout=2h";
//   - the module's cancellation contract, "within 100 ms";
//   - the phrases in allowed below, each with its reason.
//
// Comments that are not docs (inside functions, on unexported identifiers)
// and test files are not checked.

// figure matches a measured figure.
var figure = regexp.MustCompile(`(?i)\b\d[\d,.]*(\s*(–|-|to)\s*\d[\d,.]*)?(` +
	// a time: "10.1 ms", "76ns", "0.15 s", "2 to 3.5 minutes", "0.17
	// CPU-hours", "1 second"; a bare s or h only after a space ("two 1s" is
	// a plural), a word unit only in the plural but after 1 ("1 first
	// player, 2 second" is an ordinal)
	`\s?(ns|µs|μs|ms|secs|seconds|mins|minutes|hrs|hours|CPU-hours|CPU-seconds)\b` +
	`|\s(s|h)\b` +
	`|\s(second|minute|hour|CPU-hour)\b` +
	// a speed-up: "9.7×", "(ours 0.45×)", "32,000×", "10x faster", "3 times
	// faster", "150 times as long", "40% longer"
	`|×($|[^\p{L}\p{N}])` +
	`|(x|\s*times|\s*%)\s+(faster|slower|quicker|longer|shorter|speed-?ups?|as\s+(fast|long|quick|slow|much))\b` +
	// "1.5s": a bare s or h after a decimal number (no plural of a digit)
	`)|\b\d+\.\d+(s|h)\b`)

// singular matches a figure with a unit in the singular, a time only after 1.
var singular = regexp.MustCompile(`(?i)\s(second|minute|hour|CPU-hour)$`)

// flagValue matches the end of the text before a flag's value.
var flagValue = regexp.MustCompile(`(^|[\s\[(` + "`" + `])--?[a-z][\w-]*[ =]$`)

// allowed are phrases with a figure in them that are settings or contracts,
// by file (slash-separated, from the module root); a space in a phrase
// stands for any run of white space, line breaks included.
var allowed = []struct{ file, text, why string }{
	{"examples/server/README.md", "`-timeout` (3 s)", "the flag's default"},
	{"examples/server/README.md", "every 100 ms", "the load test's sampling period, a setting"},
	{"README.md", "capped at 3 s", "the server example's default request timeout"},
}

// contract matches the cancellation contract of every Context form.
var contract = regexp.MustCompile(`(?i)\b(within|contract is)\s+100\s?ms$`)

func TestNoFigures(t *testing.T) {
	files := docFiles(t)
	if len(files) == 0 {
		t.Fatal("no files found")
	}
	for _, f := range files {
		for _, d := range figuresIn(t, f) {
			t.Errorf("%s:%d: %q states a measured figure; move it to BENCHMARKS.md (go run ./internal/cmd/benchmarks) and state the cost as behaviour", f, d.line, d.text)
		}
	}
}

// docFiles lists the non-test Go files and README.md files of the
// repository, slash-separated from the module root.
func docFiles(t *testing.T) []string {
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if rel != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		name := d.Name()
		if name == "README.md" || strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	return files
}

// found is a figure and the line it starts on.
type found struct {
	line int
	text string
}

// figuresIn returns the figures in the docs of file, less the allowed ones.
func figuresIn(t *testing.T, file string) []found {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(root, file))
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(file, ".md") {
		return scan(file, string(src), 1)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var out []found
	for _, cg := range docComments(f) {
		// The group's text, line for line, without the comment markers,
		// so that a figure or a contract split over two lines is whole.
		lines := make([]string, len(cg.List))
		for i, c := range cg.List {
			lines[i] = strings.TrimPrefix(strings.TrimPrefix(strings.TrimSuffix(c.Text, "*/"), "//"), "/*")
		}
		out = append(out, scan(file, strings.Join(lines, "\n"), fset.Position(cg.Pos()).Line)...)
	}
	return out
}

// docComments returns the package doc of f and the doc comments of its
// exported declarations: functions, methods, types, their exported fields
// and methods, constants and variables.
func docComments(f *ast.File) []*ast.CommentGroup {
	var out []*ast.CommentGroup
	add := func(cgs ...*ast.CommentGroup) {
		for _, cg := range cgs {
			if cg != nil {
				out = append(out, cg)
			}
		}
	}
	add(f.Doc)
	fields := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, fd := range fl.List {
			for _, n := range fd.Names {
				if n.IsExported() {
					add(fd.Doc, fd.Comment)
					break
				}
			}
			if len(fd.Names) == 0 { // embedded
				add(fd.Doc, fd.Comment)
			}
		}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.IsExported() {
				add(d.Doc)
			}
		case *ast.GenDecl:
			exported := false
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.IsExported() {
						exported = true
						add(s.Doc, s.Comment)
						switch ty := s.Type.(type) {
						case *ast.StructType:
							fields(ty.Fields)
						case *ast.InterfaceType:
							fields(ty.Methods)
						}
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.IsExported() {
							exported = true
							add(s.Doc, s.Comment)
							break
						}
					}
				}
			}
			if exported {
				add(d.Doc)
			}
		}
	}
	return out
}

// scan returns the figures in text, whose first line is line first of
// file, less the allowed ones. A comment's // and the line breaks of a
// paragraph do not hide a figure split over two lines.
func scan(file, text string, first int) []found {
	var out []found
	for _, m := range figure.FindAllStringIndex(text, -1) {
		f := text[m[0]:m[1]]
		if singular.MatchString(f) && !regexp.MustCompile(`^1\s`).MatchString(f) || allowedAt(file, text, m[0], m[1]) {
			continue
		}
		out = append(out, found{first + strings.Count(text[:m[0]], "\n"), text[m[0]:m[1]]})
	}
	return out
}

// allowedAt reports whether the figure text[i:j] of file is a flag's value,
// the cancellation contract, or inside an allowed phrase.
func allowedAt(file, text string, i, j int) bool {
	if flagValue.MatchString(text[max(0, i-40):i]) {
		return true
	}
	if contract.MatchString(strings.TrimRight(text[max(0, i-40):j], ".,;:)×x")) {
		return true
	}
	for _, a := range allowed {
		if a.file != file {
			continue
		}
		words := strings.Fields(a.text)
		for k := range words {
			words[k] = regexp.QuoteMeta(words[k])
		}
		for _, m := range regexp.MustCompile(strings.Join(words, `\s+`)).FindAllStringIndex(text, -1) {
			if m[0] <= i && j <= m[1] {
				return true
			}
		}
	}
	return false
}

func TestFigurePattern(t *testing.T) {
	for text, want := range map[string]bool{
		"Count(16, Classic) takes 1.5 s on one core":    true,
		"0.15 ms after cancelling":                      true,
		"takes 47 s":                                    true,
		"2 to 3.5 minutes of wall time":                 true,
		"about 0.17 CPU-hours":                          true,
		"a shard of 9.9 s (mean 9.5 s)":                 true,
		"12 µs for k = 1":                               true,
		"32,000× faster":                                true,
		"(ours 0.45×)":                                  true,
		"9.7× faster than plain minimax":                true,
		"150 times as long":                             true,
		"the hard openings took 40% longer":             true,
		"a 10x speed-up":                                true,
		"3×n for n ≥ 7; 4×n":                            false,
		"on a 7×8 board":                                false,
		"16 shards of 1,000 layouts":                    false,
		"k = 16 × the number of cores":                  false,
		"each size costs 6 to 7 times the one before":   false,
		"1 GiB by default, 32 MB at the default bound":  false,
		"OEIS A000170: 92 at N=8":                       false,
		"4,968,057,848 placements in 64 shards":         false,
		"1.03 million nodes":                            false,
		"18% Easy, 35% Medium":                          false,
		"a 1000×1000 board in O(rows×cols)":             false,
		"Python 3.12 on Go 1.24":                        false,
		"go1.26: the second run":                        false,
		"v2.77 of textio":                               false,
		"sizes 6–18, a quarter with split regions":      false,
		"at most N²+N steps, 2 hours in the worst case": true,
	} {
		if got := figure.MatchString(text); got != want {
			t.Errorf("figure matches %q: %v (%q), want %v", text, got, figure.FindString(text), want)
		}
	}
}

func TestAllowed(t *testing.T) {
	for _, c := range []struct {
		file, text string
		want       int
	}{
		{"x.go", "go run ./examples/knight [-timeout 10s] [-svg file]", 0},
		{"x.go", "usage: server [-addr host:port] [--timeout=3s]", 0},
		{"x.go", "returns within 100 ms of cancellation", 0},
		{"x.go", "returns within 100 ms (measured: 3 ms)", 1},
		{"x.go", "a timeout of 10 s", 1},
		{"x.go", "a timeout of 1.5s", 1},
		{"x.go", "in the 1990s, two 1s", 0},
		{"examples/server/README.md", "- `-timeout` (3 s). Connect Four solves get half", 0},
		{"README.md", "- `-timeout` (3 s). Connect Four solves get half", 1},
	} {
		if got := len(scan(c.file, c.text, 1)); got != c.want {
			t.Errorf("%s: %q: %d figures, want %d", c.file, c.text, got, c.want)
		}
	}
}

// Every allowed phrase is still in its file, so the list cannot outlive its
// reasons.
func TestAllowedPhrasesExist(t *testing.T) {
	for _, a := range allowed {
		src, err := os.ReadFile(filepath.Join(root, a.file))
		if err != nil {
			t.Errorf("%s: %v", a.file, err)
			continue
		}
		if !strings.Contains(strings.Join(strings.Fields(string(src)), " "), a.text) {
			t.Errorf("%s no longer says %q (%s): drop it from allowed", a.file, a.text, a.why)
		}
	}
}
