package hosts

import (
	"os"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

// TestMain says in one line which tests skipped for want of ../shared.
func TestMain(m *testing.M) { os.Exit(shareddata.Main(m)) }
