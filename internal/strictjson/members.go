package strictjson

import (
	"io"

	"github.com/go-json-experiment/json/jsontext"
)

// membersOpts read leniently: Members is for looking into a body before,
// or instead of, a strict decode, and must see what encoding/json's token
// stream would show (the ledger's ingest rules depend on it).
var membersOpts = []jsontext.Options{jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true)}

// Members walks the top level of the JSON object in data, calling fn with
// each member's name and raw value, in order. Duplicate names are passed
// on (the caller decides); invalid UTF-8 and unpaired surrogate escapes
// in names are replaced by U+FFFD. When a value is not well-formed, fn is
// called with its name and a nil value, and Members stops. An error from
// fn stops the walk and is returned as it is. The value is valid only
// during the call.
//
// Errors about the data are *Error (Empty, NotObject, Syntax, Trailing),
// with the reasons Decode gives; a Syntax error in a member's value has
// that member's name as its path.
func Members(data []byte, fn func(name string, value jsontext.Value) error) error {
	s := getState(data, membersOpts)
	defer putState(s)
	tok, err := s.dec.ReadToken()
	switch {
	case err == io.EOF:
		return &Error{Kind: Empty, Reason: "empty body"}
	case err != nil:
		return s.syntax(err)
	case tok.Kind() != '{':
		return &Error{Kind: NotObject, Reason: "body must be a JSON object, got " + jsonKind(tok.Kind())}
	}
	for {
		switch s.dec.PeekKind() {
		case '}':
			if _, err := s.dec.ReadToken(); err != nil {
				return s.syntax(err)
			}
			if _, err := s.dec.ReadToken(); err != io.EOF {
				return &Error{Kind: Trailing, Reason: "trailing data after the JSON object"}
			}
			return nil
		case 0:
			_, err := s.dec.ReadToken()
			return s.syntax(err)
		}
		tok, err := s.dec.ReadToken()
		if err != nil {
			return s.syntax(err)
		}
		name := tok.String()
		val, err := s.dec.ReadValue()
		if err != nil {
			if ferr := fn(name, nil); ferr != nil {
				return ferr
			}
			s.path = append(s.path, pathSeg{key: name, kind: 'k'})
			return s.syntax(err)
		}
		if err := fn(name, val); err != nil {
			return err
		}
	}
}

// Unquote returns the text of a raw JSON string, with invalid UTF-8 and
// unpaired surrogate escapes replaced by U+FFFD (as encoding/json does).
func Unquote(v jsontext.Value) string {
	b, _ := jsontext.AppendUnquote(nil, v)
	return string(b)
}

// KindName names a JSON kind as error messages do: null, boolean, string,
// number, object, array.
func KindName(k jsontext.Kind) string { return jsonKind(k) }
