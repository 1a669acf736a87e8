#!/usr/bin/env bash
# rebuild.sh re-creates the second blind real-page corpus
# (testdata/realpages-blind2) from Debian's packages and npm, for
# provenance: the tests use the committed files and never run this. Its
# pages were chosen on 2026-12-06 at commit 9f6d65b, before any witness
# change of that session, from generators that none of testdata/realpages,
# testdata/realpages-wide, testdata/realpages-held and
# testdata/realpages-blind has, and nobody tuned a witness to them. It has
# the format of testdata/realpages and uses that corpus's oracle scripts
# (testdata/realpages/oracle, with REALPAGES_CORPUS pointing here), so
# there is one oracle, one skeleton generator and one loader for all five.
#
#   testdata/realpages-blind2/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-blind2/rebuild.sh sites      only sites/ (needs apt-get)
#   testdata/realpages-blind2/rebuild.sh oracle     oracle/out, skeletons/, variants.json
#
# The steps (download, stage, collect, oracle) are testdata/realpages/
# oracle/rebuild-lib.sh's, which every real-page corpus's rebuild.sh shares;
# this script keeps the packages, the sites and the edits to them.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> Debian packages (name=version); the first is the one the pages
# come from, the others provide files its pages load.
declare -A PKGS=(
  [sqlite]="sqlite3-doc=3.40.1-2+deb12u2"
  [httpd]="apache2-doc=2.4.71-1~deb12u1"
  [nim]="nim-doc=1.6.10-2"
  [yard]="yard-doc=0.9.28-2+deb12u2 libjs-jquery=3.6.1+dfsg+~3.5.14-1"
  [swipl]="swi-prolog-doc=9.0.4+dfsg-2"
)
# No site comes from npm.
declare -A NPM=()
SITES="sqlite httpd nim yard swipl"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated

# stage_site SITE STAGE DOC: SITE as its package installs it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3
  case $site in
  sqlite) stagecopy "$doc/sqlite3" "$s" ;;
  httpd) stagecopy "$doc/apache2-doc/manual" "$s" ;;
  nim)
    stagecopy "$doc/nim/html" "$s"
    # nimdoc's pages link Google Fonts' style sheets (Lato, Source Code
    # Pro): requests that leave the machine. The links are removed; the
    # font stacks fall back to the machine's fonts.
    sed -i '\#<link href=.https://fonts.googleapis.com/css?family=#d' "$s"/*.html
    # tut1-dark.html is tut1.html as a reader sees it after turning the
    # page's own dark-mode switch on (the page keeps the choice in
    # localStorage, which a fresh browser does not have): the theme the
    # page reads at load is dark.
    sed "s#var currentTheme = localStorage.getItem('theme');#var currentTheme = 'dark';#" \
      "$s/tut1.html" > "$s/tut1-dark.html"
    grep -q "var currentTheme = 'dark';" "$s/tut1-dark.html"
    ;;
  # YARD's pages load js/jquery.js, a symlink to libjs-jquery's copy.
  yard) stagecopy "$doc/yard/doc" "$s" ;;
  swipl) stagecopy "$doc/swi-prolog-doc" "$s" ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
