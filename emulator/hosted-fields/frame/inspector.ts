/**
 * The emulator's hosted-fields inspector: a page on the frames' origin that a test embeds next to
 * the hosted fields to see how they render (a cross-origin test page cannot look inside them).
 * It answers `{type: INSPECT_REQUEST, requestId, componentId?}` from its parent with each field's
 * description (attributes, classes, label, message): never a value.
 */
import { HOOK, type FieldDescription, type FrameHook } from './frame-hook.js';

export const INSPECT_REQUEST = 'braintree-emulator:inspect-hosted-fields';
export const INSPECT_RESPONSE = 'braintree-emulator:hosted-fields-described';

function describeFields(componentId: unknown): FieldDescription[] {
  const described: FieldDescription[] = [];
  const frames = window.parent.frames;
  for (let i = 0; i < frames.length; i++) {
    try {
      const hook = (frames[i] as unknown as Record<symbol, FrameHook | undefined>)[HOOK];
      if (!hook || (typeof componentId === 'string' && hook.componentId !== componentId)) continue;
      const description = hook.describe();
      // Copied into this realm as plain data before it is posted.
      if (description) described.push(JSON.parse(JSON.stringify(description)) as FieldDescription);
    } catch {
      // Not one of ours.
    }
  }
  return described;
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent) return;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const request = data as Record<string, unknown>;
  if (request.type !== INSPECT_REQUEST) return;
  window.parent.postMessage(
    { type: INSPECT_RESPONSE, requestId: request.requestId, fields: describeFields(request.componentId) },
    event.origin,
  );
});
