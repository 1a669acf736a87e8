#!/usr/bin/env bash
# rebuild.sh re-creates the held-out real-page corpus (testdata/realpages-held)
# from Debian's packages and npm, for provenance: the tests use the
# committed files and never run this. Its pages were chosen after rubric
# 1.6.0 and the witnesses' current code were written, from generators and
# frameworks that neither testdata/realpages nor testdata/realpages-wide
# has, and nobody tuned a witness to them. It has the format of
# testdata/realpages and uses that corpus's oracle scripts
# (testdata/realpages/oracle, with REALPAGES_CORPUS pointing here), so there
# is one oracle, one skeleton generator and one loader for all three.
#
#   testdata/realpages-held/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-held/rebuild.sh sites      only sites/ (needs apt-get, npm)
#   testdata/realpages-held/rebuild.sh oracle     oracle/out, skeletons/, variants.json
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
# come from, the others provide files its symlinks point to.
declare -A PKGS=(
  [haddock]="libghc-split-doc=0.2.3.5-1"
  [nodejs]="nodejs-doc=18.20.4+dfsg-1~deb12u3"
  [gtkdoc]="libglib2.0-doc=2.74.6-2+deb12u9"
  [qdoc]="qtbase5-doc-html=5.15.8+dfsg-11+deb12u3"
  [odoc]="libcalendar-ocaml-doc=3.0.0-1"
)
# site -> npm package (name@version).
declare -A NPM=(
  [spectre]="spectre.css@0.5.9"
)
SITES="haddock nodejs gtkdoc qdoc odoc spectre"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated

# stage_site SITE STAGE DOC: SITE as its package installs it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3
  case $site in
  haddock)
    stagecopy "$doc/libghc-split-doc/html" "$s"
    # Haddock links MathJax by its absolute Debian path
    # (file:///usr/share/javascript/mathjax/MathJax.js, libjs-mathjax, a
    # package libghc-split-doc only recommends): a request outside the
    # site. The pages have no math; the loader is removed (its inline
    # x-mathjax-config stays, inert without it).
    sed -i 's#<script src="file:///usr/share/javascript/mathjax/MathJax.js" type="text/javascript"></script>##' "$s"/*.html
    ;;
  nodejs)
    mkdir -p "$s/api"
    stagecopy "$doc/nodejs/api" "$s/api"
    ;;
  gtkdoc)
    mkdir -p "$s/glib"
    stagecopy "$WORK/root/usr/share/gtk-doc/html/glib" "$s/glib"
    ;;
  qdoc) stagecopy "$WORK/root/usr/share/qt5/doc" "$s" ;;
  odoc)
    stagecopy "$doc/libcalendar-ocaml/_html" "$s"
    # odoc.css @imports three Google Fonts style sheets (Fira Mono,
    # Noticia Text, Fira Sans): requests that leave the machine. The
    # imports are removed; the font stacks fall back to the machine's
    # fonts, as they do on any offline machine.
    sed -i "/^@import url('https:\/\/fonts.googleapis.com\//d" "$s/odoc.css"
    ;;
  spectre)
    tar xzf "$WORK"/npm/spectre.css-*.tgz -C "$WORK"
    cp -a "$WORK/package/." "$s/"
    # The docs pages load Google's ad script, Google Analytics and (the
    # component pages) Algolia's DocSearch from the network: requests that
    # leave the machine. The three loaders are removed, and the inline
    # docsearch({...}) call that needs the last; the empty ad slots (<ins>
    # with an inline size) and the inline `adsbygoogle.push` calls stay,
    # so the layout is the page's.
    for f in "$s/docs/index.html" "$s/docs/components/cards.html"; do
      python3 - "$f" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p).read()
s = re.sub(r'[ \t]*<script async="" src="https://pagead2\.googlesyndication\.com/pagead/js/adsbygoogle\.js"></script>\n', '', s)
s = re.sub(r'[ \t]*<script>\s*\(function\(i,s,o,g,r,a,m\).*?</script>\n', '', s, flags=re.S)
s = re.sub(r'[ \t]*<script type="text/javascript" src="https://cdn\.jsdelivr\.net/npm/docsearch\.js@2/dist/cdn/docsearch\.min\.js"></script>\n[ \t]*<script>\s*docsearch\(.*?</script>\n', '', s, flags=re.S)
open(p, 'w').write(s)
PY
    done
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
