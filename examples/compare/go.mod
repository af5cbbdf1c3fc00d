module github.com/golinkify/uts58/examples/compare

go 1.26.0

require (
	github.com/golinkify/uts58 v0.0.0
	github.com/yuin/goldmark v1.8.7
	gitlab.com/golang-commonmark/linkify v0.0.0-20191026162114-a0c2df6c8f82
	golang.org/x/net v0.62.0
	mvdan.cc/xurls/v2 v2.6.0
)

require golang.org/x/text v0.43.0 // indirect

replace github.com/golinkify/uts58 => ../..
