package main

import (
	"fmt"
	"go/types"
	"slices"
	"strings"
)

// features returns the exported API of pkg as sorted lines in the format of
// the Go project's api/go1.N.txt: one declaration a line, each starting with
// "pkg <path>, ". Type parameters are written $0, $1, ... so that renaming
// one changes nothing; a type from another package is written with that
// package's name.
func features(pkg *types.Package) []string {
	w := &walker{pkg: pkg, seen: map[string]bool{}}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if obj := scope.Lookup(name); obj.Exported() {
			w.object(obj)
		}
	}
	out := make([]string, 0, len(w.seen))
	for f := range w.seen {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

type walker struct {
	pkg   *types.Package
	scope []string // the prefix of the lines being emitted
	seen  map[string]bool
}

func (w *walker) emit(format string, args ...any) {
	line := strings.Join(append([]string{"pkg " + w.pkg.Path()}, w.scope...), ", ") + ", " + fmt.Sprintf(format, args...)
	if strings.Contains(line, "\n") {
		panic("apitxt: a line with a newline: " + line)
	}
	w.seen[line] = true
}

func (w *walker) object(obj types.Object) {
	switch obj := obj.(type) {
	case *types.Const:
		w.emit("const %s %s", obj.Name(), w.typeString(obj.Type()))
		short, exact := obj.Val().String(), obj.Val().ExactString()
		if short == exact {
			w.emit("const %s = %s", obj.Name(), short)
		} else {
			w.emit("const %s = %s  // %s", obj.Name(), short, exact)
		}
	case *types.Var:
		w.emit("var %s %s", obj.Name(), w.typeString(obj.Type()))
	case *types.Func:
		w.emit("func %s%s", obj.Name(), w.signature(obj.Type().(*types.Signature)))
	case *types.TypeName:
		w.typeName(obj)
	default:
		panic(fmt.Sprintf("apitxt: unexpected object %v", obj))
	}
}

func (w *walker) typeName(obj *types.TypeName) {
	name := obj.Name()
	if obj.IsAlias() {
		w.emit("type %s = %s", name, w.typeString(obj.Type()))
		return
	}
	named := obj.Type().(*types.Named)
	if tps := named.TypeParams(); tps.Len() > 0 {
		name += w.typeParams(tps, true)
	}
	switch u := named.Underlying().(type) {
	case *types.Struct:
		w.structType(name, u)
	case *types.Interface:
		w.interfaceType(name, u)
		return // its methods are lines of the interface
	default:
		w.emit("type %s %s", name, w.typeString(u))
	}
	// Methods of T, then those of *T that T lacks.
	done := map[string]bool{}
	for _, t := range []types.Type{named, types.NewPointer(named)} {
		ms := types.NewMethodSet(t)
		for i := range ms.Len() {
			m := ms.At(i).Obj()
			if !m.Exported() || done[m.Name()] {
				continue
			}
			done[m.Name()] = true
			// The selection's type has the receiver t, also for a
			// method promoted from an embedded field.
			sig := ms.At(i).Type().(*types.Signature)
			recv := w.typeString(sig.Recv().Type())
			w.emit("method (%s) %s%s", recv, m.Name(), w.signature(sig))
		}
	}
}

func (w *walker) structType(name string, s *types.Struct) {
	head := "type " + name + " struct"
	w.emit("%s", head)
	w.scope = append(w.scope, head)
	defer func() { w.scope = w.scope[:len(w.scope)-1] }()
	for i := range s.NumFields() {
		f := s.Field(i)
		switch {
		case !f.Exported():
		case f.Embedded():
			w.emit("embedded %s", w.typeString(f.Type()))
		default:
			w.emit("%s %s", f.Name(), w.typeString(f.Type()))
		}
	}
}

func (w *walker) interfaceType(name string, it *types.Interface) {
	head := "type " + name + " interface"
	w.scope = append(w.scope, head)
	var names []string
	sealed := false
	for i := range it.NumMethods() { // the full method set, embedded ones too
		m := it.Method(i)
		if !m.Exported() {
			sealed = true
			continue
		}
		names = append(names, m.Name())
		w.emit("%s%s", m.Name(), w.signature(m.Type().(*types.Signature)))
	}
	if sealed {
		// Only this package can implement it, so adding methods breaks
		// nobody: record that it is sealed instead of its method list.
		w.emit("unexported methods")
	}
	w.scope = w.scope[:len(w.scope)-1]
	if sealed {
		return
	}
	slices.Sort(names)
	// A constraint's type terms are part of it too.
	terms := w.terms(it)
	slices.Sort(terms)
	names = append(names, terms...)
	if len(names) == 0 {
		w.emit("%s {}", head)
		return
	}
	// A new method breaks every implementation outside the package: this
	// line changes when one is added.
	w.emit("%s { %s }", head, strings.Join(names, ", "))
}

func (w *walker) typeString(t types.Type) string {
	var b strings.Builder
	w.writeType(&b, t)
	return b.String()
}

func (w *walker) signature(sig *types.Signature) string {
	var b strings.Builder
	w.writeSignature(&b, sig)
	return b.String()
}

func (w *walker) typeParams(tps *types.TypeParamList, constraints bool) string {
	var b strings.Builder
	b.WriteByte('[')
	for i := range tps.Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		tp := tps.At(i)
		w.writeType(&b, tp)
		if constraints {
			b.WriteByte(' ')
			w.writeType(&b, tp.Constraint())
		}
	}
	b.WriteByte(']')
	return b.String()
}

func (w *walker) writeSignature(b *strings.Builder, sig *types.Signature) {
	if tps := sig.TypeParams(); tps.Len() > 0 {
		b.WriteString(w.typeParams(tps, true))
	}
	w.writeTuple(b, sig.Params(), sig.Variadic())
	switch res := sig.Results(); res.Len() {
	case 0:
	case 1:
		b.WriteByte(' ')
		w.writeType(b, res.At(0).Type())
	default:
		b.WriteByte(' ')
		w.writeTuple(b, res, false)
	}
}

func (w *walker) writeTuple(b *strings.Builder, t *types.Tuple, variadic bool) {
	b.WriteByte('(')
	for i := range t.Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		typ := t.At(i).Type()
		if variadic && i == t.Len()-1 {
			b.WriteString("...")
			typ = typ.(*types.Slice).Elem()
		}
		w.writeType(b, typ)
	}
	b.WriteByte(')')
}

var untyped = map[types.BasicKind]string{
	types.UntypedBool:    "ideal-bool",
	types.UntypedInt:     "ideal-int",
	types.UntypedRune:    "ideal-char",
	types.UntypedFloat:   "ideal-float",
	types.UntypedComplex: "ideal-complex",
	types.UntypedString:  "ideal-string",
}

func (w *walker) writeType(b *strings.Builder, t types.Type) {
	switch t := t.(type) {
	case *types.Basic:
		switch {
		case t.Kind() == types.UnsafePointer:
			b.WriteString("unsafe.Pointer")
		case untyped[t.Kind()] != "":
			b.WriteString(untyped[t.Kind()])
		case t.Kind() == types.Uint8:
			b.WriteString("uint8") // byte too
		case t.Kind() == types.Int32:
			b.WriteString("int32") // rune too
		default:
			b.WriteString(t.Name())
		}
	case *types.Array:
		fmt.Fprintf(b, "[%d]", t.Len())
		w.writeType(b, t.Elem())
	case *types.Slice:
		b.WriteString("[]")
		w.writeType(b, t.Elem())
	case *types.Struct:
		w.writeStruct(b, t)
	case *types.Pointer:
		b.WriteByte('*')
		w.writeType(b, t.Elem())
	case *types.Signature:
		b.WriteString("func")
		w.writeSignature(b, t)
	case *types.Interface:
		w.writeInterface(b, t)
	case *types.Map:
		b.WriteString("map[")
		w.writeType(b, t.Key())
		b.WriteByte(']')
		w.writeType(b, t.Elem())
	case *types.Chan:
		b.WriteString(map[types.ChanDir]string{types.SendRecv: "chan ", types.SendOnly: "chan<- ", types.RecvOnly: "<-chan "}[t.Dir()])
		w.writeType(b, t.Elem())
	case *types.Alias:
		w.writeType(b, types.Unalias(t))
	case *types.Named:
		if p := t.Obj().Pkg(); p != nil && p != w.pkg && p.Path() != w.pkg.Path() {
			b.WriteString(p.Name() + ".")
		}
		b.WriteString(t.Obj().Name())
		if args, tps := t.TypeArgs(), t.TypeParams(); args.Len() == 0 && tps.Len() > 0 {
			b.WriteString(w.typeParams(tps, false)) // a generic receiver
		} else if args.Len() > 0 {
			b.WriteByte('[')
			for i := range args.Len() {
				if i > 0 {
					b.WriteString(", ")
				}
				w.writeType(b, args.At(i))
			}
			b.WriteByte(']')
		}
	case *types.TypeParam:
		fmt.Fprintf(b, "$%d", t.Index())
	default:
		panic(fmt.Sprintf("apitxt: unexpected type %T", t))
	}
}

// writeStruct writes a struct type that has no name (a field's or a
// parameter's) in full, unexported fields as "_": they matter to
// assignability.
func (w *walker) writeStruct(b *strings.Builder, s *types.Struct) {
	b.WriteString("struct{")
	for i := range s.NumFields() {
		if i > 0 {
			b.WriteString(";")
		}
		b.WriteByte(' ')
		f := s.Field(i)
		if !f.Embedded() {
			b.WriteString(f.Name() + " ")
		}
		w.writeType(b, f.Type())
	}
	if s.NumFields() > 0 {
		b.WriteByte(' ')
	}
	b.WriteByte('}')
}

// writeInterface writes an interface type: its exported method names and its
// type terms, sorted, as cmd/api does.
func (w *walker) writeInterface(b *strings.Builder, it *types.Interface) {
	var parts []string
	for i := range it.NumMethods() {
		parts = append(parts, it.Method(i).Name())
	}
	slices.Sort(parts)
	terms := w.terms(it)
	slices.Sort(terms)
	parts = append(parts, terms...)
	if len(parts) == 0 {
		b.WriteString("interface{}")
		return
	}
	b.WriteString("interface{ " + strings.Join(parts, ", ") + " }")
}

func (w *walker) terms(it *types.Interface) []string {
	var out []string
	for i := range it.NumEmbeddeds() {
		switch e := it.EmbeddedType(i).(type) {
		case *types.Interface:
			out = append(out, w.terms(e)...)
		case *types.Union:
			var parts []string
			for j := range e.Len() {
				t := e.Term(j)
				s := w.typeString(t.Type())
				if t.Tilde() {
					s = "~" + s
				}
				parts = append(parts, s)
			}
			out = append(out, strings.Join(parts, " | "))
		default:
			iface, ok := e.Underlying().(*types.Interface)
			switch {
			case !ok: // a single type term
				out = append(out, w.typeString(e))
			case isComparable(e):
				out = append(out, "comparable")
			default: // a named interface: its methods are listed already
				out = append(out, w.terms(iface)...)
			}
		}
	}
	return out
}

func isComparable(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() == nil && n.Obj().Name() == "comparable"
}
