package linkify

// The property and security tables are generated from ../shared/unicode
// (or $UTS58_SHARED/unicode); the TLD pre-filter from ../shared/iana and the
// Public Suffix List of the golang.org/x/net version in go.mod (regenerate
// when updating it).
//go:generate go run ./internal/tablegen -out internal/chars/tables.go -tlds internal/hosts/tlds.go -security internal/chars/security_tables.go
