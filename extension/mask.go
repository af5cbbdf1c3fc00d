package extension

import (
	"bytes"

	"github.com/yuin/goldmark/util"
)

// maskSyntax turns into spaces, in place, the bytes of line that are
// Markdown syntax wherever they stand (code spans, HTML, escapes: '`', '<',
// '\\'), so that detection takes them as the end of a link, and the code
// point that a backslash escapes; it appends to escapes where each escape
// sequence ends, in order. Escapes go first, as they see the bytes unmasked.
func maskSyntax(line []byte, escapes []int) []int {
	for i := 0; ; i++ {
		j := bytes.IndexByte(line[i:], '\\')
		if j < 0 {
			break
		}
		i += j
		line[i] = ' '
		if i+1 < len(line) && util.IsPunct(line[i+1]) {
			i++
			line[i] = ' '
			escapes = append(escapes, i+1)
		}
	}
	for _, c := range []byte{'`', '<'} {
		for i := 0; ; i++ {
			j := bytes.IndexByte(line[i:], c)
			if j < 0 {
				break
			}
			i += j
			line[i] = ' '
		}
	}
	return escapes
}
