package keys

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

// decodeFile strictly decodes a key or trust file into v (a pointer to
// its tagged struct) with internal/strictjson: one JSON object, no
// duplicate, unknown or case-folded names, no nulls, every field present.
// Errors are worded as these files' errors have always read, e.g.
// `roles.w1[0]: unknown field "note"`.
func decodeFile(data []byte, v any) error {
	err := strictjson.Decode(data, v)
	var e *strictjson.Error
	if !errors.As(err, &e) {
		return err
	}
	return errors.New(wordError(e))
}

// plainMapKey finds map keys in a strictjson path (roles["w1"]), which
// these files' messages write as members (roles.w1).
var plainMapKey = regexp.MustCompile(`\["([A-Za-z0-9_-]+)"\]`)

func wordError(e *strictjson.Error) string {
	path := plainMapKey.ReplaceAllString(e.Path, ".$1")
	path = strings.TrimPrefix(path, ".")
	// The step the problem is at: a struct member, a map key or an index.
	parent, last := path, ""
	if i := strings.LastIndexAny(path, ".["); i >= 0 {
		parent, last = path[:i], path[i:]
	} else {
		parent, last = "", path
	}
	pre := ""
	if parent != "" {
		pre = parent + ": "
	}
	switch e.Kind {
	case strictjson.NotUTF8:
		return "not valid UTF-8"
	case strictjson.Empty:
		return "empty or truncated JSON"
	case strictjson.Syntax:
		if e.Truncated {
			return "empty or truncated JSON"
		}
		return "invalid JSON: " + strings.TrimPrefix(e.Reason, "malformed JSON: ")
	case strictjson.Surrogate:
		return "invalid JSON: " + e.Reason
	case strictjson.Trailing:
		return "data after the JSON value"
	case strictjson.NotObject:
		return "expected a JSON object"
	case strictjson.Duplicate:
		return fmt.Sprintf("field %q appears twice", e.Name)
	case strictjson.Unknown:
		return pre + fmt.Sprintf("unknown field %q", e.Name)
	case strictjson.Missing:
		return pre + fmt.Sprintf("missing field %q", e.Name)
	case strictjson.Null, strictjson.WrongType:
		switch {
		case strings.HasSuffix(e.Path, `"]`): // a role's key list
			return path + ": expected an array of keys"
		case strings.HasPrefix(last, "["): // a key in a list
			return path + ": expected a JSON object"
		case e.Kind == strictjson.Null:
			return pre + fmt.Sprintf("field %q is null", strings.TrimPrefix(last, "."))
		default:
			return pre + fmt.Sprintf("field %q: wrong type", strings.TrimPrefix(last, "."))
		}
	}
	return e.Error()
}
