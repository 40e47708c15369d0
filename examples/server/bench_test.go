package main

import (
	"net/http/httptest"
	"testing"
	"time"
)

// The hot path of the load goal: the day's Queens puzzle, cached, with
// and without gzip, through the whole handler.
func BenchmarkQueensOfTheDay(b *testing.B) {
	for _, accept := range []string{"", "gzip"} {
		b.Run("accept="+accept, func(b *testing.B) {
			s := newServer(config{Now: func() time.Time { return day }})
			req := httptest.NewRequest("GET", "/api/queens?size=8&level=medium", nil)
			req.Header.Set("Accept-Encoding", accept)
			s.ServeHTTP(httptest.NewRecorder(), req)
			b.ReportAllocs()
			for b.Loop() {
				w := httptest.NewRecorder()
				s.ServeHTTP(w, req)
				if w.Code != 200 {
					b.Fatal(w.Code)
				}
			}
		})
	}
}
