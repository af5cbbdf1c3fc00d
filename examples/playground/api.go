package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
)

// request is what the page sends.
type request struct {
	Text   string `json:"text"`
	In     string `json:"in"`     // text, markdown or html
	Policy string `json:"policy"` // safe, document, forum, chat or none
}

// linkInfo describes one detected link.
type linkInfo struct {
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Text    string `json:"text"`
	Kind    string `json:"kind"`
	Href    string `json:"href"`
	Display string `json:"display"` // FormatURL / FormatEmail of the href
	Check   string `json:"check"`   // the policy check that fired, or ""
	Linked  bool   `json:"linked"`
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

// linkifyRequest renders the input with links under the chosen policy and
// lists what pure detection finds, with what the policy says of each.
func linkifyRequest(req request) (response, error) {
	preset, ok := policies[req.Policy]
	if !ok {
		return response{}, errors.New("unknown policy")
	}
	opts := []linkify.Option{}
	if preset != nil {
		opts = append(opts, linkify.WithPolicy(preset()))
	}
	d := linkify.MustNew(opts...)
	var out bytes.Buffer
	switch req.In {
	case "text", "":
		h, err := htmlwalk.LinkifyText(req.Text, htmlwalk.WithDetector(d), htmlwalk.WithRel("nofollow", "ugc"), htmlwalk.WithLineBreaks(true))
		if err != nil {
			return response{}, err
		}
		out.WriteString(h)
	case "markdown":
		md := goldmark.New(goldmark.WithExtensions(extension.NewGFM(extension.WithLinkifyDetector(d), extension.WithLinkifyRel("nofollow", "ugc"))))
		if err := md.Convert([]byte(req.Text), &out); err != nil {
			return response{}, err
		}
	case "html":
		if err := htmlwalk.LinkifyFragment(&out, strings.NewReader(req.Text), nil, htmlwalk.WithDetector(d), htmlwalk.WithRel("nofollow", "ugc")); err != nil {
			return response{}, err
		}
	default:
		return response{}, errors.New("unknown input format")
	}
	resp := response{HTML: out.String(), Links: []linkInfo{}}
	for _, l := range linkify.Find(req.Text) { // pure detection, to show what the policy did
		t := req.Text[l.Start:l.End]
		info := linkInfo{Start: l.Start, End: l.End, Text: t, Kind: l.Kind.String(), Href: l.Href, Linked: true}
		if l.Kind == linkify.Email {
			info.Display, _ = linkify.FormatEmail(l.Href)
		} else {
			info.Display, _ = linkify.FormatURL(l.Href)
		}
		if p, ok := d.Policy(); ok {
			var pe *linkify.PolicyError
			if err := p.Check(t, l.Kind); errors.As(err, &pe) {
				info.Check, info.Linked = pe.Check, false
			}
		}
		resp.Links = append(resp.Links, info)
	}
	return resp, nil
}
