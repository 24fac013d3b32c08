import type { Instrument } from '../state/records.js';

/** The client API's view of an instrument: everything but the gateway's secrets. */
export function publicInstrument(instrument: Instrument): Omit<Instrument, 'secret'> {
  const { secret: _secret, ...rest } = instrument;
  return rest;
}
