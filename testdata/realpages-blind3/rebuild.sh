#!/usr/bin/env bash
# rebuild.sh re-creates the third blind real-page corpus
# (testdata/realpages-blind3) from Debian's packages, for provenance: the
# tests use the committed files and never run this. Its pages were chosen
# on 2026-12-07 at commit 2c88740, before any witness change of that
# session, from generators that none of testdata/realpages,
# testdata/realpages-wide, testdata/realpages-held, testdata/realpages-blind
# and testdata/realpages-blind2 has, and nobody tuned a witness to them. It
# has the format of testdata/realpages and uses that corpus's oracle
# scripts (testdata/realpages/oracle, with REALPAGES_CORPUS pointing here),
# so there is one oracle, one skeleton generator and one loader for all six.
#
#   testdata/realpages-blind3/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-blind3/rebuild.sh sites      only sites/ (needs apt-get)
#   testdata/realpages-blind3/rebuild.sh oracle     oracle/out, skeletons/, variants.json
#
# The steps (download, stage, collect, oracle) are testdata/realpages/
# oracle/rebuild-lib.sh's, which every real-page corpus's rebuild.sh shares;
# this script keeps the packages, the sites and the edits to them.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> Debian packages (name=version); the first is the one the pages
# come from, the others provide files its pages load.
declare -A PKGS=(
  [racket]="racket-doc=8.7+dfsg1-1"
  [scala]="scala-doc=2.11.12-5"
  [docutils]="docutils-doc=0.19+dfsg-6"
  [zarith]="libzarith-ocaml-doc=1.12-1"
  [groff]="groff=1.22.4-10 groff-base=1.22.4-10"
  [vim]="vim-doc=2:9.0.1378-2+deb12u2"
)
# No site comes from npm.
declare -A NPM=()
SITES="racket scala docutils zarith groff vim"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated

# stage_site SITE STAGE DOC: SITE as its package installs it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3
  case $site in
  racket)
    stagecopy "$doc/racket" "$s"
    # manual-racket.js asks Racket's package server for each section title's
    # package source (a request that leaves the machine). The call is
    # skipped, as the script itself skips it on a browser without fetch;
    # the title's "Link to this section" box is made as before.
    sed -i 's/if (mod_path \&\& source_pkg \&\& tag \&\& window.fetch) {/if (mod_path \&\& source_pkg \&\& tag \&\& false) {/' "$s/manual-racket.js"
    grep -q 'source_pkg && tag && false) {' "$s/manual-racket.js"
    ;;
  # scala-doc installs the library's API under scala-2.11 (its own
  # directory, scala-doc/html, is a symlink to it).
  scala)
    stagecopy "$doc/scala-2.11/api/library" "$s"
    # index.html's iframe names package.html as its src, and index.js
    # loads package.html into it again at once (location.replace), which
    # aborts the first load: a failed request to collect.mjs. The src is
    # dropped, so the script's load is the only one; the pane shows the
    # same page.
    sed -i 's#<iframe id="template" name="template" src="package.html"></iframe>#<iframe id="template" name="template"></iframe>#' "$s/index.html"
    grep -q '<iframe id="template" name="template"></iframe>' "$s/index.html"
    ;;
  docutils) stagecopy "$doc/docutils-doc" "$s" ;;
  # libzarith-ocaml-doc installs Zarith's ocamldoc reference under the
  # -dev package's doc directory (its own doc/ is a link there).
  zarith) stagecopy "$doc/libzarith-ocaml-dev/doc/html" "$s" ;;
  # groff's HTML manuals (pic by groff -Thtml, mom's by hand) are under
  # groff-base's doc directory, installed by the groff package (groff-base
  # brings the copyright file its doc directory shares).
  groff) stagecopy "$doc/groff-base/html" "$s" ;;
  vim)
    stagecopy "$doc/vim/html" "$s"
    # vim2html writes its tags in capitals; the variants' style sheets go
    # in before the first "</head>", which the oracle's and the Go loader's
    # injection look for in lower case. HTML's tag names are
    # case-insensitive: the page is the same.
    sed -i 's#</HEAD>#</head>#' "$s/usr_01.html"
    grep -q '</head>' "$s/usr_01.html"
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
