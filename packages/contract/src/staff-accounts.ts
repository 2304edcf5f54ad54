import { z } from 'zod';
import { emailSchema } from './auth';
import { pageQuerySchema } from './pagination';
import { idSchema, jsonParam, optionalParam } from './params';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX } from './rules';
import { isStaffRole, STAFF_ROLES, staffRoleSchema, type StaffRole } from './staff';
import { line, text } from './text';

/**
 * Staff accounts (decision 0030): the owner (permission `staff`) lists staff members, gives an
 * account staff roles (creating it if the email has none) and takes them away. Nobody removes
 * or demotes themselves, and the last active owner stays.
 */

/** GET /admin/staff/index: staff members, owners first, then by id. */
export const staffListQuerySchema = pageQuerySchema;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(staffRoleSchema).describe('the staff roles, in the order of STAFF_ROLES'),
  status: z.string().describe('active, disabled or deleted'),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffPageSchema = z.object({
  list: z.array(staffMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

/** POST /admin/staff/save */
export const staffSaveBodySchema = z.object({
  email: emailSchema,
  firstname: optionalParam(
    line()
      .trim()
      .min(1)
      .max(PERSON_NAME_MAX, { error: `at most ${PERSON_NAME_MAX} characters` }),
  ).describe('required for a new account; an existing account keeps its name'),
  password: optionalParam(
    text()
      .min(PASSWORD_MIN_LENGTH, { error: `at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(PASSWORD_MAX_LENGTH, { error: `at most ${PASSWORD_MAX_LENGTH} characters` }),
  ).describe(
    `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters: required for a new account, refused for an existing one (its owner keeps their password)`,
  ),
  roles: jsonParam(
    // Elements checked by refinements on the list, so that a refusal names `roles` itself.
    z
      .array(z.unknown(), { error: 'a JSON list of staff roles' })
      .min(1, { error: 'at least one staff role' })
      .max(STAFF_ROLES.length, { error: `at most ${STAFF_ROLES.length} roles` })
      .refine((roles) => roles.every((role) => typeof role === 'string' && isStaffRole(role)), {
        error: `each one of ${STAFF_ROLES.join(', ')}`,
      })
      .refine((roles) => new Set(roles).size === roles.length, { error: 'a role twice' })
      .transform((roles) => roles as StaffRole[]),
  ).describe(`JSON list of staff roles (${STAFF_ROLES.join(', ')}), at least one`),
});
export type StaffSaveInput = z.input<typeof staffSaveBodySchema>;

/** POST /admin/staff/remove */
export const staffRemoveBodySchema = z.object({ user_id: idSchema });
