package extension_test

import (
	"os"

	"github.com/golinkify/uts58/extension"
	"github.com/yuin/goldmark"
)

func Example() {
	md := goldmark.New(goldmark.WithExtensions(extension.GFM)) // instead of goldmark's extension.GFM
	src := "**See example.com/wiki/Rome_(city)** or 詳細はhttps://例え.jp/パス, `not.linked.com`."
	_ = md.Convert([]byte(src), os.Stdout)
	// Output:
	// <p><strong>See <a href="https://example.com/wiki/Rome_(city)">example.com/wiki/Rome_(city)</a></strong> or 詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">https://例え.jp/パス</a>, <code>not.linked.com</code>.</p>
}

func ExampleNewLinkify() {
	md := goldmark.New(goldmark.WithExtensions(
		extension.NewLinkify(
			extension.WithLinkifyDefaultScheme("http"), // as GitHub links www.example.com
			extension.WithLinkifyEmail(false),
		),
	))
	_ = md.Convert([]byte("www.example.com and mail@example.com"), os.Stdout)
	// Output:
	// <p><a href="http://www.example.com/">www.example.com</a> and mail@example.com</p>
}
