#!/usr/bin/env bash
# rebuild.sh re-creates the real-page corpus from Debian's packages, for
# provenance: the tests use the committed files and never run this.
#
#   testdata/realpages/rebuild.sh            sites, oracle, skeletons
#   testdata/realpages/rebuild.sh sites      only sites/ (needs apt-get)
#   testdata/realpages/rebuild.sh oracle     only oracle/out and skeletons/
#
# 1. Downloads the exact package versions below (apt-get download; if a
#    version has left the archive, snapshot.debian.org keeps it) and
#    extracts them (dpkg-deb -x) into one scratch root, so the packages'
#    symlinks into each other resolve.
# 2. Builds a staging copy of each site as the packages install it. Only
#    the edits listed per site below are made (each one says why).
# 3. Keeps from each staging site exactly the files Chromium requests when
#    it loads the site's pages at the three breakpoints (oracle/collect.mjs);
#    sites/<site>/FILES lists them with their SHA-256. Each site also keeps
#    SOURCE (package, version, .deb SHA-256, pages) and every package's
#    copyright file under copyright/.
# 4. Runs the oracle (oracle/measure.mjs), the skeleton generator
#    (oracle/skeletons.mjs) and the variants' confirmation
#    (oracle/variants.mjs), and prints the corpus table (oracle/summary.mjs).
# Steps 1, 3 and 4, and the copy in step 2, are oracle/rebuild-lib.sh,
# which every real-page corpus's rebuild.sh shares.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> packages (name=version). The first package is the one the pages
# come from; the others provide files its symlinks point to.
declare -A PKGS=(
  [bootstrap5]="libjs-bootstrap5-doc=5.2.3+dfsg-8 libjs-bootstrap5=5.2.3+dfsg-8"
  [sphinx]="sphinx-doc=5.3.0-4 libjs-sphinxdoc=5.3.0-4 libjs-jquery=3.6.1+dfsg+~3.5.14-1 libjs-underscore=1.13.4~dfsg+~1.11.4-3"
  [python]="python3.11-doc=3.11.2-6+deb12u9 libjs-jquery=3.6.1+dfsg+~3.5.14-1 libjs-underscore=1.13.4~dfsg+~1.11.4-3"
  [django]="python-django-doc=3:3.2.25-0+deb12u7 libjs-sphinxdoc=5.3.0-4 libjs-jquery=3.6.1+dfsg+~3.5.14-1 libjs-underscore=1.13.4~dfsg+~1.11.4-3"
  [flask]="python-flask-doc=2.2.2-3 libjs-sphinxdoc=5.3.0-4 libjs-jquery=3.6.1+dfsg+~3.5.14-1 libjs-underscore=1.13.4~dfsg+~1.11.4-3"
  [lmdb]="lmdb-doc=0.9.24-1"
  [mkdocs]="mkdocs-doc=1.4.2+dfsg-2 libjs-bootstrap4=4.6.1+dfsg1-4+deb12u1 fonts-font-awesome=5.0.10+really4.7.0~dfsg-4.1 libjs-jquery=3.6.1+dfsg+~3.5.14-1 libjs-lunr=2.3.9~dfsg-2 libjs-highlight.js=9.18.5+dfsg1-2"
)
SITES="bootstrap5 sphinx python django flask lmdb mkdocs"
# Bootstrap's example pages rendered (oracle/bs-examples.mjs).
BS_EXAMPLES="album pricing checkout headers navbars product"
# variants.yaml is written by hand.
VARIANTS=hand-written
# No site comes from npm.
declare -A NPM=()

# stage_site SITE STAGE DOC: SITE as its packages install it, and this
# corpus's edits to it.
stage_site() {
  local site=$1 s=$2 doc=$3
  case $site in
  bootstrap5)
    # Hugo content files rendered by our stand-in for Bootstrap's examples
    # layout; dist/ from libjs-bootstrap5 at the URL layout of the
    # Bootstrap site (/docs/5.2/dist/...).
    mkdir -p "$s/docs/5.2/dist/css" "$s/docs/5.2/dist/js"
    node "$ORACLE/bs-examples.mjs" "$doc/libjs-bootstrap5/examples" "$s/docs/5.2" $BS_EXAMPLES
    cp -L "$WORK/root/usr/share/bootstrap-html/css/bootstrap.min.css" "$s/docs/5.2/dist/css/"
    cp -L "$WORK/root/usr/share/bootstrap-html/js/bootstrap.bundle.min.js" "$s/docs/5.2/dist/js/"
    ;;
  sphinx) stagecopy "$doc/sphinx-doc/html" "$s" ;;
  python) stagecopy "$doc/python3.11/html" "$s" ;;
  django) stagecopy "$doc/python-django-doc/html" "$s" ;;
  flask) stagecopy "$doc/python-flask-doc/html" "$s" ;;
  lmdb) stagecopy "$doc/lmdb-doc/html" "$s" ;;
  mkdocs)
    stagecopy "$doc/mkdocs/html" "$s"
    # The pages load highlight.js from the system path
    # file:///usr/share/javascript/highlight.js/ (libjs-highlight.js); the
    # corpus must not depend on the machine, so that path becomes a copy
    # inside the site, _debian/javascript/highlight.js/.
    mkdir -p "$s/_debian/javascript"
    cp -a "$WORK/root/usr/share/javascript/highlight.js" "$s/_debian/javascript/"
    local f
    for f in "$s"/user-guide/*.html; do
      sed -i 's#file:///usr/share/javascript/#../_debian/javascript/#g' "$f"
      # The theme's Google Analytics loader (an external script) is
      # dropped: the corpus renders offline. Its inline config stays.
      sed -i 's#<script async src="https://www.googletagmanager.com/gtag/js?id=None"></script>##' "$f"
    done
    ;;
  esac
}

# shellcheck source=oracle/rebuild-lib.sh
source "$HERE/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
