package shard

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A Kind is the kind of value a parameter takes.
type Kind int

const (
	Text Kind = iota // any valid UTF-8 string, or one of the Param's Values
	Int              // a whole number in plain decimal, in Min..Max
	Bool             // true or false
)

// A Param describes one parameter of a registered search: its name, the
// values it takes, whether a job must give it, and its default. The
// registry checks a job's params against them before the Builder sees
// them, so every program lists and checks the same parameters.
//
// A value matches one of Values if the two are equal once ASCII letters are
// folded to lower case; no other character folds, so "claſſic" (U+017F)
// matches no "classic". The Builder and the Job see the spelling Values
// declares, so a Builder looks values up exactly.
type Param struct {
	Name     string   // the key in a job's Params
	Usage    string   // what the parameter means, in a few words
	Kind     Kind     // the kind of value it takes
	Min, Max int      // the range of an Int; Max 0 means no upper limit unless HasMax
	HasMax   bool     // Max is the upper limit even when it is 0
	Values   []string // the values a Text takes, compared ignoring ASCII case only (see Param); any if empty
	Required bool     // a job must give it
	Default  string   // the value the Builder sees when a job leaves it out
}

// String returns the parameter on one line, as a program's usage lists it:
// "n: the board's size (0..64, required)".
func (p Param) String() string {
	var what []string
	switch {
	case p.Kind == Int && !p.bounded():
		what = append(what, fmt.Sprintf("%d or more", p.Min))
	case p.Kind == Int:
		what = append(what, fmt.Sprintf("%d..%d", p.Min, p.Max))
	case p.Kind == Bool:
		what = append(what, "true or false")
	case len(p.Values) > 0:
		what = append(what, or(p.Values))
	}
	if p.Required {
		what = append(what, "required")
	}
	if p.Default != "" {
		what = append(what, "default "+p.Default)
	}
	if len(what) == 0 {
		return p.Name + ": " + p.Usage
	}
	return fmt.Sprintf("%s: %s (%s)", p.Name, p.Usage, strings.Join(what, "; "))
}

// bounded reports whether an Int has an upper limit, Max.
func (p Param) bounded() bool { return p.Max != 0 || p.HasMax }

// checkSchema returns an error if the params of a search cannot describe
// a job: a name empty, twice or not valid UTF-8, an unknown kind, an empty
// range, two Values equal ignoring ASCII case, a name, value or default
// JSON cannot carry, a default that is not a value of its kind, or a
// default on a required param.
func checkSchema(search string, schema []Param) error {
	seen := map[string]bool{}
	for _, p := range schema {
		switch {
		case p.Name == "":
			return fmt.Errorf("shard: Register %q with a param of no name", search)
		case !utf8.ValidString(p.Name):
			return fmt.Errorf("shard: Register %q with param %q, not valid UTF-8 (JSON cannot carry it)", search, p.Name)
		case seen[p.Name]:
			return fmt.Errorf("shard: Register %q with param %s twice", search, p.Name)
		case p.Kind < Text || p.Kind > Bool:
			return fmt.Errorf("shard: Register %q with param %s of unknown kind %d", search, p.Name, p.Kind)
		case p.Kind == Int && p.bounded() && p.Max < p.Min:
			return fmt.Errorf("shard: Register %q with param %s of range %d..%d", search, p.Name, p.Min, p.Max)
		case p.Required && p.Default != "":
			return fmt.Errorf("shard: Register %q with param %s both required and of default %q", search, p.Name, p.Default)
		}
		seen[p.Name] = true
		for i, v := range p.Values {
			if !utf8.ValidString(v) {
				return fmt.Errorf("shard: Register %q with param %s of value %q, not valid UTF-8 (JSON cannot carry it)", search, p.Name, v)
			}
			if j := slices.IndexFunc(p.Values[:i], func(w string) bool { return equalASCIIFold(v, w) }); j >= 0 {
				return fmt.Errorf("shard: Register %q with param %s of values %q and %q, equal ignoring case", search, p.Name, p.Values[j], v)
			}
		}
		if p.Default != "" {
			if _, err := p.value(search, p.Default); err != nil {
				return fmt.Errorf("shard: Register %q: the default of param %s: %w", search, p.Name, errors.Unwrap(err))
			}
		}
	}
	return nil
}

// withDefaults checks params against the schema of search and returns them
// with the defaults of those left out, as a new map, each value of a
// Param's Values in its declared spelling.
func withDefaults(search string, schema []Param, params map[string]string) (map[string]string, error) {
	for _, key := range slices.Sorted(maps.Keys(params)) {
		if !slices.ContainsFunc(schema, func(p Param) bool { return p.Name == key }) {
			return nil, fmt.Errorf("shard: %s has no param %q; it takes %s", search, key, names(schema))
		}
	}
	out := make(map[string]string, len(schema))
	for _, p := range schema {
		v, ok := params[p.Name]
		switch {
		case !ok && p.Required:
			return nil, fmt.Errorf("shard: %s needs param %s", search, p.Name)
		case !ok && p.Default == "":
			continue
		case !ok:
			v = p.Default
		}
		v, err := p.value(search, v)
		if err != nil {
			return nil, err
		}
		out[p.Name] = v
	}
	return out, nil
}

// names lists the names of the params of a schema, or "none".
func names(schema []Param) string {
	if len(schema) == 0 {
		return "none"
	}
	var s []string
	for _, p := range schema {
		s = append(s, p.Name)
	}
	return strings.Join(s, ", ")
}

// value returns v as the Builder sees it, one of p.Values in its declared
// spelling if p has Values, or an error if v is not a value of p, wrapping
// one that says why without naming the search.
func (p Param) value(search, v string) (string, error) {
	var why error
	switch p.Kind {
	case Int:
		x, err := strconv.Atoi(v)
		switch {
		case err != nil || strconv.Itoa(x) != v: // one spelling per number: no "+8", "08", "-0"
			why = fmt.Errorf("param %s = %q; want a whole number in plain decimal (no sign, no leading zero)", p.Name, v)
		case x < p.Min && !p.bounded():
			why = fmt.Errorf("param %s = %d; want %d or more", p.Name, x, p.Min)
		case x < p.Min || p.bounded() && x > p.Max:
			why = fmt.Errorf("param %s = %d out of range %d..%d", p.Name, x, p.Min, p.Max)
		}
	case Bool:
		if v != "true" && v != "false" {
			why = fmt.Errorf("param %s = %q; want true or false", p.Name, v)
		}
	default:
		i := slices.IndexFunc(p.Values, func(w string) bool { return equalASCIIFold(v, w) })
		switch {
		case !utf8.ValidString(v):
			// JSON, the wire format, would carry U+FFFD instead, and a
			// worker would rebuild another job.
			why = fmt.Errorf("param %s = %q, not valid UTF-8: JSON cannot carry it", p.Name, v)
		case i >= 0:
			v = p.Values[i]
		case len(p.Values) > 0:
			why = fmt.Errorf("param %s = %q; want %s", p.Name, v, or(p.Values))
		}
	}
	if why == nil {
		return v, nil
	}
	return "", fmt.Errorf("shard: %s %w", search, why)
}

// equalASCIIFold reports whether a and b are equal once the ASCII letters
// of both are folded to lower case. Unlike strings.EqualFold it folds no
// other character: "ſ" (U+017F) is not "s", nor "K" (U+212A) "k".
func equalASCIIFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// or lists values as "a, b or c".
func or(values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
}
