/**
 * Colour helpers for the appearance tests: parse computed colours, find what a thing is drawn on,
 * and measure contrast as WCAG does.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export type Rgba = [number, number, number, number];

/** `rgb(…)` / `rgba(…)` as computed by the browser. */
export function parseColor(value: string): Rgba {
  const m = value.match(/rgba?\(([^)]+)\)/);
  if (!m) throw new Error(`not an rgb() colour: ${value}`);
  const parts = m[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Composites `top` over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

/** The first opaque background behind an element, walking out through shadow roots to the page. */
export function backgroundOf(element: Element): Rgba {
  const layers: Rgba[] = [];
  let node: Element | null = element;
  while (node) {
    const bg = parseColor(getComputedStyle(node).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  let result: Rgba = layers.at(-1)?.[3] === 1 ? layers.pop()! : [255, 255, 255, 1];
  for (const layer of layers.reverse()) result = over(layer, result);
  return result;
}

/** Turns Chromium's forced-colours emulation on or off. */
export function forcedColors(active: boolean): Promise<unknown> {
  return executeServerCommand('pd-forced-colors', { active });
}

/** Something between the element and the page that would clip a ring drawn outside it. */
export function clippingAncestor(element: Element): string | null {
  let node: Element | null =
    element.parentElement ?? ((element.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  while (node && node !== document.body) {
    const style = getComputedStyle(node);
    const contain = style.contain;
    if (/paint|content|strict/.test(contain)) return `${node.tagName.toLowerCase()} (contain: ${contain})`;
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
      return `${node.tagName.toLowerCase()}.${node.className} (overflow: ${style.overflow})`;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return null;
}
