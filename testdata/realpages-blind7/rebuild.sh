#!/usr/bin/env bash
# rebuild.sh re-creates the seventh blind real-page corpus
# (testdata/realpages-blind7) from Debian's and npm's packages, for
# provenance: the tests use the committed files and never run this. Its
# pages were chosen on 2026-12-07 at commit 91e088a, before any witness
# change of that session, from generators and frameworks that none of
# testdata/realpages, -wide, -held, -blind, -blind2, -blind3, -blind4,
# -blind5 and -blind6 has: cppreference's offline wiki (MediaWiki's
# cppreference2 skin), Agda's highlighted HTML (the Agda standard
# library), LDoc (its own manual and API page), Groovydoc (Groovy's GDK
# API), Material Dashboard (a Material Design admin template: gradient
# cards, a dark gradient sidebar, text over a photograph) and Halfmoon
# (a component library, in its own dark mode). Nobody tuned a witness to
# them. It has the format of testdata/realpages and uses that corpus's
# oracle scripts (testdata/realpages/oracle, with REALPAGES_CORPUS
# pointing here), so there is one oracle, one skeleton generator and one
# loader for all ten.
#
#   testdata/realpages-blind7/rebuild.sh            sites, oracle, skeletons, variants
#   testdata/realpages-blind7/rebuild.sh sites      only sites/ (needs apt-get and npm)
#   testdata/realpages-blind7/rebuild.sh oracle     oracle/out, skeletons/, variants.json
#
# The steps (download, stage, collect, oracle) are testdata/realpages/
# oracle/rebuild-lib.sh's, which every real-page corpus's rebuild.sh shares;
# this script keeps the packages, the sites and the edits to them.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)

# site -> Debian packages (name=version); the first is the one the pages
# come from.
declare -A PKGS=(
  [cppref]="cppreference-doc-en-html=20170409-2"
  [agda]="agda-stdlib-doc=1.7.1-1"
  [ldoc]="lua-ldoc=1.4.6-2"
  [groovy]="groovy-doc=2.4.21-8"
)
# site -> npm package (name@version).
declare -A NPM=(
  [mdash]="material-dashboard@3.1.0"
  [halfmoon]="halfmoon@1.1.1"
)
SITES="cppref agda ldoc groovy mdash halfmoon"
# variants.yaml is written by oracle/gen-variants.mjs.
VARIANTS=generated
# Material Dashboard's icons are Google's "Material Icons Round" font,
# which the pages load from Google Fonts; the same font is taken from
# this npm package (its iconfont/round.css and the font files).
MATERIAL_ICONS=material-icons@1.13.14

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
  # cppreference.com's wiki as its offline archive (MediaWiki with the
  # cppreference2 skin, saved as static HTML), as Debian ships it. The
  # archive kept MediaWiki's module loader (common/startup_scripts.js),
  # whose only work is to fetch the wiki's modules from its server at a
  # root-absolute URL (/mwiki/load.php), which exists only there: the
  # <script> line that loads it is removed, as a script from another host
  # is. The page's inline scripts test window.mw first; the wiki's
  # modules (search suggestions, the 'Run this code' compiler gadget)
  # never load from disk either way. The DejaVu font copies the style
  # sheet names are left out by Debian's package; that request fails and
  # is listed in corpus.json's expected_failures.
  cppref)
    stagecopy "$WORK/root/usr/share/cppreference/doc/html" "$s"
    for f in "$s/en/cpp.html" "$s/en/cpp/container/vector.html"; do
      drop_remote "$f" 'common/startup_scripts.js'
    done
    ;;
  # The Agda standard library's modules as Agda's --html backend writes
  # them (Agda.css: every token coloured by its kind). No edit.
  agda) stagecopy "$doc/agda-stdlib/html" "$s" ;;
  # LDoc's own documentation as LDoc writes it (its default ldoc.css:
  # a navigation column and the content). No edit.
  ldoc) stagecopy "$doc/lua-ldoc/html" "$s" ;;
  # Groovy's GDK and API documentation as Groovydoc writes it
  # (/usr/share/doc/groovy/gapi). Groovydoc's class page leaves out
  # </head> (its <head> runs into <body>), where a variant's style sheet
  # goes (realpages.Inject): the tag is added just before <body>, where
  # HTML's parser closes the head anyway, so the page's DOM is the same.
  groovy)
    stagecopy "$doc/groovy/gapi" "$s"
    f="$s/groovy/lang/Closure.html"
    if ! grep -q '</head>' "$f"; then
      sed -i 's#^<body class="center">#</head>\n&#' "$f"
    fi
    grep -q '</head>' "$f"
    ;;
  # Material Dashboard 2's example pages (Creative Tim; Bootstrap 5 with
  # Material Design styles). Google Fonts' Roboto and Roboto Slab, the
  # Font Awesome kit, an analytics script and GitHub's buttons script
  # leave the machine (their <link> and <script> lines are removed; the
  # text falls back to the theme's font stack). The icon font, "Material
  # Icons Round", is taken from npm's material-icons package (the same
  # font, its own round.css) instead of Google Fonts: without it every
  # icon would be drawn as its ligature's name.
  mdash)
    unpack_npm material-dashboard
    cp -a "$WORK/package/." "$s/"
    (cd "$WORK/npm" && npm pack --silent "$MATERIAL_ICONS" >/dev/null)
    mkdir -p "$WORK/icons" "$s/assets/material-icons"
    tar xzf "$WORK"/npm/material-icons-*.tgz -C "$WORK/icons"
    cp "$WORK/icons/package/iconfont/round.css" "$WORK/icons/package/iconfont/material-icons-round.woff2" \
      "$WORK/icons/package/iconfont/material-icons-round.woff" "$s/assets/material-icons/"
    for f in "$s/pages/dashboard.html" "$s/pages/virtual-reality.html" "$s/pages/billing.html"; do
      sed -i 's#<link href="https://fonts.googleapis.com/icon?family=Material+Icons+Round" rel="stylesheet">#<link href="../assets/material-icons/round.css" rel="stylesheet">#' "$f"
      grep -q 'href="../assets/material-icons/round.css"' "$f"
      drop_remote "$f" 'fonts.googleapis.com' 'kit.fontawesome.com' 'api.nepcha.com' 'buttons.github.io'
    done
    # virtual-reality.html's small card shows a remote photograph as a
    # background: the background is none (the card, its text and its
    # dark overlay stay). The page's large background picture is the
    # package's own (assets/img/vr-bg.jpg) and stays.
    sed -i "s#background-image: url('https://images.unsplash.com/[^']*')#background-image: none#" "$s/pages/virtual-reality.html"
    if grep -q 'https://images.unsplash.com' "$s/pages/virtual-reality.html"; then
      echo "rebuild.sh: virtual-reality.html still loads a remote photograph" >&2; exit 1
    fi
    ;;
  # Halfmoon 1.1.1's starter template, in the library's own dark mode:
  # body gets the class dark-mode, the way Halfmoon's documentation says
  # to turn it on for a page.
  halfmoon)
    unpack_npm halfmoon
    cp -a "$WORK/package/." "$s/"
    # The package ships no licence file: its README's License and
    # Copyright sections (MIT, as package.json says) stand in for it, for
    # rebuild-lib.sh's copyright step.
    sed -n '/^## License/,$p' "$WORK/package/README.md" > "$WORK/package/LICENSE"
    grep -q MIT "$WORK/package/LICENSE"
    sed 's#<body class="with-custom-webkit-scrollbars#<body class="dark-mode with-custom-webkit-scrollbars#' \
      "$s/starter-template.html" > "$s/starter-template-dark.html"
    grep -q '<body class="dark-mode ' "$s/starter-template-dark.html"
    ;;
  esac
}

# shellcheck source=../realpages/oracle/rebuild-lib.sh
source "$HERE/../realpages/oracle/rebuild-lib.sh"
rebuild_corpus "${1:-all}"
