package strictjson

import (
	"strconv"
	"strings"
)

// DecimalPattern returns a regular expression (ECMA-262 and RE2 alike)
// that matches exactly the canonical decimal spellings of 0..max: no sign,
// no leading zeros. JSON Schema has no numeric bounds for strings, so a
// bound on a number written as a string is said digit by digit.
func DecimalPattern(max uint64) string {
	d := strconv.FormatUint(max, 10)
	var alts []string
	alts = append(alts, "0")
	if len(d) > 1 {
		// Every number with fewer digits.
		alts = append(alts, "[1-9][0-9]{0,"+strconv.Itoa(len(d)-2)+"}")
	}
	// Numbers with len(d) digits below max: the same first i digits, a
	// smaller digit at i, anything after.
	for i := 0; i < len(d); i++ {
		lo := byte('0')
		if i == 0 {
			lo = '1'
		}
		hi := d[i] - 1
		if hi < lo {
			continue
		}
		alt := d[:i] + digitRange(lo, hi)
		if rest := len(d) - i - 1; rest > 0 {
			alt += "[0-9]{" + strconv.Itoa(rest) + "}"
		}
		alts = append(alts, alt)
	}
	if d != "0" {
		alts = append(alts, d)
	}
	return "^(" + strings.Join(alts, "|") + ")$"
}

func digitRange(lo, hi byte) string {
	if lo == hi {
		return string(lo)
	}
	return "[" + string(lo) + "-" + string(hi) + "]"
}
