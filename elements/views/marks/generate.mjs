#!/usr/bin/env node
/**
 * Writes the brand marks (one SVG image file per mark; a page downloads only the marks it shows)
 * from published icon packages, pinned below. Run it again to update them: `node elements/views/marks/generate.mjs`.
 *
 * - Card and wallet brands: SVG Logos by Gil Barbara (CC0-1.0), from @iconify-json/logos.
 * - Venmo: Simple Icons (CC0-1.0); its one-colour mark is set on Venmo's blue.
 * - A card of no known brand: Lucide's credit-card icon (ISC).
 *
 * Each mark is a tile (38 by 24, white, with a thin border) holding the logo, shown as an
 * `<img>`: ids inside one image never clash with another's, no markup is parsed into the
 * widget's own DOM, and no mark adds to the page's JavaScript. Path coordinates are rounded to
 * whole units of the logo's own grid (a logo 256 units wide is drawn 32 pixels wide, so a unit is
 * an eighth of a pixel), which halves the bytes and changes nothing visible.
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

function tile(inner, { background = '#ffffff', border = '#d0d7de' } = {}) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE.width} ${TILE.height}">` +
    `<rect x="0.5" y="0.5" width="${TILE.width - 1}" height="${TILE.height - 1}" rx="3.5" fill="${background}" stroke="${border}"/>` +
    inner +
    `</svg>`
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

function compact(body) {
  return body.replace(/ d="([^"]+)"/g, (_m, d) => ` d="${roundPath(d)}"`).replace(/>\s+</g, '><');
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

/** File name → [the marks' source, what the mark is]. */
const MARKS = {
  visa: [() => fromLogos('visa'), 'Visa (SVG Logos, CC0-1.0)'],
  mastercard: [() => fromLogos('mastercard'), 'Mastercard (SVG Logos, CC0-1.0)'],
  amex: [() => fromLogos('amex'), 'American Express (SVG Logos, CC0-1.0)'],
  discover: [() => fromLogos('discover'), 'Discover (SVG Logos, CC0-1.0)'],
  jcb: [() => fromLogos('jcb'), 'JCB (SVG Logos, CC0-1.0)'],
  unionpay: [() => fromLogos('unionpay'), 'UnionPay (SVG Logos, CC0-1.0)'],
  maestro: [() => fromLogos('maestro'), 'Maestro (SVG Logos, CC0-1.0)'],
  diners: [() => fromLogos('dinersclub'), 'Diners Club (SVG Logos, CC0-1.0)'],
  elo: [() => fromLogos('elo'), 'Elo (SVG Logos, CC0-1.0)'],
  hipercard: [() => fromLogos('hipercard'), 'Hipercard (SVG Logos, CC0-1.0)'],
  paypal: [() => fromLogos('paypal'), 'PayPal (SVG Logos, CC0-1.0)'],
  'apple-pay': [() => fromLogos('apple-pay'), 'Apple Pay (SVG Logos, CC0-1.0)'],
  'google-pay': [() => fromLogos('google-pay'), 'Google Pay (SVG Logos, CC0-1.0)'],
  venmo: [venmo, 'Venmo (Simple Icons, CC0-1.0)'],
  card: [genericCard, 'a card of no known brand (Lucide credit-card, ISC)'],
};

// A payment option's mark lives in its own folder (elements/options/<id>/mark.svg); card brands live here.
const OPTION_FOLDERS = new Set(['paypal', 'apple-pay', 'google-pay', 'venmo']);
const target = (file) =>
  OPTION_FOLDERS.has(file) ? join(here, '..', '..', 'options', file, 'mark.svg') : join(here, `${file}.svg`);

for (const [file, [make, what]] of Object.entries(MARKS)) {
  writeFileSync(target(file), `<!-- ${what}. Written by generate.mjs from ${PACKAGES.join(', ')}. -->\n${make()}\n`);
}
rmSync(work, { recursive: true, force: true });
console.log(`wrote ${Object.keys(MARKS).length} marks to ${here} and the payment options' folders`);
