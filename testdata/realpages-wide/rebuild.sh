#!/usr/bin/env bash
# rebuild.sh re-creates the widened real-page corpus (testdata/realpages-wide)
# from Debian's packages and npm, for provenance: the tests use the
# committed files and never run this. It has the format of
# testdata/realpages and uses that corpus's oracle scripts
# (testdata/realpages/oracle, with REALPAGES_CORPUS pointing here), so there
# is one oracle, one skeleton generator and one loader for both.
#
#   testdata/realpages-wide/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-wide/rebuild.sh sites      only sites/ (needs apt-get, npm)
#   testdata/realpages-wide/rebuild.sh oracle     oracle/out, skeletons/, variants.json
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
  [handbook]="debian-handbook=11.20220922"
  [rust]="rust-doc=1.63.0+dfsg1-2 libjs-jquery=3.6.1+dfsg+~3.5.14-1 libjs-highlight.js=9.18.5+dfsg1-2 libjs-mathjax=2.7.9+dfsg-1 fonts-open-sans=1.11-2 fonts-font-awesome=5.0.10+really4.7.0~dfsg-4.1"
  [git]="git-doc=1:2.39.5-0+deb12u3"
  [debref]="debian-reference-zh-cn=2.100 debian-reference-ja=2.100 debian-reference-common=2.100"
  [texinfo]="gnu-standards=2022.03.23-0.1"
  [gidocgen]="libgtk-4-doc=4.8.3+ds-2+deb12u1"
  [javadoc]="libcommons-lang3-java-doc=3.12.0-2+deb12u1"
)
# site -> npm package (name@version).
declare -A NPM=(
  [fomantic]="fomantic-ui@2.9.4"
)
SITES="handbook rust git debref texinfo gidocgen javadoc fomantic"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated

# stage_site SITE STAGE DOC: SITE as its package installs it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3
  case $site in
  handbook) stagecopy "$doc/debian-handbook/html" "$s" ;;
  rust) stagecopy "$doc/rust-doc/html" "$s" ;;
  git) stagecopy "$doc/git-doc" "$s" ;;
  debref) cp -aL "$WORK/root/usr/share/debian-reference/." "$s/" ;;
  texinfo)
    mkdir -p "$s/gnu-standards"
    cp -L "$doc/gnu-standards/standards.html" "$s/gnu-standards/"
    ;;
  gidocgen) stagecopy "$doc/libgtk-4-doc" "$s" ;;
  javadoc)
    stagecopy "$doc/libcommons-lang3-java/api" "$s"
    # Debian's javadoc build drops the bundled DejaVu web fonts, but the
    # stylesheet still imports resources/fonts/dejavu.css (a request that
    # fails as installed). The import is removed; the machine's DejaVu
    # fonts (the same family) are used either way.
    sed -i "/@import url('resources\/fonts\/dejavu.css');/d" "$s/stylesheet.css"
    ;;
  fomantic)
    tar xzf "$WORK"/npm/fomantic-ui-*.tgz -C "$WORK"
    cp -a "$WORK/package/." "$s/"
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
