// Package readme holds the test that every Go block of the module's
// README.md compiles as written (readme_test.go); it has no code of its own.
package readme
