/**
 * Input latency while typing a card number: from a key press inside the number field's frame to
 * the widget's card event on the page (the moment the widget can update its state). The frame
 * records each keydown's time and the page records each event's time, both as epoch milliseconds
 * from `performance.timeOrigin`, which Chromium takes from one clock for every process.
 */
import type { Frame, Page } from 'puppeteer-core';
import type { CardEventRecord } from './pages/api.js';

declare global {
  interface Window {
    benchKeys?: number[];
  }
}

/** Starts recording keydowns in the number field's frame and the widget's card events on the page. */
export async function watchTyping(target: Page, numberFrame: Frame): Promise<void> {
  await numberFrame.evaluate(() => {
    window.benchKeys = [];
    document.addEventListener('keydown', (event) => window.benchKeys!.push(performance.timeOrigin + event.timeStamp), {
      capture: true,
    });
  });
  await target.evaluate(() => window.bench!.watchCardEvents());
}

/**
 * Latency samples: for each card event the number field raised, the time since the last key
 * pressed before it. Keys are typed slower than the widget answers, so each event belongs to the
 * key just before it.
 */
export async function typingLatencies(target: Page, numberFrame: Frame): Promise<number[]> {
  const keys = (await numberFrame.evaluate(() => window.benchKeys ?? [])).sort((a, b) => a - b);
  const events: CardEventRecord[] = await target.evaluate(() => window.bench!.cardEvents());
  return latencies(keys, events);
}

export function latencies(keys: readonly number[], events: readonly CardEventRecord[]): number[] {
  const samples: number[] = [];
  if (keys.length === 0) return samples;
  const end = keys[keys.length - 1]! + 1000;
  for (const event of events) {
    if (event.field !== 'number' || event.at > end) continue;
    const key = keys.filter((k) => k <= event.at).at(-1);
    if (key !== undefined) samples.push(event.at - key);
  }
  return samples;
}
