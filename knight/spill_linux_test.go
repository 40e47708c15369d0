package knight

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// spillChild names the environment variable that makes the test binary a
// child that counts, spilling to the directory it names, until killed.
const spillChild = "KNIGHT_TEST_SPILL_CHILD"

// A process killed while its count spills leaves nothing in the count's
// directory: its files have no name, and the count makes no directory.
func TestSpillKilled(t *testing.T) {
	if dir := os.Getenv(spillChild); dir != "" {
		spillUntilKilled(dir)
		return
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSpillKilled$")
	cmd.Env = append(os.Environ(), spillChild+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if line != "spilled\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child said %q, %v; want \"spilled\"", line, err)
	}
	time.Sleep(20 * time.Millisecond) // into a step, files being written
	cmd.Process.Signal(syscall.SIGKILL)
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Errorf("child ended with %v; want killed", err)
	}
	checkEmpty(t, dir)
}

// spillUntilKilled counts, spilling to dir, over and over, and says
// "spilled" once its files hold states.
func spillUntilKilled(dir string) {
	c := spillBoards[0]
	said := false
	for {
		Count(c[0], c[1], MaxMemory(2*spillBudget), TempDir(dir), kindOf(c[2] == 1), ReportProgress(func(p Progress) {
			if p.Disk > 0 && !said {
				said = true
				fmt.Println("spilled")
			}
		}))
	}
}
