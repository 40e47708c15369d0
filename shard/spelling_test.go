package shard_test

import (
	"context"
	"encoding/json"
	"maps"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/go-puzzles/puzzles/shard"
)

// bytesCounter counts the bytes of its text, one shard in all: a count that
// would differ if a worker rebuilt its job from other bytes.
type bytesCounter string

func (c bytesCounter) Count(context.Context) (int64, error) { return int64(len(c)), nil }

func (c bytesCounter) CountShard(_ context.Context, i, _ int) (int64, int64, error) {
	if i > 0 {
		return 0, 0, nil
	}
	return int64(len(c)), 0, nil
}

const spellName = "shard_test.spelling"

var (
	spellOnce sync.Once
	spellSeen = make(chan map[string]string, 100) // what the Builder saw, call by call
)

// registerSpelling registers a search whose Builder reports the params it
// sees: a choice of ASCII spellings, one with a non-ASCII letter, and free
// text, counted as its bytes.
func registerSpelling(t *testing.T) {
	t.Helper()
	spellOnce.Do(func() {
		err := shard.Register(spellName, 1, []shard.Param{
			{Name: "unit", Values: []string{"Kelvin", "celsius", "ſtraße"}, Default: "CELSIUS"},
			{Name: "text"},
		}, func(params map[string]string) (shard.Counter, error) {
			select {
			case spellSeen <- maps.Clone(params):
			default:
			}
			params["unit"] = "changed by the Builder" // must not reach the job
			return bytesCounter(params["text"]), nil
		})
		if err != nil {
			t.Fatal(err)
		}
	})
	for len(spellSeen) > 0 {
		<-spellSeen
	}
}

// A value matches a declared spelling ignoring ASCII case only, and the
// Builder and the job see the declared spelling: no look-alike that
// strings.EqualFold would take (U+017F ſ for s, U+212A K for k) gets through.
func TestValueSpelling(t *testing.T) {
	registerSpelling(t)
	for _, c := range []struct {
		unit, want string // want "" for an error
	}{
		{"Kelvin", "Kelvin"},
		{"kelvin", "Kelvin"},
		{"KELVIN", "Kelvin"},
		{"kElViN", "Kelvin"},
		{"\u212Aelvin", ""}, // Kelvin sign
		{"kelvın", ""},      // dotless i
		{"Celsius", "celsius"},
		{"celſius", ""},
		{"CELSIUſ", ""},
		{"ſtraße", "ſtraße"},
		{"ſTRAßE", "ſtraße"}, // its ASCII letters fold, the rest must be equal
		{"straße", ""},
		{"ſtrasse", ""},
		{"ſtraẞe", ""}, // capital sharp s
		{"fahrenheit", ""},
		{"", ""},
	} {
		params := map[string]string{"unit": c.unit}
		job, err := shard.NewJob(spellName, params, 1)
		if c.want == "" {
			if err == nil || !strings.Contains(err.Error(), `param unit = "`) {
				t.Errorf("unit %q: NewJob = %v, %v; want an error naming the param", c.unit, job, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("unit %q: %v", c.unit, err)
			continue
		}
		if seen := <-spellSeen; seen["unit"] != c.want {
			t.Errorf("unit %q: the Builder saw %q; want %q", c.unit, seen["unit"], c.want)
		}
		if got := job.Params["unit"]; got != c.want {
			t.Errorf("unit %q: the job keeps %q; want %q", c.unit, got, c.want)
		}
		if params["unit"] != c.unit {
			t.Errorf("unit %q: NewJob changed its caller's map to %q", c.unit, params["unit"])
		}
		canonical, err := shard.NewJob(spellName, map[string]string{"unit": c.want}, 1)
		if err != nil || !job.Equal(canonical) {
			t.Errorf("unit %q: job %v; with %q: %v, %v", c.unit, job, c.want, canonical, err)
		}
		<-spellSeen
		// A worker sent a job in another case rebuilds it in the declared one.
		byHand := shard.Job{Search: spellName, Params: map[string]string{"unit": c.unit}, K: 1, Plan: 1}
		if _, err := byHand.Counter(); err != nil {
			t.Errorf("unit %q by hand: %v", c.unit, err)
		} else if seen := <-spellSeen; seen["unit"] != c.want {
			t.Errorf("unit %q by hand: the Builder saw %q; want %q", c.unit, seen["unit"], c.want)
		}
	}

	// The default too reaches the Builder in its declared spelling, and the
	// job leaves it out.
	job, err := shard.NewJob(spellName, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if seen := <-spellSeen; seen["unit"] != "celsius" {
		t.Errorf("the default: the Builder saw %q; want celsius", seen["unit"])
	}
	if _, ok := job.Params["unit"]; ok {
		t.Errorf("the job %v keeps the default", job)
	}
}

// A Text value JSON cannot carry, one that is not valid UTF-8, is refused
// at NewJob and on a worker: JSON would deliver U+FFFD instead, and the
// worker would count another job (3 bytes instead of 1).
func TestValueNotUTF8(t *testing.T) {
	registerSpelling(t)
	for _, text := range []string{"\xff", "a\xc3", "\xed\xa0\x80" /* a surrogate */, "\xc0\x80" /* overlong NUL */} {
		_, err := shard.NewJob(spellName, map[string]string{"text": text}, 1)
		if err == nil || !strings.Contains(err.Error(), "not valid UTF-8") {
			t.Errorf("text %q: NewJob error %v; want one that says it is not valid UTF-8", text, err)
		}
		job := shard.Job{Search: spellName, Params: map[string]string{"text": text}, K: 1, Plan: 1}
		if _, err := job.Run(context.Background(), 0); err == nil || !strings.Contains(err.Error(), "not valid UTF-8") {
			t.Errorf("text %q: Run error %v; want one that says it is not valid UTF-8", text, err)
		}
		_, err = shard.NewJob(spellName, map[string]string{"unit": text}, 1)
		if err == nil || !strings.Contains(err.Error(), "not valid UTF-8") {
			t.Errorf("unit %q: NewJob error %v; want one that says it is not valid UTF-8", text, err)
		}
	}
}

// Any job NewJob accepts survives JSON: the job read back is Equal, and
// counts the same on a worker.
func TestJobJSONRoundTrip(t *testing.T) {
	registerSpelling(t)
	for _, text := range []string{
		"", "plain", "a b\tc\nd", "\x00\x01\x7f", `"quoted" \back\slash`, "<html>&amp;",
		"\u2028\u2029", "\ufeffbom", "\uffff\U0010ffff", "ſK ß ẞ ı İ", "😀 emoji", strings.Repeat("é", 1000),
	} {
		if !utf8.ValidString(text) {
			t.Fatalf("%q is not a case of this test", text)
		}
		job, err := shard.NewJob(spellName, map[string]string{"text": text, "unit": "KELVIN"}, 3)
		if err != nil {
			t.Errorf("text %q: %v", text, err)
			continue
		}
		b, err := json.Marshal(job)
		if err != nil {
			t.Fatal(err)
		}
		var back shard.Job
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if !back.Equal(job) {
			t.Errorf("%v came back from %s as %v", job, b, back)
		}
		r, err := back.Run(context.Background(), 0)
		if err != nil || r.Count != int64(len(text)) {
			t.Errorf("%v on a worker: %d, %v; want %d", back, r.Count, err, len(text))
		}
	}
}

// Declared values that the rule could not tell apart, and names JSON cannot
// carry, are errors at Register.
func TestRegisterSpellingErrors(t *testing.T) {
	build := func(map[string]string) (shard.Counter, error) { return bytesCounter(""), nil }
	for _, c := range []struct {
		name   string
		params []shard.Param
		want   string
	}{
		{"x", []shard.Param{{Name: "a", Values: []string{"one", "Two", "ONE"}}}, `shard: Register "x" with param a of values "one" and "ONE", equal ignoring case`},
		{"x", []shard.Param{{Name: "a", Values: []string{"\xff"}}}, `shard: Register "x" with param a of value "\xff", not valid UTF-8 (JSON cannot carry it)`},
		{"x", []shard.Param{{Name: "\xff"}}, `shard: Register "x" with param "\xff", not valid UTF-8 (JSON cannot carry it)`},
		{"x", []shard.Param{{Name: "a", Default: "\xff"}}, `shard: Register "x": the default of param a: param a = "\xff", not valid UTF-8: JSON cannot carry it`},
		{"x", []shard.Param{{Name: "a", Values: []string{"classic"}, Default: "claſſic"}}, `shard: Register "x": the default of param a: param a = "claſſic"; want classic`},
		{"\xff", nil, `shard: Register "\xff", a name not valid UTF-8 (JSON cannot carry it)`},
	} {
		if err := shard.Register(c.name, 1, c.params, build); err == nil || err.Error() != c.want {
			t.Errorf("Register(%q, %+v): %v; want %q", c.name, c.params, err, c.want)
		}
	}
	// Values that differ in a letter ASCII does not fold are two values.
	if err := shard.Register("shard_test.twovalues", 1, []shard.Param{{Name: "a", Values: []string{"s", "ſ", "k", "\u212A"}}}, build); err != nil {
		t.Error(err)
	}
}
