package knight

// parts splits n into lengths from lo to hi, mid wherever the rest allows,
// assuming n is such a sum: the widths of the blocks that tile a side.
func parts(n, lo, mid, hi int) []int {
	var out []int
	for n > hi {
		p := mid
		if n-p < lo {
			p = lo
		}
		out = append(out, p)
		n -= p
	}
	return append(out, n)
}
