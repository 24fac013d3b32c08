#!/usr/bin/env node
/**
 * Writes the brand marks from published icon packages, pinned below, twice: as SVG image files, and as Lit `svg`
 * templates in modules for bundlers that do not ship the files. Run it again to update them:
 * `node elements/views/marks/generate.mjs`.
 *
 * - Card and wallet brands: SVG Logos by Gil Barbara (CC0-1.0), from @iconify-json/logos.
 * - Venmo: Simple Icons (CC0-1.0); its one-colour mark is set on Venmo's blue.
 * - A card of no known brand: Lucide's credit-card icon (ISC).
 *
 * Each mark is a tile (38 by 24, white, with a thin border) holding the logo. As image files (a page downloads only
 * the marks it shows, and the page's JavaScript does not grow with them), each under a name no other mark has: the
 * card brands' in views/marks/, a payment option's in its folder (`options/<id>/<id>-mark.svg`). Bundlers that copy
 * files named by `new URL(…, import.meta.url)` (Vite, webpack, Next.js, Parcel) ship them; where none was shipped
 * (Angular's builder, esbuild, Vite's development pre-bundling) the widget draws the same marks inline, from
 * views/marks/inline.ts (card brands) and `options/<id>/mark.ts`, loaded only then (views/marks/shipping.ts decides;
 * views/marks/files.ts, written by hand, names the card brands' files).
 *
 * A mark holds no ids, so one shadow root may draw the same mark inline twice: a gradient is drawn in its middle
 * colour, a shape used by reference is drawn in place, and a filter (a shade no one sees at this size) is left out.
 * Path coordinates are rounded to whole units of the logo's own grid (a logo 256 units wide is drawn 32 pixels wide,
 * so a unit is an eighth of a pixel), which halves the bytes and changes nothing visible.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGES = ['@iconify-json/logos@1.2.19', 'simple-icons@16.37.0', 'lucide-static@1.62.0'];
const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'pd-marks-'));

/** Unpacks a package from the registry into the work folder; returns its folder. */
function unpack(spec) {
  const out = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { encoding: 'utf8' });
  const tarball = join(work, out.trim().split('\n').at(-1));
  const folder = join(work, spec.replace(/[@/]/g, '_'));
  execFileSync('mkdir', ['-p', folder]);
  execFileSync('tar', ['xzf', tarball, '-C', folder]);
  return join(folder, 'package');
}

const [logosDir, simpleDir, lucideDir] = PACKAGES.map(unpack);
const logos = JSON.parse(readFileSync(join(logosDir, 'icons.json'), 'utf8'));

const TILE = { width: 38, height: 24, pad: 3 };

/** The tile and the logo in it: what goes inside an `<svg viewBox="0 0 38 24">`. */
function tile(inner, { background = '#ffffff', border = '#d0d7de' } = {}) {
  return (
    `<rect x="0.5" y="0.5" width="${TILE.width - 1}" height="${TILE.height - 1}" rx="3.5" fill="${background}" stroke="${border}"/>` +
    inner
  );
}

function nested(viewBox, body) {
  const { width, height, pad } = TILE;
  return `<svg x="${pad}" y="${pad}" width="${width - 2 * pad}" height="${height - 2 * pad}" viewBox="${viewBox}">${body}</svg>`;
}

/** A path's numbers rounded to whole units, with the separators the rounding needs. */
function roundPath(d) {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let out = '';
  let previousWasNumber = false;
  for (const token of tokens) {
    if (/^[a-zA-Z]$/.test(token)) {
      out += token;
      previousWasNumber = false;
      continue;
    }
    const value = String(Math.round(Number(token)) || 0);
    out += previousWasNumber && !value.startsWith('-') ? ` ${value}` : value;
    previousWasNumber = true;
  }
  return out;
}

/** The logo with no ids: gradients in their middle colour, referenced shapes in place, filters left out. */
function withoutIds(body) {
  const colours = new Map();
  for (const [, id, stops] of body.matchAll(/<linearGradient id="([^"]+)"[^>]*>([\s\S]*?)<\/linearGradient>/g)) {
    const all = [...stops.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]);
    colours.set(id, all[Math.floor(all.length / 2)]);
  }
  const shapes = new Map();
  for (const [shape, id] of body.matchAll(/<path id="([^"]+)"[^>]*\/>/g))
    shapes.set(id, shape.replace(/ id="[^"]+"/, ''));
  let out = body.replace(/<defs>[\s\S]*?<\/defs>/g, '');
  out = out.replace(/<use filter="[^"]*"[^>]*\/>/g, '');
  out = out.replace(/<use ([^>]*?)href="#([^"]+)"([^>]*)\/>/g, (_m, before, id, after) => {
    const attributes = `${before}${after}`.trim();
    return shapes.get(id).replace('<path ', `<path ${attributes} `);
  });
  out = out.replace(/url\(#([^)]+)\)/g, (_m, id) => colours.get(id));
  if (/ id="|url\(#|href="#/.test(out)) throw new Error(`a mark still refers to an id: ${out.slice(0, 200)}`);
  return out;
}

function compact(body) {
  return withoutIds(body)
    .replace(/ d="([^"]+)"/g, (_m, d) => ` d="${roundPath(d)}"`)
    .replace(/>\s+</g, '><');
}

function fromLogos(name) {
  const icon = logos.icons[name];
  if (!icon) throw new Error(`SVG Logos has no ${name}`);
  const width = icon.width ?? logos.width ?? 256;
  const height = icon.height ?? logos.height ?? 256;
  return tile(nested(`0 0 ${width} ${height}`, compact(icon.body)));
}

function venmo() {
  const svg = readFileSync(join(simpleDir, 'icons', 'venmo.svg'), 'utf8');
  const path = svg.match(/<path d="([^"]+)"/)[1];
  return tile(nested('0 0 24 24', `<path fill="#ffffff" d="${path}"/>`), { background: '#008cff', border: '#008cff' });
}

function genericCard() {
  const svg = readFileSync(join(lucideDir, 'icons', 'credit-card.svg'), 'utf8');
  const shapes = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return tile(
    nested(
      '0 0 24 24',
      `<g fill="none" stroke="#424a53" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`,
    ),
  );
}

/** Each mark: its key (a card brand as braintree-web names it, or a payment method type), where it comes from, what it is. */
const MARKS = {
  visa: ['Visa', () => fromLogos('visa'), 'Visa (SVG Logos, CC0-1.0)'],
  mastercard: ['MasterCard', () => fromLogos('mastercard'), 'Mastercard (SVG Logos, CC0-1.0)'],
  amex: ['American Express', () => fromLogos('amex'), 'American Express (SVG Logos, CC0-1.0)'],
  discover: ['Discover', () => fromLogos('discover'), 'Discover (SVG Logos, CC0-1.0)'],
  jcb: ['JCB', () => fromLogos('jcb'), 'JCB (SVG Logos, CC0-1.0)'],
  unionpay: ['UnionPay', () => fromLogos('unionpay'), 'UnionPay (SVG Logos, CC0-1.0)'],
  maestro: ['Maestro', () => fromLogos('maestro'), 'Maestro (SVG Logos, CC0-1.0)'],
  diners: ['Diners Club', () => fromLogos('dinersclub'), 'Diners Club (SVG Logos, CC0-1.0)'],
  elo: ['Elo', () => fromLogos('elo'), 'Elo (SVG Logos, CC0-1.0)'],
  hipercard: ['Hipercard', () => fromLogos('hipercard'), 'Hipercard (SVG Logos, CC0-1.0)'],
  card: ['Card', genericCard, 'a card of no known brand (Lucide credit-card, ISC)'],
  paypal: ['PayPalAccount', () => fromLogos('paypal'), 'PayPal (SVG Logos, CC0-1.0)'],
  'apple-pay': ['ApplePayCard', () => fromLogos('apple-pay'), 'Apple Pay (SVG Logos, CC0-1.0)'],
  'google-pay': ['AndroidPayCard', () => fromLogos('google-pay'), 'Google Pay (SVG Logos, CC0-1.0)'],
  venmo: ['VenmoAccount', venmo, 'Venmo (Simple Icons, CC0-1.0)'],
};

// A payment option's mark lives in its own folder; card brands live here.
const OPTION_FOLDERS = new Set(['paypal', 'apple-pay', 'google-pay', 'venmo']);
const HEADER = `// Written by elements/views/marks/generate.mjs from ${PACKAGES.join(', ')}: run it again rather than edit.\n`;
const written = [];

function made(file) {
  const [key, make, what] = MARKS[file];
  const markup = make();
  if (/[`$\\]/.test(markup)) throw new Error(`${file}: a character a template literal would change`);
  return { key, what, markup };
}

const inline = [];
for (const file of Object.keys(MARKS)) {
  const { key, what, markup } = made(file);
  const image = `<!-- ${what}. Written by generate.mjs from ${PACKAGES.join(', ')}. -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 38 24">${markup}</svg>\n`;
  if (OPTION_FOLDERS.has(file)) {
    const folder = join(here, '..', '..', 'options', file);
    writeFileSync(join(folder, `${file}-mark.svg`), image);
    const module = join(folder, 'mark.ts');
    writeFileSync(
      module,
      `${HEADER}import { svg } from 'lit';\n\n/** ${what}, drawn inline where the bundler shipped no \`${file}-mark.svg\`. */\nexport const mark = svg\`${markup}\`;\n`,
    );
    written.push(module);
  } else {
    writeFileSync(join(here, `${file}.svg`), image);
    inline.push(`  /** ${what} */\n  ${JSON.stringify(key)}: svg\`${markup}\`,`);
  }
}
const inlineModule = join(here, 'inline.ts');
writeFileSync(
  inlineModule,
  `${HEADER}import { svg, type SVGTemplateResult } from 'lit';\n\n/** The card brands' marks by braintree-web's brand name, drawn inline where the bundler shipped no image files. */\nexport const inlineMarks: Readonly<Record<string, SVGTemplateResult>> = {\n${inline.join('\n')}\n};\n`,
);
written.push(inlineModule);
rmSync(work, { recursive: true, force: true });
// In the repository's own format, so `prettier --check` passes on what this wrote.
execFileSync(join(here, '..', '..', '..', 'node_modules', '.bin', 'prettier'), ['--write', ...written], {
  stdio: 'ignore',
});
console.log(`wrote ${Object.keys(MARKS).length} marks to ${here} and the payment options' folders`);
