package sevenseg_test

import (
	"context"
	"fmt"
	"time"

	"github.com/go-puzzles/puzzles/sevenseg"
)

// Four machines each take one shard of the census of d±d=d for 2 sticks;
// the four Tallies add up to the census.
func ExampleCensusShard() {
	var sum sevenseg.Tally
	for i := range 4 {
		s, err := sevenseg.CensusShard("d±d=d", 2, i, 4)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("shard %d of 4: %+v\n", i, s)
		sum.Layouts += s.Layouts
		sum.True += s.True
		sum.Solvable += s.Solvable
		sum.Unique += s.Unique
	}
	c, _ := sevenseg.Census("d±d=d", 2)
	fmt.Printf("sum:  %d %d %d %d\n", sum.Layouts, sum.True, sum.Solvable, sum.Unique)
	fmt.Printf("census: %d %d %d %d\n", c.Layouts, c.True, c.Solvable, c.Unique)

	// A shape too big for one census splits into shards that fit.
	_, err := sevenseg.CensusShard("ddd±ddd=ddd", 1, 0, 20)
	fmt.Println(err)
	// Output:
	// shard 0 of 4: {Shape:d±d=d Sticks:2 Layouts:500 True:30 Solvable:316 Unique:110}
	// shard 1 of 4: {Shape:d±d=d Sticks:2 Layouts:500 True:25 Solvable:343 Unique:118}
	// shard 2 of 4: {Shape:d±d=d Sticks:2 Layouts:500 True:25 Solvable:373 Unique:98}
	// shard 3 of 4: {Shape:d±d=d Sticks:2 Layouts:500 True:30 Solvable:364 Unique:63}
	// sum:  2000 110 1396 389
	// census: 2000 110 1396 389
	// sevenseg: shard 0 of 20 has 100000000 layouts, more than 67108864; split the census into more shards
}

// Three shards of a census where one stick is added, each given a minute.
func ExampleCensusShardContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var unique int64
	for i := range 3 {
		s, err := sevenseg.CensusShardContext(ctx, "dd±d=d", 1, i, 3, sevenseg.Adding)
		if err != nil {
			fmt.Println(err)
			return
		}
		unique += s.Unique
	}
	c, _ := sevenseg.CensusContext(ctx, "dd±d=d", 1, sevenseg.Adding)
	fmt.Println("puzzles in 3 shards:", unique, "in the census:", c.Unique)
	// Output:
	// puzzles in 3 shards: 303 in the census: 303
}
