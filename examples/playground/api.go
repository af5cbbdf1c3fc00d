package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/text"
)

// request is what the page sends.
type request struct {
	Text   string `json:"text"`
	In     string `json:"in"`     // text, markdown or html
	Policy string `json:"policy"` // safe, document, forum, chat or none
}

// linkInfo describes one link of the result, or one that was left as text.
type linkInfo struct {
	Start   int    `json:"start"` // byte offsets into the input; -1 where HTML hides them
	End     int    `json:"end"`
	Text    string `json:"text"`
	Kind    string `json:"kind"`
	Href    string `json:"href"`
	Display string `json:"display"` // FormatURL / FormatEmail of the href
	Check   string `json:"check"`   // the policy check that left it text, or ""
	Linked  bool   `json:"linked"`
	Why     string `json:"why"` // why it is text: "policy: mixed-script", "code span", "existing link"…; "" when linked
}

// response is what the page shows.
type response struct {
	HTML  string     `json:"html"`
	Links []linkInfo `json:"links"`
}

var policies = map[string]func() linkify.Policy{
	"safe": linkify.SafePolicy, "document": linkify.DocumentPolicy, "forum": linkify.ForumPolicy, "chat": linkify.ChatPolicy, "none": nil,
}

const maxInput = 1 << 20

func handleLinkify(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxInput)).Decode(&req); err != nil {
		http.Error(w, "bad request: "+err.Error(), http.StatusBadRequest)
		return
	}
	resp, err := linkifyRequest(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(resp)
}

// pure is the detector without a policy: the second run, whose links the
// policy's run did not make, tells what the policy left as text.
var pure = linkify.MustNew(linkify.WithoutPolicy())

// linkifyRequest renders the input with links under the chosen policy and
// lists the links of the result, as the linkifier's callback saw them, and
// what it left as text, and why: the policy (links that the same linkifier
// without a policy makes), or where the text stands (code, an existing
// link, markup), for what detection finds in the source outside the text
// the linkifier links.
func linkifyRequest(req request) (response, error) {
	preset, ok := policies[req.Policy]
	if !ok {
		return response{}, errors.New("unknown policy")
	}
	r := runs{d: pure}
	if preset != nil {
		p := preset()
		r.d, r.policy = linkify.MustNew(linkify.WithPolicy(p)), &p
	}
	var err error
	switch req.In {
	case "text", "":
		err = r.text(req.Text)
	case "markdown":
		err = r.markdown(req.Text)
	case "html":
		err = r.html(req.Text)
	default:
		err = errors.New("unknown input format")
	}
	if err != nil {
		return response{}, err
	}
	return response{HTML: r.out.String(), Links: table(req.Text, r.policy, r.made, r.candidates, r.contexts)}, nil
}

// runs are the linkifier's runs over an input: with the detector d, whose
// result is out and whose links are made, and, under a policy, with the
// pure detector, whose links are the candidates; and the contexts of the
// input that the linkifier does not link.
type runs struct {
	d                *linkify.Detector
	policy           *linkify.Policy // nil: none
	out              bytes.Buffer
	made, candidates []found
	contexts         []context
}

// text runs htmlwalk.LinkifyText, which links all of the text.
func (r *runs) text(input string) error {
	run := func(d *linkify.Detector, fs *[]found) (string, error) {
		return htmlwalk.LinkifyText(input, htmlwalk.WithDetector(d), htmlwalk.WithRel("nofollow", "ugc"),
			htmlwalk.WithLineBreaks(true), htmlwalk.WithCallback(recordHTML(fs)))
	}
	h, err := run(r.d, &r.made)
	if err != nil {
		return err
	}
	r.out.WriteString(h)
	if r.policy != nil {
		run(pure, &r.candidates)
	}
	locate(input, []context{{0, len(input), ""}}, false, r.pureRun())
	return nil
}

// markdown runs goldmark with the extension (GFM).
func (r *runs) markdown(input string) error {
	md := func(d *linkify.Detector, fs *[]found) goldmark.Markdown {
		return goldmark.New(goldmark.WithExtensions(extension.NewGFM(extension.WithLinkifyDetector(d),
			extension.WithLinkifyRel("nofollow", "ugc"), extension.WithLinkifyCallback(recordMarkdown(fs)))))
	}
	src := []byte(input)
	m := md(r.d, &r.made)
	doc := m.Parser().Parse(text.NewReader(src))
	if err := m.Renderer().Render(&r.out, src, doc); err != nil {
		return err
	}
	if r.policy != nil {
		md(pure, &r.candidates).Convert(src, io.Discard)
	}
	// The extension shows a link that holds a delimiter when the parser
	// reaches it and the others when their block closes; the table pairs
	// the runs' links in the input's order, where the anchors have places.
	byStart := func(a, b found) int { return a.start - b.start }
	slices.SortStableFunc(r.made, byStart)
	slices.SortStableFunc(r.candidates, byStart)
	r.contexts = markdownContexts(doc, src)
	return nil
}

// html runs htmlwalk.LinkifyFragment.
func (r *runs) html(input string) error {
	run := func(w io.Writer, d *linkify.Detector, fs *[]found) error {
		return htmlwalk.LinkifyFragment(w, strings.NewReader(input), nil, htmlwalk.WithDetector(d),
			htmlwalk.WithRel("nofollow", "ugc"), htmlwalk.WithCallback(recordHTML(fs)))
	}
	if err := run(&r.out, r.d, &r.made); err != nil {
		return err
	}
	if r.policy != nil {
		run(io.Discard, pure, &r.candidates)
	}
	var linkable []context
	linkable, r.contexts = htmlContexts(input)
	locate(input, linkable, true, r.pureRun())
	return nil
}

// pureRun returns the links of the run without a policy: the candidates
// under a policy, else the links made.
func (r *runs) pureRun() []found {
	if r.policy != nil {
		return r.candidates
	}
	return r.made
}
