import { expect } from '@open-wc/testing';
import { nextTask } from '../../elements/options/kit/next-task.js';

describe('nextTask (the task boundary where the browser has no scheduler.yield)', () => {
  it('resumes callers that wait at once each in a task of its own, in the order they asked', async () => {
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
    expect(order).to.deep.equal(['first', 'after the first, in its task', 'second']);
  });
});
