package chars

// SpanEnd returns the end of the run of bytes that in marks from s[i:],
// four bytes a turn: the runs it reads (labels, paths) are often long.
func SpanEnd(in *[256]bool, s string, i int) int {
	for ; i+4 <= len(s); i += 4 {
		if w := s[i : i+4]; !in[w[0]] || !in[w[1]] || !in[w[2]] || !in[w[3]] {
			break
		}
	}
	for i < len(s) && in[s[i]] {
		i++
	}
	return i
}

// SpanStart returns the start of the run of bytes that in marks ending at
// s[:i], not going below lo, four bytes a turn.
func SpanStart(in *[256]bool, s string, lo, i int) int {
	for ; i-4 >= lo; i -= 4 {
		if w := s[i-4 : i]; !in[w[0]] || !in[w[1]] || !in[w[2]] || !in[w[3]] {
			break
		}
	}
	for i > lo && in[s[i-1]] {
		i--
	}
	return i
}
