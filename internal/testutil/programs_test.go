package testutil

import (
	"os/exec"
	"reflect"
	"testing"
)

func TestPrograms(t *testing.T) {
	t.Setenv("TESTUTIL_PROGRAMS", " c=./count -O3 ; takaken=/opt/tk ;")
	got := Programs(t, "TESTUTIL_PROGRAMS")
	want := []Program{{"c", []string{"./count", "-O3"}}, {"takaken", []string{"/opt/tk"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Programs = %q, want %q", got, want)
	}
	t.Setenv("TESTUTIL_PROGRAMS", "")
	if got := Programs(t, "TESTUTIL_PROGRAMS"); got != nil {
		t.Errorf("Programs of an empty variable = %q, want nil", got)
	}
	for _, bad := range []string{"./count", "=./count", "c=", "a b=./count", "a/b=./count"} {
		t.Setenv("TESTUTIL_PROGRAMS", bad)
		if r := record(func(tb TB) { Programs(tb, "TESTUTIL_PROGRAMS") }); r.fatal == "" {
			t.Errorf("Programs accepted %q", bad)
		}
	}
}

func TestProgramOutput(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	p := Program{"sh", []string{"sh", "-c", `read x; echo "$x $1"`, "sh"}}
	out, err := p.Output("in\n", "arg")
	if err != nil || out != "in arg\n" {
		t.Errorf("Output = %q, %v; want %q", out, err, "in arg\n")
	}
	if _, err := (Program{"false", []string{"sh", "-c", "echo oops >&2; exit 3"}}).Output(""); err == nil {
		t.Error("Output of a failing program: no error")
	}
}
