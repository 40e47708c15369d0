package queens

import "testing"

// benchmarkCount counts placements with count, which must give want.
func benchmarkCount(b *testing.B, want int64, count func() int64) {
	b.ReportAllocs()
	for b.Loop() {
		if got := count(); got != want {
			b.Fatalf("count = %d, want %d", got, want)
		}
	}
}

// Count: the kernel with mirror halving, on GOMAXPROCS cores (run with
// -cpu 1,2 to see one core and two).
func BenchmarkCount_Classic12(b *testing.B) {
	benchmarkCount(b, 14200, func() int64 { n, _ := Count(12, Classic); return n })
}

func BenchmarkCount_Classic16(b *testing.B) {
	benchmarkCount(b, 14772512, func() int64 { n, _ := Count(16, Classic); return n })
}

func BenchmarkCount_NoTouch12(b *testing.B) {
	benchmarkCount(b, 63779034, func() int64 { n, _ := Count(12, NoTouch); return n })
}

// The reference: the backtrack engine's Count over the same boards, without
// the kernel or mirror halving.
func BenchmarkCount_Engine12(b *testing.B) {
	benchmarkCount(b, 14200, search(12, Classic, nil).Count)
}

func BenchmarkCount_EngineNoTouch12(b *testing.B) {
	benchmarkCount(b, 63779034, search(12, NoTouch, nil).Count)
}

func BenchmarkFundamental_Classic12(b *testing.B) {
	benchmarkCount(b, 1787, func() int64 { n, _ := Fundamental(12, Classic); return n })
}

func BenchmarkCount_Classic14(b *testing.B) {
	benchmarkCount(b, 365596, func() int64 { n, _ := Count(14, Classic); return n })
}
