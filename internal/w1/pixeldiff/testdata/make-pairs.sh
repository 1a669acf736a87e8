#!/bin/sh
# Regenerates the screenshot pairs under testdata/ from the committed HTML
# pages with headless Chromium (Debian's chromium package; set CHROMIUM to
# use another binary). The PNGs are committed: tests never run a browser.
#
#   pairs/<name>/{a,b}.png   400x300 conformance pairs (resized/b is 400x320)
#   bench/{900,4000}-{a,b}.png 1280x900 and 1280x4000 benchmark pairs
#
# Needs chromium and optipng (apt-get install chromium optipng). optipng
# recompresses losslessly and keeps the colour type and bit depth (-nx), so
# the files stay what Chromium produced, only smaller.
#
# Usage: testdata/make-pairs.sh   (from anywhere)
set -eu

CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
cd "$(dirname "$0")"
here=$(pwd)

# shot HTML PNG W H [extra chromium flags...]
shot() {
	html=$1 png=$2 w=$3 h=$4
	shift 4
	"$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars \
		--force-color-profile=srgb --force-device-scale-factor=1 \
		--disable-lcd-text --font-render-hinting=none \
		--window-size="$w,$h" "$@" --screenshot="$here/$png" \
		"file://$here/$html" >/dev/null 2>&1
	[ -s "$png" ] || { echo "make-pairs: no screenshot for $html" >&2; exit 1; }
	optipng -quiet -o2 -nx "$png"
	echo "$png $(wc -c <"$png") bytes"
}

for name in identical moved text tint subpixel; do
	shot "pairs/$name/a.html" "pairs/$name/a.png" 400 300
	shot "pairs/$name/b.html" "pairs/$name/b.png" 400 300
done

# Transparent page background: RGBA screenshots with partial alpha, so the
# alpha blending (checkerboard) path is exercised on real pixels.
shot pairs/alpha/a.html pairs/alpha/a.png 400 300 --default-background-color=00000000
shot pairs/alpha/b.html pairs/alpha/b.png 400 300 --default-background-color=00000000

# A taller window: the images differ in size (a layout difference).
shot pairs/resized/a.html pairs/resized/a.png 400 300
shot pairs/resized/b.html pairs/resized/b.png 400 320

for h in 900 4000; do
	shot bench/a.html "bench/$h-a.png" 1280 "$h"
	shot bench/b.html "bench/$h-b.png" 1280 "$h"
done
