// Package browser holds a test that plays the puzzle server's pages in a
// real headless Chromium, through the DevTools protocol (chromedp). It is a
// module of its own so that the library and its tests never need a
// browser or chromedp.
package browser
