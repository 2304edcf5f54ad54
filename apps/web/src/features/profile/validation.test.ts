import { describe, expect, it } from 'vitest';
import { translate, type TFunction } from '../../lib/i18n';
import { addressError, validateBank, validateBasic, validatePassword } from './validation';

const t: TFunction = (key, values) => translate('en', key, values);

describe('profile validation', () => {
  it('needs a first name and a phone number that looks like one', () => {
    expect(validateBasic({ firstname: ' ', lastname: '', phone: '', address: '' }, t)).toEqual({
      firstname: 'This field is required.',
    });
    expect(
      validateBasic({ firstname: 'Ana', lastname: '', phone: '12', address: '' }, t),
    ).toHaveProperty('phone');
    expect(
      validateBasic({ firstname: 'Ana', lastname: '', phone: '+1 (800) 555-0199', address: '' }, t),
    ).toEqual({});
  });

  it('checks the new password: length, not the current one, confirmed', () => {
    expect(
      validatePassword({ current_password: '', password: '', confirm_password: '' }, t),
    ).toEqual({
      current_password: 'This field is required.',
      password: 'This field is required.',
      confirm_password: 'This field is required.',
    });
    expect(
      validatePassword(
        { current_password: 'old-pass-1', password: 'short', confirm_password: 'short' },
        t,
      ).password,
    ).toBe('Password must contain at least 8 characters.');
    expect(
      validatePassword(
        {
          current_password: 'same-pass-1',
          password: 'same-pass-1',
          confirm_password: 'same-pass-1',
        },
        t,
      ),
    ).toHaveProperty('password');
    expect(
      validatePassword(
        {
          current_password: 'old-pass-1',
          password: 'new-pass-12',
          confirm_password: 'new-pass-13',
        },
        t,
      ),
    ).toEqual({
      confirm_password: 'The passwords do not match.',
    });
    expect(
      validatePassword(
        {
          current_password: 'old-pass-1',
          password: 'new-pass-12',
          confirm_password: 'new-pass-12',
        },
        t,
      ),
    ).toEqual({});
  });

  it('takes bank names in English letters only, and allows clearing', () => {
    expect(
      validateBank({ bank_name: '', bank_acc_name: '', bank_acc_no: '', bank_routing_no: '' }, t),
    ).toEqual({});
    expect(
      validateBank(
        {
          bank_name: '招商银行',
          bank_acc_name: 'Ana Ruiz',
          bank_acc_no: '12-34 56',
          bank_routing_no: '',
        },
        t,
      ),
    ).toEqual({
      bank_name: 'Use English letters only.',
    });
    expect(
      validateBank(
        { bank_name: 'Chase', bank_acc_name: 'Ana', bank_acc_no: '12#4', bank_routing_no: '' },
        t,
      ),
    ).toHaveProperty('bank_acc_no');
  });

  it('checks crypto addresses', () => {
    expect(addressError('', t)).toBeUndefined();
    expect(addressError('TNfqbNpq8Gc4E5sRXfZyR9rLvAyaBWrwEn', t)).toBeUndefined();
    expect(addressError('not an address', t)).toBeDefined();
  });
});
