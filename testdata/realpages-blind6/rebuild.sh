#!/usr/bin/env bash
# rebuild.sh re-creates the sixth blind real-page corpus
# (testdata/realpages-blind6) from Debian's and npm's packages, for
# provenance: the tests use the committed files and never run this. Its
# pages were chosen on 2026-12-07 at commit b81af8c, before any witness
# change of that session, from generators and frameworks that none of
# testdata/realpages, -wide, -held, -blind, -blind2, -blind3, -blind4 and
# -blind5 has, for what those lack or have little of: a dark theme
# (mkdocs-material's slate scheme), Korean (CJK other than Japanese and
# Chinese) and Persian RTL help in GNOME's own style, text on gradient
# title bars in a bitmap-style web font (98.css), photographs behind
# cards and an RTL dashboard (Tabler), R Markdown vignettes as knitr and
# pandoc write them, and GAP's manuals as GAPDoc writes them. Nobody
# tuned a witness to them. It has the format of testdata/realpages and
# uses that corpus's oracle scripts (testdata/realpages/oracle, with
# REALPAGES_CORPUS pointing here), so there is one oracle, one skeleton
# generator and one loader for all nine.
#
#   testdata/realpages-blind6/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-blind6/rebuild.sh sites      only sites/ (needs apt-get, npm and yelp-build)
#   testdata/realpages-blind6/rebuild.sh oracle     oracle/out, skeletons/, variants.json
#
# The steps (download, stage, collect, oracle) are testdata/realpages/
# oracle/rebuild-lib.sh's, which every real-page corpus's rebuild.sh shares;
# this script keeps the packages, the sites and the edits to them.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> Debian packages (name=version); the first is the one the pages
# come from.
declare -A PKGS=(
  [gnomehelp]="gnome-user-docs=43.0-2"
  [literatenav]="mkdocs-literate-nav-doc=0.6.0-1"
  [gap]="gap-doc=4.12.1-2"
  [rmarkdown]="r-cran-rmarkdown=2.20+dfsg-1"
)
# site -> npm package (name@version).
declare -A NPM=(
  [win98]="98.css@0.1.21"
  [tabler]="tabler-ui@0.0.34"
)
SITES="gnomehelp literatenav gap rmarkdown win98 tabler"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated
# GNOME's help ships as Mallard sources; its HTML is what yelp-build (this
# version, Debian's yelp-tools with its yelp-xsl) writes from them, as
# GNOME's help web site and yelp itself do. Install it with
# `apt-get install --no-install-recommends yelp-tools=42.1-2`: its
# recommends bring font packages (fonts-noto-mono, gsfonts,
# fonts-droid-fallback) that change what monospace, Helvetica and Times
# resolve to, and the oracle and the witnesses must measure with the
# machine's own font set (the one CI has).
YELP_TOOLS=42.1-2
YELP_XSL=42.1-2+deb12u1

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

# need_version PKG VERSION: fails unless the installed Debian package PKG
# has VERSION (a tool that writes the pages: another version writes other
# pages).
need_version() {
  local v
  v=$(dpkg-query -W -f='${Version}' "$1" 2>/dev/null || true)
  if [ "$v" != "$2" ]; then
    echo "rebuild.sh: needs $1 $2 installed (apt-get install --no-install-recommends $1=$2), has '${v:-none}'" >&2; exit 1
  fi
}

# stage_site SITE STAGE DOC: SITE as its package installs it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3 f l
  case $site in
  # GNOME's desktop help (gnome-user-docs 43) in Persian and Korean, built
  # by yelp-build into one directory per language (the figures the
  # translations link to the C originals, which the scratch root holds).
  gnomehelp)
    need_version yelp-tools "$YELP_TOOLS"
    need_version yelp-xsl "$YELP_XSL"
    for l in fa ko; do
      mkdir -p "$s/$l"
      (cd "$WORK/root/usr/share/help/$l/gnome-help" && yelp-build html -o "$s/$l/" .)
    done
    ;;
  # mkdocs-literate-nav's documentation, built by Debian with MkDocs 1.4.2
  # and the mkdocs-material 8.2.5 theme (teal and purple). Roboto from
  # Google Fonts leaves the machine: the preconnect and the stylesheet
  # are removed and the theme's font stack falls back. reference.html is
  # shown in the theme's own dark scheme, "slate" (palette.css ships it),
  # the way a site's mkdocs.yml picks it (palette: scheme: slate).
  literatenav)
    stagecopy "$doc/mkdocs-literate-nav-doc/html" "$s"
    for f in "$s/index.html" "$s/reference.html"; do
      drop_remote "$f" 'fonts.gstatic.com' 'fonts.googleapis.com'
    done
    # The header's repository link fetches the repository's star and fork
    # counts from GitHub's API (data-md-component="source"): the attribute
    # is removed, the link stays and shows no counts, as when that API
    # cannot be reached.
    for f in "$s/index.html" "$s/reference.html"; do
      sed -i 's# data-md-component="source"##' "$f"
      if grep -q 'data-md-component="source"' "$f"; then
        echo "rebuild.sh: $f still fetches the repository's facts" >&2; exit 1
      fi
    done
    sed -i 's#data-md-color-scheme=""#data-md-color-scheme="slate"#' "$s/reference.html"
    grep -q 'data-md-color-scheme="slate"' "$s/reference.html"
    ;;
  # GAP 4.12's tutorial and reference manual as GAPDoc writes them
  # (/usr/share/gap/doc, one directory per book).
  gap)
    stagecopy "$WORK/root/usr/share/gap/doc/tut" "$s/tut"
    stagecopy "$WORK/root/usr/share/gap/doc/ref" "$s/ref"
    ;;
  # rmarkdown's two vignettes, as the package ships them (knitr and
  # pandoc's html_vignette: the whole page in one file).
  # The vignettes load MathJax from another host (a script that pandoc's
  # template adds to every page, whether it has mathematics or not: these
  # have none): the script is removed. rmarkdown.html's five book covers
  # and cheat-sheet pictures are on the network: their src is emptied, the
  # img (its alt text, its width) stays.
  rmarkdown)
    stagecopy "$WORK/root/usr/lib/R/site-library/rmarkdown/doc" "$s"
    for f in "$s/rmarkdown.html" "$s/lua-filters.html"; do
      perl -0pi -e 's#<script>\s*\(function \(\) \{\s*var script = document.createElement\("script"\);.*?mathjax\.rstudio\.com.*?</script>\s*##s' "$f"
      sed -i 's#<img src="https://[^"]*"#<img src=""#g' "$f"
      if grep -q 'mathjax.rstudio.com\|<img src="https://' "$f"; then
        echo "rebuild.sh: $f still loads from the network" >&2; exit 1
      fi
    done
    ;;
  # 98.css's documentation page (dist/index.html): Windows 98 controls in
  # the package's own bitmap-style web font.
  win98)
    unpack_npm 98.css
    cp -a "$WORK/package/dist/." "$s/"
    # The intro's two badges (npm version, gzip size) are images served by
    # another host: their src is emptied, the img (its alt text) stays.
    sed -i 's#<img alt="\([^"]*\)" src="https://98badges.now.sh/[^"]*"#<img alt="\1" src=""#' "$s/index.html"
    if grep -q 'src="https://' "$s/index.html"; then
      echo "rebuild.sh: index.html still loads a remote image" >&2; exit 1
    fi
    ;;
  # Tabler's demo pages (the npm package's dist/, Bootstrap 4 with
  # require.js). Font Awesome and Google Fonts' Source Sans Pro leave the
  # machine: their <link>s are removed (Tabler's own Feather icon font is
  # local; the text falls back).
  tabler)
    unpack_npm tabler-ui
    cp -a "$WORK/package/dist/." "$s/"
    for f in "$s/pricing-cards.html" "$s/profile.html" "$s/rtl.html"; do
      drop_remote "$f" 'maxcdn.bootstrapcdn.com' 'fonts.googleapis.com'
    done
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
