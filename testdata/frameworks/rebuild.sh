#!/bin/sh
# Rebuilds the vendored framework style sheets of testdata/frameworks from
# npm, at the exact versions the token-chain test was counted with
# (internal/w2/measure TestFrameworkChainsAgreeWithChromium). The pages in
# pages/ are ours (component markup written after each framework's own
# documentation); only the style sheets and their licences come from npm.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
npm pack --silent bootstrap@5.3.8 bulma@1.0.4 @picocss/pico@2.1.1 >/dev/null
for f in bootstrap-5.3.8 bulma-1.0.4 picocss-pico-2.1.1; do
  mkdir "$f" && tar xzf "$f.tgz" -C "$f"
done
mkdir -p "$here/bootstrap-5.3.8" "$here/bulma-1.0.4" "$here/pico-2.1.1"
cp bootstrap-5.3.8/package/dist/css/bootstrap.css bootstrap-5.3.8/package/LICENSE "$here/bootstrap-5.3.8/"
cp bulma-1.0.4/package/css/bulma.css bulma-1.0.4/package/LICENSE "$here/bulma-1.0.4/"
cp picocss-pico-2.1.1/package/css/pico.css picocss-pico-2.1.1/package/LICENSE.md "$here/pico-2.1.1/"
# The source maps' comment points at a file we do not vendor.
sed -i '/sourceMappingURL/d' "$here/bootstrap-5.3.8/bootstrap.css" "$here/bulma-1.0.4/bulma.css" "$here/pico-2.1.1/pico.css"
cd "$here" && sha256sum bootstrap-5.3.8/* bulma-1.0.4/* pico-2.1.1/* > SHA256SUMS
