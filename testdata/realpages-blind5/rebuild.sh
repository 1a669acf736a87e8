#!/usr/bin/env bash
# rebuild.sh re-creates the fifth blind real-page corpus
# (testdata/realpages-blind5) from Debian's and npm's packages, for
# provenance: the tests use the committed files and never run this. Its
# pages were chosen on 2026-12-07 at commit 65307e2, before any witness
# change of that session, from generators and frameworks that none of
# testdata/realpages, -wide, -held, -blind, -blind2, -blind3 and -blind4
# has, for what those lack or have little of: text over photographs and
# background images, gradient grounds, dark sidebars, RTL (Persian) in an
# admin template, CJK documentation in large type, and a page with no
# style sheet at all. Nobody tuned a witness to them. It has the format of
# testdata/realpages and uses that corpus's oracle scripts
# (testdata/realpages/oracle, with REALPAGES_CORPUS pointing here), so
# there is one oracle, one skeleton generator and one loader for all eight.
#
#   testdata/realpages-blind5/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-blind5/rebuild.sh sites      only sites/ (needs apt-get and npm)
#   testdata/realpages-blind5/rebuild.sh oracle     oracle/out, skeletons/, variants.json
#
# The steps (download, stage, collect, oracle) are testdata/realpages/
# oracle/rebuild-lib.sh's, which every real-page corpus's rebuild.sh shares;
# this script keeps the packages, the sites and the edits to them.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> Debian packages (name=version); the first is the one the pages
# come from (for creative, the npm package below is), the others provide
# files its pages load.
declare -A PKGS=(
  [ikiwiki]="ikiwiki=3.20200202.3-1"
  [tuxpaint]="tuxpaint-data=1:0.9.28-sdl2-1"
  [putty]="putty-doc=0.78-2+deb12u2"
  [creative]="libjs-bootstrap5=5.2.3+dfsg-8"
)
# site -> npm package (name@version).
declare -A NPM=(
  [creative]="startbootstrap-creative@7.0.7"
  [sbadmin2]="startbootstrap-sb-admin-2@4.1.4"
  [gentelella]="gentelella-rtl@1.4.0"
)
SITES="ikiwiki tuxpaint putty creative sbadmin2 gentelella"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated

# unpack_npm NAME: the site's npm tarball in $WORK/package (one at a time:
# rebuild-lib.sh's sites step reads the licence from there).
unpack_npm() {
  rm -rf "$WORK/package"
  tar xzf "$WORK"/npm/"$1"-*.tgz -C "$WORK"
}

# drop_remote FILE PATTERN...: deletes the lines of FILE that match each
# sed address PATTERN (a <link> or <script> to another host: a corpus page
# renders offline), and fails if FILE still names that host.
drop_remote() {
  local f=$1 p
  shift
  for p in "$@"; do
    sed -i "\\#$p#d" "$f"
    if grep -q "$p" "$f"; then
      echo "rebuild.sh: $f still loads $p" >&2; exit 1
    fi
  done
}

# stage_site SITE STAGE DOC: SITE as its package installs it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3 f
  case $site in
  # ikiwiki's own documentation, built by ikiwiki with its default style
  # sheet (/usr/share/doc/ikiwiki/html). index-blueview.html is the home
  # page with the blueview theme ikiwiki ships (/usr/share/ikiwiki/themes,
  # a replacement style.css and its two images: a header picture under
  # white text on a darkening tile), the way a wiki's setup file picks a
  # theme.
  ikiwiki)
    stagecopy "$doc/ikiwiki/html" "$s"
    mkdir -p "$s/themes"
    stagecopy "$WORK/root/usr/share/ikiwiki/themes/blueview" "$s/themes/blueview"
    sed 's#href="style.css"#href="themes/blueview/style.css"#' "$s/index.html" > "$s/index-blueview.html"
    grep -q 'href="themes/blueview/style.css"' "$s/index-blueview.html"
    ;;
  # Tux Paint's documentation (tuxpaint-data), HTML with its own inline
  # style sheet, in Japanese here; screenshots from the shared html/images.
  tuxpaint) stagecopy "$doc/tuxpaint-data" "$s" ;;
  # PuTTY's manual as Halibut writes HTML: no style sheet at all.
  putty) stagecopy "$doc/putty-doc" "$s" ;;
  creative)
    unpack_npm startbootstrap-creative
    cp -a "$WORK/package/dist/." "$s/"
    # The page loads Bootstrap's script, Bootstrap Icons, two Google Fonts,
    # SimpleLightbox and Start Bootstrap's form script from other hosts.
    # Bootstrap's bundle (the navbar's collapse and scrollspy) is taken
    # from Debian's libjs-bootstrap5 of the version the page names
    # (5.2.3); the others are removed: icons are not drawn, the fonts fall
    # back, the portfolio's lightbox is not set up (scripts.js's last
    # statement then throws, after everything else it does).
    cp "$WORK/root/usr/share/bootstrap-html/js/bootstrap.bundle.min.js" "$s/js/"
    sed -i 's#<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.2.3/dist/js/bootstrap.bundle.min.js"></script>#<script src="js/bootstrap.bundle.min.js"></script>#' "$s/index.html"
    drop_remote "$s/index.html" 'cdn.jsdelivr.net' 'fonts.googleapis.com' 'cdnjs.cloudflare.com' 'cdn.startbootstrap.com'
    grep -q '<script src="js/bootstrap.bundle.min.js">' "$s/index.html"
    ;;
  sbadmin2)
    unpack_npm startbootstrap-sb-admin-2
    cp -a "$WORK/package/." "$s/"
    # Google Fonts' Nunito leaves the machine: the <link> (over three
    # lines) is removed and the font stack falls back. The messages
    # menu's fourth photo (hidden until opened) is on the network: its src
    # is emptied, the img stays.
    for f in "$s/index.html" "$s/utilities-color.html"; do
      perl -0pi -e 's#<link\s+href="https://fonts.googleapis.com/[^>]*>\s*##' "$f"
      drop_remote "$f" 'fonts.googleapis.com'
      sed -i 's#src="https://source.unsplash.com/[^"]*"#src=""#' "$f"
      if grep -q 'source.unsplash.com' "$f"; then
        echo "rebuild.sh: $f still loads a remote image" >&2; exit 1
      fi
    done
    ;;
  gentelella)
    unpack_npm gentelella-rtl
    cp -a "$WORK/package/." "$s/"
    # rebuild-lib.sh's sites step copies the npm package's licence from
    # LICENSE or LICENSE.md; Gentelella RTL calls it LICENSE.txt.
    cp "$WORK/package/LICENSE.txt" "$WORK/package/LICENSE"
    # The profile's photo is on the network (gravatar): its src is
    # emptied, the img stays.
    sed -i 's#src="https://www.gravatar.com/[^"]*"#src=""#' "$s/public/profile.html"
    if grep -q 'gravatar.com' "$s/public/profile.html"; then
      echo "rebuild.sh: profile.html still loads a remote image" >&2; exit 1
    fi
    # The profile's report range is written by custom.js from today's
    # date (moment(), the last 30 days), so the page would change from
    # day to day (the box wraps to a different number of lines at mobile
    # and moves what is below it). Its id is renamed so that the script
    # leaves it alone: it shows the range the HTML ships ("December 30,
    # 2014 - January 28, 2015") and opens no picker on a click.
    sed -i 's#<div id="reportrange" class="pull-left"#<div id="reportrange-static" class="pull-left"#' "$s/public/profile.html"
    [ "$(grep -c 'id="reportrange-static"' "$s/public/profile.html")" = 1 ]
    if grep -q 'id="reportrange"' "$s/public/profile.html"; then
      echo "rebuild.sh: profile.html still has a dated report range" >&2; exit 1
    fi
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
