package builtin_test

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/go-puzzles/puzzles/shard"
)

// spellingBase holds small params of every built-in search, to which the
// spelling tests add one choice at a time: each job counts in a few
// milliseconds.
var spellingBase = map[string]map[string]string{
	"queens":   {"n": "6"},
	"knight":   {"rows": "3", "cols": "4"},
	"regions":  {"board": "AAAA/BBBB/CCCC/DDDD"},
	"sevenseg": {"shape": "d±d=d", "sticks": "1"},
}

// lookalikes maps each ASCII letter, in lower case, to the other runes
// that Unicode's simple case folding (unicode.SimpleFold), or its upper,
// lower or title case mappings, take to that letter or from it: ſ (U+017F)
// for s, K (U+212A) for k, ı (U+0131) and İ (U+0130) for i.
func lookalikes() map[byte][]rune {
	out := map[byte][]rune{}
	add := func(ascii, r rune) {
		if ascii < unicode.MaxASCII && unicode.IsLetter(ascii) && r > unicode.MaxASCII {
			b := byte(unicode.ToLower(ascii))
			if !slices.Contains(out[b], r) {
				out[b] = append(out[b], r)
			}
		}
	}
	for r := rune(unicode.MaxASCII + 1); r <= unicode.MaxRune; r++ {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			add(f, r)
		}
		add(unicode.ToLower(r), r)
		add(unicode.ToUpper(r), r)
		add(unicode.ToTitle(r), r)
	}
	return out
}

// cases returns value in lower, upper and alternating ASCII case.
func cases(value string) []string {
	alt := []byte(strings.ToLower(value))
	for i := 0; i < len(alt); i += 2 {
		if 'a' <= alt[i] && alt[i] <= 'z' {
			alt[i] -= 'a' - 'A'
		}
	}
	upper := []byte(value)
	lower := []byte(value)
	for i, c := range upper {
		if 'a' <= c && c <= 'z' {
			upper[i] = c - ('a' - 'A')
		}
		if 'A' <= c && c <= 'Z' {
			lower[i] = c + ('a' - 'A')
		}
	}
	return []string{value, string(lower), string(upper), string(alt)}
}

// choices returns the declared spellings of a param that lists them: its
// Values, or true and false for a Bool.
func choices(p shard.Param) []string {
	if p.Kind == shard.Bool {
		return []string{"true", "false"}
	}
	return p.Values
}

// For every built-in search and every declared choice of its params, each
// look-alike spelling with a non-ASCII letter that Unicode folds to or
// from an ASCII one (claſſic, Hoo\u212A7) is refused, by NewJob and on a
// worker, and every ASCII case of a Values spelling builds the job of the
// declared one and counts the same.
func TestBuiltinsOneSpelling(t *testing.T) {
	alike := lookalikes()
	for _, c := range "sk" {
		if len(alike[byte(c)]) == 0 {
			t.Fatalf("no look-alike of %c found; the table is %q", c, alike)
		}
	}
	var refused, folded int
	for _, search := range shard.Searches() {
		base, ok := spellingBase[search]
		if !ok {
			t.Errorf("search %q has no small params in spellingBase", search)
			continue
		}
		schema, _ := shard.Params(search)
		plan := 0
		for _, p := range schema {
			for _, value := range choices(p) {
				params := maps.Clone(base)
				params[p.Name] = value
				canonical, err := shard.NewJob(search, params, 3)
				if err != nil {
					t.Errorf("%s %s=%s: %v", search, p.Name, value, err)
					continue
				}
				plan = canonical.Plan
				want := sumAll(t, canonical)

				if p.Kind == shard.Text {
					for _, spelling := range cases(value) {
						params[p.Name] = spelling
						job, err := shard.NewJob(search, params, 3)
						if err != nil {
							t.Errorf("%s %s=%s: %v", search, p.Name, spelling, err)
							continue
						}
						if !job.Equal(canonical) {
							t.Errorf("%s %s=%s: job %v; want %v", search, p.Name, spelling, job, canonical)
						}
						byHand := shard.Job{Search: search, Params: maps.Clone(params), K: 3, Plan: plan}
						if got := sumAll(t, byHand); got != want {
							t.Errorf("%v counts %d; %v counts %d", byHand, got, canonical, want)
						}
					}
				}

				for i := 0; i < len(value); i++ {
					for _, r := range alike[byte(unicode.ToLower(rune(value[i])))] {
						for _, spelling := range []string{
							value[:i] + string(r) + value[i+1:],
							strings.ReplaceAll(strings.ToLower(value), string(unicode.ToLower(rune(value[i]))), string(r)),
						} {
							refused++
							if strings.EqualFold(spelling, value) {
								folded++
							}
							params[p.Name] = spelling
							if job, err := shard.NewJob(search, params, 3); err == nil || !strings.Contains(err.Error(), "param "+p.Name+" = ") {
								t.Errorf("%s %s=%s (declared %s): NewJob = %v, %v; want an error naming the param", search, p.Name, spelling, value, job, err)
							}
							job := shard.Job{Search: search, Params: maps.Clone(params), K: 3, Plan: plan}
							if _, err := job.Run(context.Background(), 0); err == nil {
								t.Errorf("%v: a worker ran it", job)
							}
						}
					}
				}
			}
		}
	}
	// The test means something: it tried spellings that strings.EqualFold,
	// the registry's old rule, took for declared ones.
	t.Logf("%d look-alikes refused, %d of them equal to a declared value by strings.EqualFold; look-alikes %q", refused, folded, alike)
	if refused == 0 || folded == 0 {
		t.Errorf("%d look-alikes refused, %d of them equal to a declared value by strings.EqualFold; want some of each", refused, folded)
	}
}

// The case of the issue: queens with rule claſſic was taken for classic
// and counted rooks, 40,320 for n = 8 instead of 92.
func TestQueensLongS(t *testing.T) {
	if job, err := shard.NewJob("queens", map[string]string{"n": "8", "rule": "claſſic"}, 2); err == nil {
		t.Errorf("NewJob(queens, rule=claſſic) = %v, no error", job)
	}
	job, err := shard.NewJob("queens", map[string]string{"n": "8", "rule": "CLASSIC"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got := sumAll(t, job); got != 92 || job.Params["rule"] != "classic" {
		t.Errorf("%v: %d; want rule=classic and 92", job, got)
	}
}
