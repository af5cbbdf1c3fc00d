package main

import (
	"bytes"
	"fmt"
	"log"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Security bits, written into security_tables.go for the library.
const (
	secAllowed          = 1 << 0 // UTS #39 Identifier_Status=Allowed
	secASCIISkeleton    = 1 << 1 // its UTS #39 skeleton is ASCII
	secSyntaxConfusable = 1 << 2 // confusable with a URL syntax character
	secBidiControl      = 1 << 3 // Bidi_Control=Yes
	secIdeographic      = 1 << 4 // Line_Break ID, SA (Complex_Context) or CJ
	secIgnorable        = 1 << 5 // Default_Ignorable_Code_Point: invisible
)

// secConsts is the Go source of the security bits.
var secConsts = fmt.Sprintf(`// Bits of a code point's security byte (secBlocks).
const (
	SecAllowed          = 0x%02x // UTS #39 Identifier_Status=Allowed
	SecASCIISkeleton    = 0x%02x // its UTS #39 skeleton is ASCII
	SecSyntaxConfusable = 0x%02x // confusable with a URL syntax character
	SecBidiControl      = 0x%02x // Bidi_Control=Yes
	SecIdeographic      = 0x%02x // Line_Break ID, SA (Complex_Context) or CJ
	SecIgnorable        = 0x%02x // Default_Ignorable_Code_Point: invisible
)

`, secAllowed, secASCIISkeleton, secSyntaxConfusable, secBidiControl, secIdeographic, secIgnorable)

// syntaxChars are the URL syntax characters whose look-alikes are escaped.
const syntaxChars = "/?#@:&=%\\"

// writeSecurity writes the tables of the security policy: a security byte
// and a script-set number for every code point, and the script sets.
func writeSecurity(data, version, out string, props []uint8) {
	ucd := filepath.Join(data, "ucd", version)
	sec := filepath.Join(data, "security", version)
	bits := make([]uint8, maxRune+1)
	parse(filepath.Join(sec, "IdentifierStatus.txt"), func(lo, hi rune, f []string) {
		if f[1] == "Allowed" {
			for r := lo; r <= hi; r++ {
				bits[r] |= secAllowed
			}
		}
	})
	parse(filepath.Join(ucd, "PropList.txt"), func(lo, hi rune, f []string) {
		if f[1] == "Bidi_Control" {
			for r := lo; r <= hi; r++ {
				bits[r] |= secBidiControl
			}
		}
	})
	parse(filepath.Join(ucd, "DerivedCoreProperties.txt"), func(lo, hi rune, f []string) {
		if f[1] == "Default_Ignorable_Code_Point" {
			for r := lo; r <= hi; r++ {
				bits[r] |= secIgnorable
			}
		}
	})
	parse(filepath.Join(ucd, "LineBreak.txt"), func(lo, hi rune, f []string) {
		if f[1] == "ID" || f[1] == "SA" || f[1] == "CJ" {
			for r := lo; r <= hi; r++ {
				bits[r] |= secIdeographic
			}
		}
	})
	proto := map[rune]string{}
	parse(filepath.Join(sec, "confusables.txt"), func(lo, _ rune, f []string) {
		var t []rune
		for _, h := range strings.Fields(f[1]) {
			v, _ := strconv.ParseUint(h, 16, 32)
			t = append(t, rune(v))
		}
		proto[lo] = string(t)
	})
	skeleton := func(s string) string {
		var b strings.Builder
		for _, r := range norm.NFD.String(s) {
			if p, ok := proto[r]; ok {
				b.WriteString(p)
			} else {
				b.WriteRune(r)
			}
		}
		return norm.NFD.String(b.String())
	}
	for r := rune(0); r <= maxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		sk := skeleton(string(r))
		ascii := true
		for i := 0; i < len(sk); i++ {
			ascii = ascii && sk[i] < 0x80
		}
		if ascii {
			bits[r] |= secASCIISkeleton
		}
		// Confusable with a syntax character, by UTS #39 or by compatibility
		// (fullwidth ／ ＃, which confusables.txt leaves to NFKC).
		if k := norm.NFKC.String(string(r)); r >= 0x80 && (len(sk) == 1 && strings.Contains(syntaxChars, sk) || len(k) == 1 && strings.Contains(syntaxChars, k)) {
			bits[r] |= secSyntaxConfusable
		}
	}

	// Scripts: long names from Scripts.txt, short ones in ScriptExtensions.txt.
	short := map[string]string{}
	aliases(filepath.Join(ucd, "PropertyValueAliases.txt"), short)
	ids := map[string]int{}
	id := func(code string) int {
		n, ok := ids[code]
		if !ok {
			n = len(ids)
			ids[code] = n
		}
		return n
	}
	for _, c := range []string{"Zyyy", "Zinh", "Latn", "Hani", "Hira", "Kana", "Bopo", "Hang", "Jpan", "Kore", "Hanb"} {
		id(c)
	}
	scx := make([][]string, maxRune+1)
	for r := range scx {
		scx[r] = []string{"Zzzz"}
	}
	parse(filepath.Join(ucd, "Scripts.txt"), func(lo, hi rune, f []string) {
		code, ok := short[f[1]]
		if !ok {
			log.Fatalf("script %q has no alias", f[1])
		}
		for r := lo; r <= hi; r++ {
			scx[r] = []string{code}
		}
	})
	parse(filepath.Join(ucd, "ScriptExtensions.txt"), func(lo, hi rune, f []string) {
		codes := strings.Fields(f[1])
		for r := lo; r <= hi; r++ {
			scx[r] = codes
		}
	})
	augment := map[string][]string{"Hani": {"Hanb", "Jpan", "Kore"}, "Hira": {"Jpan"}, "Kana": {"Jpan"}, "Hang": {"Kore"}, "Bopo": {"Hanb"}}
	type set [3]uint64
	setIDs := map[set]int{{}: 0} // set 0: Common and Inherited, which go with any script
	sets := []set{{}}
	scripts := make([]uint8, maxRune+1)
	for r := range scx {
		codes := scx[r]
		if props[r]&bitDomain == 0 || len(codes) == 1 && (codes[0] == "Zyyy" || codes[0] == "Zinh") {
			continue // only domain code points are checked
		}
		var s set
		for _, c := range codes {
			for _, a := range append([]string{c}, augment[c]...) {
				n := id(a)
				s[n/64] |= 1 << (n % 64)
			}
		}
		n, ok := setIDs[s]
		if !ok {
			n = len(sets)
			setIDs[s] = n
			sets = append(sets, s)
		}
		if n > 255 {
			log.Fatal("more than 256 script sets")
		}
		scripts[r] = uint8(n)
	}
	if len(ids) > 192 {
		log.Fatal("more than 192 scripts")
	}

	var b bytes.Buffer
	writeHeader(&b, "Unicode "+version+" UCD and UTS #39 data", out)
	b.WriteString(secConsts)
	writeTrie(&b, "sec", bits)
	writeTrie(&b, "script", scripts)
	fmt.Fprintf(&b, "// scriptSets are the augmented Script_Extensions sets (UTS #39 §5.1) as\n")
	fmt.Fprintf(&b, "// bitsets of script numbers; set 0 is Common and Inherited.\n")
	fmt.Fprintf(&b, "var scriptSets = [...][3]uint64{\n")
	for _, s := range sets {
		fmt.Fprintf(&b, "\t{0x%x, 0x%x, 0x%x},\n", s[0], s[1], s[2])
	}
	fmt.Fprintf(&b, "}\n\n")
	fmt.Fprintf(&b, "// Script numbers in scriptSets (those the policy names).\nconst (\n")
	for _, c := range []string{"Latn", "Hani", "Hira", "Kana", "Bopo", "Hang"} {
		fmt.Fprintf(&b, "\tscript%s = %d\n", c, ids[c])
	}
	fmt.Fprintf(&b, ")\n")
	writeGo(out, b.Bytes())
}

// aliases reads the script aliases (sc ; Latn ; Latin) of PropertyValueAliases.txt.
func aliases(path string, short map[string]string) {
	parse2(path, func(f []string) {
		if len(f) >= 3 && f[0] == "sc" {
			short[f[2]] = f[1]
			for _, extra := range f[3:] {
				short[extra] = f[1]
			}
		}
	})
}
