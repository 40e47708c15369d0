package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/go-puzzles/puzzles/shard"
)

// params collects -param key=value and the flags that are parameters.
type params map[string]string

func (p params) String() string { return "" }

func (p params) Set(s string) error {
	key, value, ok := strings.Cut(s, "=")
	if !ok || key == "" {
		return fmt.Errorf("%q is not key=value", s)
	}
	return p.add(key, value)
}

func (p params) add(key, value string) error {
	if _, ok := p[key]; ok {
		return fmt.Errorf("parameter %s given twice", key)
	}
	p[key] = value
	return nil
}

// listParams writes each registered search's parameters, as the registry
// describes and checks them.
func listParams(w io.Writer) {
	for _, name := range shard.Searches() {
		params, _ := shard.Params(name)
		fmt.Fprintf(w, "  %s\n", name)
		for _, p := range params {
			fmt.Fprintf(w, "    -%v\n", p)
		}
	}
}

// splitArgs separates the program's own flags from the search's
// parameters, which it adds to p: any other -name value or -name=value.
func splitArgs(fs *flag.FlagSet, args []string, p params) ([]string, error) {
	var own []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || len(a) < 2 || a[0] != '-' {
			return append(own, args[i:]...), nil // flag.Parse reports the rest
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if f := fs.Lookup(name); f != nil || name == "h" || name == "help" || name == "" || name[0] == '-' {
			own = append(own, a)
			if f != nil && !hasValue && !isBool(f) && i+1 < len(args) {
				own = append(own, args[i+1])
				i++
			}
			continue
		}
		if !hasValue {
			if i+1 == len(args) {
				return nil, fmt.Errorf("parameter -%s has no value", name)
			}
			i++
			value = args[i]
			if _, err := strconv.ParseFloat(value, 64); err != nil && strings.HasPrefix(value, "-") {
				return nil, fmt.Errorf("parameter -%s has no value (write -%s=%s for a value that begins with -)", name, name, value)
			}
		}
		if err := p.add(name, value); err != nil {
			return nil, err
		}
	}
	return own, nil
}

func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}
