#!/bin/sh
# Runs Hugo's own tests twice, stock and with this module's extension.Linkify
# in place of goldmark's (the one line Hugo's goldmark converter changes),
# and compares what differs with extension/testdata/hugo-tests-differences.json.
#
# Usage: examples/hugo/run-hugo-tests.sh [packages...]
# Environment: HUGO (version, default v0.165.0), WORK (scratch folder, default
# a new temporary one; Hugo's code is copied there, never into this repo).
# Needs go, jq and the Go module proxy. Not run by CI: it builds Hugo's test
# binaries twice (about half an hour on two busy cores).
set -eu

HUGO=${HUGO:-v0.165.0}
repo=$(cd "$(dirname "$0")/../.." && pwd)
listing=$repo/extension/testdata/hugo-tests-differences.json
work=${WORK:-$(mktemp -d)}
if [ $# -eq 0 ]; then
	set -- ./markup/... ./hugolib/... ./tpl/... ./resources/page/...
fi

src=$(cd "$work" && go mod download -json "github.com/gohugoio/hugo@$HUGO" | jq -r .Dir)
rm -rf "$work/hugo"
cp -R "$src" "$work/hugo"
chmod -R u+w "$work/hugo"
cd "$work/hugo"

# The one changed line, and the import it needs.
conv=markup/goldmark/convert.go
stock='extensions = append(extensions, extension.Linkify)'
grep -q "$stock" "$conv" || { echo "$conv: no line '$stock'" >&2; exit 1; }
cp "$conv" "$work/convert.go.stock"
sed -i -e "s|$stock|extensions = append(extensions, uts58ext.Linkify)|" \
	-e 's|^\(\t"github.com/yuin/goldmark/extension"\)$|\1\n\tuts58ext "github.com/golinkify/uts58/extension"|' "$conv"
cp "$conv" "$work/convert.go.ours"
go mod edit -require=github.com/golinkify/uts58@v0.0.0 -replace="github.com/golinkify/uts58=$repo"
go mod tidy
# Both runs use the same go.mod, so only the one line differs between them
# (this module needs a newer goldmark, x/net and x/text than Hugo pins).

run() { # name: runs the tests, writes $work/$name.json (go test -json) and $work/$name-results.json
	start=$(date +%s)
	go test -count=1 -timeout 60m -json "$@" >"$work/$name.json" 2>"$work/$name.stderr" || true
	echo "$name: $(($(date +%s) - start)) s" >>"$work/times.txt"
	# Each test's and subtest's result, and each package's ("Package -").
	jq -c 'select(.Action == "pass" or .Action == "fail" or .Action == "skip")
		| {key: "\(.Package) \(.Test // "-")", value: .Action}' "$work/$name.json" |
		jq -s from_entries >"$work/$name-results.json"
}
: >"$work/times.txt"
cp "$work/convert.go.stock" "$conv"
name=stock run "$@"
cp "$work/convert.go.ours" "$conv"
name=ours run "$@"
cat "$work/times.txt"

# Counts, the tests whose result differs, and how that compares with the
# listing: each differing test must be listed with the same results, and
# each listed test that ran must differ.
jq -n --slurpfile s "$work/stock-results.json" --slurpfile o "$work/ours-results.json" --slurpfile l "$listing" '
	$s[0] as $s | $o[0] as $o | $l[0].tests as $l |
	def tests: with_entries(select(.key | endswith(" -") | not));
	def passing: [.[] | select(. == "pass")] | length;
	([$s, $o | keys[]] | unique | map(select($s[.] != $o[.])
		| {key: ., value: {stock: ($s[.] // "not run"), ours: ($o[.] // "not run")}}) | from_entries) as $d |
	{
		"tests run": ($s | tests | length),
		"passing stock": ($s | tests | passing),
		"passing with this extension": ($o | tests | passing),
		"failing stock": [$s | tests | to_entries[] | select(.value == "fail") | .key],
		"tests differing": ($d | tests | length),
		"differing, not as listed": [$d | to_entries[] | select($l[.key] == null
			or $l[.key].stock != .value.stock or $l[.key].ours != .value.ours) | .key],
		"listed, not differing": [$l | keys[] | select(($s[.] != null or $o[.] != null) and $d[.] == null)]
	}' | tee "$work/summary.json"
jq -e '(.["differing, not as listed"] | length) == 0 and (.["listed, not differing"] | length) == 0' \
	"$work/summary.json" >/dev/null
