import { z } from '@cms/core/contract/zodSettings'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { CONTACT_PHONE_PATTERN } from '@cms/core/contract/phone'
import { PASSWORD_MAX_LENGTH, PASSWORD_RULES, type PasswordRuleId, SIGN_IN_PASSWORD_MIN_LENGTH } from './passwordRules'
import { SELF_SELECTABLE_ROLES } from '@cms/core/contract/roles'

/**
 * The accounts forms and API bodies (spec 3, 5), shared by the browser forms and the site's API
 * so both refuse the same input. Every failure carries a code; the forms show
 * `auth.error.<code>` from the auth.json translations.
 */
export const AUTH_ERROR_CODES = [
  'required',
  'emailInvalid',
  'passwordMin6',
  'passwordMin8',
  'passwordUppercase',
  'passwordLowercase',
  'passwordDigit',
  'passwordSpecial',
  'passwordTooLong',
  'passwordsMismatch',
  'codeMin6',
  'firstNameShort',
  'lastNameShort',
  'nameTooLong',
  'brandNameTooLong',
  'phoneInvalid',
  'rolesRequired',
  'roleInvalid',
  'bodyInvalid',
] as const

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

const RULE_CODES: Record<PasswordRuleId, AuthErrorCode> = {
  length: 'passwordMin8',
  uppercase: 'passwordUppercase',
  lowercase: 'passwordLowercase',
  digit: 'passwordDigit',
  special: 'passwordSpecial',
}

const PASSWORD_MAX = PASSWORD_MAX_LENGTH

// Addresses are compared without regard to case, so they are kept in lower case.
const email = z.string('required').trim().toLowerCase().min(1, 'required').max(254, 'emailInvalid').pipe(z.email('emailInvalid'))

/** One address on its own, e.g. the email-exists check's query parameter. */
export const emailSchema = email

/** Passwords are never trimmed: a space is as much a part of one as any other character. */
const password = (min: number, code: AuthErrorCode) => z.string('required').min(min, code).max(PASSWORD_MAX, 'passwordTooLong')

/** A new password at registration: each unmet checklist rule gives its own message. */
const strongPassword = z
  .string('required')
  .max(PASSWORD_MAX, 'passwordTooLong')
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: RULE_CODES[rule.id], input: value })
    }
  })

const name = (short: AuthErrorCode) => z.string('required').trim().min(2, short).max(100, 'nameTooLong')

/** Empty form fields and null both mean "not given". */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)
const brandName = z.string('required').trim().max(120, 'brandNameTooLong')
const phone = z.string('required').trim().regex(CONTACT_PHONE_PATTERN, 'phoneInvalid')
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

const roles = z
  .array(z.enum(SELF_SELECTABLE_ROLES, 'roleInvalid'), 'rolesRequired')
  .min(1, 'rolesRequired')
  .max(SELF_SELECTABLE_ROLES.length, 'roleInvalid')
  .transform((list) => [...new Set(list)])

/**
 * The reset code from the email, spaces around it forgiven. The spec asks only "at least 6
 * characters" here; a code that is not the emailed one is refused by the server as wrong.
 */
const code = z.string('required').trim().min(6, 'codeMin6')

/**
 * Confirmation check shown on confirmPassword. It runs as soon as both passwords are strings,
 * not only once every other field is right, so the mismatch appears with the other errors.
 */
function confirmed<T extends Record<string, unknown>>(first: keyof T & string) {
  return {
    check: (data: T) => data[first] === data.confirmPassword,
    params: {
      path: ['confirmPassword'],
      error: 'passwordsMismatch',
      when: (payload: z.core.ParsePayload) => {
        const value = payload.value as Record<string, unknown> | null
        return typeof value?.[first] === 'string' && typeof value.confirmPassword === 'string'
      },
    },
  }
}

export const loginSchema = z.object({ email, password: password(SIGN_IN_PASSWORD_MIN_LENGTH, 'passwordMin6') }, 'bodyInvalid')
export type LoginForm = z.infer<typeof loginSchema>

export const forgotSchema = z.object({ email }, 'bodyInvalid')
export type ForgotForm = z.infer<typeof forgotSchema>

const resetConfirmed = confirmed<{ newPassword: string; confirmPassword: string }>('newPassword')
export const resetSchema = z
  .object(
    { email, code, newPassword: password(SIGN_IN_PASSWORD_MIN_LENGTH, 'passwordMin6'), confirmPassword: password(SIGN_IN_PASSWORD_MIN_LENGTH, 'passwordMin6') },
    'bodyInvalid',
  )
  .refine(resetConfirmed.check, resetConfirmed.params)
export type ResetForm = z.infer<typeof resetSchema>

/** POST /api/reset-password: the reset form without its confirmation. */
export const resetRequestSchema = z.strictObject({ email, code, newPassword: password(SIGN_IN_PASSWORD_MIN_LENGTH, 'passwordMin6') }, 'bodyInvalid')

const registerFields = {
  firstName: name('firstNameShort'),
  lastName: name('lastNameShort'),
  brandName: optional(brandName),
  email,
  phone: optional(phone),
  roles,
  password: strongPassword,
}

const registerConfirmed = confirmed<{ password: string; confirmPassword: string }>('password')
export const registerFormSchema = z
  .object({ ...registerFields, confirmPassword: z.string('required').min(1, 'required') }, 'bodyInvalid')
  .refine(registerConfirmed.check, registerConfirmed.params)
export type RegisterForm = z.infer<typeof registerFormSchema>

/** POST /api/register: the form minus confirmPassword, with photoUrl null (spec 3). */
export const registerRequestSchema = z.strictObject({ ...registerFields, photoUrl: z.null('bodyInvalid').optional() }, 'bodyInvalid')
export type RegisterRequest = z.infer<typeof registerRequestSchema>

/**
 * POST /api/login. The login call names the address `username`, the sign-in forms `email`
 * (spec 3); either is taken and the result always says `email`. Any non-empty password is
 * checked against the account, so older short passwords still work.
 */
export const loginRequestSchema = z
  .strictObject({ username: email.optional(), email: email.optional(), password: password(1, 'required') }, 'bodyInvalid')
  .transform((body, ctx) => {
    const address = body.username ?? body.email
    if (address === undefined) {
      ctx.issues.push({ code: 'custom', message: 'required', path: ['email'], input: body })
      return z.NEVER
    }
    return { email: address, password: body.password }
  })

/** Blank (or null) clears a field; absent leaves it as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value), schema.nullable().optional())

/** PATCH /api/account: only the fields sent change. Roles and email are not the owner's to edit here. */
export const accountUpdateSchema = z.strictObject(
  {
    firstName: name('firstNameShort').optional(),
    lastName: name('lastNameShort').optional(),
    phone: clearable(phone),
    brandName: clearable(brandName),
    publicProfile: z.boolean('bodyInvalid').optional(),
  },
  'bodyInvalid',
)
export type AccountUpdate = z.infer<typeof accountUpdateSchema>

/** POST /api/account/password. A new password follows the registration rules. */
export const changePasswordSchema = z.strictObject({ currentPassword: password(1, 'required'), newPassword: strongPassword }, 'bodyInvalid')

const changeConfirmed = confirmed<{ newPassword: string; confirmPassword: string }>('newPassword')
export const changePasswordFormSchema = z
  .object({ currentPassword: password(1, 'required'), newPassword: strongPassword, confirmPassword: z.string('required').min(1, 'required') }, 'bodyInvalid')
  .refine(changeConfirmed.check, changeConfirmed.params)
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

/** DELETE /api/account: the password again, so a left-open session cannot delete the account. */
export const deleteAccountSchema = z.strictObject({ password: password(1, 'required') }, 'bodyInvalid')

/** POST /api/verify-email. */
export const verifyEmailSchema = z.strictObject({ token: z.string('required').trim().min(1, 'required').max(512, 'bodyInvalid') }, 'bodyInvalid')

export { fieldErrors }
