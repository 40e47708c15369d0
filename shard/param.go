package shard

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// A Kind is the kind of value a parameter takes.
type Kind int

const (
	Text Kind = iota // any string, or one of the Param's Values
	Int              // a whole number in plain decimal, in Min..Max
	Bool             // true or false
)

// A Param describes one parameter of a registered search: its name, the
// values it takes, whether a job must give it, and its default. The
// registry checks a job's params against them before the Builder sees
// them, so every program lists and checks the same parameters.
type Param struct {
	Name     string   // the key in a job's Params
	Usage    string   // what the parameter means, in a few words
	Kind     Kind     // the kind of value it takes
	Min, Max int      // the range of an Int; Max 0 means no upper limit
	Values   []string // the values a Text takes, compared ignoring case; any if empty
	Required bool     // a job must give it
	Default  string   // the value the Builder sees when a job leaves it out
}

// String returns the parameter on one line, as a program's usage lists it:
// "n: the board's size (0..64, required)".
func (p Param) String() string {
	var what []string
	switch {
	case p.Kind == Int && p.Max == 0:
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

// checkSchema returns an error if the params of a search cannot describe
// a job: a name empty or twice, an unknown kind, a default that is not a
// value of its kind, or a default on a required param.
func checkSchema(search string, schema []Param) error {
	seen := map[string]bool{}
	for _, p := range schema {
		switch {
		case p.Name == "":
			return fmt.Errorf("shard: Register %q with a param of no name", search)
		case seen[p.Name]:
			return fmt.Errorf("shard: Register %q with param %s twice", search, p.Name)
		case p.Kind < Text || p.Kind > Bool:
			return fmt.Errorf("shard: Register %q with param %s of unknown kind %d", search, p.Name, p.Kind)
		case p.Kind == Int && p.Max != 0 && p.Max < p.Min:
			return fmt.Errorf("shard: Register %q with param %s of range %d..%d", search, p.Name, p.Min, p.Max)
		case p.Required && p.Default != "":
			return fmt.Errorf("shard: Register %q with param %s both required and of default %q", search, p.Name, p.Default)
		}
		seen[p.Name] = true
		if p.Default != "" {
			if err := p.check(search, p.Default); err != nil {
				return fmt.Errorf("shard: Register %q: the default of param %s: %w", search, p.Name, errors.Unwrap(err))
			}
		}
	}
	return nil
}

// withDefaults checks params against the schema of search and returns them
// with the defaults of those left out, as a new map.
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
		if err := p.check(search, v); err != nil {
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

// check returns an error if v is not a value of p, wrapping one that says
// why without naming the search.
func (p Param) check(search, v string) error {
	var why error
	switch p.Kind {
	case Int:
		x, err := strconv.Atoi(v)
		switch {
		case err != nil || strconv.Itoa(x) != v: // one spelling per number: no "+8", "08", "-0"
			why = fmt.Errorf("param %s = %q; want a whole number in plain decimal (no sign, no leading zero)", p.Name, v)
		case x < p.Min && p.Max == 0:
			why = fmt.Errorf("param %s = %d; want %d or more", p.Name, x, p.Min)
		case x < p.Min || p.Max != 0 && x > p.Max:
			why = fmt.Errorf("param %s = %d out of range %d..%d", p.Name, x, p.Min, p.Max)
		}
	case Bool:
		if v != "true" && v != "false" {
			why = fmt.Errorf("param %s = %q; want true or false", p.Name, v)
		}
	default:
		if len(p.Values) > 0 && !slices.ContainsFunc(p.Values, func(w string) bool { return strings.EqualFold(v, w) }) {
			why = fmt.Errorf("param %s = %q; want %s", p.Name, v, or(p.Values))
		}
	}
	if why == nil {
		return nil
	}
	return fmt.Errorf("shard: %s %w", search, why)
}

// or lists values as "a, b or c".
func or(values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
}
