//go:build !linux

package knight

import (
	"errors"
	"os"
)

// punch is a no-op where the system offers no portable way to free a part
// of a file: the file's space comes back when the count removes it.
func punch(*file, int64, int64) bool { return false }

// tmpFile fails: files without a name are Linux's (O_TMPFILE), and create
// makes a named file and removes it at once instead.
func tmpFile(string) (*os.File, error) { return nil, errors.ErrUnsupported }

// blockSize is a common block size; only punch, a no-op here, uses it.
func blockSize(*os.File) int64 { return 4096 }
