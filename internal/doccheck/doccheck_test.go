// Package doccheck holds a test that reads every package of the module as
// pkg.go.dev would and checks the documentation conventions: every exported
// identifier has a doc comment and an Example, every package has a
// package-level Example, every Example is runnable there (go/doc's Play) and
// has an // Output: line, and docs name no files, tests or issues; and that
// no doc or README of the repository states a measured figure, which
// belongs in BENCHMARKS.md (TestNoFigures).
package doccheck

import (
	"flag"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"
)

var only = flag.String("pkg", "", "check only the package in this directory, relative to the module root")

// oldGoDoc is set under Go 1.24, whose go/doc builds no runnable program
// for an example that imports a package whose name is not the last element of
// its path (math/rand/v2). pkg.go.dev runs a newer Go.
var oldGoDoc = strings.HasPrefix(runtime.Version(), "go1.24")

// root is the module root, two levels up from this package.
const root = "../.."

// history matches words in docs that belong to development, not contracts:
// file names, test names, issues.
var history = regexp.MustCompile(`\b\w+\.go([\s,;:)]|\.(\s|$)|$)|\b(Test|Benchmark|Fuzz)[A-Z]\w*|\bthe issue\b`)

func TestDocs(t *testing.T) {
	dirs := packageDirs(t)
	if len(dirs) == 0 {
		t.Fatal("no packages found")
	}
	for _, dir := range dirs {
		t.Run(dir, func(t *testing.T) { checkPackage(t, filepath.Join(root, dir)) })
	}
}

// packageDirs lists the directories of library packages: not examples/
// programs, not internal/, not testdata.
func packageDirs(t *testing.T) []string {
	if *only != "" {
		return []string{*only}
	}
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			switch {
			case rel != "." && strings.HasPrefix(d.Name(), "."),
				d.Name() == "testdata", rel == "examples", rel == "internal":
				return filepath.SkipDir
			}
			if m, _ := filepath.Glob(filepath.Join(path, "*.go")); len(m) > 0 {
				dirs = append(dirs, rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(dirs)
	return dirs
}

func checkPackage(t *testing.T, dir string) {
	fset := token.NewFileSet()
	var src, tests []*ast.File
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "_test.go") {
			tests = append(tests, f)
		} else {
			src = append(src, f)
		}
	}
	pkg, err := doc.NewFromFiles(fset, src, "example.com/"+filepath.Base(dir))
	if err != nil {
		t.Fatal(err)
	}
	examples := map[string]bool{}
	for _, ex := range doc.Examples(tests...) {
		examples[ex.Name] = true
		switch {
		case ex.Output == "" && !ex.EmptyOutput:
			t.Errorf("Example%s has no // Output: line", ex.Name)
		case ex.Play == nil && oldGoDoc:
			t.Logf("Example%s has no Play under %s, whose go/doc cannot resolve imports such as math/rand/v2; the newest Go checks it", ex.Name, runtime.Version())
		case ex.Play == nil:
			t.Errorf("Example%s is not self-contained: pkg.go.dev cannot run it (it uses something declared outside its file, or is in the package's own test package)", ex.Name)
		}
	}
	has := func(name string) bool {
		if examples[name] {
			return true
		}
		for ex := range examples {
			if strings.HasPrefix(ex, name+"_") && len(ex) > len(name)+1 && isLower(ex[len(name)+1]) {
				return true
			}
		}
		return false
	}
	if !has("") {
		t.Errorf("package %s has no package-level Example (func Example or Example_suffix)", pkg.Name)
	}
	checkDoc(t, "package "+pkg.Name, pkg.Doc)
	if strings.TrimSpace(pkg.Doc) == "" {
		t.Errorf("package %s has no package doc", pkg.Name)
	}
	for _, c := range pkg.Consts {
		checkValues(t, c)
	}
	for _, v := range pkg.Vars {
		checkValues(t, v)
	}
	for _, f := range pkg.Funcs {
		checkFunc(t, f, "", has)
	}
	for _, ty := range pkg.Types {
		checkDoc(t, ty.Name, ty.Doc)
		if !has(ty.Name) {
			t.Errorf("type %s has no Example%s", ty.Name, ty.Name)
		}
		for _, c := range ty.Consts {
			checkValues(t, c)
		}
		for _, v := range ty.Vars {
			checkValues(t, v)
		}
		for _, f := range ty.Funcs {
			checkFunc(t, f, "", has)
		}
		for _, m := range ty.Methods {
			checkFunc(t, m, ty.Name, has)
		}
	}
}

func checkFunc(t *testing.T, f *doc.Func, recv string, has func(string) bool) {
	name := f.Name
	if recv != "" {
		name = recv + "_" + f.Name
	}
	checkDoc(t, strings.ReplaceAll(name, "_", "."), f.Doc)
	if !has(name) {
		t.Errorf("%s has no Example%s", strings.ReplaceAll(name, "_", "."), name)
	}
}

func checkValues(t *testing.T, v *doc.Value) {
	if strings.TrimSpace(v.Doc) != "" {
		checkDoc(t, strings.Join(v.Names, ", "), v.Doc)
		return
	}
	// A group without a doc comment needs a comment on each exported name.
	for _, spec := range v.Decl.Specs {
		vs := spec.(*ast.ValueSpec)
		for _, n := range vs.Names {
			if n.IsExported() && vs.Doc == nil && vs.Comment == nil {
				t.Errorf("%s has no doc comment", n.Name)
			}
		}
	}
}

func checkDoc(t *testing.T, name, text string) {
	if strings.TrimSpace(text) == "" {
		t.Errorf("%s has no doc comment", name)
		return
	}
	if m := history.FindString(text); m != "" {
		t.Errorf("the doc of %s names %q: docs state contracts and costs, not tests or development history", name, m)
	}
}

func isLower(b byte) bool { return 'a' <= b && b <= 'z' }

func TestHistoryWords(t *testing.T) {
	for text, want := range map[string]bool{
		"measured in bench_test.go":           true,
		"the rules are in sevenseg.go.":       true,
		"the rules are in sevenseg.go, all":   true,
		"see TestFindSizes":                   true,
		"as the issue asks":                   true,
		"read on pkg.go.dev":                  false,
		"Count(16, Classic) takes 3.7 s":      false,
		"a Test of nothing, BenchmarkFoo too": true,
	} {
		if got := history.MatchString(text); got != want {
			t.Errorf("history matches %q: %v, want %v", text, got, want)
		}
	}
}
