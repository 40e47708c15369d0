package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
)

// The policy of every answer: scripts, styles and everything else from
// this site only (no inline script or style attribute), images also as
// data: URLs, no framing, no referrer sent anywhere.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// securityHeaders go on every answer; the slices are shared, never changed.
var securityHeaders = http.Header{
	"Content-Security-Policy":      {csp},
	"X-Content-Type-Options":       {"nosniff"},
	"X-Frame-Options":              {"DENY"},
	"Referrer-Policy":              {"no-referrer"},
	"Cross-Origin-Opener-Policy":   {"same-origin"},
	"Cross-Origin-Resource-Policy": {"same-origin"},
}

func secure(h http.Header) {
	for k, v := range securityHeaders {
		h[k] = v
	}
}

// jsonPath reports whether path is under the JSON endpoints, whose every
// answer, errors included, is JSON.
func jsonPath(path string) bool {
	return strings.HasPrefix(path, "/api/") || path == "/api" || strings.HasPrefix(path, "/debug/")
}

// misrouted answers a request that no handler takes, and HEAD under the
// JSON endpoints (it would cost a GET's work for headers only): 405 with
// Allow if another method is taken, else 404; JSON under /api and /debug,
// the not-found page elsewhere. It reports false, having written nothing,
// when a handler takes r.
func (s *server) misrouted(w http.ResponseWriter, r *http.Request) bool {
	api := jsonPath(r.URL.Path)
	if !api || r.Method != http.MethodHead {
		if _, pattern := s.mux.Handler(r); pattern != "" {
			return false
		}
	}
	var allow []string
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		probe := *r
		probe.Method = m
		if _, pattern := s.mux.Handler(&probe); pattern != "" {
			allow = append(allow, m)
			if m == http.MethodGet && !api {
				allow = append(allow, http.MethodHead)
			}
		}
	}
	switch {
	case len(allow) > 0:
		w.Header().Set("Allow", strings.Join(allow, ", "))
		msg := fmt.Sprintf("server: %s takes %s, not %s", r.URL.Path, strings.Join(allow, " or "), r.Method)
		if api {
			sendError(w, r, http.StatusMethodNotAllowed, msg)
		} else {
			http.Error(w, msg, http.StatusMethodNotAllowed)
		}
	case api:
		sendError(w, r, http.StatusNotFound, fmt.Sprintf("server: no endpoint %s", r.URL.Path))
	default:
		s.notFound.serve(w, r, http.StatusNotFound, "no-store")
	}
	return true
}

// sendError answers {"error": msg} with status.
func sendError(w http.ResponseWriter, r *http.Request, status int, msg string) {
	b, _ := json.Marshal(map[string]string{"error": msg}) // a map of strings always encodes
	sendJSON(w, r, status, append(b, '\n'), nil)
}

// gzipMin is the smallest JSON answer worth compressing.
const gzipMin = 1024

// sendJSON answers the JSON b with status, never to be cached. If the
// client takes gzip and b has at least gzipMin bytes, the answer is gz()
// or, if gz is nil, b compressed now when one of the zippers is free.
func sendJSON(w http.ResponseWriter, r *http.Request, status int, b []byte, gz func() []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("Vary", "Accept-Encoding")
	if len(b) >= gzipMin && acceptsGzip(r.Header.Get("Accept-Encoding")) {
		var z []byte
		if gz != nil {
			z = gz()
		} else if zw := getZipper(); zw != nil {
			buf := bytes.NewBuffer(make([]byte, 0, len(b)/2))
			zw.Reset(buf)
			zw.Write(b) // writes to a bytes.Buffer do not fail
			zw.Close()
			zippers <- zw
			z = buf.Bytes()
		}
		if z != nil {
			h.Set("Content-Encoding", "gzip")
			b = z
		}
	}
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(status)
	w.Write(b) // a write error means the client left
}

// zippers holds the gzip writers of the answers compressed as they go,
// some hundreds of KB each: no more than it holds are at work at once.
var zippers = make(chan *gzip.Writer, 4)

// zippersMade counts the writers made, up to cap(zippers).
var zippersMade atomic.Int32

// getZipper returns a free writer, or nil if all cap(zippers) are at work;
// the caller puts it back in zippers when done.
func getZipper() *gzip.Writer {
	select {
	case zw := <-zippers:
		return zw
	default:
	}
	if zippersMade.Add(1) <= int32(cap(zippers)) {
		zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed) // a valid level: no error
		return zw
	}
	zippersMade.Add(-1)
	return nil
}

// gzipped is b compressed at level.
func gzipped(b []byte, level int) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, level) // a valid level: no error
	zw.Write(b)                               // writes to a bytes.Buffer do not fail
	zw.Close()
	return buf.Bytes()
}

// acceptsGzip reports whether an Accept-Encoding header value takes gzip:
// gzip, x-gzip or * listed with a quality above 0, and gzip not refused.
func acceptsGzip(header string) bool {
	named, star := -1, -1 // -1 not listed, 0 refused, 1 taken
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		take := 1
		for p := range strings.SplitSeq(params, ";") {
			k, v, _ := strings.Cut(p, "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				if q, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err != nil || !(q > 0) {
					take = 0
				}
			}
		}
		switch name = strings.TrimSpace(name); {
		case strings.EqualFold(name, "gzip"), strings.EqualFold(name, "x-gzip"):
			named = max(named, take)
		case name == "*":
			star = max(star, take)
		}
	}
	if named >= 0 {
		return named == 1
	}
	return star == 1
}
