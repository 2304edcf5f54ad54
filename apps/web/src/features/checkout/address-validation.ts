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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]*$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** The contract's address rules (checkout.ts), as message keys per field. */
export function validateAddress(values: AddressValues): Partial<Record<keyof AddressValues, MessageKey>> {
  const errors: Partial<Record<keyof AddressValues, MessageKey>> = {};
  const required = ['first_name', 'email', 'telephone', 'country', 'state', 'city', 'street1', 'zip'] as const;
  for (const name of required) if (!values[name].trim()) errors[name] = 'checkout.address.required';
  if (values.first_name.length > 64) errors.first_name = 'checkout.address.tooLong';
  if (values.last_name.length > 64) errors.last_name = 'checkout.address.tooLong';
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'checkout.address.badEmail';
  if (values.telephone.trim() && (!PHONE.test(values.telephone.trim()) || values.telephone.trim().length > 32)) errors.telephone = 'checkout.address.badPhone';
  if (values.zip.trim() && (!ZIP.test(values.zip.trim()) || values.zip.trim().length > 16)) errors.zip = 'checkout.address.badZip';
  if (values.street1.length > 200) errors.street1 = 'checkout.address.tooLong';
  return errors;
}
