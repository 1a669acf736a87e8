#!/usr/bin/env bash
# rebuild.sh re-creates the fourth blind real-page corpus
# (testdata/realpages-blind4) from Debian's and npm's packages, for
# provenance: the tests use the committed files and never run this. Its
# pages were chosen on 2026-12-07 at commit e91027f, before any witness
# change of that session, from generators and frameworks that none of
# testdata/realpages, -wide, -held, -blind, -blind2 and -blind3 has, for
# what those lack or have little of: dark themes, RTL (Arabic-script) and
# CJK text, text over gradients and photographs. Nobody tuned a witness to
# them. It has the format of testdata/realpages and uses that corpus's
# oracle scripts (testdata/realpages/oracle, with REALPAGES_CORPUS pointing
# here), so there is one oracle, one skeleton generator and one loader for
# all seven.
#
#   testdata/realpages-blind4/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-blind4/rebuild.sh sites      only sites/ (needs apt-get and npm)
#   testdata/realpages-blind4/rebuild.sh oracle     oracle/out, skeletons/, variants.json
#
# The steps (download, stage, collect, oracle) are testdata/realpages/
# oracle/rebuild-lib.sh's, which every real-page corpus's rebuild.sh shares;
# this script keeps the packages, the sites and the edits to them.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> Debian packages (name=version); the first is the one the pages
# come from (for adminlte, the npm package below is), the others provide
# files its pages load.
declare -A PKGS=(
  [sil]="fonts-sil-awami-nastaliq=2.200-1 fonts-sil-scheherazade=2.100-2.1 fonts-sil-harmattan=2.000-1"
  [lohelp]="libreoffice-help-ja=4:7.4.7-1+deb12u14 libreoffice-help-zh-cn=4:7.4.7-1+deb12u14 libreoffice-help-common=4:7.4.7-1+deb12u14 node-normalize.css=8.0.1-5 node-prismjs=1.29.0+dfsg+~1.26.0-1"
  [adminlte]="libjs-jquery=3.6.1+dfsg+~3.5.14-1 libjs-bootstrap4=4.6.1+dfsg1-4+deb12u1"
)
# site -> npm package (name@version).
declare -A NPM=(
  [adminlte]="admin-lte@3.2.0"
  [weui]="weui@2.6.26"
)
SITES="sil lohelp adminlte weui"
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
  # SIL's Arabic-script fonts ship a web-font example page each, beside
  # the font's WOFF file and a style sheet (/usr/share/doc/<pkg>/web).
  sil)
    for f in fonts-sil-awami-nastaliq fonts-sil-scheherazade fonts-sil-harmattan; do
      stagecopy "$doc/$f/web" "$s/$f"
    done
    ;;
  # LibreOffice's offline help (help2 XSLT output) under
  # /usr/share/libreoffice/help: the shared scripts and style sheets from
  # libreoffice-help-common, whose normalize.css and prism files are links
  # into node-normalize.css and node-prismjs.
  lohelp)
    stagecopy "$WORK/root/usr/share/libreoffice/help" "$s"
    # help2.js adds The Document Foundation's Piwik (analytics) script
    # by a protocol-relative URL: from file:// a request for
    # file://piwik.documentfoundation.org/piwik.js. The script is not
    # inserted (its queue, _paq, is still filled); the page is otherwise
    # as installed.
    sed -i "s#g.src=u+'piwik.js'; s.parentNode.insertBefore(g,s);#g.src=u+'piwik.js';#" "$s/help2.js"
    grep -q "g.src=u+'piwik.js';\$" "$s/help2.js"
    ;;
  adminlte)
    unpack_npm admin-lte
    cp -a "$WORK/package/." "$s/"
    # The package's pages load plugins/ (jQuery, Bootstrap), which its
    # postinstall copies from node_modules and the tarball does not ship:
    # they are taken from Debian's packages of the versions it asks for
    # (jquery ^3.6.0, bootstrap ^4.6.1). Font Awesome, Ionicons and Google
    # Fonts' Source Sans Pro are not: their links are removed (Font
    # Awesome would be a second npm package; the other two leave the
    # machine), so icons are not drawn and the font stack falls back.
    mkdir -p "$s/plugins/jquery" "$s/plugins/bootstrap/js"
    cp "$WORK/root/usr/share/javascript/jquery/jquery.min.js" "$s/plugins/jquery/"
    cp "$WORK/root/usr/share/nodejs/bootstrap/dist/js/bootstrap.bundle.min.js" "$s/plugins/bootstrap/js/"
    for f in "$s/pages/widgets.html" "$s/pages/UI/buttons.html" "$s/pages/UI/general.html"; do
      sed -i -e '\#<link rel="stylesheet" href="https://fonts.googleapis.com/#d' \
        -e '\#<link rel="stylesheet" href="https://code.ionicframework.com/#d' \
        -e '\#<link rel="stylesheet" href="../../plugins/fontawesome-free/css/all.min.css">#d' \
        -e '\#<link rel="stylesheet" href="../plugins/fontawesome-free/css/all.min.css">#d' "$f"
      if grep -q 'https://fonts.googleapis\|ionicframework\|fontawesome-free' "$f"; then
        echo "rebuild.sh: $f still loads a removed style sheet" >&2; exit 1
      fi
    done
    # widgets.html's first "card refresh" box loads widgets.html itself by
    # XHR at start, which Chromium refuses from file://; it is set not to
    # load at start, as the page's second such box is, and shows its own
    # content. general.html's carousel images are on the network
    # (placehold.it): their src is emptied, the img elements stay.
    sed -i '0,/data-source="widgets.html" data-source-selector="#card-refresh-content">/s//data-source="widgets.html" data-source-selector="#card-refresh-content" data-load-on-init="false">/' "$s/pages/widgets.html"
    [ "$(grep -c 'data-load-on-init="false"' "$s/pages/widgets.html")" = 2 ]
    sed -i 's#src="https://placehold.it/[^"]*"#src=""#' "$s/pages/UI/general.html"
    if grep -q 'placehold.it' "$s/pages/UI/general.html"; then
      echo "rebuild.sh: general.html still loads a remote image" >&2; exit 1
    fi
    # general-dark.html and widgets-dark.html are general.html and
    # widgets.html with AdminLTE's own dark mode on (the body class its
    # demo switch sets).
    for f in pages/UI/general pages/widgets; do
      sed 's#<body class="hold-transition sidebar-mini">#<body class="hold-transition sidebar-mini dark-mode">#' \
        "$s/$f.html" > "$s/$f-dark.html"
      grep -q 'sidebar-mini dark-mode">' "$s/$f-dark.html"
    done
    ;;
  weui)
    unpack_npm weui
    cp -a "$WORK/package/." "$s/"
    # rebuild-lib.sh's sites step copies the npm package's licence from
    # LICENSE or LICENSE.md; WeUI calls it LICENSE.txt.
    cp "$WORK/package/LICENSE.txt" "$WORK/package/LICENSE"
    # The example loads two scripts from WeChat's servers (the JS-SDK and
    # weui.js), which leave the machine; they are removed (the home page
    # uses neither). index-dark.html is the same page with WeUI's own dark
    # theme on (data-weui-theme="dark", the attribute its style sheet keys
    # the dark colours to).
    sed -i '\#<script[^>]*src="https://res.wx.qq.com/#d' "$s/dist/example/index.html"
    if grep -q 'res.wx.qq.com' "$s/dist/example/index.html"; then
      echo "rebuild.sh: weui's example still loads a remote script" >&2; exit 1
    fi
    sed 's#<body ontouchstart>#<body ontouchstart data-weui-theme="dark">#' \
      "$s/dist/example/index.html" > "$s/dist/example/index-dark.html"
    grep -q 'data-weui-theme="dark"' "$s/dist/example/index-dark.html"
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
