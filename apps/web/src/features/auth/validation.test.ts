import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { validateLogin, validateRegister, type RegisterValues } from './validation';

const t = i18n.t.bind(i18n);
const good: RegisterValues = {
  email: 'ana@example.com',
  firstname: 'Ana',
  lastname: '',
  password: 'correct horse',
  confirm_password: 'correct horse',
  invite_code: '',
  agree: true,
};

describe('login validation', () => {
  it('needs an email and a password', () => {
    expect(validateLogin({ email: '', password: '' }, t)).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
    expect(validateLogin({ email: 'nope', password: 'x' }, t)).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(validateLogin({ email: 'a@b.co', password: 'x' }, t)).toEqual({});
  });
});

describe('register validation', () => {
  it('accepts a complete form; last name and invitation code are optional', () => {
    expect(validateRegister(good, t)).toEqual({});
    expect(validateRegister({ ...good, lastname: 'Li', invite_code: 'ABC123' }, t)).toEqual({});
  });

  it('keeps passwords between 8 and 128 characters', () => {
    expect(
      validateRegister({ ...good, password: '1234567', confirm_password: '1234567' }, t).password,
    ).toBe('Password must contain at least 8 characters.');
    expect(
      validateRegister({ ...good, password: '12345678', confirm_password: '12345678' }, t).password,
    ).toBeUndefined();
    const long = 'x'.repeat(129);
    expect(validateRegister({ ...good, password: long, confirm_password: long }, t).password).toBe(
      'Password can have at most 128 characters.',
    );
    const max = 'x'.repeat(128);
    expect(
      validateRegister({ ...good, password: max, confirm_password: max }, t).password,
    ).toBeUndefined();
  });

  it('needs a matching confirmation, a first name and agreement to the terms', () => {
    const errors = validateRegister(
      { ...good, confirm_password: 'different one', firstname: ' ', agree: false },
      t,
    );
    expect(errors).toEqual({
      confirm_password: 'The passwords do not match.',
      firstname: 'This field is required.',
      agree: 'You need to agree to the terms of service.',
    });
  });
});
