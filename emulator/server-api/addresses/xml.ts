import { ADDRESS_FIELDS, type StoredAddress } from '../../state/records.js';
import type { XmlObject } from '../xml.js';
import { internationalPhoneXml } from './phone.js';

/** An address as the gateway answers it (`<billing-address>`, `<address>`). */
export function storedAddressXml(address: StoredAddress): XmlObject {
  const out: XmlObject = { id: address.id, 'customer-id': address.customerId };
  for (const field of ADDRESS_FIELDS) out[field.replace(/_/g, '-')] = address.fields[field] ?? null;
  out['international-phone'] = internationalPhoneXml(address.internationalPhone);
  out['created-at'] = new Date(address.createdAt);
  out['updated-at'] = new Date(address.updatedAt);
  return out;
}
