import {
  PERSON_NAME_MAX,
  PHONE_MAX,
  PHONE_PATTERN,
  STREET_MAX,
  ZIP_MAX,
  ZIP_PATTERN,
} from '@mall/contract/rules';
import type { MessageKey } from '../../lib/i18n';

export interface AddressValues {
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
  country: string;
  state: string;
  city: string;
  street1: string;
  street2: string;
  zip: string;
  is_default: boolean;
}

export const EMPTY_ADDRESS: AddressValues = {
  first_name: '',
  last_name: '',
  email: '',
  telephone: '',
  country: '',
  state: '',
  city: '',
  street1: '',
  street2: '',
  zip: '',
  is_default: false,
};

/** A quick look before sending; the server checks the address in full. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's address rules (checkout.ts), as message keys per field. */
export function validateAddress(
  values: AddressValues,
): Partial<Record<keyof AddressValues, MessageKey>> {
  const errors: Partial<Record<keyof AddressValues, MessageKey>> = {};
  const required = [
    'first_name',
    'email',
    'telephone',
    'country',
    'state',
    'city',
    'street1',
    'zip',
  ] as const;
  for (const name of required) if (!values[name].trim()) errors[name] = 'checkout.address.required';
  if (values.first_name.length > PERSON_NAME_MAX) errors.first_name = 'checkout.address.tooLong';
  if (values.last_name.length > PERSON_NAME_MAX) errors.last_name = 'checkout.address.tooLong';
  if (values.email.trim() && !EMAIL.test(values.email.trim()))
    errors.email = 'checkout.address.badEmail';
  if (
    values.telephone.trim() &&
    (!PHONE_PATTERN.test(values.telephone.trim()) || values.telephone.trim().length > PHONE_MAX)
  )
    errors.telephone = 'checkout.address.badPhone';
  if (
    values.zip.trim() &&
    (!ZIP_PATTERN.test(values.zip.trim()) || values.zip.trim().length > ZIP_MAX)
  )
    errors.zip = 'checkout.address.badZip';
  if (values.street1.length > STREET_MAX) errors.street1 = 'checkout.address.tooLong';
  return errors;
}
