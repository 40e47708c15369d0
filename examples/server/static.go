package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// asset is an answer made once at start, a static file or a page, with
// its gzip form (nil when that is no smaller) and a validator of each.
type asset struct {
	ctype          string
	body, gz       []byte
	etag, gzipEtag string // strong, quoted
	version        string // a short hash of body, for the ?v= of its URL
}

func newAsset(ctype string, body []byte) *asset {
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	a := &asset{ctype: ctype, body: body, etag: `"` + hash[:24] + `"`, version: hash[:12]}
	if strings.HasPrefix(ctype, "text/") || strings.Contains(ctype, "javascript") ||
		strings.Contains(ctype, "json") || strings.Contains(ctype, "svg") {
		if gz := gzipped(body, gzip.BestCompression); len(gz) < len(body) {
			a.gz, a.gzipEtag = gz, `"`+hash[:24]+`-gz"`
		}
	}
	return a
}

// serve writes a with status, in gzip if the client takes it, with its
// ETag and Cache-Control cache. A 200 honours If-None-Match (304), HEAD
// and Range.
func (a *asset) serve(w http.ResponseWriter, r *http.Request, status int, cache string) {
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	h.Set("Cache-Control", cache)
	body, etag := a.body, a.etag
	if a.gz != nil {
		h.Set("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			body, etag = a.gz, a.gzipEtag
			h.Set("Content-Encoding", "gzip")
			if r.Header.Get("Range") == "" { // ServeContent leaves it out with an encoding
				h.Set("Content-Length", strconv.Itoa(len(body)))
			}
		}
	}
	if status != http.StatusOK {
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			w.Write(body) // a write error means the client left
		}
		return
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// loadStatic makes an asset of each file under static/, by its name there.
func loadStatic(fsys fs.FS) (map[string]*asset, error) {
	m := make(map[string]*asset)
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" {
			ctype = http.DetectContentType(b)
		}
		m[name] = newAsset(ctype, b)
		return nil
	})
	return m, err
}

// immutable is the Cache-Control of a static file asked for at its
// current version, ?v=, which changes with its content.
const immutable = "public, max-age=31536000, immutable"

// static serves the files under /static/: a file asked for at its current
// version (see versioned) may be kept a year, any other must be checked
// (its ETag makes that a 304). Folders and unknown names are 404.
func (s *server) static(w http.ResponseWriter, r *http.Request) {
	a, ok := s.assets[strings.TrimPrefix(r.URL.Path, "/static/")]
	if !ok {
		s.notFound.serve(w, r, http.StatusNotFound, "no-store")
		return
	}
	cache := "no-cache"
	if v := r.URL.Query().Get("v"); v != "" && v == a.version {
		cache = immutable
	}
	a.serve(w, r, http.StatusOK, cache)
}

// staticURL is a link to a file under /static/ in a page.
var staticURL = regexp.MustCompile(`(?:src|href)="/static/([^"?#]+)"`)

// versioned adds to each link of page to a static file the file's
// version, ?v=, so that browsers may keep it until it changes.
func (s *server) versioned(page []byte) []byte {
	return staticURL.ReplaceAllFunc(page, func(m []byte) []byte {
		a, ok := s.assets[string(staticURL.FindSubmatch(m)[1])]
		if !ok {
			return m
		}
		return append(m[:len(m)-1:len(m)-1], "?v="+a.version+`"`...)
	})
}

// pageInfo is a page's title and its description for search engines.
type pageInfo struct{ title, description string }

var pageInfos = map[string]pageInfo{
	"index": {"Puzzles", "Logic puzzles and games from the go-puzzles library: Queens of the day, " +
		"matchstick equations, Connect Four against a perfect solver and the knight's tour."},
	"queens": {"Queens of the day", "A new Queens puzzle every day, 5×5 to 12×12: one queen in every row, " +
		"column and colour region, no two touching. Hints explain the next deduction."},
	"matchsticks": {"Matchsticks", "Move one or two matchsticks to make the equation true: " +
		"a new matchstick puzzle every day, of six shapes."},
	"connect4": {"Connect Four", "Play Connect Four against an exact solver and see what every column is worth."},
	"knight":   {"Knight's tour", "Watch a knight visit every square of a board up to 50×50 exactly once, open or closed tour."},
	"notfound": {"Not found", "There is no page at this address on the go-puzzles site: its puzzles are Queens, Matchsticks, Connect Four and the knight's tour."},
}

// renderPages renders each page once, their data being fixed at start,
// with versioned links to the static files.
func (s *server) renderPages() (map[string]*asset, error) {
	m := make(map[string]*asset)
	for name, info := range pageInfos {
		var buf bytes.Buffer
		err := s.pages.ExecuteTemplate(&buf, name+".html", map[string]any{
			"Page": name, "Title": info.title, "Description": info.description,
			"Shapes": shapes, "C4Sizes": c4Sizes, "MaxKnight": maxKnight, "Sizes": sizes(minQueens, maxQueens)})
		if err != nil {
			return nil, err
		}
		m[name] = newAsset("text/html; charset=utf-8", s.versioned(buf.Bytes()))
	}
	return m, nil
}

// page serves a page rendered at start; browsers check it each time (a 304
// when unchanged).
func (s *server) page(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.rendered[name].serve(w, r, http.StatusOK, "no-cache")
	}
}

// robots lets every crawler see every page.
var robots = newAsset("text/plain; charset=utf-8", []byte("User-agent: *\nAllow: /\n"))
