package authoring

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Pin: after a screen file is edited by hand, its pin in index.yaml is
// stale and the skeleton does not load. Pin recomputes every screen's
// sha256 and rewrites only those values in index.yaml — comments, order,
// quoting style of everything else and the layout stay byte for byte —
// then checks the whole skeleton with the parser and writes index.yaml
// (through a temporary file) only if it loads.

// PinChange is one pin that Pin rewrote.
type PinChange struct {
	File     string
	Old, New string
}

// PinResult is what Pin did.
type PinResult struct {
	Changes []PinChange
	// Hash is the skeleton hash after pinning.
	Hash string
	// StaleSignature: index.yaml.sig is there and signed the index as it
	// was; it no longer verifies.
	StaleSignature bool
}

// Pin re-pins the skeleton in dir. Errors are one line: a *skeleton.Error
// (FILE:LINE:COL) for what the parser refuses, else an ErrInput error
// naming the file.
func Pin(dir string) (*PinResult, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, inputErr("%s: cannot open the skeleton directory: %v", dir, pathReason(err))
	}
	defer root.Close()
	fsys := root.FS()
	index, err := readLimited(fsys, skeleton.IndexFile)
	if err != nil {
		return nil, inputErr("%s: %v", skeleton.IndexFile, err)
	}
	newIndex, changes, err := PinIndex(index, func(name string) ([]byte, error) { return readLimited(fsys, name) })
	if err != nil {
		return nil, err
	}
	// The parser judges the result, from the new index and the
	// directory's other files, before anything is written.
	sk, err := skeleton.Load(overlay{fsys, newIndex}, skeleton.Options{})
	if err != nil {
		return nil, err
	}
	res := &PinResult{Changes: changes, Hash: sk.Hash}
	if len(changes) == 0 {
		return res, nil
	}
	if err := replace(filepath.Join(dir, skeleton.IndexFile), newIndex); err != nil {
		return nil, err
	}
	if _, err := root.Lstat(skeleton.SigFile); err == nil {
		res.StaleSignature = true
	}
	return res, nil
}

// PinIndex returns index with every screen's sha256 value replaced by the
// SHA-256 of the file read returns for the screen's file, and what
// changed. Only the value's text changes (it is written double-quoted);
// every other byte stays. Where the index is not what the parser reads
// (a syntax error, no screens list), the error is the parser's own.
func PinIndex(index []byte, read func(name string) ([]byte, error)) ([]byte, []PinChange, error) {
	parserErr := func() error {
		_, err := skeleton.LoadFiles(map[string]string{skeleton.IndexFile: string(index)}, skeleton.Options{})
		if err == nil {
			err = inputErr("%s: not a skeleton index", skeleton.IndexFile)
		}
		return err
	}
	if !utf8.Valid(index) {
		return nil, nil, parserErr()
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(index, &doc); err != nil || doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, nil, parserErr()
	}
	screens := mapValue(doc.Content[0], "screens")
	if screens == nil || screens.Kind != yaml.SequenceNode {
		return nil, nil, parserErr()
	}
	lines := lineStarts(index)
	type edit struct {
		start, end int
		text       string
	}
	var edits []edit
	var changes []PinChange
	var pins []string // per item, what its sha256 must read after the edits
	for i, item := range screens.Content {
		where := fmt.Sprintf("%s:%d:%d: screens[%d]", skeleton.IndexFile, item.Line, item.Column, i)
		if item.Kind != yaml.MappingNode {
			return nil, nil, parserErr()
		}
		file := mapValue(item, "file")
		if file == nil || file.Kind != yaml.ScalarNode || file.Tag != "!!str" {
			return nil, nil, parserErr()
		}
		key, val := mapEntry(item, "sha256")
		if key == nil {
			return nil, nil, inputErr("%s: no sha256 to pin; add `sha256: \"\"` to the entry of %s", where, file.Value)
		}
		where = fmt.Sprintf("%s:%d:%d: screens[%d].sha256", skeleton.IndexFile, val.Line, val.Column, i)
		if val.Kind != yaml.ScalarNode || val.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
			return nil, nil, inputErr("%s: write the pin as a plain or quoted scalar (it is %s)", where, kindName(val))
		}
		data, err := read(file.Value)
		if err != nil {
			return nil, nil, inputErr("%s:%d:%d: screens[%d].file: %q: %v", skeleton.IndexFile, file.Line, file.Column, i, file.Value, err)
		}
		sum := sha256.Sum256(data)
		pin := hex.EncodeToString(sum[:])
		pins = append(pins, pin)
		if val.Value == pin && val.Tag == "!!str" {
			continue
		}
		start, ok := offset(index, lines, val.Line, val.Column)
		if !ok {
			return nil, nil, inputErr("%s: cannot find the value in the file", where)
		}
		end := start
		switch {
		case val.Tag == "!!null" && val.Value == "":
			// Nothing written: insert the value where it would stand.
			text := `"` + pin + `"`
			prev := start - 1
			for prev >= 0 && (index[prev] == ' ' || index[prev] == '\t') {
				prev--
			}
			switch {
			case prev >= 0 && index[prev] == ':' && prev == start-1:
				text = " " + text
			case prev < 0 || index[prev] != ':':
				text = ": " + text // a flow key without a colon: {sha256, …}
			}
			edits = append(edits, edit{start, start, text})
			changes = append(changes, PinChange{File: file.Value, Old: "", New: pin})
			continue
		case val.Style&yaml.DoubleQuotedStyle != 0:
			end = scanDouble(index, start)
		case val.Style&yaml.SingleQuotedStyle != 0:
			end = scanSingle(index, start)
		default:
			end = scanPlain(index, start, item.Style&yaml.FlowStyle != 0 || screens.Style&yaml.FlowStyle != 0)
		}
		if end <= start {
			return nil, nil, inputErr("%s: cannot find the end of the value", where)
		}
		edits = append(edits, edit{start, end, `"` + pin + `"`})
		changes = append(changes, PinChange{File: file.Value, Old: val.Value, New: pin})
	}
	out := slices.Clone(index)
	for k := len(edits) - 1; k >= 0; k-- {
		e := edits[k]
		out = slices.Concat(out[:e.start], []byte(e.text), out[e.end:])
	}
	// The edits were made on the text; the YAML must now say what they
	// meant, or the index is written in a way Pin cannot edit in place
	// (an explicit "? key", a multi-line plain scalar).
	if err := checkPins(out, pins); err != nil {
		return nil, nil, err
	}
	return out, changes, nil
}

func checkPins(index []byte, pins []string) error {
	var doc yaml.Node
	bad := func(i int) error {
		return inputErr("%s: screens[%d].sha256 cannot be edited in place; write it as `sha256: \"\"` on its own and pin again", skeleton.IndexFile, i)
	}
	if err := yaml.Unmarshal(index, &doc); err != nil || len(doc.Content) != 1 {
		return bad(0)
	}
	screens := mapValue(doc.Content[0], "screens")
	if screens == nil || len(screens.Content) != len(pins) {
		return bad(0)
	}
	for i, item := range screens.Content {
		v := mapValue(item, "sha256")
		if v == nil || v.Kind != yaml.ScalarNode || v.Value != pins[i] {
			return bad(i)
		}
	}
	return nil
}

func kindName(n *yaml.Node) string {
	switch {
	case n.Kind == yaml.AliasNode:
		return "an alias"
	case n.Kind == yaml.MappingNode:
		return "a mapping"
	case n.Kind == yaml.SequenceNode:
		return "a list"
	}
	return "a block scalar"
}

// mapEntry finds key in a mapping node (not through merge keys: a pin is
// written in its own entry).
func mapEntry(m *yaml.Node, key string) (k, v *yaml.Node) {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Kind == yaml.ScalarNode && m.Content[i].Value == key {
			return m.Content[i], m.Content[i+1]
		}
	}
	return nil, nil
}

func mapValue(m *yaml.Node, key string) *yaml.Node {
	_, v := mapEntry(m, key)
	return v
}

// lineStarts are the byte offsets where each line begins.
func lineStarts(b []byte) []int {
	out := []int{0}
	for i, c := range b {
		if c == '\n' {
			out = append(out, i+1)
		}
	}
	return out
}

// offset turns yaml.v3's 1-based line and character column into a byte
// offset.
func offset(b []byte, lines []int, line, col int) (int, bool) {
	if line < 1 || line > len(lines) || col < 1 {
		return 0, false
	}
	off := lines[line-1]
	for c := 1; c < col; c++ {
		if off >= len(b) || b[off] == '\n' {
			return off, c == col
		}
		_, n := utf8.DecodeRune(b[off:])
		off += n
	}
	return off, true
}

func scanDouble(b []byte, start int) int {
	if start >= len(b) || b[start] != '"' {
		return -1
	}
	for i := start + 1; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return -1
}

func scanSingle(b []byte, start int) int {
	if start >= len(b) || b[start] != '\'' {
		return -1
	}
	for i := start + 1; i < len(b); i++ {
		if b[i] == '\'' {
			if i+1 < len(b) && b[i+1] == '\'' {
				i++
				continue
			}
			return i + 1
		}
	}
	return -1
}

// scanPlain finds the end of a one-line plain scalar: the line's end, a
// comment (" #"), or in a flow collection ',', ']' or '}'.
func scanPlain(b []byte, start int, flow bool) int {
	end := start
	for i := start; i < len(b); i++ {
		c := b[i]
		if c == '\n' || c == '\r' || c == '#' && i > start && (b[i-1] == ' ' || b[i-1] == '\t') {
			break
		}
		if flow && (c == ',' || c == ']' || c == '}') {
			break
		}
		end = i + 1
	}
	for end > start && (b[end-1] == ' ' || b[end-1] == '\t') {
		end--
	}
	return end
}

// readLimited reads a skeleton file within the parser's size limit.
func readLimited(fsys fs.FS, name string) ([]byte, error) {
	if !fs.ValidPath(name) || strings.Contains(name, `\`) {
		return nil, errors.New("not a clean relative path inside the skeleton")
	}
	f, err := fsys.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, errors.New("file not found")
		}
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	data, err := io.ReadAll(io.LimitReader(f, skeleton.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > skeleton.MaxFileSize {
		return nil, fmt.Errorf("file is larger than %d bytes", skeleton.MaxFileSize)
	}
	return data, nil
}

// overlay is fsys with index.yaml replaced.
type overlay struct {
	fs.FS
	index []byte
}

func (o overlay) Open(name string) (fs.File, error) {
	if name == skeleton.IndexFile {
		return &memFile{name: name, r: bytes.NewReader(o.index)}, nil
	}
	return o.FS.Open(name)
}

type memFile struct {
	name string
	r    *bytes.Reader
}

func (f *memFile) Read(p []byte) (int, error) { return f.r.Read(p) }
func (f *memFile) Close() error               { return nil }
func (f *memFile) Stat() (fs.FileInfo, error) { return memInfo{f}, nil }

type memInfo struct{ f *memFile }

func (i memInfo) Name() string       { return i.f.name[strings.LastIndexByte(i.f.name, '/')+1:] }
func (i memInfo) Size() int64        { return i.f.r.Size() }
func (i memInfo) Mode() fs.FileMode  { return 0o444 }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return false }
func (i memInfo) Sys() any           { return nil }
