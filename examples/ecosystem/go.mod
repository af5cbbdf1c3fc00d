module github.com/golinkify/uts58/examples/ecosystem

go 1.26.0

require (
	github.com/gohugoio/hugo-goldmark-extensions/extras v0.7.0
	github.com/gohugoio/hugo-goldmark-extensions/passthrough v0.5.0
	github.com/golinkify/uts58 v0.0.0
	github.com/yuin/goldmark v1.8.7
	github.com/yuin/goldmark-emoji v1.0.6
	github.com/yuin/goldmark-highlighting/v2 v2.0.0-20230729083705-37449abec8cc
	github.com/yuin/goldmark-meta v1.1.0
)

require (
	github.com/alecthomas/chroma/v2 v2.2.0 // indirect
	github.com/dlclark/regexp2 v1.7.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	gopkg.in/yaml.v2 v2.3.0 // indirect
)

replace github.com/golinkify/uts58 => ../..
