package doccheck

import (
	"bytes"
	"go/ast"
	"go/doc"
	"go/doc/comment"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The page a newcomer reads: TestPages reads each package as pkg.go.dev
// renders it and holds it to the limits below, so that the overview, the
// Index and the Examples stay short enough to take in at once.
const (
	maxOverview     = 200 // words in a package overview
	maxRootOverview = 300 // words in the root package's overview
	maxSynopsis     = 20  // words in a package synopsis
	maxFirst        = 25  // words in the first sentence of a doc comment
	maxExample      = 40  // lines of an Example as rendered
	maxStartHere    = 25  // lines of a package's Example as rendered
)

// module is the module path: pages link to its packages by it.
const module = "github.com/go-puzzles/puzzles"

// A page is one package as go/doc reads it, with its Examples.
type page struct {
	dir      string // relative to the module root
	fset     *token.FileSet
	pkg      *doc.Package
	examples []*doc.Example // every Example in the test files
	kit      bool           // a test kit: no start-here Example needed
}

func TestPages(t *testing.T) {
	// Every page is read, so that links resolve under -pkg too; only the
	// packages -pkg names are checked.
	dirs := append(packageDirs(t), importableExamples(t)...)
	saved := *only
	*only = ""
	pages := map[string]*page{}
	for _, dir := range append(packageDirs(t), importableExamples(t)...) {
		pages[dir] = readPage(t, dir)
	}
	*only = saved
	retired := retiredNames(t, pages)
	for _, dir := range dirs {
		t.Run(dir, func(t *testing.T) {
			p := pages[dir]
			p.checkOverview(t)
			p.checkDocs(t, pages, retired)
			p.checkExamples(t)
		})
	}
}

// importableExamples lists the packages under examples/ that users can
// import (not package main), such as examples/connect4/c4.
func importableExamples(t *testing.T) []string {
	if *only != "" {
		return nil
	}
	var dirs []string
	err := filepath.WalkDir(filepath.Join(root, "examples"), func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil && filepath.Base(path) != "examples" {
			return filepath.SkipDir // a nested module
		}
		files, _ := filepath.Glob(filepath.Join(path, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.PackageClauseOnly)
			if err == nil && src.Name.Name != "main" {
				rel, _ := filepath.Rel(root, path)
				dirs = append(dirs, rel)
			}
			break
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

func readPage(t *testing.T, dir string) *page {
	p := &page{dir: dir, fset: token.NewFileSet(), kit: strings.HasSuffix(dir, "test")}
	var src, tests []*ast.File
	files, err := filepath.Glob(filepath.Join(root, dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		f, err := parser.ParseFile(p.fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "_test.go") {
			tests = append(tests, f)
		} else {
			src = append(src, f)
		}
	}
	path := module
	if dir != "." {
		path += "/" + filepath.ToSlash(dir)
	}
	// With the test files, go/doc attaches each Example where pkg.go.dev
	// shows it, and drops those it cannot attach.
	p.pkg, err = doc.NewFromFiles(p.fset, append(src, tests...), path)
	if err != nil {
		t.Fatal(err)
	}
	p.examples = doc.Examples(tests...)
	return p
}

func (p *page) checkOverview(t *testing.T) {
	limit := maxOverview
	if p.dir == "." {
		limit = maxRootOverview
	}
	// Words as rendered: link definitions are not shown.
	d := p.pkg.Parser().Parse(p.pkg.Doc)
	d.Links = nil
	n := len(strings.Fields(string(p.pkg.Printer().Text(d))))
	t.Logf("overview: %d words", n)
	if n > limit {
		t.Errorf("the overview has %d words, over %d: keep what the package is and where to start; move the rest to the identifiers' docs or doc/", n, limit)
	}
	syn := p.pkg.Synopsis(p.pkg.Doc)
	if n := len(strings.Fields(syn)); n > maxSynopsis {
		t.Errorf("the synopsis has %d words, over %d: %q", n, maxSynopsis, syn)
	}
	if strings.Contains(syn, "[") {
		t.Errorf("the synopsis has a doc link, which package listings show as raw brackets: %q", syn)
	}
}

// A doc is one doc comment of the page and the name it documents.
type docText struct{ name, text string }

// docs lists the package doc and the doc of every exported identifier.
func (p *page) docs() []docText {
	d := []docText{{"package " + p.pkg.Name, p.pkg.Doc}}
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			d = append(d, docText{strings.Join(v.Names, ", "), v.Doc})
			for _, spec := range v.Decl.Specs {
				vs := spec.(*ast.ValueSpec)
				for _, n := range vs.Names {
					if n.IsExported() && vs.Doc != nil {
						d = append(d, docText{n.Name, vs.Doc.Text()})
					}
				}
			}
		}
	}
	values(p.pkg.Consts)
	values(p.pkg.Vars)
	for _, f := range p.pkg.Funcs {
		d = append(d, docText{f.Name, f.Doc})
	}
	for _, ty := range p.pkg.Types {
		d = append(d, docText{ty.Name, ty.Doc})
		values(ty.Consts)
		values(ty.Vars)
		for _, f := range ty.Funcs {
			d = append(d, docText{f.Name, f.Doc})
		}
		for _, m := range ty.Methods {
			d = append(d, docText{ty.Name + "." + m.Name, m.Doc})
		}
		for _, spec := range ty.Decl.Specs {
			d = append(d, fieldDocs(ty.Name, spec.(*ast.TypeSpec))...)
		}
	}
	return d
}

// fieldDocs lists the docs of a struct's exported fields or an
// interface's methods.
func fieldDocs(typ string, spec *ast.TypeSpec) []docText {
	var fields *ast.FieldList
	switch st := spec.Type.(type) {
	case *ast.StructType:
		fields = st.Fields
	case *ast.InterfaceType:
		fields = st.Methods
	default:
		return nil
	}
	var d []docText
	for _, f := range fields.List {
		if f.Doc == nil {
			continue
		}
		for _, n := range f.Names {
			if n.IsExported() {
				d = append(d, docText{typ + "." + n.Name, f.Doc.Text()})
			}
		}
	}
	return d
}

func (p *page) checkDocs(t *testing.T, pages map[string]*page, retired map[string]string) {
	parser := p.pkg.Parser()
	for _, d := range p.docs() {
		if strings.TrimSpace(d.text) == "" {
			continue
		}
		if !strings.HasPrefix(d.name, "package ") {
			if first := p.pkg.Synopsis(d.text); len(strings.Fields(first)) > maxFirst {
				t.Errorf("the first sentence of %s has %d words, over %d: %q", d.name, len(strings.Fields(first)), maxFirst, first)
			}
		}
		parsed := parser.Parse(d.text)
		for _, bad := range danglingLinks(parsed, pages) {
			t.Errorf("the doc of %s has a link that does not resolve: %s", d.name, bad)
		}
		for _, w := range retiredIn(d.text, p, retired) {
			t.Errorf("the doc of %s names %s, which the CHANGELOG retired", d.name, w)
		}
	}
}

// bracketed matches what a doc link looks like: [Name], [pkg.Name],
// [Name.Method], [*pkg.Name], not preceded by a word (an index such as
// dst[i]).
var bracketed = regexp.MustCompile(`(^|[^\w\])])\[\*?([A-Za-z_]\w*(\.[A-Za-z_]\w*){0,2})\]`)

// danglingLinks returns the doc links of d that render as plain text (an
// unknown name, or a link glued to a letter: [Square]s) and those into the
// module that name no identifier of the package they point to.
func danglingLinks(d *comment.Doc, pages map[string]*page) []string {
	var bad []string
	var texts func([]comment.Text)
	texts = func(ts []comment.Text) {
		for _, x := range ts {
			switch x := x.(type) {
			case comment.Plain:
				for _, m := range bracketed.FindAllStringSubmatch(string(x), -1) {
					bad = append(bad, "["+m[2]+"]")
				}
			case comment.Italic:
				for _, m := range bracketed.FindAllStringSubmatch(string(x), -1) {
					bad = append(bad, "["+m[2]+"]")
				}
			case *comment.Link:
				texts(x.Text)
			case *comment.DocLink:
				if !resolves(x, pages) {
					bad = append(bad, "["+x.ImportPath+"."+x.Name+"]")
				}
			}
		}
	}
	var blocks func([]comment.Block)
	blocks = func(bs []comment.Block) {
		for _, b := range bs {
			switch b := b.(type) {
			case *comment.Paragraph:
				texts(b.Text)
			case *comment.Heading:
				texts(b.Text)
			case *comment.List:
				for _, it := range b.Items {
					blocks(it.Content)
				}
			}
		}
	}
	blocks(d.Content)
	return bad
}

// resolves reports whether a doc link into the module names an identifier
// its package exports. Links out of the module are taken as they are.
func resolves(l *comment.DocLink, pages map[string]*page) bool {
	if l.ImportPath != module && !strings.HasPrefix(l.ImportPath, module+"/") {
		return true
	}
	dir := strings.TrimPrefix(strings.TrimPrefix(l.ImportPath, module), "/")
	if dir == "" {
		dir = "."
	}
	p, ok := pages[filepath.FromSlash(dir)]
	if !ok {
		return l.Name == "" && l.Recv == ""
	}
	if l.Name == "" {
		return l.Recv == ""
	}
	return p.exports(l.Recv, l.Name)
}

// exports reports whether the page has the exported identifier name, or
// the method or field name of type recv when recv is not empty.
func (p *page) exports(recv, name string) bool {
	for _, d := range p.docs() {
		full := name
		if recv != "" {
			full = recv + "." + name
		}
		for _, n := range strings.Split(d.name, ", ") {
			if n == full {
				return true
			}
		}
	}
	for _, ty := range p.pkg.Types {
		if recv == "" && ty.Name == name {
			return true
		}
		if ty.Name == recv && hasMember(ty, name) {
			return true
		}
	}
	return false
}

// hasMember reports whether a type has an exported field or method, with
// or without a doc comment.
func hasMember(ty *doc.Type, name string) bool {
	for _, m := range ty.Methods {
		if m.Name == name {
			return true
		}
	}
	found := false
	ast.Inspect(ty.Decl, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

func (p *page) checkExamples(t *testing.T) {
	shown := map[string]bool{}
	add := func(exs []*doc.Example) {
		for _, ex := range exs {
			shown[ex.Name] = true
		}
	}
	add(p.pkg.Examples)
	for _, f := range p.pkg.Funcs {
		add(f.Examples)
	}
	for _, ty := range p.pkg.Types {
		add(ty.Examples)
		for _, f := range ty.Funcs {
			add(f.Examples)
		}
		for _, m := range ty.Methods {
			add(m.Examples)
		}
	}
	start, longest, name := false, 0, ""
	defer func() { t.Logf("Examples: %d, the longest Example%s at %d lines", len(p.examples), name, longest) }()
	for _, ex := range p.examples {
		if !shown[ex.Name] {
			t.Errorf("Example%s names no function, type or method of the package: pkg.go.dev drops it", ex.Name)
		}
		n := renderedLines(p.fset, ex)
		if n > longest {
			longest, name = n, ex.Name
		}
		if n > maxExample {
			t.Errorf("Example%s is %d lines as pkg.go.dev renders it, over %d", ex.Name, n, maxExample)
		}
		if ex.Name == "" {
			start = true
			if n > maxStartHere && !p.kit {
				t.Errorf("the package's Example, where a reader starts, is %d lines as rendered, over %d", n, maxStartHere)
			}
		}
	}
	if !start && !p.kit && p.dir != "." {
		t.Errorf("package %s has no Example (func Example), the short one a reader starts from", p.pkg.Name)
	}
}

// renderedLines counts the lines of an Example as pkg.go.dev shows it:
// the whole program go/doc makes of it when it can be run (else its
// body), and its output below.
func renderedLines(fset *token.FileSet, ex *doc.Example) int {
	var buf bytes.Buffer
	var err error
	if ex.Play != nil {
		err = format.Node(&buf, token.NewFileSet(), ex.Play)
	} else {
		err = format.Node(&buf, fset, ex.Code)
	}
	if err != nil {
		return 0
	}
	n := strings.Count(strings.TrimSpace(buf.String()), "\n") + 1
	if out := strings.TrimSpace(ex.Output); out != "" {
		n += strings.Count(out, "\n") + 1
	}
	return n
}

// renamed matches "`old` → ..." or "`old`/`older` → ..." in a CHANGELOG
// line: each old name is retired.
var renamed = regexp.MustCompile("(`[^`]+`/)*`[^`]+` →")

// name matches the identifier at the start of a backticked name.
var name = regexp.MustCompile("`([A-Za-z_][\\w.]*)")

// ident matches a backticked identifier at the start of a Removed entry.
var removedEntry = regexp.MustCompile("^- `([A-Za-z_][\\w.]*)`")

// retiredNames reads the Changed and Removed lists of CHANGELOG.md and
// returns the identifiers they retire that no package exports any more,
// each mapped to the package it was in ("" when not qualified).
func retiredNames(t *testing.T, pages map[string]*page) map[string]string {
	data, err := os.ReadFile(filepath.Join(root, "CHANGELOG.md"))
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*page{}
	for _, p := range pages {
		byName[p.pkg.Name] = p
	}
	retired := map[string]string{}
	section := ""
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "### ") {
			section = strings.TrimPrefix(line, "### ")
			continue
		}
		if section != "Changed" && section != "Removed" {
			continue
		}
		var names []string
		for _, m := range renamed.FindAllString(line, -1) {
			for _, n := range name.FindAllStringSubmatch(m, -1) {
				names = append(names, n[1])
			}
		}
		if m := removedEntry.FindStringSubmatch(line); m != nil && section == "Removed" {
			names = append(names, m[1])
		}
		for _, name := range names {
			if pkg, ok := gone(name, byName); ok {
				retired[name] = pkg
			}
		}
	}
	return retired
}

// gone reports whether a CHANGELOG name (pkg.Name, pkg.Type.Method,
// Type.Member) is exported by no package now, and the package it names.
func gone(name string, byName map[string]*page) (string, bool) {
	parts := strings.Split(name, ".")
	if p, ok := byName[parts[0]]; ok && len(parts) > 1 {
		switch len(parts) {
		case 2:
			return parts[0], !p.exports("", parts[1])
		case 3:
			return parts[0], !p.exports(parts[1], parts[2])
		}
		return "", false
	}
	if len(parts) != 2 || !ast.IsExported(parts[0]) {
		return "", false // a bare word or a flag: too common to check
	}
	for _, p := range byName {
		if p.exports(parts[0], parts[1]) {
			return "", false
		}
	}
	return "", true
}

// retiredIn returns the retired identifiers that text names: pkg.Name
// anywhere, and in the docs of pkg itself [Name] or Name( as well.
func retiredIn(text string, p *page, retired map[string]string) []string {
	var found []string
	for name, pkg := range retired {
		forms := []string{name}
		if local := strings.TrimPrefix(name, pkg+"."); pkg == p.pkg.Name && !p.hasMethod(local) {
			forms = append(forms, "["+local+"]", local+"(")
		}
		for _, f := range forms {
			i := strings.Index(text, f)
			if i >= 0 && (i == 0 || !isWord(text[i-1])) && (f[len(f)-1] == ']' || f[len(f)-1] == '(' || i+len(f) == len(text) || !isWord(text[i+len(f)])) {
				found = append(found, name)
				break
			}
		}
	}
	return found
}

// hasMethod reports whether a type of the page has a method name, so that
// a bare name( in its docs may mean the method.
func (p *page) hasMethod(name string) bool {
	for _, ty := range p.pkg.Types {
		for _, m := range ty.Methods {
			if m.Name == name {
				return true
			}
		}
	}
	return false
}

func isWord(b byte) bool {
	return b == '_' || b == '.' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// The retired names come from the CHANGELOG's renames: knight.Closed()
// became ClosedTours() in 0.2.0, and a doc that still names it fails.
func TestRetired(t *testing.T) {
	pages := map[string]*page{"knight": readPage(t, "knight")}
	retired := retiredNames(t, pages)
	if _, ok := retired["knight.Closed"]; !ok {
		t.Fatalf("knight.Closed is not retired: %v", retired)
	}
	if _, ok := retired["knight.ClosedTours"]; ok {
		t.Fatal("knight.ClosedTours, which exists, is retired")
	}
	// knight.Closed is a method of Tour still: only the qualified name is
	// retired. OpenTours never was, and stands for a name no type has.
	gone := map[string]string{"knight.Closed": "knight", "knight.OpenTours": "knight"}
	for text, want := range map[string]bool{
		"Pass knight.Closed() for closed tours.": true,
		"Pass [Closed] for closed tours.":        false,
		"Pass knight.OpenTours() for open ones.": true,
		"Pass [OpenTours] for open ones.":        true,
		"Pass OpenTours() for open ones.":        true,
		"Open tours come first.":                 false,
		"Pass knight.ClosedTours().":             false,
	} {
		got := len(retiredIn(text, pages["knight"], gone)) > 0
		if got != want {
			t.Errorf("retiredIn(%q) = %v, want %v", text, got, want)
		}
	}
}

// A link renders as text when its name is unknown or a letter follows it,
// and a link into the module must name something its package exports.
func TestDangling(t *testing.T) {
	pages := map[string]*page{"knight": readPage(t, "knight"), "backtrack": readPage(t, "backtrack")}
	parser := pages["knight"].pkg.Parser()
	for text, want := range map[string]int{
		"A [Tour] of [Square] values.":            0,
		"A list of [Square]s.":                    1,
		"Like [sql.ErrNoRows].":                   1,
		"Like [errors.Is] and [context.Context].": 0,
		"Writes dst[i] and a[n].":                 0,
		"See [backtrack.ErrBudget].":              0,
		"See [backtrack.ErrNoBudget].":            1,
		"See [Tour.Valid] and [Tour.Nope].":       1,
	} {
		if got := danglingLinks(parser.Parse(text), pages); len(got) != want {
			t.Errorf("danglingLinks(%q) = %q, want %d", text, got, want)
		}
	}
}
