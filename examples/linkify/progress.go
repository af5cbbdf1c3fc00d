package main

import (
	"fmt"
	"io"
	"os"
)

// progressMin is the input size from which progress is shown.
const progressMin = 64 << 20

// progress shows how much of a large input file has been read, on stderr
// when it is a terminal; otherwise it does nothing.
type progress struct {
	w           io.Writer // nil: no progress shown
	name        string
	total, read int64
	shown       int // the last percentage shown
}

func newProgress(stderr io.Writer) *progress {
	if f, ok := stderr.(*os.File); ok && isTerminal(f) {
		return &progress{w: stderr}
	}
	return &progress{}
}

// start begins an input; progress is shown for files of progressMin or more.
func (p *progress) start(in input) {
	p.total, p.read, p.shown, p.name = 0, 0, -1, in.name
	if p.w == nil || in.file == nil {
		return
	}
	if fi, err := in.file.Stat(); err == nil && fi.Size() >= progressMin {
		p.total = fi.Size()
	}
}

func (p *progress) add(n int) {
	if p.total == 0 {
		return
	}
	p.read += int64(n)
	if pct := int(p.read * 100 / p.total); pct != p.shown {
		p.shown = pct
		fmt.Fprint(p.w, progressLine(p.name, p.read, p.total))
	}
}

func (p *progress) done() {
	if p.total != 0 {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

// progressLine is the progress of one input, to overwrite the line before.
func progressLine(name string, read, total int64) string {
	const width = 30
	filled := int(read * width / total)
	bar := make([]byte, width)
	for i := range bar {
		bar[i] = ' '
		if i < filled {
			bar[i] = '#'
		}
	}
	return fmt.Sprintf("\rlinkify: %s [%s] %3d%% %d/%d MB", name, bar, read*100/total, read>>20, total>>20)
}
