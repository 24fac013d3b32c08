/**
 * The gateway's XML, written the way the Node SDK reads it back (`Util.convertNodeToObject` over
 * xml2js): `type="array"` lists, `type="integer"`, `type="boolean"`, `type="datetime"`, and
 * `nil="true"` for null. An element that carries any other attribute is read as its text only, so
 * container elements never carry attributes.
 */

/** A list element: `<name type="array"><item>…</item>…</name>`. */
export class XmlArray {
  constructor(
    readonly item: string,
    readonly items: readonly XmlValue[],
  ) {}
}

/**
 * A page of search results: `<name type="collection">` with its own fields (page number, size,
 * total) followed by one `<item>` element per result. The SDK reads a single result as an
 * object and several as a list.
 */
export class XmlCollection {
  constructor(
    readonly fields: XmlObject,
    readonly item: string,
    readonly items: readonly XmlValue[],
  ) {}
}

/** Text with a `type` the SDK ignores but the gateway sends, e.g. `<attribute type="symbol">`. */
export class XmlTyped {
  constructor(
    readonly type: string,
    readonly text: string,
  ) {}
}

/**
 * What an element may hold. `null` is written `nil="true"`; `undefined` leaves the element out.
 * Integers get `type="integer"`; decimal amounts are passed as strings, as the gateway does.
 */
export type XmlValue =
  string | number | boolean | Date | null | undefined | XmlArray | XmlCollection | XmlTyped | XmlObject;

/** Child elements by name, in order; names are written as given (`last-4`, `card-type`). */
export interface XmlObject {
  [element: string]: XmlValue;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** `2015-02-09T15:09:16Z`: the gateway's datetimes carry no milliseconds. */
export function xmlDateTime(date: Date | number): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function element(name: string, value: XmlValue, indent: string): string {
  if (value === undefined) return '';
  const open = `${indent}<${name}`;
  if (value === null) return `${open} nil="true"/>\n`;
  if (value instanceof XmlArray) {
    if (value.items.length === 0) return `${open} type="array"/>\n`;
    const items = value.items.map((item) => element(value.item, item, `${indent}  `)).join('');
    return `${open} type="array">\n${items}${indent}</${name}>\n`;
  }
  if (value instanceof XmlCollection) {
    const fields = Object.entries(value.fields)
      .map(([child, v]) => element(child, v, `${indent}  `))
      .join('');
    const items = value.items.map((item) => element(value.item, item, `${indent}  `)).join('');
    return `${open} type="collection">\n${fields}${items}${indent}</${name}>\n`;
  }
  if (value instanceof XmlTyped) return `${open} type="${escape(value.type)}">${escape(value.text)}</${name}>\n`;
  if (value instanceof Date) return `${open} type="datetime">${xmlDateTime(value)}</${name}>\n`;
  if (typeof value === 'boolean') return `${open} type="boolean">${value}</${name}>\n`;
  if (typeof value === 'number') {
    return Number.isInteger(value) ? `${open} type="integer">${value}</${name}>\n` : `${open}>${value}</${name}>\n`;
  }
  if (typeof value === 'string') return `${open}>${escape(value)}</${name}>\n`;
  const children = Object.entries(value)
    .map(([child, v]) => element(child, v, `${indent}  `))
    .join('');
  return children ? `${open}>\n${children}${indent}</${name}>\n` : `${open}></${name}>\n`;
}

/** A whole document with one root element. */
export function toXml(root: string, value: XmlValue): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, value, '')}`;
}

function dashed(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A plain object as XML elements, keys dashed (`lastTwo` → `last-two`), the way the SDK reads it back. */
export function objectXml(value: unknown): XmlValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return new XmlArray('item', value.map(objectXml));
  if (typeof value === 'object') {
    const out: XmlObject = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[dashed(key)] = objectXml(v);
    return out;
  }
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  return String(value);
}

/** The gateway's global id: base64 of `<kind>_<id>`, without padding. */
export function globalId(kind: string, id: string): string {
  return Buffer.from(`${kind}_${id}`).toString('base64url');
}

/** Named fields of a record as elements: dashed names, null for what is absent. */
export function dashedFields(
  record: Readonly<Record<string, string | undefined>>,
  fields: readonly string[],
): XmlObject {
  return Object.fromEntries(fields.map((field) => [field.replace(/_/g, '-'), record[field] ?? null]));
}
