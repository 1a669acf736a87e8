#!/usr/bin/env bash
# rebuild.sh re-creates the blind real-page corpus (testdata/realpages-blind)
# from Debian's packages and npm, for provenance: the tests use the
# committed files and never run this. Its pages were chosen on 2026-12-06
# at commit bce6a59, before any witness change of that session, from
# generators and frameworks that none of testdata/realpages,
# testdata/realpages-wide and testdata/realpages-held has, and nobody tuned
# a witness to them. It has the format of testdata/realpages and uses that
# corpus's oracle scripts (testdata/realpages/oracle, with REALPAGES_CORPUS
# pointing here), so there is one oracle, one skeleton generator and one
# loader for all four.
#
#   testdata/realpages-blind/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-blind/rebuild.sh sites      only sites/ (needs apt-get, npm)
#   testdata/realpages-blind/rebuild.sh oracle     oracle/out, skeletons/, variants.json
#
# 1. Downloads the exact versions below (apt-get download; npm pack) and
#    extracts the .debs into one scratch root, so that the packages'
#    symlinks into each other resolve.
# 2. Builds a staging copy of each site as the package installs it. Only
#    the edits listed per site below are made (each one says why).
# 3. Keeps exactly the files Chromium requests when it loads the site's
#    pages at the corpus's breakpoints (corpus.json), with SHA-256 in
#    sites/<site>/FILES, SOURCE (package, version, SHA-256 of the .deb or
#    .tgz, pages) and the copyright files.
# 4. Runs the oracle, the skeleton generator, variants.mjs (after gen-variants.mjs
#    writes variants.yaml: one defect per element) and the summary.
# Steps 1, 3 and 4, and the copy in step 2, are testdata/realpages/oracle/
# rebuild-lib.sh, which every real-page corpus's rebuild.sh shares.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> Debian packages (name=version); the first is the one the pages
# come from, the others provide files its pages load.
declare -A PKGS=(
  [erlang]="erlang-doc=1:25.2.3+dfsg-1+deb12u4"
  [kicad]="kicad-doc-zh=6.0.11+dfsg-1"
  [rhelp]="r-base-html=4.2.2.20221110-2 r-base-core=4.2.2.20221110-2"
)
# site -> npm package (name@version).
declare -A NPM=(
  [uikit]="uikit@3.25.29"
  [reveal]="reveal.js@6.0.2"
)
SITES="erlang kicad rhelp uikit reveal"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated

# unpack_npm NAME: the site's npm tarball in $WORK/package (one at a time:
# rebuild-lib.sh's sites step reads the licence from there).
unpack_npm() {
  rm -rf "$WORK/package"
  tar xzf "$WORK"/npm/"$1"-*.tgz -C "$WORK"
}

# stage_site SITE STAGE DOC: SITE as its package installs it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3 f
  case $site in
  erlang) stagecopy "$doc/erlang-doc" "$s" ;;
  kicad)
    stagecopy "$doc/kicad/help/zh" "$s"
    # Asciidoctor's default page links Google Fonts' style sheet (Open
    # Sans, Noto Serif, Droid Sans Mono): a request that leaves the
    # machine. The link is removed; the font stacks fall back to the
    # machine's fonts (CJK text falls back to them anyway).
    sed -i '\#<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=#d' "$s"/*.html
    ;;
  rhelp)
    # R's package indices (tools' HTML index writer) as installed under
    # /usr/lib/R: library/<pkg>/html/ from r-base-html, and the images
    # they link by ../../../doc/html/ from r-base-core (/usr/share/R/doc).
    for f in grid utils; do
      mkdir -p "$s/library/$f/html"
      stagecopy "$WORK/root/usr/lib/R/library/$f/html" "$s/library/$f/html"
    done
    mkdir -p "$s/doc/html"
    stagecopy "$WORK/root/usr/share/R/doc/html" "$s/doc/html"
    ;;
  uikit)
    unpack_npm uikit
    cp -a "$WORK/package/." "$s/"
    # UIkit's test pages load js/test.js, which its dev server builds from
    # tests/js/index.js and the npm package does not ship; that script
    # writes the theme's style sheet (dist/css/uikit.css, or
    # uikit-rtl.css when its RTL switch is on, which also sets
    # document.dir) and the two scripts into the head, and adds a
    # component switcher bar. The edit writes the same three tags in its
    # place (no switcher bar); uikit-article-rtl is article.html with the
    # RTL switch on, copied to article-rtl.html.
    for f in card background offcanvas article; do
      sed -i 's#<script src="js/test.js"></script>#<link rel="stylesheet" href="../dist/css/uikit.css"><script src="../dist/js/uikit.js"></script><script src="../dist/js/uikit-icons.js"></script>#' "$s/tests/$f.html"
    done
    sed -e 's#<html lang="en-gb" dir="ltr">#<html lang="en-gb" dir="rtl">#' \
      -e 's#href="../dist/css/uikit.css"#href="../dist/css/uikit-rtl.css"#' \
      "$s/tests/article.html" > "$s/tests/article-rtl.html"
    ;;
  reveal)
    unpack_npm reveal.js
    cp -a "$WORK/package/." "$s/"
    # The demo deck's images are on the network (static.slid.es): the
    # title slide's logo (its link and image) is removed, and the other
    # slides' images keep their element with an empty src, so that no
    # request leaves the machine; the slides are otherwise the package's.
    python3 - "$s/demo.html" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p).read()
s = re.sub(r'[ \t]*<a href="https://revealjs.com">\s*<img\s+src="https://static\.slid\.es/reveal/logo-v1/reveal-white-text\.svg".*?</a>\n', '', s, count=1, flags=re.S)
s = re.sub(r'(data-)?src="https://static\.slid\.es/[^"]*"', r'\1src=""', s)
open(p, 'w').write(s)
PY
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
