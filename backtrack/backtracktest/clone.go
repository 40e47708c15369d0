package backtracktest

import (
	"reflect"
	"unsafe"
)

// cloneLimit bounds the values one clone copies.
const cloneLimit = 512

// clone returns a deep copy of x: every slice, map and pointer it reaches is
// copied to memory of its own, slices with no spare capacity. It reports
// false if x reaches more than cloneLimit values: the copy is then cut short.
func clone[S any](x S) (S, bool) {
	c := cloner{left: cloneLimit}
	v := reflect.New(reflect.TypeFor[S]()).Elem()
	v.Set(reflect.ValueOf(&x).Elem())
	c.fix(v)
	return v.Interface().(S), c.left >= 0
}

// cloner makes a deep copy. It copies a pointer reached twice twice, and a
// cycle of pointers until the limit ends it.
type cloner struct {
	left int // values still to copy
}

// fix replaces, in the settable value v, everything v reaches through
// slices, maps and pointers with copies.
func (c *cloner) fix(v reflect.Value) {
	if c.left--; c.left < 0 {
		return
	}
	switch v.Kind() {
	case reflect.Array:
		for i := range v.Len() {
			c.fix(v.Index(i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Field(i)
			if !f.CanSet() { // an unexported field: reach it through its address
				f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
			}
			c.fix(f)
		}
	case reflect.Slice:
		if v.IsNil() {
			return
		}
		s := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		reflect.Copy(s, v)
		for i := range s.Len() {
			c.fix(s.Index(i))
		}
		v.Set(s)
	case reflect.Map:
		if v.IsNil() {
			return
		}
		m := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			k := reflect.New(v.Type().Key()).Elem()
			k.Set(it.Key())
			c.fix(k)
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(it.Value())
			c.fix(e)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(v.Elem())
		c.fix(p.Elem())
		v.Set(p)
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		e := reflect.New(v.Elem().Type()).Elem()
		e.Set(v.Elem())
		c.fix(e)
		v.Set(e)
	}
}
