package knight_test

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/go-puzzles/puzzles/knight"
	"pgregory.net/rapid"
)

// WriteSVG draws Find's tours exactly as the images kept in testdata.
func TestWriteSVGGolden(t *testing.T) {
	for _, c := range []struct {
		file       string
		rows, cols int
		opts       []knight.Option
	}{{"testdata/open5x5.svg", 5, 5, nil}, {"testdata/closed6x8.svg", 6, 8, kind(true)}} {
		tour, _ := knight.Find(c.rows, c.cols, c.opts...)
		var b bytes.Buffer
		if err := tour.WriteSVG(&b); err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b.Bytes(), want) {
			t.Errorf("%s: got\n%s", c.file, b.Bytes())
		}
	}
}

// Tours that fit no board the package accepts, or visit a square twice, get
// a short summary from String and an error from WriteSVG, never a panic or
// a huge allocation.
func TestPicturesHostile(t *testing.T) {
	long := make(knight.Tour, knight.MaxSquares+1)
	for i := range long {
		long[i] = knight.Square{Row: i / 2048, Col: i % 2048}
	}
	for _, tour := range []knight.Tour{
		{{1 << 62, 3}},
		{{3, 1 << 62}},
		{{0, 0}, {1<<63 - 1, 1<<63 - 1}},
		{{-1, 0}},
		{{0, -1 << 63}},
		{{0, 0}, {1, 2}, {0, 0}},
		{{2047, 0}, {0, 2048}},
		{{0, knight.MaxSquares}},
		long,
	} {
		s := tour.String()
		if !strings.HasPrefix(s, "knight.Tour(") || len(s) > 200 || strings.Contains(s, "\n") {
			t.Errorf("String of a tour of %d squares = %.300q, want a short summary", len(tour), s)
		}
		var b bytes.Buffer
		if err := tour.WriteSVG(&b); err == nil || b.Len() > 0 {
			t.Errorf("WriteSVG of %.80v: err %v, %d bytes written", s, err, b.Len())
		}
	}
}

// The largest drawings stay within the board the package accepts.
func TestPicturesLargest(t *testing.T) {
	for _, tour := range []knight.Tour{{{0, 0}, {0, knight.MaxSquares - 1}}, {{2047, 2047}}} {
		s := tour.String()
		if n := strings.Count(s, "\n"); n != tour[len(tour)-1].Row+1 {
			t.Errorf("String has %d lines", n)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteSVGWriteError(t *testing.T) {
	tour, _ := knight.Find(8, 8)
	if err := tour.WriteSVG(failWriter{}); err == nil || err.Error() != "disk full" {
		t.Errorf("err = %v, want disk full", err)
	}
}

func TestStringPartial(t *testing.T) {
	got := knight.Tour{{0, 0}, {1, 2}}.String()
	if want := "1 . .\n. . 2\n"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if got := (knight.Tour{}).String(); got != "" {
		t.Errorf("empty String = %q", got)
	}
}

func TestValidateErrors(t *testing.T) {
	for _, c := range []struct {
		tour knight.Tour
		want string
	}{
		{knight.Tour{{0, 0}}, "knight: tour has 1 squares, want 12 for 3×4"},
		{knight.Tour{{0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}, {0, 0}, {1, 2}}, "knight: square 2 (0,0) is visited twice"},
		{knight.Tour{{0, 0}, {1, 1}, {0, 2}, {0, 3}, {1, 0}, {1, 2}, {1, 3}, {2, 0}, {2, 1}, {2, 2}, {2, 3}, {0, 1}}, "knight: step 1 from 0,0 to 1,1 is not a knight's move"},
		{knight.Tour{{0, 0}, {1, 2}, {9, 9}, {0, 3}, {1, 0}, {1, 1}, {1, 3}, {2, 0}, {2, 1}, {2, 2}, {2, 3}, {0, 1}}, "knight: square 2 (9,9) is off the 3×4 board"},
	} {
		if err := c.tour.Validate(3, 4); err == nil || err.Error() != c.want {
			t.Errorf("Validate(%v) = %v, want %q", c.tour, err, c.want)
		}
		if c.tour.Valid(3, 4) {
			t.Errorf("Valid(%v) = true", c.tour)
		}
	}
	for _, rc := range [][2]int{{0, 4}, {1 << 62, 4}, {-5, -5}} {
		if err := (knight.Tour{}).Validate(rc[0], rc[1]); err == nil {
			t.Errorf("Validate(%d, %d): no error", rc[0], rc[1])
		}
	}
}

// A nil io.Writer is a programming error: WriteSVG says so at the door,
// whatever the tour, rather than failing on a nil pointer deep inside.
func TestWriteSVGNilWriter(t *testing.T) {
	tour, _ := knight.Find(5, 5)
	for _, tr := range []knight.Tour{tour, nil, {{-1, 0}}} {
		mustPanic(t, "knight: nil io.Writer", func() { tr.WriteSVG(nil) })
	}
}

// String never panics, whatever the squares: it draws or summarises.
func TestStringNeverPanics(t *testing.T) {
	coord := rapid.OneOf(rapid.IntRange(-3, 12), rapid.Int(), rapid.SampledFrom([]int{knight.MaxSquares - 1, knight.MaxSquares, 1<<63 - 1, -1 << 63}))
	rapid.Check(t, func(t *rapid.T) {
		tour := knight.Tour(rapid.SliceOfN(rapid.Custom(func(t *rapid.T) knight.Square {
			return knight.Square{Row: coord.Draw(t, "row"), Col: coord.Draw(t, "col")}
		}), 0, 20).Draw(t, "tour"))
		s := tour.String()
		for _, sq := range tour {
			_ = sq.String()
		}
		if len(tour) > 0 && s == "" {
			t.Fatalf("String of %d squares is empty", len(tour))
		}
	})
}
