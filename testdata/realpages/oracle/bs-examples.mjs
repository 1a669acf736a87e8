// bs-examples.mjs renders Bootstrap 5's example pages as Bootstrap's own
// site does. libjs-bootstrap5-doc ships each example as a Hugo content file
// (YAML front matter, then the page body with Hugo shortcodes), not as
// HTML. This script is our own minimal stand-in for Hugo's `examples`
// layout (site/layouts/_default/examples.html in Bootstrap 5.2): doctype,
// viewport meta, the dist bootstrap.min.css, the layout's inline
// .bd-placeholder-img style, the page's extra_css, <body class=body_class>,
// the body, bootstrap.bundle.min.js unless include_js is false, extra_js.
// Shortcodes: param docs_version -> 5.2, year -> 2023 (the package's
// year), docsref -> a relative docs link, placeholder -> the SVG Bootstrap's
// placeholder shortcode emits. Absolute /docs/5.2/ references become
// relative so the page works from file://.
//
// Two images are not in the Debian package and are replaced by stand-ins
// this script writes (plain SVG shapes of the same size role): the
// Bootstrap logo (assets/brand/bootstrap-logo.svg, removed by the
// package's dfsg repack) and the author's avatar that headers loads from
// github.com (https://github.com/mdo.png -> assets/stand-in/avatar.svg).
//
// Usage: node bs-examples.mjs SRC_EXAMPLES_DIR OUT_DOCS_DIR name...
import fs from 'node:fs';
import path from 'node:path';

const [src, out, ...names] = process.argv.slice(2);
if (!src || !out || names.length === 0) {
  console.error('usage: node bs-examples.mjs SRC_EXAMPLES_DIR OUT_DOCS_DIR name...');
  process.exit(64);
}
const VERSION = '5.2';
const YEAR = '2023';

// frontMatter parses the small YAML subset the examples use: scalars and
// lists of scalars or of {src: ...} maps.
function frontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) throw new Error('no front matter');
  const fm = {};
  let list = null;
  for (const line of m[1].split('\n')) {
    let mm;
    if ((mm = /^([a-z_]+):\s*(.*)$/.exec(line))) {
      const v = mm[2].trim();
      if (v === '') { list = fm[mm[1]] = []; continue; }
      list = null;
      fm[mm[1]] = v === 'false' ? false : v === 'true' ? true : v.replace(/^"(.*)"$/, '$1');
    } else if ((mm = /^\s+-\s+(?:src:\s*)?"?([^"]*)"?\s*$/.exec(line)) && list) {
      list.push(mm[1]);
    } else if (line.trim() !== '') {
      throw new Error(`front matter line not understood: ${line}`);
    }
  }
  return { fm, body: text.slice(m[0].length) };
}

function attrs(s) {
  const a = {};
  for (const m of s.matchAll(/([a-z_]+)="([^"]*)"/g)) a[m[1]] = m[2];
  return a;
}

function placeholder(a) {
  const title = a.title ?? 'Placeholder';
  const color = a.color ?? '#dee2e6';
  const background = a.background ?? '#6c757d';
  const width = a.width ?? '100%';
  const height = a.height ?? '180';
  const text = a.text ?? `${width}x${height}`;
  const showTitle = title !== 'false';
  const showText = text !== 'false';
  let label = ' aria-hidden="true"';
  if (showTitle || showText) {
    label = ` role="img" aria-label="${showTitle ? title + (showText ? ': ' : '') : ''}${showText ? text : ''}"`;
  }
  return `<svg class="bd-placeholder-img${a.class ? ' ' + a.class : ''}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"${label} preserveAspectRatio="xMidYMid slice" focusable="false">` +
    (showTitle ? `<title>${title}</title>` : '') +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    (showText ? `<text x="50%" y="50%" fill="${color}" dy=".3em">${text}</text>` : '') +
    '</svg>';
}

function shortcodes(body) {
  return body
    .replace(/\{\{<\s*param docs_version\s*>\}\}/g, VERSION)
    .replace(/\{\{<\s*year\s*>\}\}/g, YEAR)
    .replace(/\{\{<\s*docsref\s+"([^"]*)"\s*>\}\}/g, (_, p) => `../..${p}/`)
    .replace(/\{\{<\s*placeholder\s+([^>]*?)\s*>\}\}/g, (_, a) => placeholder(attrs(a)));
}

for (const name of names) {
  const dir = path.join(src, name);
  const { fm, body } = frontMatter(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  let html = shortcodes(body);
  if (/\{\{[<%]/.test(html)) throw new Error(`${name}: shortcode left: ${/\{\{[<%][^}]*\}\}/.exec(html)[0]}`);
  // /docs/5.2/x from examples/<name>/index.html is ../../x.
  html = html.replace(/(src|href)="\/docs\/5\.2\//g, '$1="../../');
  html = html.replaceAll('src="https://github.com/mdo.png"', 'src="../../assets/stand-in/avatar.svg"');
  const css = (fm.extra_css ?? []).map((c) => `    <!-- Custom styles for this template -->\n    <link href="${c}" rel="stylesheet">\n`).join('');
  const js = fm.include_js === false ? '' :
    '    <script src="../../dist/js/bootstrap.bundle.min.js"></script>\n' +
    (fm.extra_js ?? []).map((j) => `    <script src="${j}"></script>\n`).join('');
  const page = `<!doctype html>
<html lang="en"${fm.html_class ? ` class="${fm.html_class}"` : ''}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="">
    <title>${fm.title} · Bootstrap v${VERSION}</title>
    <link href="../../dist/css/bootstrap.min.css" rel="stylesheet">
    <style>
      .bd-placeholder-img {
        font-size: 1.125rem;
        text-anchor: middle;
        -webkit-user-select: none;
        -moz-user-select: none;
        -ms-user-select: none;
        user-select: none;
      }

      @media (min-width: 768px) {
        .bd-placeholder-img-lg {
          font-size: 3.5rem;
        }
      }
    </style>
${css}  </head>
  <body${fm.body_class ? ` class="${fm.body_class}"` : ''}>
${html}
${js}  </body>
</html>
`;
  const odir = path.join(out, 'examples', name);
  fs.mkdirSync(odir, { recursive: true });
  fs.writeFileSync(path.join(odir, 'index.html'), page);
  for (const f of fs.readdirSync(dir)) {
    if (f === 'index.html') continue;
    fs.copyFileSync(path.join(dir, f), path.join(odir, f));
  }
}

// Stand-ins for the two images the package lacks (see the top comment).
const standIns = {
  'assets/brand/bootstrap-logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="118" height="94" viewBox="0 0 118 94"><rect width="118" height="94" rx="18" fill="#7952b3"/></svg>\n',
  'assets/stand-in/avatar.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#adb5bd"/></svg>\n',
};
for (const [f, body] of Object.entries(standIns)) {
  fs.mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
  fs.writeFileSync(path.join(out, f), body);
}
