// Command playground serves a local web page to try uts58: type or paste
// text, Markdown or HTML and see the result with links, and a table of the
// links of the result and of what was left as text, and why (the policy
// check that fired, a code span, an existing link, markup), each with its
// kind, href and minimally escaped display form. Assets are embedded;
// nothing is loaded from elsewhere.
//
//	go run ./examples/playground            # http://127.0.0.1:8058
//	go run ./examples/playground -addr :8058 # on every interface
package main

import (
	"embed"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net/http"
	"os"
)

//go:embed static
var static embed.FS

func main() {
	addr := flag.String("addr", "127.0.0.1:8058", "address to listen on (localhost only by default)")
	flag.Parse()
	fmt.Fprintf(os.Stderr, "playground: http://%s/\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, newServer()))
}

// newServer returns the playground's handler: the page and its API.
func newServer() http.Handler {
	mux := http.NewServeMux()
	assets, _ := fs.Sub(static, "static")
	mux.Handle("GET /", http.FileServerFS(assets))
	mux.HandleFunc("POST /api/linkify", handleLinkify)
	return securityHeaders(mux)
}

// securityHeaders keeps the page to its own assets.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'self'; frame-src 'self' data:; img-src 'self' data:")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		h.ServeHTTP(w, r)
	})
}
