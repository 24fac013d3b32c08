import type { Response } from 'express';
import { apiErrorResponse, type ValidationError } from './errors.js';
import { toXml, type XmlObject, type XmlValue } from './xml.js';

/** Answers with one XML document (the SDK parses only `application/xml` bodies as XML). */
export function sendXml(res: Response, status: number, root: string, value: XmlValue): void {
  res.status(status).type('application/xml; charset=utf-8').send(toXml(root, value));
}

/** 422 with `<api-error-response>`: the SDK resolves it as `{success: false, errors, message, params}`. */
export function sendValidationErrors(
  res: Response,
  errors: readonly ValidationError[],
  options: { body?: unknown; message?: string; extra?: XmlObject } = {},
): void {
  sendXml(res, 422, 'api-error-response', apiErrorResponse(errors, options));
}

/** 404 with an empty body: the SDK rejects with `notFoundError` before reading it. */
export function sendNotFound(res: Response): void {
  res.status(404).end();
}

/** 200 with an empty body: what deletions answer (the SDK resolves with nothing). */
export function sendEmpty(res: Response): void {
  res.status(200).end();
}
