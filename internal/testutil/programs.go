package testutil

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// Program is a program in another language that a benchmark runs beside the
// library's own code, for a comparison measured in the same run.
type Program struct {
	Label string   // names the program in the benchmark's name
	Args  []string // the command and its first arguments
}

// Programs returns the programs that the environment variable env names, as
// a list "label=command arg ...;label=command arg ..." (arguments split at
// spaces, no shell: wrap anything fancier in a script). It returns nil when
// env is unset or blank, and fails t on an entry without a label or a
// command.
func Programs(t TB, env string) []Program {
	t.Helper()
	var out []Program
	for _, item := range strings.Split(os.Getenv(env), ";") {
		if strings.TrimSpace(item) == "" {
			continue
		}
		label, cmd, ok := strings.Cut(item, "=")
		label, args := strings.TrimSpace(label), strings.Fields(cmd)
		if !ok || label == "" || strings.ContainsAny(label, " /") || len(args) == 0 {
			t.Fatalf("%s: %q is not label=command (a label without spaces or slashes)", env, item)
			return nil
		}
		out = append(out, Program{label, args})
	}
	return out
}

// Output runs p with args after its own, stdin as its standard input, and
// returns its standard output, or an error that carries its standard error.
func (p Program) Output(stdin string, args ...string) (string, error) {
	cmd := exec.Command(p.Args[0], append(p.Args[1:len(p.Args):len(p.Args)], args...)...)
	cmd.Stdin = strings.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s: %v: %s", p.Label, err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}
