import { z } from 'zod';
import { line, text } from './text';
import { userInfoSchema } from './auth';
import {
  ACCOUNT_NAME_PATTERN,
  BANK_ACCOUNT_NO_MAX,
  BANK_ACCOUNT_NO_PATTERN,
  CRYPTO_ADDRESS_MAX,
  CRYPTO_ADDRESS_PATTERN,
  ENGLISH_NAME_MAX,
  ENGLISH_NAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  PROFILE_ADDRESS_MAX,
  PROFILE_PHONE_PATTERN,
} from './rules';
import { jsonParam, optionalParam, uploadedPathSchema } from './params';

/** The English-name rules (contract 6.5) live in rules.ts, which the web's validators import. */
export { ACCOUNT_NAME_PATTERN, ENGLISH_NAME_MAX, ENGLISH_NAME_PATTERN };

const namePattern = (pattern: RegExp) =>
  line()
    .trim()
    .max(ENGLISH_NAME_MAX, { error: `at most ${ENGLISH_NAME_MAX} characters` })
    .regex(pattern, { error: 'English letters only' });
/** A shop or bank name. */
export const englishNameSchema = namePattern(ENGLISH_NAME_PATTERN);
/** An account holder's name. */
export const accountNameSchema = namePattern(ACCOUNT_NAME_PATTERN);

export const bankAccountNoSchema = line()
  .trim()
  .max(BANK_ACCOUNT_NO_MAX, { error: `at most ${BANK_ACCOUNT_NO_MAX} characters` })
  .regex(BANK_ACCOUNT_NO_PATTERN, { error: 'letters, digits, spaces and dashes only' });

export const bankRoutingNoSchema = bankAccountNoSchema;

/** A crypto address as users paste it: letters, digits and a few separators. */
export const cryptoAddressSchema = line()
  .trim()
  .max(CRYPTO_ADDRESS_MAX, { error: `at most ${CRYPTO_ADDRESS_MAX} characters` })
  .regex(CRYPTO_ADDRESS_PATTERN, { error: 'letters, digits and : . _ - only' });

/** A value the user may clear by sending it empty. */
const clearable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** GET /customer/info/payment_settings (plus the profile address, which the forms prefill). */
export const paymentSettingsSchema = z.object({
  bank_name: z.string(),
  bank_acc_name: z.string(),
  bank_acc_no: z.string(),
  bank_routing_no: z.string(),
  wallet_address: z
    .record(z.string(), z.string())
    .describe('deposit wallet code to the user’s own address'),
  address: z.string().describe('the profile address (beside the contract’s fields)'),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** update_user answers UserInfo plus the payment settings. */
export const profileSchema = userInfoSchema.extend(paymentSettingsSchema.shape);
export type Profile = z.infer<typeof profileSchema>;

const passwordParam = optionalParam(
  text().max(PASSWORD_MAX_LENGTH, { error: `at most ${PASSWORD_MAX_LENGTH} characters` }),
);

/**
 * POST /customer/info/update_user: any of the fields; an empty optional text clears it.
 * wallet_address is a JSON object (a JSON string in a form) of deposit wallet code to address;
 * an empty address removes that wallet's. A password change needs current_password, password
 * (8 to 128) and confirm_password.
 */
export const updateUserBodySchema = z
  .object({
    firstname: line()
      .trim()
      .min(1, { error: 'required' })
      .max(PERSON_NAME_MAX, { error: `at most ${PERSON_NAME_MAX} characters` })
      .optional(),
    lastname: line()
      .trim()
      .max(PERSON_NAME_MAX, { error: `at most ${PERSON_NAME_MAX} characters` })
      .optional(),
    phone: clearable(
      line().trim().regex(PROFILE_PHONE_PATTERN, { error: 'not a phone number' }),
    ).optional(),
    photo: clearable(uploadedPathSchema).optional(),
    address: text()
      .trim()
      .max(PROFILE_ADDRESS_MAX, { error: `at most ${PROFILE_ADDRESS_MAX} characters` })
      .optional(),
    bank_name: clearable(englishNameSchema).optional(),
    bank_acc_name: clearable(accountNameSchema).optional(),
    bank_acc_no: clearable(bankAccountNoSchema).optional(),
    bank_routing_no: clearable(bankRoutingNoSchema).optional(),
    wallet_address: optionalParam(
      jsonParam(
        z
          .record(line().trim().min(1).max(32), clearable(cryptoAddressSchema), {
            error: 'must be an object of wallet code to address',
          })
          .refine((value) => Object.keys(value).length <= 32, { error: 'at most 32 wallets' }),
      ),
    ),
    current_password: passwordParam,
    password: optionalParam(
      text()
        .min(PASSWORD_MIN_LENGTH, { error: `at least ${PASSWORD_MIN_LENGTH} characters` })
        .max(PASSWORD_MAX_LENGTH, { error: `at most ${PASSWORD_MAX_LENGTH} characters` }),
    ),
    confirm_password: passwordParam,
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined) return;
    if (value.current_password === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'required to change the password',
      });
    }
    if (value.confirm_password !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'does not match the password',
      });
    }
  });
export type UpdateUserInput = z.input<typeof updateUserBodySchema>;
export type UpdateUserData = z.output<typeof updateUserBodySchema>;
