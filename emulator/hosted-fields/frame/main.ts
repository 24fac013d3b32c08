/**
 * Entry of the hosted-fields frame page. Each frame holds one field, named by the iframe
 * (`braintree-hosted-field-<field>`), on the bus channel in the URL hash (the component id).
 *
 * Sequence (braintree-web's outer side in `hosted-fields/external/hosted-fields.js`):
 * 1. every frame emits FRAME_READY `{field}` with a reply function;
 * 2. once all have, the outer page replies to the first field's frame only, with the merchant's
 *    options; that frame becomes the form frame: it renders every sibling frame's field and emits
 *    READY_FOR_CLIENT, answered with the client's configuration;
 * 3. the form frame reports changes as INPUT_EVENT and answers TOKENIZATION_REQUEST;
 * 4. each frame obeys the outer page's requests for its own field (focus, clear, attributes,
 *    classes, messages, month names).
 *
 * `create()` resolves on the outer side as soon as step 2 starts, before any field is built, and
 * pages often show the fields only then: each frame's focus guard listens from the start, so focus
 * given to a frame at any moment ends on its field (see focus-guard.ts).
 */
import { FieldView } from './field-view.js';
import { FocusGuard } from './focus-guard.js';
import { findFrameHooks, installHook, type FormApi, type FrameHook } from './frame-hook.js';
import { FormController } from './form-controller.js';
import { ParentBus, type BusHandler } from './parent-bus.js';
import { EVENTS, FRAME_NAME_PREFIX, isFieldKey, type FieldKey, type MerchantConfiguration } from './protocol.js';

function fieldData(data: unknown): Record<string, unknown> | undefined {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/**
 * The outer page's requests for one field reach every frame; only that field's frame acts on them
 * (once its view is built).
 */
function obeyFieldRequests(bus: ParentBus, field: FieldKey, view: () => FieldView | undefined): void {
  const forThisField = (act: (view: FieldView, data: Record<string, unknown>) => void): BusHandler => {
    return (data) => {
      const request = fieldData(data);
      const current = view();
      if (current && request && request.field === field) act(current, request);
    };
  };
  bus.on(
    EVENTS.TRIGGER_INPUT_FOCUS,
    forThisField((v) => v.focus()),
  );
  bus.on(
    EVENTS.CLEAR_FIELD,
    forThisField((v) => v.clear()),
  );
  bus.on(
    EVENTS.SET_ATTRIBUTE,
    forThisField((v, d) => v.setAttribute(d.attribute, d.value)),
  );
  bus.on(
    EVENTS.REMOVE_ATTRIBUTE,
    forThisField((v, d) => v.removeAttribute(d.attribute)),
  );
  bus.on(
    EVENTS.ADD_CLASS,
    forThisField((v, d) => v.addClass(d.classname)),
  );
  bus.on(
    EVENTS.REMOVE_CLASS,
    forThisField((v, d) => v.removeClass(d.classname)),
  );
  bus.on(
    EVENTS.SET_MESSAGE,
    forThisField((v, d) => v.setMessage(d.message)),
  );
  bus.on(EVENTS.SET_MONTH_OPTIONS, (options, reply) => {
    const current = view();
    if (field !== 'expirationMonth' || !current) return;
    current.setMonthOptions(options);
    reply?.(undefined);
  });
}

function start(): void {
  const name = window.name.startsWith(FRAME_NAME_PREFIX) ? window.name.slice(FRAME_NAME_PREFIX.length) : '';
  const componentId = decodeURIComponent(window.location.hash.slice(1));
  if (!isFieldKey(name) || componentId === '' || window.parent === window) return;
  const field: FieldKey = name;
  const bus = new ParentBus(componentId);
  let view: FieldView | undefined;
  let controller: FormController | undefined;
  const focusGuard = new FocusGuard(window, {
    focusElsewhere: () => findFrameHooks(componentId).some((sibling) => sibling.field !== field && sibling.hasFocus()),
  });

  const hook: FrameHook = {
    componentId,
    field,
    attach(form: FormApi) {
      view = new FieldView(field, form, document, focusGuard);
      return view;
    },
    form: () => controller,
    describe: () => view?.describe(),
    hasFocus: () => document.hasFocus(),
  };
  installHook(window, hook);
  obeyFieldRequests(bus, field, () => view);

  // A frame that reloads (its iframe moved in the page) rejoins the form that is already running.
  const running = findFrameHooks(componentId)
    .map((sibling) => sibling.form())
    .find((form): form is FormApi => form !== undefined);
  running?.join(hook);

  bus.emit(EVENTS.FRAME_READY, { field }, (configuration) => {
    if (controller || typeof configuration !== 'object' || configuration === null) return;
    const merchant = configuration as MerchantConfiguration;
    if (typeof merchant.fields !== 'object' || merchant.fields === null) return;
    controller = new FormController(merchant, bus, window.location.origin);
    for (const sibling of findFrameHooks(componentId)) controller.join(sibling);
    const missing = controller.missingFields();
    if (missing.length > 0) console.error(`Hosted fields: no frame found for ${missing.join(', ')}.`);
  });
}

start();
