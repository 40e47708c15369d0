//go:build !unix

package main

import "time"

// cpuTime is the CPU time the process has used: unknown here, so 0.
func cpuTime() time.Duration { return 0 }
