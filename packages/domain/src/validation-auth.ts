/**
 * The sign-in and registration schemas of docs/product.md#validation, and the helpers they share
 * with ./validation.ts (which re-exports them). A module of their own so that the sign-in dialog
 * loads these two small schemas only, not every form's (docs/performance.md#budgets).
 */
import * as z from 'zod/mini';
import { registrableRoles } from './enums';

/** Absent, null, or text that is only blanks. */
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** An enum whose message tells a missing value from a wrong one. */
export const enumField = <const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid = required,
) =>
  z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? required : invalid),
  });

const emailField = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(254, 'Email must be at most 254 characters'),
    ),
  z.email('Enter a valid email address'),
);

/** Login: email valid and required; password non-empty. */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(256, 'Password must be at most 256 characters'),
    ),
});

/** Register: valid email, password ≥ 6, first and last name ≥ 1, role seller, buyer or broker. */
export const registerSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .check(
      z.minLength(6, 'Password must be at least 6 characters'),
      z.maxLength(256, 'Password must be at most 256 characters'),
    ),
  firstName: z
    .string({ error: 'First name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'First name is required'),
      z.maxLength(255, 'First name must be at most 255 characters'),
    ),
  lastName: z
    .string({ error: 'Last name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Last name is required'),
      z.maxLength(255, 'Last name must be at most 255 characters'),
    ),
  role: enumField(registrableRoles, 'Role is required', 'Role must be seller, buyer or broker'),
});

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
