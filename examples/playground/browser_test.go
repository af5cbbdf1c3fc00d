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

// TestBrowser loads the playground in headless Chromium, types a sample
// into it, and checks the links it shows. It installs nothing: without
// Chromium it skips (.ci/run installs Debian's chromium).
func TestBrowser(t *testing.T) {
	chromium := chromiumPath()
	if chromium == "" {
		t.Skip("skipped: no Chromium (install Debian's chromium, or set CHROMIUM)")
	}
	srv := httptest.NewServer(newServer()) // on 127.0.0.1
	defer srv.Close()

	profile, err := os.MkdirTemp("", "playground-chromium")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(profile)
	cmd := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+profile, "--remote-debugging-port=0", "--remote-allow-origins=http://127.0.0.1", "about:blank")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // to end its helper processes too
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
	}()
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
	req, _ := http.NewRequest(http.MethodPut, "http://127.0.0.1:"+port+"/json/new?"+srv.URL+"/", nil)
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
	defer ws.Close()
	c := &cdp{ws: ws}

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
		"аpple.com | url | https://xn--pple-43d.com/ | https://xn--pple-43d.com/ | mixed-script",
		"a@example.org | email | mailto:a@example.org | a@example.org | linked",
	}, "\n")
	if rows != want {
		t.Errorf("links shown:\n%s\nwant:\n%s", rows, want)
	}
	html, _ := c.eval(`document.getElementById("result").srcdoc`)
	if !strings.Contains(html, `<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" rel="nofollow ugc">例え.jp/パス</a>`) {
		t.Errorf("result: %s", html)
	}
}
