import type { Instrument } from '../state/records.js';

/** A Venmo account, as the gateway keeps the user's. */
export function venmoInstrument(username: string): Instrument {
  return {
    type: 'VenmoAccount',
    description: `Venmo Account: ${username}`,
    details: { username, venmoUserId: '1234567891234567891' },
  };
}
