package mcpserver

import (
	"errors"
	"fmt"
	"strings"
)

// ErrCommand wraps every error of SplitCommand.
var ErrCommand = errors.New("mcp server command")

// SplitCommand splits the text of a command line into words the way a
// POSIX shell does for plain words, without running one: blanks separate
// words, single quotes keep everything up to the next single quote, double
// quotes keep everything up to the next unescaped double quote (inside
// them a backslash escapes only \ and "), and outside quotes a backslash
// keeps the next character. Nothing is expanded: no variables, globs,
// tilde, redirections or command substitution — "$HOME" is five
// characters. A NUL, an unterminated quote or a trailing backslash is an
// error; so is a command line with no word.
func SplitCommand(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == 0:
			return nil, fmt.Errorf("%w: NUL at byte %d", ErrCommand, i)
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("%w: unterminated single quote at byte %d", ErrCommand, i)
			}
			if k := strings.IndexByte(s[i+1:i+1+j], 0); k >= 0 {
				return nil, fmt.Errorf("%w: NUL at byte %d", ErrCommand, i+1+k)
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			j := i + 1
			for ; j < len(s) && s[j] != '"'; j++ {
				if s[j] == 0 {
					return nil, fmt.Errorf("%w: NUL at byte %d", ErrCommand, j)
				}
				if s[j] == '\\' && j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
					j++
				}
				cur.WriteByte(s[j])
			}
			if j >= len(s) {
				return nil, fmt.Errorf("%w: unterminated double quote at byte %d", ErrCommand, i)
			}
			i = j
			inWord = true
		case c == '\\':
			if i+1 >= len(s) {
				return nil, fmt.Errorf("%w: trailing backslash", ErrCommand)
			}
			i++
			if s[i] == 0 {
				return nil, fmt.Errorf("%w: NUL at byte %d", ErrCommand, i)
			}
			if s[i] != '\n' { // backslash-newline joins lines
				cur.WriteByte(s[i])
				inWord = true
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("%w: no command", ErrCommand)
	}
	return words, nil
}
