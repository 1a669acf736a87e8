# rebuild-lib.sh holds the steps that the real-page corpora's rebuild.sh
# scripts share (testdata/realpages, testdata/realpages-wide,
# testdata/realpages-held); each sources it, so every corpus is
# downloaded, staged, collected and measured the same way.
# The corpus's own script keeps only what is its own: which packages, which
# sites, and the edits made to each site (each one says why).
#
# Before calling rebuild_corpus STEP, the corpus's script sets:
#   HERE        the corpus directory (REALPAGES_CORPUS for the oracle)
#   PKGS        site -> Debian packages (name=version); the first is the
#               one the pages come from, the others provide files its
#               symlinks point to
#   NPM         site -> npm package (name@version)
#   SITES       the sites, in order
#   VARIANTS    generated (oracle/gen-variants.mjs writes variants.yaml:
#               one defect per element) or hand-written
# and defines stage_site SITE STAGE DOC, which fills STAGE (an empty
# directory) with SITE as its package installs it, from the scratch root
# $WORK/root (DOC is $WORK/root/usr/share/doc).
#
# Steps: all (sites, then oracle), sites (needs apt-get and npm), oracle.

ORACLE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export REALPAGES_CORPUS=$HERE

# fetch downloads the exact versions (apt-get download; npm pack) into a
# scratch directory $WORK and extracts the .debs into one root,
# $WORK/root, so that the packages' symlinks into each other resolve.
fetch() {
  WORK=$(mktemp -d "/tmp/$(basename "$HERE").XXXXXX")
  trap 'rm -rf "$WORK"' EXIT
  mkdir -p "$WORK/debs" "$WORK/root" "$WORK/npm"
  local all s
  all=$(for s in $SITES; do echo ${PKGS[$s]:-}; done | tr ' ' '\n' | sed '/^$/d' | sort -u)
  (cd "$WORK/debs" && apt-get download $all)
  for deb in "$WORK"/debs/*.deb; do
    dpkg-deb -x "$deb" "$WORK/root"
  done
  for s in $SITES; do
    if [ -n "${NPM[$s]:-}" ]; then
      (cd "$WORK/npm" && npm pack --silent "${NPM[$s]}" >/dev/null)
    fi
  done
}

# stagecopy SRC DST copies a package's directory, each symlink replaced by
# what it points to in the scratch root (dangling ones are dropped).
stagecopy() {
  local src=$1 dst=$2 l t
  mkdir -p "$dst"
  cp -a "$src/." "$dst/"
  while IFS= read -r -d '' l; do
    t=$(readlink -f "$src/${l#"$dst"/}" || true)
    rm -f "$l"
    if [ -n "$t" ] && [ -f "$t" ]; then
      cp "$t" "$l"
    elif [ -n "$t" ] && [ -d "$t" ]; then
      mkdir -p "$l" && cp -aL "$t/." "$l/"
    fi
  done < <(find "$dst" -type l -print0)
}

# stage SITE prints the staging directory of SITE after making it.
stage() {
  local site=$1 s=$WORK/stage/$1
  mkdir -p "$s"
  stage_site "$site" "$s" "$WORK/root/usr/share/doc"
  echo "$s"
}

# sites keeps, of each staged site, exactly the files Chromium requests
# when it loads the site's pages at the corpus's breakpoints (collect.mjs:
# sites/<site>/FILES with SHA-256), and writes SOURCE (package, version,
# SHA-256 of the .deb or .tgz, pages) and the copyright files.
sites() {
  fetch
  local site pkg name ver deb s
  for site in $SITES; do
    s=$(stage "$site" | tail -1)
    (cd "$ORACLE" && node collect.mjs "$site" "$s")
    rm -rf "$HERE/sites/$site/copyright"
    mkdir -p "$HERE/sites/$site/copyright"
    {
      echo "# Packages this site was extracted from (rebuild.sh)."
      echo "# package version sha256-of-.deb-or-.tgz"
      for pkg in ${PKGS[$site]:-}; do
        name=${pkg%%=*}
        ver=${pkg#*=}
        deb=$(ls "$WORK"/debs/"${name}"_*.deb)
        echo "$name $ver $(sha256sum "$deb" | cut -d' ' -f1)"
        cp "$WORK/root/usr/share/doc/$name/copyright" "$HERE/sites/$site/copyright/$name"
      done
      if [ -n "${NPM[$site]:-}" ]; then
        name=${NPM[$site]%@*}
        ver=${NPM[$site]##*@}
        echo "npm:$name $ver $(sha256sum "$WORK"/npm/"$name"-"$ver".tgz | cut -d' ' -f1)"
        cp "$WORK/package/LICENSE.md" "$HERE/sites/$site/copyright/npm:$name" 2>/dev/null ||
          cp "$WORK/package/LICENSE" "$HERE/sites/$site/copyright/npm:$name"
      fi
      echo "# pages"
      grep -l "^site: $site\$" "$HERE"/pages/*.yaml | xargs -n1 basename | sed 's/\.yaml$//;s/^/page /'
    } > "$HERE/sites/$site/SOURCE"
  done
}

# oracle runs the oracle, the skeleton generator, gen-variants.mjs (when
# VARIANTS is generated), variants.mjs (the defects' confirmation) and the
# summary.
oracle() {
  cd "$ORACLE"
  [ -d node_modules ] || npm ci --no-audit --no-fund
  node measure.mjs --jobs 2
  node skeletons.mjs
  case $VARIANTS in
  generated) node gen-variants.mjs ;;
  hand-written) ;;
  *) echo "rebuild.sh: VARIANTS is $VARIANTS, not generated or hand-written" >&2; exit 64 ;;
  esac
  node variants.mjs
  node summary.mjs
}

# rebuild_corpus STEP runs STEP: all, sites or oracle.
rebuild_corpus() {
  case $1 in
  all) sites; oracle ;;
  sites) sites ;;
  oracle) oracle ;;
  *) echo "rebuild.sh: unknown step $1 (all, sites, oracle)" >&2; exit 64 ;;
  esac
}
