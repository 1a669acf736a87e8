package keys

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// checkJSON accepts exactly one JSON value in valid UTF-8, with no data
// after it and no object holding the same name twice. encoding/json would
// otherwise let the last duplicate win silently and replace invalid UTF-8.
func checkJSON(data []byte) error {
	if !utf8.Valid(data) {
		return errors.New("not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := walkValue(dec, 0); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the JSON value")
	}
	return nil
}

// maxDepth bounds nesting; the files here are at most four levels deep.
const maxDepth = 16

func walkValue(dec *json.Decoder, depth int) error {
	if depth > maxDepth {
		return errors.New("JSON nested too deeply")
	}
	tok, err := dec.Token()
	if err != nil {
		return jsonErr(err)
	}
	switch tok {
	case json.Delim('{'):
		seen := map[string]bool{}
		for dec.More() {
			nt, err := dec.Token()
			if err != nil {
				return jsonErr(err)
			}
			name, ok := nt.(string)
			if !ok {
				return errors.New("invalid JSON object")
			}
			if seen[name] {
				return fmt.Errorf("field %q appears twice", name)
			}
			seen[name] = true
			if err := walkValue(dec, depth+1); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return jsonErr(err)
		}
	case json.Delim('['):
		for dec.More() {
			if err := walkValue(dec, depth+1); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return jsonErr(err)
		}
	}
	return nil
}

func jsonErr(err error) error {
	if err == io.EOF {
		return errors.New("empty or truncated JSON")
	}
	return fmt.Errorf("invalid JSON: %v", err)
}

// decodeObject decodes a JSON object whose names must each be a key of
// fields (matched exactly, not case-insensitively as encoding/json would)
// and whose values are never null. Names listed in required must be present.
// path prefixes error messages ("" for the top level).
func decodeObject(raw []byte, path string, fields map[string]any, required ...string) error {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return fmt.Errorf("%sexpected a JSON object", prefix(path))
	}
	for name, v := range obj {
		dst, ok := fields[name]
		if !ok {
			return fmt.Errorf("%sunknown field %q", prefix(path), name)
		}
		if bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			return fmt.Errorf("%sfield %q is null", prefix(path), name)
		}
		if err := json.Unmarshal(v, dst); err != nil {
			return fmt.Errorf("%sfield %q: wrong type", prefix(path), name)
		}
	}
	for _, name := range required {
		if _, ok := obj[name]; !ok {
			return fmt.Errorf("%smissing field %q", prefix(path), name)
		}
	}
	return nil
}

func prefix(path string) string {
	if path == "" {
		return ""
	}
	return path + ": "
}
