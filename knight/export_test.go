package knight

import "flag"

var long = flag.Bool("long", false, "also check the counts that take seconds to minutes")

// Long reports whether the slow checks are asked for (-long).
func Long() bool { return *long }
