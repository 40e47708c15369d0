package regions

// Stats describes the shapes of the regions of a set of boards, as averages
// over the boards (see Measure). It sets a generator's boards beside a
// corpus of published ones. Sizes are best measured one at a time: every
// figure depends on N.
type Stats struct {
	Boards int // boards measured

	Singles float64 // regions of one cell, per board
	Small   float64 // regions of at most two cells, per board

	// Largest is the largest region's share of its board's cells, averaged
	// over the boards; MaxLargest is the highest share on one board. At
	// 0.36 the largest region holds 36% of the cells on average.
	Largest, MaxLargest float64

	// Boundary is the region boundary per cell, averaged over the boards.
	// It counts the sides of cells that face another region or the board's
	// edge, summed over every region and divided by N². Long, thin, winding
	// regions have more of it than round ones: 4N²/N² = 4 if every cell
	// were a region, 4N/N² if the board were one.
	Boundary float64
}

// Measure returns the Stats of boards, skipping empty ones (nil and the zero
// Board). It costs O(N²) a board.
func Measure(boards []*Board) Stats {
	var st Stats
	for _, b := range boards {
		if b.empty() {
			continue
		}
		n := b.n
		var size [MaxN]int
		edges := 0 // sides facing another region or the edge
		for i, g := range b.region {
			size[g]++
			for _, j := range neighbours(n, i) {
				if j < 0 || b.region[j] != g {
					edges++
				}
			}
		}
		largest := 0
		for _, k := range size[:n] {
			largest = max(largest, k)
			if k == 1 {
				st.Singles++
			}
			if k <= 2 {
				st.Small++
			}
		}
		share := float64(largest) / float64(n*n)
		st.Largest += share
		st.MaxLargest = max(st.MaxLargest, share)
		st.Boundary += float64(edges) / float64(n*n)
		st.Boards++
	}
	if st.Boards > 0 {
		k := float64(st.Boards)
		st.Singles /= k
		st.Small /= k
		st.Largest /= k
		st.Boundary /= k
	}
	return st
}
