package main

import (
	"regexp"
	"strings"
)

// ident returns the name a line of API text declares: the const, var, func,
// type or method, or the struct field or interface method of a member line.
// An embedded field is named by its type; "unexported methods" by its
// interface.
func ident(line string) string {
	parts := splitTop(line)
	if len(parts) < 2 {
		return line
	}
	decl := parts[1]
	if len(parts) >= 3 {
		member := parts[2]
		switch {
		case member == "unexported methods":
		case strings.HasPrefix(member, "embedded "):
			return baseName(strings.TrimPrefix(member, "embedded "))
		default:
			return leadingName(member)
		}
	}
	kind, rest, _ := strings.Cut(decl, " ")
	if kind == "method" {
		if _, after, ok := cutTop(rest, ") "); ok {
			rest = after
		}
	}
	return leadingName(rest)
}

// splitTop splits s at the ", " that are outside brackets.
func splitTop(s string) []string {
	var parts []string
	for {
		before, after, ok := cutTop(s, ", ")
		parts = append(parts, before)
		if !ok {
			return parts
		}
		s = after
	}
}

// cutTop is strings.Cut at the first sep outside (), [] and {}.
func cutTop(s, sep string) (before, after string, found bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
		if depth == 0 && strings.HasPrefix(s[i:], sep) {
			return s[:i], s[i+len(sep):], true
		}
	}
	return s, "", false
}

var identRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

func leadingName(s string) string {
	if loc := identRE.FindStringIndex(s); loc != nil && loc[0] == 0 {
		return s[:loc[1]]
	}
	return s
}

// baseName returns the name of a type written as in API text: *pkg.T[$0] is T.
func baseName(t string) string {
	t = strings.TrimLeft(t, "*")
	t, _, _ = strings.Cut(t, "[")
	if i := strings.LastIndex(t, "."); i >= 0 {
		t = t[i+1:]
	}
	return t
}

var (
	codeSpan = regexp.MustCompile("`[^`]+`")
	heading  = regexp.MustCompile(`(?m)^##+ .*$`)
)

// listedNames returns every identifier written in backticks under
// "### Changed" or "### Removed" in the [Unreleased] section of a
// changelog: `backtrack.Search.Count` lists backtrack, Search and Count.
func listedNames(changelog string) map[string]bool {
	names := map[string]bool{}
	// Split into sections at headings; a section runs to the next heading.
	locs := heading.FindAllStringIndex(changelog, -1)
	unreleased := false
	for i, loc := range locs {
		h := strings.TrimSpace(changelog[loc[0]:loc[1]])
		end := len(changelog)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		switch {
		case strings.HasPrefix(h, "## "):
			unreleased = strings.HasPrefix(h, "## [Unreleased]")
		case unreleased && (h == "### Changed" || h == "### Removed"):
			for _, span := range codeSpan.FindAllString(changelog[loc[1]:end], -1) {
				for _, id := range identRE.FindAllString(span, -1) {
					names[id] = true
				}
			}
		}
	}
	return names
}

// apidiffIdents returns the identifiers of the changes in a report of
// apidiff -m -incompatible: "- ./backtrack.(*Search).Count: removed" names
// Count. Changes in packages under examples/ or internal/ are left out.
func apidiffIdents(report string) []string {
	var ids []string
	seen := map[string]bool{}
	for _, l := range strings.Split(report, "\n") {
		name, _, ok := strings.Cut(strings.TrimPrefix(l, "- "), ": ")
		if !ok || !strings.HasPrefix(l, "- ") {
			continue
		}
		if rel, ok := strings.CutPrefix(name, "./"); ok {
			if dir, _, _ := strings.Cut(rel, "."); !library(dir) {
				continue
			}
		}
		if i := strings.LastIndex(name, "."); i >= 0 {
			name = name[i+1:]
		}
		name = strings.Trim(name, "()*")
		if name != "" && !seen[name] {
			seen[name] = true
			ids = append(ids, name)
		}
	}
	return ids
}
