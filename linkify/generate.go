package linkify

// The property tables are generated from ../shared/unicode (or $UTS58_SHARED/unicode).
//go:generate go run ./internal/tablegen -out tables.go
