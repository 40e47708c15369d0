package backtracktest

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// snapshotLimit bounds the values one snapshot reads, so that a state with a
// long chain of pointers costs no more than a small one.
const snapshotLimit = 512

// snapshot returns a text form of the contents of x, read through slices,
// maps and pointers, like fmt's %v but without calling String methods and
// with nested pointers followed. Two snapshots of one state taken at
// different times differ if anything the state reaches has been changed.
func snapshot(x any) string {
	p := printer{left: snapshotLimit}
	p.value(reflect.ValueOf(x))
	return p.b.String()
}

// printer writes a snapshot. A cycle of pointers is written until the limit
// ends it, the same way every time.
type printer struct {
	b    strings.Builder
	left int // values still to read
}

func (p *printer) value(v reflect.Value) {
	if p.left--; p.left < 0 {
		if p.left == -1 {
			p.b.WriteString("…")
		}
		return
	}
	switch v.Kind() {
	case reflect.Invalid:
		p.b.WriteString("<nil>")
	case reflect.Bool:
		p.b.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		p.b.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		p.b.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		p.b.WriteString(strconv.FormatFloat(v.Float(), 'g', -1, 64))
	case reflect.Complex64, reflect.Complex128:
		p.b.WriteString(strconv.FormatComplex(v.Complex(), 'g', -1, 128))
	case reflect.String:
		p.b.WriteString(v.String())
	case reflect.Array, reflect.Slice:
		p.b.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				p.b.WriteByte(' ')
			}
			p.value(v.Index(i))
		}
		p.b.WriteByte(']')
	case reflect.Struct:
		p.b.WriteByte('{')
		for i := range v.NumField() {
			if i > 0 {
				p.b.WriteByte(' ')
			}
			p.value(v.Field(i))
		}
		p.b.WriteByte('}')
	case reflect.Map:
		p.mapValue(v)
	case reflect.Pointer:
		p.pointer(v)
	case reflect.Interface:
		p.value(v.Elem())
	default: // funcs, channels, unsafe pointers: only their address
		fmt.Fprintf(&p.b, "%#x", v.Pointer())
	}
}

func (p *printer) pointer(v reflect.Value) {
	if v.IsNil() {
		p.b.WriteString("<nil>")
		return
	}
	p.b.WriteByte('&')
	p.value(v.Elem())
}

// mapValue prints the entries of a map sorted by the text of their keys.
func (p *printer) mapValue(v reflect.Value) {
	type entry struct{ k, v string }
	var entries []entry
	for it := v.MapRange(); it.Next(); {
		k := printer{left: p.left}
		k.value(it.Key())
		e := printer{left: k.left}
		e.value(it.Value())
		p.left = e.left
		entries = append(entries, entry{k.b.String(), e.b.String()})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].k < entries[j].k })
	p.b.WriteString("map[")
	for i, e := range entries {
		if i > 0 {
			p.b.WriteByte(' ')
		}
		p.b.WriteString(e.k + ":" + e.v)
	}
	p.b.WriteByte(']')
}
