module github.com/golinkify/uts58/examples/sanitize

go 1.26.0

require (
	github.com/golinkify/uts58 v0.0.0
	github.com/microcosm-cc/bluemonday v1.0.27
	golang.org/x/net v0.62.0
)

require (
	github.com/aymerick/douceur v0.2.0 // indirect
	github.com/gorilla/css v1.0.1 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/golinkify/uts58 => ../..
