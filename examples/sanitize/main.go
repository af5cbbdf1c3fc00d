// Command sanitize turns untrusted user HTML into safe HTML with links:
// bluemonday's UGC policy first, then htmlwalk adds rel="nofollow ugc"
// links to the text. It reads standard input and writes standard output.
//
//	echo '<p onclick=x>see example.com</p><script>x</script>' | go run .
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/golinkify/uts58/htmlwalk"
	"github.com/microcosm-cc/bluemonday"
)

// policy is bluemonday's policy for user-generated content, with links
// restricted to the schemes htmlwalk makes.
var policy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowURLSchemes("http", "https", "mailto")
	p.RequireNoFollowOnLinks(true)
	return p
}()

// Clean sanitizes user HTML, then links the URLs and addresses in its text.
func Clean(userHTML string) (string, error) {
	return htmlwalk.LinkifyString(policy.Sanitize(userHTML), htmlwalk.WithNofollow())
}

func main() {
	in, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sanitize:", err)
		os.Exit(1)
	}
	out, err := Clean(string(in))
	if err != nil {
		fmt.Fprintln(os.Stderr, "sanitize:", err)
		os.Exit(1)
	}
	fmt.Print(strings.TrimRight(out, "\n"), "\n")
}
