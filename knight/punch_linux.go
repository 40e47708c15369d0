package knight

import (
	"os"
	"path/filepath"
	"syscall"
)

// punch gives n bytes of fl from byte off back to the file system, the
// file's length unchanged, and reports whether it could.
func punch(fl *file, off, n int64) bool {
	const keepSize, punchHole = 0x01, 0x02 // FALLOC_FL_KEEP_SIZE, FALLOC_FL_PUNCH_HOLE
	return syscall.Fallocate(int(fl.f.Fd()), keepSize|punchHole, off, n) == nil
}

// oTmpfile is O_TMPFILE: __O_TMPFILE, the same on every Linux port of Go,
// with O_DIRECTORY, which is not.
const oTmpfile = 0x400000 | syscall.O_DIRECTORY

// tmpFile opens a file without a name in dir, which never shows in it and
// goes when closed, or when the process dies. It fails where the kernel
// (before 3.11) or the file system does not offer O_TMPFILE.
func tmpFile(dir string) (*os.File, error) {
	fd, err := syscall.Open(dir, oTmpfile|syscall.O_RDWR|syscall.O_EXCL|syscall.O_CLOEXEC, 0o600)
	if err != nil {
		return nil, err
	}
	return os.NewFile(uintptr(fd), filepath.Join(dir, "knight-states (unlinked)")), nil
}

// blockSize returns the bytes of a block of f's file system: the unit of
// the space punch gives back.
func blockSize(f *os.File) int64 {
	var st syscall.Stat_t
	if err := syscall.Fstat(int(f.Fd()), &st); err != nil || st.Blksize <= 0 {
		return 4096
	}
	return int64(st.Blksize)
}
