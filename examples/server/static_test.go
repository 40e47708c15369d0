package main

import (
	"bytes"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"testing"
)

// script is the name of a script under static/, the first: the tests do
// not depend on which scripts the site has.
var script = func() string {
	names, _ := fs.Glob(files, "static/*.js")
	return path.Base(names[0])
}()

// Static files and pages carry an ETag and Cache-Control; the ETag brings
// a 304; gzip is a representation of its own, with its own ETag.
func TestValidators(t *testing.T) {
	s, ts := newTest(t, config{})
	for _, path := range []string{"/static/" + script, "/static/style.css", "/", "/queens", "/knight", "/robots.txt"} {
		for _, accept := range []string{"", "gzip"} {
			res, body := fetch(t, ts, "GET", path, "Accept-Encoding", accept)
			etag := res.Header.Get("ETag")
			if res.StatusCode != 200 || !regexp.MustCompile(`^"[0-9a-f]{24}(-gz)?"$`).MatchString(etag) || res.Header.Get("Cache-Control") != "no-cache" {
				t.Fatalf("%s (%q): %d, ETag %q, Cache-Control %q", path, accept, res.StatusCode, etag, res.Header.Get("Cache-Control"))
			}
			again, b := fetch(t, ts, "GET", path, "Accept-Encoding", accept, "If-None-Match", etag)
			if again.StatusCode != 304 || len(b) != 0 || again.Header.Get("ETag") != etag {
				t.Errorf("%s (%q) with If-None-Match %s: %d, %d bytes, ETag %q", path, accept, etag, again.StatusCode, len(b), again.Header.Get("ETag"))
			}
			other, _ := fetch(t, ts, "GET", path, "Accept-Encoding", accept, "If-None-Match", `"0123"`)
			if other.StatusCode != 200 {
				t.Errorf("%s with another ETag: %d", path, other.StatusCode)
			}
			if zipped := strings.HasSuffix(etag, `-gz"`); zipped != (res.Header.Get("Content-Encoding") == "gzip") || (zipped && accept == "") {
				t.Errorf("%s (%q): ETag %s with Content-Encoding %q", path, accept, etag, res.Header.Get("Content-Encoding"))
			}
			if res.ContentLength != int64(len(body)) {
				t.Errorf("%s (%q): Content-Length %d for %d bytes", path, accept, res.ContentLength, len(body))
			}
			if accept == "gzip" && res.Header.Get("Content-Encoding") == "gzip" {
				body = gunzip(t, body)
			}
			want := s.assets[strings.TrimPrefix(path, "/static/")]
			if want == nil {
				want = s.rendered[strings.TrimPrefix(path, "/")]
			}
			if want != nil && !bytes.Equal(body, want.body) {
				t.Errorf("%s (%q): %d bytes, not the %d of the file", path, accept, len(body), len(want.body))
			}
		}
	}
	// The text files this site has are all worth compressing.
	for name, a := range s.assets {
		if a.gz == nil || len(a.gz) >= len(a.body) {
			t.Errorf("%s is not compressed", name)
		}
	}
}

// A range of a file is a range of the representation sent, gzip or not.
func TestRanges(t *testing.T) {
	s, ts := newTest(t, config{})
	a := s.assets[script]
	for _, c := range []struct {
		accept string
		whole  []byte
	}{{"", a.body}, {"gzip", a.gz}} {
		res, b := fetch(t, ts, "GET", "/static/"+script, "Accept-Encoding", c.accept, "Range", "bytes=10-19")
		if res.StatusCode != 206 || !bytes.Equal(b, c.whole[10:20]) {
			t.Errorf("bytes 10-19 (%q): %d %q, want %q", c.accept, res.StatusCode, b, c.whole[10:20])
		}
	}
}

// A file asked for at its current version may be kept a year; at another
// version, or none, it must be checked again.
func TestVersionedURLs(t *testing.T) {
	s, ts := newTest(t, config{})
	page := s.rendered["queens"].body
	urls := regexp.MustCompile(`/static/([a-z0-9.]+)\?v=([0-9a-f]{12})`).FindAllSubmatch(page, -1)
	if len(urls) < 2 {
		t.Fatalf("the page links %d versioned files:\n%s", len(urls), page)
	}
	for _, u := range urls {
		if v := s.assets[string(u[1])].version; string(u[2]) != v {
			t.Errorf("%s at version %s, the file's is %s", u[1], u[2], v)
		}
		res, _ := fetch(t, ts, "GET", string(u[0]))
		if res.StatusCode != 200 || res.Header.Get("Cache-Control") != immutable {
			t.Errorf("%s: %d, Cache-Control %q", u[0], res.StatusCode, res.Header.Get("Cache-Control"))
		}
		res, _ = fetch(t, ts, "GET", "/static/"+string(u[1])+"?v=000000000000")
		if res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s at an old version: Cache-Control %q", u[1], res.Header.Get("Cache-Control"))
		}
	}
	js := `/static/` + script
	for in, want := range map[string]string{
		`<script type="module" src="` + js + `"></script>`: `<script type="module" src="` + js + `?v=` + s.assets[script].version + `"></script>`,
		`<link href="/static/style.css" rel="stylesheet">`: `<link href="/static/style.css?v=` + s.assets["style.css"].version + `" rel="stylesheet">`,
		`<script src="/static/nope.js"></script>`:          `<script src="/static/nope.js"></script>`,
		`<a href="` + js + `?v=1">`:                        `<a href="` + js + `?v=1">`,
		`<p>see ` + js + `</p>`:                            `<p>see ` + js + `</p>`,
	} {
		if got := string(s.versioned([]byte(in))); got != want {
			t.Errorf("versioned(%s) = %s, want %s", in, got, want)
		}
	}
}

// /static/ lists nothing, and names outside its files are 404 with the
// site's not-found page.
func TestNoListing(t *testing.T) {
	_, ts := newTest(t, config{})
	for _, path := range []string{"/static/", "/static", "/static/nope.js", "/static/" + script + "/", "/static/.", "/static/%2e%2e/server.go", "/templates/layout.html", "/nope"} {
		res, b := fetch(t, ts, "GET", path)
		if res.StatusCode == 200 || strings.Contains(string(b), `href="`+script+`"`) {
			t.Errorf("%s: %d %.200s", path, res.StatusCode, b)
		}
		if res.StatusCode == 404 && !strings.Contains(string(b), "<h1>Not found</h1>") {
			t.Errorf("%s: 404 without the page: %.200s", path, b)
		}
	}
	// What a listing would have shown is there by name.
	files, _ := fs.Sub(files, "static")
	names, _ := fs.Glob(files, "*")
	for _, n := range names {
		if res, _ := fetch(t, ts, "GET", "/static/"+n); res.StatusCode != 200 {
			t.Errorf("/static/%s: %d", n, res.StatusCode)
		}
	}
}

// Every page has a title and a description of its own, as search engines
// want.
func TestDescriptions(t *testing.T) {
	s, _ := newTest(t, config{})
	seen := map[string]string{}
	for name, a := range s.rendered {
		page := string(a.body)
		title := regexp.MustCompile(`<title>([^<]+)</title>`).FindStringSubmatch(page)
		desc := regexp.MustCompile(`<meta name="description" content="([^"]{50,160})">`).FindStringSubmatch(page)
		if title == nil || desc == nil {
			t.Errorf("page %s: title %q, description %q (want 50 to 160 bytes)", name, title, desc)
			continue
		}
		for _, k := range []string{title[1], desc[1]} {
			if other, dup := seen[k]; dup {
				t.Errorf("pages %s and %s share %q", name, other, k)
			}
			seen[k] = name
		}
	}
	for _, p := range []string{"index", "queens", "matchsticks", "connect4", "knight", "notfound"} {
		if s.rendered[p] == nil {
			t.Errorf("no page %s", p)
		}
	}
}
