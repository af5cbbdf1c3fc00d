//go:build unix

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/websocket"
)

// chromiumPath returns the Chromium to test with ($CHROMIUM, else on PATH).
func chromiumPath() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// cdp is a connection to one page over the Chrome DevTools Protocol.
type cdp struct {
	ws *websocket.Conn
	id int
}

func (c *cdp) call(method string, params any) (json.RawMessage, error) {
	c.id++
	msg := map[string]any{"id": c.id, "method": method, "params": params}
	if err := websocket.JSON.Send(c.ws, msg); err != nil {
		return nil, err
	}
	for {
		var reply struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := websocket.JSON.Receive(c.ws, &reply); err != nil {
			return nil, err
		}
		if reply.ID != c.id {
			continue // an event
		}
		if reply.Error != nil {
			return nil, fmt.Errorf("%s: %s", method, reply.Error.Message)
		}
		return reply.Result, nil
	}
}

// eval evaluates a JavaScript expression in the page and returns its value.
func (c *cdp) eval(expr string) (string, error) {
	res, err := c.call("Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true})
	if err != nil {
		return "", err
	}
	var v struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
	}
	json.Unmarshal(res, &v)
	return fmt.Sprint(v.Result.Value), nil
}

// waitFor evaluates expr until it is "true" or the time is up.
func (c *cdp) waitFor(t *testing.T, expr string) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if v, err := c.eval(expr); err == nil && v == "true" {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", expr)
}

// openPage starts headless Chromium on a new page at url and returns the
// DevTools connection to it; the browser ends with the test. Without
// Chromium the test is skipped (.ci/run installs Debian's chromium).
func openPage(t *testing.T, url string) *cdp {
	t.Helper()
	chromium := chromiumPath()
	if chromium == "" {
		t.Skip("skipped: no Chromium (install Debian's chromium, or set CHROMIUM)")
	}
	profile := t.TempDir()
	cmd := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		// The sandboxed result frame in the page's process, where
		// Page.createIsolatedWorld reaches it (see inFrame).
		"--disable-features=IsolateSandboxedIframes",
		"--user-data-dir="+profile, "--remote-debugging-port=0", "--remote-allow-origins=http://127.0.0.1", "about:blank")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // to end its helper processes too
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
	})
	devtools := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`ws://127\.0\.0\.1:(\d+)/`)
		s := bufio.NewScanner(stderr)
		for s.Scan() {
			if m := re.FindStringSubmatch(s.Text()); m != nil {
				devtools <- m[1]
				break
			}
		}
		for s.Scan() { // keep the pipe drained
		}
	}()
	var port string
	select {
	case port = <-devtools:
	case <-time.After(30 * time.Second):
		t.Fatal("Chromium did not start its DevTools server")
	}

	// A new page target, then the protocol over its WebSocket.
	req, _ := http.NewRequest(http.MethodPut, "http://127.0.0.1:"+port+"/json/new?"+url, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var target struct {
		WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
	}
	json.NewDecoder(res.Body).Decode(&target)
	res.Body.Close()
	ws, err := websocket.Dial(target.WebSocketDebuggerURL, "", "http://127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return &cdp{ws: ws}
}

// TestBrowser loads the playground in headless Chromium, types a sample
// into it, and checks the links it shows.
func TestBrowser(t *testing.T) {
	srv := httptest.NewServer(newServer()) // on 127.0.0.1
	defer srv.Close()
	c := openPage(t, srv.URL+"/")

	c.waitFor(t, `document.body && document.body.dataset.updated >= 1`)
	// Type a sample: clear the box, focus it, and insert text as typing does.
	if _, err := c.eval(`(() => { const t = document.getElementById("text"); t.value = ""; t.focus(); return true })()`); err != nil {
		t.Fatal(err)
	}
	if _, err := c.call("Input.insertText", map[string]any{"text": "see 例え.jp/パス and аpple.com, mail a@example.org"}); err != nil {
		t.Fatal(err)
	}
	c.waitFor(t, `document.querySelectorAll("#links tbody tr").length === 3`)
	rows, err := c.eval(`[...document.querySelectorAll("#links tbody tr")].map(r => [...r.cells].map(c => c.textContent).join(" | ")).join("\n")`)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"例え.jp/パス | url | https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9 | https://例え.jp/パス | linked",
		"аpple.com | url | https://xn--pple-43d.com/ | https://xn--pple-43d.com/ | policy: mixed-script",
		"a@example.org | email | mailto:a@example.org | a@example.org | linked",
	}, "\n")
	if rows != want {
		t.Errorf("links shown:\n%s\nwant:\n%s", rows, want)
	}
	html, _ := c.eval(`document.getElementById("result").srcdoc`)
	if !strings.Contains(html, `<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" rel="nofollow ugc">例え.jp/パス</a>`) {
		t.Errorf("result: %s", html)
	}
	if count, _ := c.eval(`document.getElementById("count").textContent`); count != "(2 linked, 1 left as text)" {
		t.Errorf("count: %q", count)
	}

	// The Markdown and HTML samples: the table lists the links of the
	// result, and what was left as text and why.
	for _, tt := range []struct {
		sample string
		want   []string
	}{
		{"markdown", []string{
			"example.com/docs | url | https://example.com/docs | https://example.com/docs | linked",
			"code.example.com | url | https://code.example.com/ | https://code.example.com/ | code span",
			"a@example.org | email | mailto:a@example.org | a@example.org | linked",
		}},
		{"html", []string{
			"example.com | url | https://example.com/ | https://example.com/ | linked",
			"x.com | url | https://x.com/ | https://x.com/ | in <code>",
			"y.com | url | https://y.com/ | https://y.com/ | existing link",
		}},
	} {
		n, _ := c.eval(`document.body.dataset.updated`)
		if _, err := c.eval(`document.querySelector("[data-sample=` + tt.sample + `]").click()`); err != nil {
			t.Fatal(err)
		}
		c.waitFor(t, `Number(document.body.dataset.updated) > `+n)
		rows, _ := c.eval(`[...document.querySelectorAll("#links tbody tr")].map(r => [...r.cells].map(c => c.textContent).join(" | ") + " " + r.className).join("\n")`)
		var want []string
		for _, w := range tt.want {
			class := "linked"
			if !strings.HasSuffix(w, "| linked") {
				class = "rejected"
			}
			want = append(want, w+" "+class)
		}
		if rows != strings.Join(want, "\n") {
			t.Errorf("%s sample: links shown:\n%s\nwant:\n%s", tt.sample, rows, strings.Join(want, "\n"))
		}
		links, _ := c.eval(`(new DOMParser()).parseFromString(document.getElementById("result").srcdoc, "text/html").querySelectorAll("a[rel]").length`)
		if linked := strings.Count(rows, "| linked"); links != fmt.Sprint(linked) {
			t.Errorf("%s sample: %s links in the result, %d linked in the table", tt.sample, links, linked)
		}
	}
}

// inFrame evaluates a JavaScript expression in the document of the result
// frame and returns its value.
func (c *cdp) inFrame(expr string) (string, error) {
	res, err := c.call("Page.getFrameTree", map[string]any{})
	if err != nil {
		return "", err
	}
	var tree struct {
		FrameTree struct {
			ChildFrames []struct{ Frame struct{ ID string } }
		}
	}
	json.Unmarshal(res, &tree)
	if len(tree.FrameTree.ChildFrames) == 0 {
		return "", fmt.Errorf("no result frame")
	}
	res, err = c.call("Page.createIsolatedWorld", map[string]any{"frameId": tree.FrameTree.ChildFrames[0].Frame.ID})
	if err != nil {
		return "", err
	}
	var world struct{ ExecutionContextID int }
	json.Unmarshal(res, &world)
	res, err = c.call("Runtime.evaluate", map[string]any{"expression": expr, "contextId": world.ExecutionContextID, "returnByValue": true})
	if err != nil {
		return "", err
	}
	var v struct{ Result struct{ Value any } }
	json.Unmarshal(res, &v)
	return fmt.Sprint(v.Result.Value), nil
}

// renderedLines is a JavaScript function that returns the text of each line
// an element is rendered on, from where the browser put each character.
const renderedLines = `(el) => {
  const out = [], r = document.createRange(), w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let top = null, cur = "";
  for (let n; (n = w.nextNode());) {
    for (let i = 0; i < n.length; i++) {
      r.setStart(n, i); r.setEnd(n, i + 1);
      const rects = r.getClientRects();
      if (!rects.length) { continue; }
      const t = rects[rects.length - 1].top;
      if (top !== null && t > top + 2) { out.push(cur); cur = ""; }
      top = t; cur += n.data[i];
    }
  }
  out.push(cur);
  return out;
}`

// checkBreaks reports the places where a cell's lines break inside a word:
// a line may end at a space, after "/", "?", "&", "=", "#" or "-", or before
// ".", "-", "_", "%" or "@", and nowhere else.
func checkBreaks(t *testing.T, where string, cells [][]string) {
	t.Helper()
	for _, lines := range cells {
		for i := 0; i+1 < len(lines); i++ {
			a, b := []rune(lines[i]), []rune(lines[i+1])
			if len(a) == 0 || len(b) == 0 {
				continue
			}
			last, first := a[len(a)-1], b[0]
			if last == ' ' || first == ' ' || strings.ContainsRune("/?&=#-", last) || strings.ContainsRune(".-_%@", first) {
				continue
			}
			t.Errorf("%s: a word is broken across lines: %q | %q (cell %q)", where, lines[i], lines[i+1], strings.Join(lines, ""))
		}
	}
}

// TestBrowserLayout loads the playground in a narrow window and checks, as
// Chromium renders them, that the table of links and a table in the result
// break links only between their parts and words never, that nothing is
// wider than the window, that text keeps its line breaks, and that the
// result frame has its stylesheet (the page's CSP allows no inline style).
func TestBrowserLayout(t *testing.T) {
	srv := httptest.NewServer(newServer())
	defer srv.Close()
	c := openPage(t, srv.URL+"/")
	if _, err := c.call("Emulation.setDeviceMetricsOverride", map[string]any{"width": 760, "height": 900, "deviceScaleFactor": 1, "mobile": false}); err != nil {
		t.Fatal(err)
	}
	c.waitFor(t, `document.body && document.body.dataset.updated >= 1`)

	show := func(in, text string) {
		t.Helper()
		b, _ := json.Marshal(text)
		expr := fmt.Sprintf(`(() => { const n = Number(document.body.dataset.updated); document.getElementById("in").value = %q; document.getElementById("text").value = %s; update(); return n })()`, in, b)
		n, err := c.eval(expr)
		if err != nil {
			t.Fatal(err)
		}
		c.waitFor(t, `Number(document.body.dataset.updated) > `+n)
	}
	frameWait := func(expr string) string {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
			if v, err := c.inFrame(`document.readyState === "complete" && document.styleSheets.length > 0 && (` + expr + `)`); err == nil && v != "false" {
				return v
			}
		}
		t.Fatalf("timed out waiting in the result frame for %s", expr)
		return ""
	}

	text := "Read https://en.wikipedia.org/wiki/The_Lovemakers_(film)?utm_source=newsletter&utm_medium=email#History_of_the_band today.\n" +
		"Пишите: иван.петрович@пример.рф, смотрите пример.рф/длинный/путь/к/странице\n" +
		"Docs: docs.example.org/guides/getting-started/installation-on-linux or аpple.com"
	show("text", text)
	var cells [][]string
	v, err := c.eval(`JSON.stringify([...document.querySelectorAll("#links tbody td")].map(` + renderedLines + `))`)
	if err != nil || json.Unmarshal([]byte(v), &cells) != nil || len(cells) != 5*5 {
		t.Fatalf("table cells: %v %s", err, v)
	}
	checkBreaks(t, "table of links", cells)
	broken := 0
	for _, lines := range cells {
		if len(lines) > 1 {
			broken++
		}
	}
	if broken < 5 {
		t.Errorf("only %d cells wrap: the window is too wide to test wrapping", broken)
	}
	if v, _ := c.eval(`document.documentElement.scrollWidth <= innerWidth`); v != "true" {
		t.Error("the page is wider than the window")
	}

	// Text mode keeps the line breaks; the frame has its stylesheet.
	lines := frameWait(`document.body.innerText`)
	if want := strings.ReplaceAll(text, "\n", "\n"); lines != want {
		t.Errorf("result text:\n%q\nwant\n%q", lines, want)
	}
	if font, _ := c.inFrame(`getComputedStyle(document.body).fontFamily`); !strings.Contains(font, "system-ui") {
		t.Errorf("result frame font %q: its stylesheet did not load", font)
	}

	// A Markdown table in the result: the link wraps, the words do not.
	show("markdown", "| link | note |\n| --- | --- |\n| https://en.wikipedia.org/wiki/The_Lovemakers_(film)?utm_source=newsletter&utm_medium=email | a note in several ordinary words, unbroken |\n")
	v = frameWait(`document.querySelector("td") && JSON.stringify([...document.querySelectorAll("td")].map(` + renderedLines + `))`)
	cells = nil
	if err := json.Unmarshal([]byte(v), &cells); err != nil || len(cells) != 2 {
		t.Fatalf("result table: %v %s", err, v)
	}
	if len(cells[0]) < 2 {
		t.Errorf("the long link does not wrap: %q", cells[0])
	}
	checkBreaks(t, "result table (words)", cells[1:])
	if v, _ := c.inFrame(`document.documentElement.scrollWidth <= innerWidth`); v != "true" {
		t.Error("the result is wider than its frame")
	}
}
