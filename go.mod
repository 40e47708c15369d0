module github.com/go-puzzles/puzzles

go 1.24

require pgregory.net/rapid v1.3.0
