module github.com/golinkify/uts58

go 1.26.0

require (
	github.com/yuin/goldmark v1.8.0
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
)
