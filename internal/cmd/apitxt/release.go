package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var semver = regexp.MustCompile(`^v(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?$`)

// cut writes the baseline of release version: api/<version>.txt, the API of
// the module now, and api/<version>.commit, the commit it is the API of. It
// refuses a tree with uncommitted changes (the text would not be that
// commit's) and a version that has a baseline already.
func cut(root, version string) error {
	if !semver.MatchString(version) {
		return fmt.Errorf("apitxt: release %q is not a semantic version like v0.2.0", version)
	}
	if dirty, err := run(root, "git", "status", "--porcelain", "--untracked-files=no"); err != nil {
		return err
	} else if dirty != "" {
		return fmt.Errorf("apitxt: uncommitted changes; commit them before cutting %s:\n%s", version, dirty)
	}
	head, err := run(root, "git", "rev-parse", "HEAD")
	if err != nil {
		return err
	}
	dir := filepath.Join(root, "api")
	txt, commit := filepath.Join(dir, version+".txt"), filepath.Join(dir, version+".commit")
	for _, f := range []string{txt, commit} {
		if _, err := os.Stat(f); err == nil {
			return fmt.Errorf("apitxt: %s exists: a release's baseline never changes", f)
		}
	}
	lines, err := moduleAPI(root)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(txt, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(commit, []byte(head), 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s (%d lines) and %s (%s); commit them, then tag %s\n",
		txt, len(lines), commit, strings.TrimSpace(head), version)
	return nil
}

// newestBaseline returns the highest version with a baseline in dir, or "".
func newestBaseline(dir string) (string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	} else if err != nil {
		return "", err
	}
	newest := ""
	for _, e := range entries {
		v, ok := strings.CutSuffix(e.Name(), ".txt")
		if ok && semver.MatchString(v) && (newest == "" || compareVersions(v, newest) > 0) {
			newest = v
		}
	}
	return newest, nil
}

// compareVersions orders semantic versions; a prerelease comes before its
// release, and prereleases compare as text.
func compareVersions(a, b string) int {
	ma, mb := semver.FindStringSubmatch(a), semver.FindStringSubmatch(b)
	for i := 1; i <= 3; i++ {
		x, _ := strconv.Atoi(ma[i])
		y, _ := strconv.Atoi(mb[i])
		if x != y {
			return x - y
		}
	}
	switch pa, pb := ma[4], mb[4]; {
	case pa == pb:
		return 0
	case pa == "":
		return 1
	case pb == "":
		return -1
	default:
		return strings.Compare(pa, pb)
	}
}

// checkAPI compares the module's API with the newest baseline and writes the
// difference to w. It reports false when a line of the baseline is gone and
// its identifier is not named under Changed or Removed in CHANGELOG.md's
// [Unreleased] section (or the baseline is v1 or later), or when an
// identifier of the apidiff report (a file, if given) is not named there.
func checkAPI(w io.Writer, root, apidiffFile string) (bool, error) {
	version, err := newestBaseline(filepath.Join(root, "api"))
	if err != nil || version == "" {
		fmt.Fprintln(w, "no release baseline in api/: nothing to compare")
		return true, err
	}
	data, err := os.ReadFile(filepath.Join(root, "api", version+".txt"))
	if err != nil {
		return false, err
	}
	current, err := moduleAPI(root)
	if err != nil {
		return false, err
	}
	removed, added := diff(baselineLines(string(data)), current)
	var apidiffNames []string
	if apidiffFile != "" {
		report, err := os.ReadFile(apidiffFile)
		if err != nil {
			return false, err
		}
		apidiffNames = apidiffIdents(string(report))
	}
	changelog, err := os.ReadFile(filepath.Join(root, "CHANGELOG.md"))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return false, err
	}
	return report(w, version, removed, added, apidiffNames, listedNames(string(changelog))), nil
}

func report(w io.Writer, version string, removed, added, apidiffNames []string, listed map[string]bool) bool {
	if len(removed)+len(added) == 0 {
		fmt.Fprintf(w, "API unchanged since %s (api/%s.txt)\n", version, version)
	} else {
		fmt.Fprintf(w, "API changes since %s (api/%s.txt; - removed or changed, + added):\n", version, version)
		all := append(prefixed("-", removed), prefixed("+", added)...)
		slices.SortStableFunc(all, func(a, b string) int { return strings.Compare(a[1:], b[1:]) })
		for _, l := range all {
			fmt.Fprintln(w, l)
		}
	}
	missing := map[string][]string{} // identifier -> the lines that need it
	for _, l := range removed {
		if id := ident(l); !listed[id] {
			missing[id] = append(missing[id], l)
		}
	}
	for _, id := range apidiffNames {
		if !listed[id] {
			missing[id] = append(missing[id], "(apidiff)")
		}
	}
	if len(removed) > 0 && compareVersions(version, "v1.0.0") >= 0 {
		fmt.Fprintf(w, "FAIL: incompatible API changes since %s: from v1.0.0 on they need a new major version (a new module path)\n", version)
		return false
	}
	if len(missing) == 0 {
		if len(removed)+len(apidiffNames) > 0 {
			fmt.Fprintln(w, "incompatible changes, each listed under [Unreleased] in CHANGELOG.md (allowed before v1)")
		}
		return true
	}
	fmt.Fprintf(w, "FAIL: incompatible API changes since %s that CHANGELOG.md does not list;\n", version)
	fmt.Fprintln(w, "name each in backticks under \"### Changed\" or \"### Removed\" in its [Unreleased] section:")
	ids := make([]string, 0, len(missing))
	for id := range missing {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		fmt.Fprintf(w, "  `%s`: %s\n", id, strings.Join(missing[id], "; "))
	}
	return false
}

func prefixed(p string, lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = p + l
	}
	return out
}

// baselineLines returns the lines of a baseline file, without blank lines
// and # comments.
func baselineLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// diff returns the lines of old not in cur and those of cur not in old,
// sorted.
func diff(old, cur []string) (removed, added []string) {
	in := func(lines []string) map[string]bool {
		m := map[string]bool{}
		for _, l := range lines {
			m[l] = true
		}
		return m
	}
	inOld, inCur := in(old), in(cur)
	for l := range inOld {
		if !inCur[l] {
			removed = append(removed, l)
		}
	}
	for l := range inCur {
		if !inOld[l] {
			added = append(added, l)
		}
	}
	slices.Sort(removed)
	slices.Sort(added)
	return removed, added
}
