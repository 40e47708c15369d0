package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"
)

// fetch sends a request with the given headers through a client that
// neither adds Accept-Encoding nor decompresses, and returns the answer
// with its body read.
func fetch(t *testing.T, ts *httptest.Server, method, path string, header ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, ts.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	defer client.CloseIdleConnections()
	return send(t, client, req)
}

// Every answer, page, file, JSON or error, carries the security headers.
func TestSecurityHeaders(t *testing.T) {
	s, ts := newTest(t, config{})
	s.mux.HandleFunc("GET /api/boom", func(http.ResponseWriter, *http.Request) { panic("boom") })
	for _, c := range []struct{ method, path string }{
		{"GET", "/"}, {"GET", "/queens"}, {"HEAD", "/connect4"}, {"GET", "/static/" + script},
		{"GET", "/static/style.css"}, {"GET", "/nope"}, {"GET", "/api/knight"}, {"GET", "/api/knight?rows=0"},
		{"GET", "/api/nope"}, {"POST", "/api/queens"}, {"HEAD", "/api/queens"}, {"GET", "/api/boom"},
		{"GET", "/robots.txt"}, {"POST", "/queens"}, {"OPTIONS", "/api/knight"}, {"GET", "/queens 304"},
	} {
		var header []string
		if path, ok := strings.CutSuffix(c.path, " 304"); ok {
			c.path, header = path, []string{"If-None-Match", s.rendered["queens"].etag}
		}
		res, _ := fetch(t, ts, c.method, c.path, header...)
		if header != nil && res.StatusCode != 304 {
			t.Errorf("%s %s with its ETag: %d", c.method, c.path, res.StatusCode)
		}
		for k, want := range map[string]string{
			"Content-Security-Policy": "script-src 'self';",
			"X-Content-Type-Options":  "nosniff",
			"X-Frame-Options":         "DENY",
			"Referrer-Policy":         "no-referrer",
		} {
			if got := res.Header.Get(k); !strings.Contains(got, want) {
				t.Errorf("%s %s: %s %q, want %q", c.method, c.path, k, got, want)
			}
		}
		csp := res.Header.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "frame-ancestors 'none'", "style-src 'self';", "base-uri 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s %s: the policy %q lacks %q", c.method, c.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe") {
			t.Errorf("the policy %q allows something unsafe", csp)
		}
	}
}

// Under /api every status is JSON: {"error": "..."} for each error, with
// Allow on a 405.
func TestJSONErrors(t *testing.T) {
	s, ts := newTest(t, config{MaxHeavy: 1, NoBook: true}) // the book would answer scores with no slot
	s.mux.HandleFunc("GET /api/boom", func(http.ResponseWriter, *http.Request) { panic("boom") })
	s.heavy <- struct{}{} // every heavy request is busy
	for _, c := range []struct {
		method, path string
		status       int
		allow, want  string
	}{
		{"GET", "/api/nope", 404, "", "no endpoint /api/nope"},
		{"GET", "/api", 404, "", "no endpoint /api"},
		{"GET", "/api/", 404, "", "no endpoint"},
		{"GET", "/api/queens/", 404, "", "no endpoint"},
		{"GET", "/debug/nope", 404, "", "no endpoint"},
		{"POST", "/api/queens", 405, "GET", "/api/queens takes GET, not POST"},
		{"GET", "/api/queens/hint", 405, "POST", "takes POST, not GET"},
		{"DELETE", "/api/knight", 405, "GET", "not DELETE"},
		{"PUT", "/api/queens/check", 405, "POST", "not PUT"},
		{"GET", "/api/knight?rows=0", 400, "", "rows"},
		{"GET", "/api/connect4/scores?moves=4", 503, "", "too many heavy requests"},
		{"GET", "/api/boom", 500, "", "internal error"},
	} {
		res, b := fetch(t, ts, c.method, c.path)
		var e struct{ Error string }
		err := json.Unmarshal(b, &e)
		if res.StatusCode != c.status || res.Header.Get("Content-Type") != "application/json" || err != nil || !strings.Contains(e.Error, c.want) {
			t.Errorf("%s %s: %d %q %s (%v); want %d, JSON and %q", c.method, c.path, res.StatusCode, res.Header.Get("Content-Type"), b, err, c.status, c.want)
		}
		if got := res.Header.Get("Allow"); got != c.allow {
			t.Errorf("%s %s: Allow %q, want %q", c.method, c.path, got, c.allow)
		}
	}
}

// HEAD on an endpoint answers 405 at once: it neither makes a puzzle nor
// waits for a heavy slot (taken here, so a solve would be a 503).
func TestHeadStartsNoWork(t *testing.T) {
	s, ts := newTest(t, config{MaxHeavy: 1})
	s.heavy <- struct{}{}
	for _, path := range []string{"/api/connect4/scores?moves=4", "/api/connect4/move?col=4", "/api/queens?size=7", "/api/matchsticks", "/api/knight?rows=50&cols=50", "/debug/stats?gc=1"} {
		res, b := fetch(t, ts, "HEAD", path)
		if res.StatusCode != 405 || res.Header.Get("Allow") != "GET" || len(b) != 0 {
			t.Errorf("HEAD %s: %d, Allow %q, %d bytes; want 405, GET and none", path, res.StatusCode, res.Header.Get("Allow"), len(b))
		}
	}
	if n := s.queens.len() + s.sticks.len(); n != 0 {
		t.Errorf("HEAD made %d puzzles", n)
	}
	// Pages and files are made at start: HEAD answers them.
	for _, path := range []string{"/", "/queens", "/static/" + script} {
		if res, b := fetch(t, ts, "HEAD", path); res.StatusCode != 200 || len(b) != 0 || res.ContentLength < 100 {
			t.Errorf("HEAD %s: %d, Content-Length %d, %d bytes", path, res.StatusCode, res.ContentLength, len(b))
		}
	}
}

// JSON answers of 1 KiB or more are compressed for clients that take gzip,
// and decompress to the same JSON.
func TestGzipJSON(t *testing.T) {
	_, ts := newTest(t, config{})
	const path = "/api/knight?rows=12&cols=12"
	plain, pb := fetch(t, ts, "GET", path)
	zipped, zb := fetch(t, ts, "GET", path, "Accept-Encoding", "br;q=1, gzip;q=0.8")
	if plain.Header.Get("Content-Encoding") != "" || zipped.Header.Get("Content-Encoding") != "gzip" || zipped.Header.Get("Vary") != "Accept-Encoding" {
		t.Fatalf("encodings %q and %q, Vary %q", plain.Header.Get("Content-Encoding"), zipped.Header.Get("Content-Encoding"), zipped.Header.Get("Vary"))
	}
	if got := gunzip(t, zb); !bytes.Equal(got, pb) || len(zb) >= len(pb) {
		t.Errorf("gzip of %d bytes in %d, decompressed equal: %v", len(pb), len(zb), bytes.Equal(got, pb))
	}
	for _, c := range []struct{ path, accept string }{
		{"/api/knight?rows=0", "gzip"},        // a short error
		{"/api/knight?rows=1&cols=1", "gzip"}, // a short answer
		{path, "gzip;q=0"},
		{path, "identity"},
	} {
		if res, _ := fetch(t, ts, "GET", c.path, "Accept-Encoding", c.accept); res.Header.Get("Content-Encoding") != "" {
			t.Errorf("%s with Accept-Encoding %q: compressed", c.path, c.accept)
		}
	}
}

// The cached puzzles are compressed once; answers compressed as they go
// use one of a few writers, and go uncompressed while all are at work.
func TestGzipCachedAndBounded(t *testing.T) {
	_, ts := newTest(t, config{})
	const queens = "/api/queens?size=12"
	_, plain := fetch(t, ts, "GET", queens)
	_, z1 := fetch(t, ts, "GET", queens, "Accept-Encoding", "gzip")
	_, z2 := fetch(t, ts, "GET", queens, "Accept-Encoding", "gzip")
	if !bytes.Equal(gunzip(t, z1), plain) || !bytes.Equal(z1, z2) {
		t.Errorf("the day's puzzle in gzip: %d and %d bytes, decompressed equal: %v", len(z1), len(z2), bytes.Equal(gunzip(t, z1), plain))
	}
	var busy []*gzip.Writer
	for zw := getZipper(); zw != nil; zw = getZipper() {
		busy = append(busy, zw)
	}
	if len(busy) != cap(zippers) {
		t.Errorf("%d writers, want %d", len(busy), cap(zippers))
	}
	const knight = "/api/knight?rows=12&cols=12"
	if res, _ := fetch(t, ts, "GET", knight, "Accept-Encoding", "gzip"); res.Header.Get("Content-Encoding") != "" || res.StatusCode != 200 {
		t.Errorf("with every writer at work: %d, Content-Encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	for _, zw := range busy {
		zippers <- zw
	}
	if res, _ := fetch(t, ts, "GET", knight, "Accept-Encoding", "gzip"); res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("with the writers back: Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{
		"": false, "gzip": true, "GZip": true, "x-gzip": true, "gzip, deflate, br, zstd": true,
		"br;q=1.0, gzip;q=0.8, *;q=0.1": true, "gzip;q=0": false, "gzip; q=0.000": false,
		"gzip;q=nonsense": false, "*": true, "*;q=0": false, "gzip;q=0, *": false, "deflate": false,
		"identity": false, "gzipped": false, " gzip ;q=0.5 ": true, "br, *;q=0.5": true,
	} {
		if got := acceptsGzip(h); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", h, got, want)
		}
	}
}

// Whatever the header, the parse does not panic, and a coding listed after
// it that is neither gzip nor * changes nothing.
func FuzzAcceptsGzip(f *testing.F) {
	for _, s := range []string{"gzip", "gzip;q=0", "*;q=0.5, br", "x-gzip;q=1;foo=bar", ";;,,=q"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		if got, more := acceptsGzip(h), acceptsGzip(h+", br;q=0.9"); got != more {
			t.Errorf("acceptsGzip(%q) = %v but %v with br after it", h, got, more)
		}
	})
}

// blocked finds what a strict policy blocks in a page: a script without
// src or with a body, an event handler attribute, a style attribute or
// element, a javascript: URL; "" if none.
func blocked(page string) string {
	if m := attrs.FindString(page); m != "" {
		return m
	}
	for _, tag := range scripts.FindAllStringIndex(page, -1) {
		open := page[tag[0]:tag[1]]
		if !strings.Contains(open, " src=") || !strings.HasPrefix(page[tag[1]:], "</script>") {
			return open
		}
	}
	return ""
}

var (
	attrs   = regexp.MustCompile(`(?i)\son[a-z]+\s*=|\sstyle\s*=|<style|javascript:`)
	scripts = regexp.MustCompile(`(?i)<script[^>]*>`)
)

// The pages run under script-src 'self' and style-src 'self': no inline
// script, handler or style; and the script sets no style attribute.
func TestNoInlineScriptOrStyle(t *testing.T) {
	s, _ := newTest(t, config{})
	for name, a := range s.rendered {
		if m := blocked(string(a.body)); m != "" {
			t.Errorf("page %s has %q, which the policy blocks", name, m)
		}
	}
	for name, a := range s.assets {
		if strings.HasSuffix(name, ".js") {
			for _, bad := range []string{"eval(", "new Function", `setAttribute("style"`, "setAttribute('style'", "cssText"} {
				if bytes.Contains(a.body, []byte(bad)) {
					t.Errorf("%s uses %s, which the policy blocks", name, bad)
				}
			}
		}
	}
	for _, bad := range []string{`<script>alert(1)</script>`, `<script type="module">x()</script>`, `<script src="/a.js">x()</script>`, `<button onclick="x()">`, `<p style="color:red">`, `<style>p{}</style>`, `<a href="javascript:x()">`} {
		if blocked(bad) == "" {
			t.Errorf("the check misses %s", bad)
		}
	}
	if m := blocked(`<script src="/static/app.js?v=1"></script><script defer src="/x.js"></script>`); m != "" {
		t.Errorf("the check takes a script with src for inline: %q", m)
	}
}

// A panic after the answer has begun leaves what was sent: no second
// status line, and the panic is logged.
func TestPanicAfterWrite(t *testing.T) {
	var buf syncBuffer
	s, ts := newTest(t, config{Log: newJSONLog(&buf)})
	s.mux.HandleFunc("GET /api/half", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"half":`))
		panic("half")
	})
	res, b := fetch(t, ts, "GET", "/api/half")
	if res.StatusCode != 200 || string(b) != `{"half":` {
		t.Errorf("%d %q", res.StatusCode, b)
	}
	for range 200 { // the request's line, after the panic's, says what was sent
		if strings.Contains(buf.String(), `"msg":"request"`) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if log := buf.String(); !strings.Contains(log, `"panic":"half"`) || !strings.Contains(log, `"status":200`) {
		t.Errorf("log %s; want the panic and status 200 (no 500 after the answer began)", log)
	}
}
