// Command apitxt prints the exported API of the module's library packages
// (not examples/, not internal/) as sorted text, one declaration a line, in
// the format of the Go project's api/go1.N.txt; it cuts a release baseline
// into api/ and checks the current API against the newest one.
//
// Usage, from anywhere in the module:
//
//	go run ./internal/cmd/apitxt                  # print the current API
//	go run ./internal/cmd/apitxt -release v0.2.0  # write api/v0.2.0.txt and api/v0.2.0.commit
//	go run ./internal/cmd/apitxt -newest          # print the newest baseline's version, if any
//	go run ./internal/cmd/apitxt -check [-apidiff file]
//
// -check compares the current API with the newest baseline: a line of the
// baseline that is gone was removed or changed, and each such identifier
// must be named in backticks under "### Changed" or "### Removed" in the
// [Unreleased] section of CHANGELOG.md (from v1.0.0 on, nothing may go). The
// -apidiff file holds the output of `apidiff -incompatible`, whose
// identifiers must be named too. The exit status is 1 when a change is not
// listed.
//
// The API is that of linux/amd64, so that the text is the same on every
// machine.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	release := flag.String("release", "", "cut a baseline: write api/`VERSION`.txt and api/VERSION.commit")
	newest := flag.Bool("newest", false, "print the version of the newest baseline in api/, or nothing")
	check := flag.Bool("check", false, "check the current API against the newest baseline and CHANGELOG.md")
	apidiffOut := flag.String("apidiff", "", "with -check: a `file` of apidiff -incompatible output whose identifiers CHANGELOG.md must name too")
	flag.Parse()
	if flag.NArg() > 0 {
		fail(errors.New("apitxt: no arguments expected; see go doc ./internal/cmd/apitxt"))
	}
	root, err := moduleRoot()
	if err != nil {
		fail(err)
	}
	switch {
	case *newest:
		v, err := newestBaseline(filepath.Join(root, "api"))
		if err != nil {
			fail(err)
		}
		if v != "" {
			fmt.Println(v)
		}
	case *release != "":
		if err := cut(root, *release); err != nil {
			fail(err)
		}
	case *check:
		ok, err := checkAPI(os.Stdout, root, *apidiffOut)
		if err != nil {
			fail(err)
		}
		if !ok {
			os.Exit(1)
		}
	default:
		lines, err := moduleAPI(root)
		if err != nil {
			fail(err)
		}
		for _, l := range lines {
			fmt.Println(l)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(2)
}

func moduleRoot() (string, error) {
	out, err := run("", "go", "list", "-m", "-f", "{{.Dir}}")
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(out), nil
}

// moduleAPI returns the API of the library packages of the module in root.
func moduleAPI(root string) ([]string, error) {
	pkgs, err := load(root, "./...")
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, p := range pkgs {
		if library(p.Path()) {
			lines = append(lines, features(p)...)
		}
	}
	slices.Sort(lines)
	return lines, nil
}

// library reports whether path is a package users import: not a program
// under examples/, not under internal/.
func library(path string) bool {
	for _, elem := range strings.Split(path, "/") {
		if elem == "internal" || elem == "examples" {
			return false
		}
	}
	return true
}

type listedPackage struct {
	ImportPath string
	Dir        string
	Export     string
	GoFiles    []string
	DepOnly    bool
	Error      *struct{ Err string }
}

// load type-checks the packages matched by patterns, from their source in
// dir, for linux/amd64. Their imports come from the export data that go list
// builds. The packages are returned sorted by path.
func load(dir string, patterns ...string) ([]*types.Package, error) {
	args := append([]string{"list", "-e", "-export", "-deps", "-json=ImportPath,Dir,Export,GoFiles,DepOnly,Error"}, patterns...)
	out, err := run(dir, "go", args...)
	if err != nil {
		return nil, err
	}
	exports := map[string]string{}
	var targets []listedPackage
	for dec := json.NewDecoder(strings.NewReader(out)); ; {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("apitxt: reading go list: %v", err)
		}
		if p.Error != nil {
			return nil, fmt.Errorf("apitxt: %s: %s", p.ImportPath, p.Error.Err)
		}
		exports[p.ImportPath] = p.Export
		if !p.DepOnly {
			targets = append(targets, p)
		}
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok || f == "" {
			return nil, fmt.Errorf("apitxt: no export data for %s", path)
		}
		return os.Open(f)
	})
	conf := types.Config{Importer: imp, Sizes: types.SizesFor("gc", "amd64")}
	var pkgs []*types.Package
	for _, p := range targets {
		var files []*ast.File
		for _, name := range p.GoFiles {
			f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.SkipObjectResolution)
			if err != nil {
				return nil, fmt.Errorf("apitxt: %v", err)
			}
			files = append(files, f)
		}
		pkg, err := conf.Check(p.ImportPath, fset, files, nil)
		if err != nil {
			return nil, fmt.Errorf("apitxt: %v", err)
		}
		pkgs = append(pkgs, pkg)
	}
	slices.SortFunc(pkgs, func(a, b *types.Package) int { return strings.Compare(a.Path(), b.Path()) })
	return pkgs, nil
}

// run runs a command in dir for linux/amd64 and returns its standard output.
func run(dir, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=linux", "GOARCH=amd64")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("apitxt: %s %s: %v\n%s", name, strings.Join(args, " "), err, stderr.Bytes())
	}
	return string(out), nil
}
