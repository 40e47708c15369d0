package knight

import "syscall"

// punch gives the bytes of n entries of f from the off-th back to the file
// system, the file's length unchanged, and reports whether it could.
func punch(fl *file, off, n int) bool {
	const keepSize, punchHole = 0x01, 0x02 // FALLOC_FL_KEEP_SIZE, FALLOC_FL_PUNCH_HOLE
	return syscall.Fallocate(int(fl.f.Fd()), keepSize|punchHole, int64(off)*entryBytes, int64(n)*entryBytes) == nil
}
