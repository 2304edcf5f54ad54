import { z } from 'zod';
import { line, text } from './text';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, userInfoSchema } from './auth';
import { jsonParam, optionalParam, uploadedPathSchema } from './params';

/**
 * English names of businesses, shop names and bank names (contract 6.5): Latin letters, digits,
 * spaces and . , ' & -, starting with a letter or digit and holding at least one letter ("Studio 54",
 * "7-Eleven", "St. Mary's Bank & Trust-Co").
 * The one copy: the web's validators import it.
 */
export const ENGLISH_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9 .,'&-]*$/;
/** The name of an account holder (bank_acc_name), a person's: as ENGLISH_NAME_PATTERN without digits. */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z][A-Za-z .,'&-]*$/;
export const ENGLISH_NAME_MAX = 100;

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
  .max(34, { error: 'at most 34 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'letters, digits, spaces and dashes only' });

export const bankRoutingNoSchema = bankAccountNoSchema;

/** A crypto address as users paste it: letters, digits and a few separators. */
export const cryptoAddressSchema = line()
  .trim()
  .max(128, { error: 'at most 128 characters' })
  .regex(/^[A-Za-z0-9:._-]+$/, { error: 'letters, digits and : . _ - only' });

/** A value the user may clear by sending it empty. */
const clearable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** GET /customer/info/payment_settings (plus the profile address, which the forms prefill). */
export const paymentSettingsSchema = z.object({
  bank_name: z.string(),
  bank_acc_name: z.string(),
  bank_acc_no: z.string(),
  bank_routing_no: z.string(),
  wallet_address: z.record(z.string(), z.string()).describe('deposit wallet code to the user’s own address'),
  address: z.string().describe('the profile address (beside the contract’s fields)'),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** update_user answers UserInfo plus the payment settings. */
export const profileSchema = userInfoSchema.extend(paymentSettingsSchema.shape);
export type Profile = z.infer<typeof profileSchema>;

const passwordParam = optionalParam(text().max(PASSWORD_MAX_LENGTH, { error: `at most ${PASSWORD_MAX_LENGTH} characters` }));

/**
 * POST /customer/info/update_user: any of the fields; an empty optional text clears it.
 * wallet_address is a JSON object (a JSON string in a form) of deposit wallet code to address;
 * an empty address removes that wallet's. A password change needs current_password, password
 * (8 to 128) and confirm_password.
 */
export const updateUserBodySchema = z
  .object({
    firstname: line().trim().min(1, { error: 'required' }).max(64, { error: 'at most 64 characters' }).optional(),
    lastname: line().trim().max(64, { error: 'at most 64 characters' }).optional(),
    phone: clearable(
      line()
        .trim()
        .regex(/^\+?[0-9][0-9 ()-]{3,24}$/, { error: 'not a phone number' }),
    ).optional(),
    photo: clearable(uploadedPathSchema).optional(),
    address: text().trim().max(255, { error: 'at most 255 characters' }).optional(),
    bank_name: clearable(englishNameSchema).optional(),
    bank_acc_name: clearable(accountNameSchema).optional(),
    bank_acc_no: clearable(bankAccountNoSchema).optional(),
    bank_routing_no: clearable(bankRoutingNoSchema).optional(),
    wallet_address: optionalParam(
      jsonParam(
        z
          .record(line().trim().min(1).max(32), clearable(cryptoAddressSchema), { error: 'must be an object of wallet code to address' })
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
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'required to change the password' });
    }
    if (value.confirm_password !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'does not match the password' });
    }
  });
export type UpdateUserInput = z.input<typeof updateUserBodySchema>;
export type UpdateUserData = z.output<typeof updateUserBodySchema>;
