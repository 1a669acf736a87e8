package skeleton

import "errors"

// The lexical rules of the format, exported for tools that write skeletons
// (internal/requester/authoring) so that they refuse a bad name where it is typed,
// with the parser's own words, instead of writing a file the parser then
// refuses. Each returns nil when s is fine.

// CheckID: an id of a breakpoint, screen or element.
func CheckID(s string) error { return ruleErr(checkIdent(s)) }

// CheckTokenName: a token name (dot-separated segments).
func CheckTokenName(s string) error { return ruleErr(checkTokenName(s)) }

// CheckCSSVar: a token's custom property, "--" and [A-Za-z0-9_-]+.
func CheckCSSVar(s string) error { return ruleErr(checkCSSVar(s)) }

// CheckSelector: an element's selector (its syntax is the browser's to
// judge; this is what the parser checks).
func CheckSelector(s string) error { return ruleErr(checkSelector(s)) }

// CheckText: free text such as a skeleton name or a token value, at most
// max bytes.
func CheckText(s string, max int) error { return ruleErr(checkText(s, max)) }

// Lengths of the text fields, for CheckText.
const (
	MaxNameLen  = maxNameLen  // the skeleton's name
	MaxValueLen = maxValueLen // a token's value
)

func ruleErr(msg string) error {
	if msg == "" {
		return nil
	}
	return errors.New(msg)
}
