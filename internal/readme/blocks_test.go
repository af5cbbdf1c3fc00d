package readme

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"slices"
	"strings"
)

// A block is one ```go block of a Markdown file.
type block struct {
	line int    // the line of its first line of code (1-based)
	code string // its lines, each ending in "\n"
}

// goBlocks returns the ```go blocks of a Markdown document.
func goBlocks(md string) []block {
	var blocks []block
	var cur *block
	for i, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case cur == nil && trimmed == "```go":
			cur = &block{line: i + 2}
		case cur != nil && trimmed == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.code += line + "\n"
		}
	}
	return blocks
}

// packages are the packages a block may use by name without importing
// them, as the README's prose does: the module's own, goldmark's (gext is
// goldmark's extension package, as the README names it) and x/net/html.
var packages = map[string]string{
	"fmt": "fmt", "io": "io", "os": "os", "strings": "strings", "bytes": "bytes",
	"errors": "errors", "log": "log", "http": "net/http", "bufio": "bufio",
	"linkify":   "github.com/golinkify/uts58/linkify",
	"extension": "github.com/golinkify/uts58/extension",
	"htmlwalk":  "github.com/golinkify/uts58/htmlwalk",
	"goldmark":  "github.com/yuin/goldmark",
	"gext":      "github.com/yuin/goldmark/extension",
	"parser":    "github.com/yuin/goldmark/parser",
	"html":      "golang.org/x/net/html",
}

// contextVars are the variables the README's fragments take as given (the
// text to scan, a user's HTML, a writer…), with their types and the
// packages those name. A fragment that uses one of these names without
// declaring it gets it as a parameter. ugc stands for a bluemonday policy
// by the method the README calls, so that the module needs no bluemonday.
var contextVars = []struct{ name, typ string }{
	{"text", "string"}, {"s", "string"}, {"src", "[]byte"},
	{"comment", "string"}, {"userHTML", "string"},
	{"links", "[]linkify.Link"}, {"opts", "[]htmlwalk.Option"},
	{"w", "io.Writer"}, {"r", "io.Reader"}, {"node", "*html.Node"},
	{"err", "error"}, {"ugc", "interface{ Sanitize(string) string }"},
}

// source returns the Go file that builds block b of the file named name:
//
//   - a block with a package clause is a whole file, built as it is;
//   - a block with a func or type declaration at its left margin holds
//     declarations: they go in a file of their own;
//   - any other block is statements: they go in the body of a function.
//
// Its leading import declarations are kept; the packages of [packages]
// that it names and does not import are imported, and the variables of
// [contextVars] that it uses and does not declare are declared (function
// parameters, or package variables beside declarations). What statements
// declare at the function's level gets a use (_ = x), as the code after a
// fragment would use it. //line directives make every error name the
// line of the Markdown file.
func source(name string, b block) string {
	lines := strings.SplitAfter(b.code, "\n")
	first := 0
	for first < len(lines) && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	if first < len(lines) && strings.HasPrefix(lines[first], "package ") {
		return fmt.Sprintf("//line %s:%d\n%s", name, b.line, b.code)
	}
	imports, n := leadingImports(lines, b.line, name)
	body := strings.Join(lines[n:], "")
	bodyLine := b.line + n
	decls := false
	for _, l := range lines[n:] {
		decls = decls || strings.HasPrefix(l, "func ") || strings.HasPrefix(l, "type ")
	}

	used, selected := identifiers(body)
	typePkgs := map[string]bool{}
	declared, topLevel := declaredNames(body, decls)
	var vars []string
	for _, v := range contextVars {
		if used[v.name] && !declared[v.name] {
			vars = append(vars, v.name+" "+v.typ)
			_, sel := identifiers(v.typ)
			for p := range sel {
				typePkgs[p], selected[p] = true, true
			}
		}
	}
	for _, p := range sortedKeys(selected) {
		// A package named in a context variable's type is used in the
		// signature, before the block declares a variable of its name.
		if path, ok := packages[p]; ok && (typePkgs[p] || !declared[p]) && !imports.has(p) {
			imports.text += fmt.Sprintf("import %s %q\n", p, path)
		}
	}

	var f strings.Builder
	f.WriteString("package readme\n\n" + imports.text + "\n")
	if decls {
		for _, v := range vars {
			f.WriteString("var " + v + "\n")
		}
		fmt.Fprintf(&f, "//line %s:%d\n%s", name, bodyLine, body)
		return f.String()
	}
	fmt.Fprintf(&f, "func _(%s) {\n//line %s:%d\n%s", strings.Join(vars, ", "), name, bodyLine, body)
	for _, v := range topLevel {
		f.WriteString("_ = " + v + "\n")
	}
	f.WriteString("}\n")
	return f.String()
}

// importDecls are a block's own import declarations.
type importDecls struct {
	text  string
	names map[string]bool // the names of the packages it imports
}

// has reports whether the block imports a package named p.
func (d importDecls) has(p string) bool { return d.names[p] }

// leadingImports returns the import declarations that open the block's
// lines (among blank lines and comments), each after a //line directive,
// and the number of lines up to the last of them.
func leadingImports(lines []string, line int, name string) (importDecls, int) {
	d := importDecls{names: map[string]bool{}}
	end, group := 0, false
	for i, l := range lines {
		l = strings.TrimSpace(l)
		spec, single := strings.CutPrefix(l, "import ")
		switch {
		case l == "" || strings.HasPrefix(l, "//"):
			continue
		case group && l == ")":
			group, end = false, i+1
			continue
		case l == "import (":
			group = true
			continue
		case !group && !single:
		default:
			d.add(spec, name, line+i)
			end = i + 1
			continue
		}
		break
	}
	return d, end
}

// add adds an import spec (name "path", or "path") found at line of file.
func (d *importDecls) add(spec, file string, line int) {
	fields := strings.Fields(spec)
	if len(fields) == 0 {
		return
	}
	pkg := fields[0] // a name, or the path of a package named by its last element
	if len(fields) == 1 || strings.HasPrefix(fields[1], "//") {
		path := strings.Trim(pkg, `"`)
		pkg = path[strings.LastIndexByte(path, '/')+1:]
	}
	d.names[pkg] = true
	d.text += fmt.Sprintf("//line %s:%d\nimport %s\n", file, line, spec)
}

// identifiers returns the identifiers of Go code and those of them that
// are followed by a '.' (package names, if they name one).
func identifiers(code string) (used, selected map[string]bool) {
	used, selected = map[string]bool{}, map[string]bool{}
	fset := token.NewFileSet()
	var s scanner.Scanner
	s.Init(fset.AddFile("", -1, len(code)), []byte(code), nil, 0)
	prev := ""
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return used, selected
		}
		if tok == token.PERIOD && prev != "" {
			selected[prev] = true
		}
		prev = ""
		if tok == token.IDENT {
			used[lit] = true
			prev = lit
		}
	}
}

// declaredNames returns the names Go code declares anywhere (:=, var,
// const, func, type, range variables, parameters of function literals) and
// those that statements declare at the function's level, in order. Code
// that does not parse declares nothing: the compiler reports it.
func declaredNames(code string, decls bool) (all map[string]bool, topLevel []string) {
	all = map[string]bool{}
	src := "package p\n" + code
	if !decls {
		src = "package p\nfunc _() {\n" + code + "\n}\n"
	}
	f, err := parser.ParseFile(token.NewFileSet(), "", src, 0)
	if err != nil {
		return all, nil
	}
	add := func(ids ...*ast.Ident) {
		for _, id := range ids {
			all[id.Name] = true
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, e := range n.Lhs {
					if id, ok := e.(*ast.Ident); ok {
						add(id)
					}
				}
			}
		case *ast.RangeStmt:
			if n.Tok == token.DEFINE {
				for _, e := range []ast.Expr{n.Key, n.Value} {
					if id, ok := e.(*ast.Ident); ok {
						add(id)
					}
				}
			}
		case *ast.ValueSpec:
			add(n.Names...)
		case *ast.TypeSpec:
			add(n.Name)
		case *ast.FuncDecl:
			add(n.Name)
		case *ast.Field:
			add(n.Names...)
		}
		return true
	})
	if decls {
		return all, nil
	}
	for _, st := range f.Decls[0].(*ast.FuncDecl).Body.List {
		var ids []*ast.Ident
		switch st := st.(type) {
		case *ast.AssignStmt:
			if st.Tok == token.DEFINE {
				for _, e := range st.Lhs {
					if id, ok := e.(*ast.Ident); ok {
						ids = append(ids, id)
					}
				}
			}
		case *ast.DeclStmt:
			if g, ok := st.Decl.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, spec := range g.Specs {
					ids = append(ids, spec.(*ast.ValueSpec).Names...)
				}
			}
		}
		for _, id := range ids {
			if id.Name != "_" && !slices.Contains(topLevel, id.Name) {
				topLevel = append(topLevel, id.Name)
			}
		}
	}
	return all, topLevel
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
