import type { PaymentMethodPayload } from 'payment-dropin/react';

/** The fields the enclosing form submits, with their initial values (as Drop-in integrations post them). */
export const HIDDEN_FIELDS = {
  nonce: { name: 'payment_method_nonce', initial: '' },
  vaulted: { name: 'use_vaulted_card', initial: '0' },
  deviceData: { name: 'payment_method_device_data', initial: '' },
} as const;

export type HiddenFieldKey = keyof typeof HIDDEN_FIELDS;
export type HiddenFields = Record<HiddenFieldKey, HTMLInputElement>;

const KEYS = Object.keys(HIDDEN_FIELDS) as HiddenFieldKey[];

function findField(form: HTMLFormElement, name: string): HTMLInputElement | undefined {
  const found = form.elements.namedItem(name);
  return found instanceof HTMLInputElement ? found : undefined;
}

/**
 * Gives the form its three hidden fields at their initial values. A field the page already has
 * (same name) is reused, so server-rendered markup and the mount agree; a value a browser restored
 * into it (back/forward) is reset, since a nonce is single-use.
 */
export function attachHiddenFields(form: HTMLFormElement): HiddenFields {
  const fields = {} as HiddenFields;
  for (const key of KEYS) {
    const { name, initial } = HIDDEN_FIELDS[key];
    let input = findField(form, name);
    if (!input) {
      input = form.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      form.append(input);
    }
    input.value = initial;
    fields[key] = input;
  }
  return fields;
}

export function resetHiddenFields(fields: HiddenFields): void {
  for (const key of KEYS) fields[key].value = HIDDEN_FIELDS[key].initial;
}

/** Puts what the widget returned into the fields the server reads. */
export function fillHiddenFields(fields: HiddenFields, payment: PaymentMethodPayload): void {
  fields.nonce.value = payment.nonce;
  fields.vaulted.value = payment.vaulted ? '1' : '0';
  fields.deviceData.value = payment.deviceData ?? '';
}

export function hasNonce(fields: HiddenFields): boolean {
  return fields.nonce.value !== '';
}
