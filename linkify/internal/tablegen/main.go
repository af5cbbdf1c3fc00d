// Command tablegen generates linkify's Unicode property tables from the
// official UTS #58 data files (LinkTerm.txt, LinkEmail.txt, LinkBracket.txt)
// and the UTS #46 IdnaMappingTable.txt.
//
// It is run by "go generate" in the linkify package; the output is committed
// so that building the library needs no data files.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
	"golang.org/x/text/unicode/norm"
)

const maxRune = 0x10FFFF

// Property bits, written into tables.go (propConsts) for the library.
const (
	termHard    = 0
	termInclude = 1
	termSoft    = 2
	termOpen    = 3
	termClose   = 4
	termMask    = 7
	bitEmail    = 1 << 3
	bitDomain   = 1 << 4
	bitLabelSep = 1 << 5
	bitMapped   = 1 << 6 // UTS #46 maps, removes or may map it: IDNA changes the label
	bitLower    = 1 << 7 // UTS #46 maps it to its simple lower case, a valid code point
)

// propConsts is the Go source of the property constants that the library
// and the tables must agree on.
var propConsts = fmt.Sprintf(`// The Link_Term values in a property byte (LinkTerm's constants are these).
const (
	termHard    = %d
	termInclude = %d
	termSoft    = %d
	termOpen    = %d
	termClose   = %d
)

// Bits of a code point's property byte.
const (
	PropTermMask = %d    // the Link_Term value
	PropEmail    = 0x%02x // Link_Email=Yes
	PropDomain   = 0x%02x // may stand in a domain label (UTS #46)
	PropLabelSep = 0x%02x // a label separator: . 。 ． ｡
	PropMapped   = 0x%02x // IDNA maps or removes it: a label holding it is not in its final form
	PropLower    = 0x%02x // IDNA maps it to its simple lower case (unicode.ToLower)
)

`, termHard, termInclude, termSoft, termOpen, termClose, termMask, bitEmail, bitDomain, bitLabelSep, bitMapped, bitLower)

// blockBits is log2 of the size of a block in the two-stage table.
const blockBits = 7

func main() {
	data := flag.String("data", defaultData(), "directory holding linkification/, idna/ (the shared unicode folder)")
	version := flag.String("version", "17.0.0", "Unicode version of the data")
	out := flag.String("out", "tables.go", "output file")
	tldOut := flag.String("tlds", "tlds.go", "output file for the TLD pre-filter")
	secOut := flag.String("security", "security_tables.go", "output file for the security tables")
	iana := flag.String("iana", filepath.Join(filepath.Dir(defaultData()), "iana", "tlds-alpha-by-domain.txt"), "IANA root zone TLD list")
	flag.Parse()

	link := filepath.Join(*data, "linkification", *version)
	props := make([]uint8, maxRune+1) // default Link_Term=Hard, no other bits

	terms := map[string]uint8{"Hard": termHard, "Include": termInclude, "Soft": termSoft, "Open": termOpen, "Close": termClose}
	parse(filepath.Join(link, "LinkTerm.txt"), func(lo, hi rune, f []string) {
		v, ok := terms[f[1]]
		if !ok {
			log.Fatalf("LinkTerm.txt: unknown value %q", f[1])
		}
		for r := lo; r <= hi; r++ {
			props[r] = props[r]&^termMask | v
		}
	})
	parse(filepath.Join(link, "LinkEmail.txt"), func(lo, hi rune, _ []string) {
		for r := lo; r <= hi; r++ {
			props[r] |= bitEmail
		}
	})
	type pair struct{ close, open rune }
	var brackets []pair
	parse(filepath.Join(link, "LinkBracket.txt"), func(lo, hi rune, f []string) {
		open, err := strconv.ParseUint(f[1], 16, 32)
		if err != nil || lo != hi {
			log.Fatalf("LinkBracket.txt: bad line %q", f)
		}
		brackets = append(brackets, pair{lo, rune(open)})
	})
	idnaMap := domainChars(filepath.Join(*data, "idna", *version, "IdnaMappingTable.txt"), props)
	writeTLDs(*iana, *tldOut, props, idnaMap)
	writeSecurity(*data, *version, *secOut, props)

	var b bytes.Buffer
	writeHeader(&b, "Unicode "+*version+" data", *out)
	fmt.Fprintf(&b, "// UnicodeVersion is the version of the Unicode data the property tables are generated from.\n")
	fmt.Fprintf(&b, "const UnicodeVersion = %q\n\n", *version)
	fmt.Fprintf(&b, "// propBlockBits is log2 of the size of a block of the two-stage tables.\n")
	fmt.Fprintf(&b, "const propBlockBits = %d\n\n", blockBits)
	b.WriteString(propConsts)
	writeTrie(&b, "prop", props)
	fmt.Fprintf(&b, "// ASCIIProps holds the property bytes of ASCII, so that the hot loops avoid the trie.\n")
	fmt.Fprintf(&b, "var ASCIIProps = [...]uint8{")
	for r, p := range props[:0x80] {
		if r%16 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%02x, ", p)
	}
	b.WriteString("\n}\n\n")
	fmt.Fprintf(&b, "// bracketPairs maps each Link_Term=Close code point to its Link_Bracket value, sorted by the closing code point.\n")
	fmt.Fprintf(&b, "var bracketPairs = [...][2]rune{\n")
	for _, p := range brackets {
		fmt.Fprintf(&b, "\t{0x%04X, 0x%04X},\n", p.close, p.open)
	}
	fmt.Fprintf(&b, "}\n")
	writeGo(*out, b.Bytes())
}

func writeGo(path string, src []byte) {
	src, err := format.Source(src)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// writeTLDs writes the set of top-level domains that the Public Suffix List
// embedded in golang.org/x/net/publicsuffix has in its ICANN section, probed
// with every TLD of the IANA root zone, in ASCII and in Unicode form. It is
// a pre-filter only: the library still asks publicsuffix about every host.
func writeTLDs(ianaPath, out string, props []uint8, idnaMap map[rune]string) {
	data, err := os.ReadFile(ianaPath)
	if err != nil {
		log.Fatal(err)
	}
	var keys []string
	for line := range strings.Lines(string(data)) {
		tld := strings.ToLower(strings.TrimSpace(line))
		if tld == "" || strings.HasPrefix(tld, "#") {
			continue
		}
		if _, icann := publicsuffix.PublicSuffix(tld); !icann {
			continue
		}
		keys = append(keys, tld)
		if strings.HasPrefix(tld, "xn--") {
			u, err := idna.Lookup.ToUnicode(tld)
			if err != nil {
				log.Fatalf("TLD %s: %v", tld, err)
			}
			keys = append(keys, u)
		}
	}
	slices.Sort(keys)
	// The TLD alphabet: code points whose IDNA mapping, decomposed, uses only
	// code points of decomposed TLDs. A label with any other code point
	// cannot map to a TLD.
	alphabet := map[rune]bool{}
	for _, k := range keys {
		for _, r := range norm.NFD.String(k) {
			alphabet[r] = true
		}
	}
	var ranges [][2]rune
	for r := rune(0); r <= maxRune; r++ {
		m, ok := idnaMap[r]
		if !ok {
			continue
		}
		in := true
		for _, d := range norm.NFD.String(m) {
			in = in && alphabet[d]
		}
		if !in {
			continue
		}
		if n := len(ranges); n > 0 && ranges[n-1][1] == r-1 {
			ranges[n-1][1] = r
		} else {
			ranges = append(ranges, [2]rune{r, r})
		}
	}
	var b bytes.Buffer
	writeHeader(&b, filepath.Base(ianaPath)+", golang.org/x/net/publicsuffix and UTS #46 data", out)
	fmt.Fprintf(&b, "// tldList holds the %d top-level domains, in ASCII and Unicode form, that\n", len(keys))
	fmt.Fprintf(&b, "// the Public Suffix List lists in its ICANN section, sorted.\n")
	fmt.Fprintf(&b, "var tldList = [...]string{\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "\t%q,\n", k)
	}
	fmt.Fprintf(&b, "}\n\n")
	// Bitsets over the BMP (no TLD uses another plane): in the TLD alphabet;
	// and may need normalization (NFC can change a string holding it).
	var alpha, nfc, first [1 << 10]uint64
	for _, k := range keys {
		r, _ := utf8.DecodeRuneInString(k)
		if r > 0xFFFF {
			log.Fatalf("TLD %s starts outside the BMP", k)
		}
		first[r>>6] |= 1 << (r & 63)
	}
	for _, rg := range ranges {
		for r := rg[0]; r <= rg[1] && r <= 0xFFFF; r++ {
			alpha[r>>6] |= 1 << (r & 63)
		}
	}
	for r := rune(0); r <= 0xFFFF; r++ {
		if p := norm.NFC.PropertiesString(string(r)); !p.BoundaryBefore() || p.CCC() != 0 {
			nfc[r>>6] |= 1 << (r & 63)
		}
	}
	writeBits := func(name, doc string, bits *[1 << 10]uint64) {
		fmt.Fprintf(&b, "// %s\nvar %s = [%d]uint64{", doc, name, len(bits))
		for i, w := range bits {
			if i%4 == 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "0x%016x, ", w)
		}
		b.WriteString("\n}\n\n")
	}
	writeBits("tldRuneBits", "tldRuneBits has bit r set for each BMP code point r whose IDNA mapping, decomposed, uses only code points of decomposed known TLDs.", &alpha)
	writeBits("nfcCheckBits", "nfcCheckBits has bit r set for each BMP code point r that NFC may change or combine.", &nfc)
	writeBits("tldFirstBits", "tldFirstBits has bit r set for each code point r that starts a listed top-level domain in its Unicode form.", &first)
	writeTLDSet(&b, keys)
	writeGo(out, b.Bytes())
}

// tldSetBits sizes linkify's TLD hash set at four slots per TLD or more, so
// that probes are short.
const tldSetBits = 13

// writeTLDSet writes tldSet, an open-addressing hash set of keys (tldList):
// each slot holds 1 + an index into tldList, or 0 if empty. The hash is the
// one linkify's tldHash and tldSlot compute: FNV-1a over the bytes, and the
// top bits of its Fibonacci product as the slot.
func writeTLDSet(b *bytes.Buffer, keys []string) {
	const size = 1 << tldSetBits
	if len(keys)*4 > size || len(keys) >= 1<<16 {
		log.Fatal("tldSetBits too small for the TLD list")
	}
	var slots [size]uint16
	for i, k := range keys {
		h := uint64(0xcbf29ce484222325)
		for j := 0; j < len(k); j++ {
			h = (h ^ uint64(k[j])) * 0x100000001b3
		}
		s := int((h * 0x9E3779B97F4A7C15) >> (64 - tldSetBits))
		for slots[s] != 0 {
			s = (s + 1) & (size - 1)
		}
		slots[s] = uint16(i + 1)
	}
	fmt.Fprintf(b, "// tldSetBits is log2 of the number of slots of tldSet.\nconst tldSetBits = %d\n\n", tldSetBits)
	fmt.Fprintf(b, "// tldSet is an open-addressing hash set of tldList (see tldSetHas): each\n// slot holds 1 + an index into tldList, or 0 if empty.\nvar tldSet = [1 << tldSetBits]uint16{")
	n := 0
	for s, v := range slots {
		if v == 0 {
			continue
		}
		if n%8 == 0 {
			b.WriteString("\n")
		}
		n++
		fmt.Fprintf(b, "%d: %d, ", s, v)
	}
	b.WriteString("\n}\n\n")
}

// defaultData is the shared reference folder as seen from linkify/, or $UTS58_SHARED/unicode.
func defaultData() string {
	if d := os.Getenv("UTS58_SHARED"); d != "" {
		return filepath.Join(d, "unicode")
	}
	return filepath.Join("..", "..", "shared", "unicode")
}

// parse calls fn for every data line of a UCD-style file with its code point range
// and its semicolon-separated fields (comments stripped, fields trimmed).
func parse(path string, fn func(lo, hi rune, fields []string)) {
	parse2(path, func(fields []string) {
		lo, hi := parseRange(fields[0])
		fn(lo, hi, fields)
	})
}

// parse2 calls fn with the semicolon-separated fields of every data line of
// a UCD-style file (comments stripped, fields trimmed).
func parse2(path string, fn func(fields []string)) {
	f, err := os.Open(path)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := s.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		fn(fields)
	}
	if err := s.Err(); err != nil {
		log.Fatal(err)
	}
}

func parseRange(s string) (rune, rune) {
	a, b, ok := strings.Cut(s, "..")
	if !ok {
		b = a
	}
	lo, err1 := strconv.ParseUint(a, 16, 32)
	hi, err2 := strconv.ParseUint(b, 16, 32)
	if err1 != nil || err2 != nil {
		log.Fatalf("bad code point range %q", s)
	}
	return rune(lo), rune(hi)
}

// domainChars marks the code points that can stand in a domain label
// (UTS #46 valid without NV8/XV8, deviation, ignored, or mapped to such
// code points) and the label separators (code points mapped to U+002E).
func domainChars(path string, props []uint8) map[rune]string {
	status := make([]string, maxRune+1)
	mapping := make([]string, maxRune+1)
	parse(path, func(lo, hi rune, f []string) {
		st := f[1]
		if st == "valid" && len(f) > 3 && (f[3] == "NV8" || f[3] == "XV8") {
			st = "valid_nv8"
		}
		for r := lo; r <= hi; r++ {
			status[r] = st
			if len(f) > 2 {
				mapping[r] = f[2]
			}
		}
	})
	labelValid := func(r rune) bool { return status[r] == "valid" && r != '.' }
	for r := rune(0); r <= maxRune; r++ {
		switch status[r] {
		case "valid":
			if r == '.' {
				props[r] |= bitLabelSep
			} else {
				props[r] |= bitDomain
			}
		case "deviation", "ignored":
			props[r] |= bitDomain | bitMapped
		case "mapped":
			if mapping[r] == "002E" {
				props[r] |= bitLabelSep
				continue
			}
			ok := true
			for _, h := range strings.Fields(mapping[r]) {
				m, err := strconv.ParseUint(h, 16, 32)
				if err != nil {
					log.Fatalf("bad mapping %q", mapping[r])
				}
				if !labelValid(rune(m)) {
					ok = false
				}
			}
			if ok {
				props[r] |= bitDomain | bitMapped
				if m, err := strconv.ParseUint(mapping[r], 16, 32); err == nil && rune(m) == unicode.ToLower(r) {
					props[r] |= bitLower
				}
			}
		}
	}
	// What IDNA maps each domain code point to.
	out := map[rune]string{}
	for r := rune(0); r <= maxRune; r++ {
		if props[r]&bitDomain == 0 {
			continue
		}
		switch status[r] {
		case "mapped":
			var m []rune
			for _, h := range strings.Fields(mapping[r]) {
				v, _ := strconv.ParseUint(h, 16, 32)
				m = append(m, rune(v))
			}
			out[r] = string(m)
		case "ignored":
			out[r] = ""
		default:
			out[r] = string(r)
		}
	}
	return out
}

// writeTrie writes values (one byte per code point) as a two-stage table:
// <name>Index maps cp>>blockBits to a block in <name>Blocks, which holds
// the deduplicated blocks.
func writeTrie(b *bytes.Buffer, name string, values []uint8) {
	const size = 1 << blockBits
	blocks := map[string]int{}
	var order []string
	index := make([]int, (maxRune+1)/size)
	for i := range index {
		key := string(values[i*size : (i+1)*size])
		n, ok := blocks[key]
		if !ok {
			n = len(order)
			blocks[key] = n
			order = append(order, key)
		}
		index[i] = n
	}
	if len(order) > 1<<16 {
		log.Fatal("too many blocks")
	}
	fmt.Fprintf(b, "// %sIndex maps a code point's high bits to its block in %sBlocks.\n", name, name)
	fmt.Fprintf(b, "var %sIndex = [%d]uint16{", name, len(index))
	for i, n := range index {
		if i%16 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "%d,", n)
	}
	b.WriteString("\n}\n\n")
	fmt.Fprintf(b, "// %sBlocks holds %d blocks of %d bytes.\n", name, len(order), size)
	fmt.Fprintf(b, "const %sBlocks = \"\" +\n", name)
	for i, key := range order {
		b.WriteString("\t\"")
		for j := 0; j < len(key); j++ {
			fmt.Fprintf(b, "\\x%02x", key[j])
		}
		b.WriteString("\"")
		if i < len(order)-1 {
			b.WriteString(" +")
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// writeHeader starts the generated file out, made from the data named by
// from: the generated-code line, the Unicode license notice its data is
// under, and the clause of the package of its folder.
func writeHeader(b *bytes.Buffer, from, out string) {
	fmt.Fprintf(b, "// Code generated by linkify/internal/tablegen from %s; DO NOT EDIT.\n", from)
	fmt.Fprintf(b, "// Made from Unicode data files: Copyright © 1991-2026 Unicode, Inc.,\n")
	fmt.Fprintf(b, "// under the Unicode License v3 (see LICENSE-UNICODE at the module root).\n\n")
	dir, err := filepath.Abs(filepath.Dir(out))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(b, "package %s\n\n", filepath.Base(dir))
}
