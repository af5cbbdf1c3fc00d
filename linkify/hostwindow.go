package linkify

// maxHostOctets is the longest host in ASCII octets that IDNA's DNS length
// check lets through (253, and a trailing root dot).
const maxHostOctets = 254

// hostWindow is the part of a run of domain code points that tooLongHost
// last counted: the solid code points (see solid) in s[from:to].
type hostWindow struct{ from, to, solids int }
