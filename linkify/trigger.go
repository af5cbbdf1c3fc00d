package linkify

// isTrigger marks the bytes where a link decision can start: ':' (after
// http or https), '@' (e-mail), '.' and the lead bytes of the other label
// separators 。(E3 80 82) ．(EF BC 8E) ｡(EF BD A1). Every other byte is
// skipped without decoding.
var isTrigger = [256]bool{'.': true, ':': true, '@': true, 0xE3: true, 0xEF: true}

// triggerIndexAnyColon is triggerIndex that reports every colon, for
// schemes that end in other letters than 'p' and 's' (WithSchemes).
func triggerIndexAnyColon(s string, i int) int {
	for ; i < len(s); i++ {
		if isTrigger[s[i]] {
			return i
		}
	}
	return i
}
