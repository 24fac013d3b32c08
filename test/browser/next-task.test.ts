import { expect } from '@open-wc/testing';
import { nextTask } from '../../elements/options/kit/next-task.js';

/** What two callers that wait at once see: each resumes in a task of its own, in the order they asked. */
async function resumeOrder(): Promise<string[]> {
  // A microtask queued by the first caller runs before the second caller resumes only if the two resume in
  // different tasks (in one task, both continuations are queued ahead of it).
  const order: string[] = [];
  await Promise.all([
    nextTask().then(() => {
      order.push('first');
      queueMicrotask(() => order.push('after the first, in its task'));
    }),
    nextTask().then(() => order.push('second')),
  ]);
  return order;
}

describe('nextTask (a task boundary of its own for each caller)', () => {
  it('resumes callers that wait at once each in a task of its own, in the order they asked (scheduler.postTask)', async () => {
    expect(typeof (globalThis as { scheduler?: { postTask?: unknown } }).scheduler?.postTask).to.equal('function');
    expect(await resumeOrder()).to.deep.equal(['first', 'after the first, in its task', 'second']);
  });

  it('does the same through a message channel in a browser with no task scheduler', async () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'scheduler');
    Object.defineProperty(globalThis, 'scheduler', { value: undefined, configurable: true, writable: true });
    try {
      expect(await resumeOrder()).to.deep.equal(['first', 'after the first, in its task', 'second']);
    } finally {
      if (own) Object.defineProperty(globalThis, 'scheduler', own);
      else delete (globalThis as { scheduler?: unknown }).scheduler;
    }
    expect((globalThis as { scheduler?: unknown }).scheduler).to.not.equal(undefined);
  });
});
