/**
 * Oversight by admins and super admins (issue 16): deactivating and reactivating accounts and companies.
 * The panel's dialogs and the server validate the same bodies with these schemas and messages.
 */
import * as z from 'zod/mini';

export const oversightMessages = {
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 2000 characters',
  /** Sign-in of a deactivated account (after the password was checked). */
  accountDeactivated: 'This account has been deactivated. Contact support.',
  /** Any trading operation of a user whose company an admin deactivated. */
  companyDeactivated: 'Your company has been deactivated and cannot trade. Contact support.',
} as const;

type Ctx = z.core.ParsePayload;

const fail = (ctx: Ctx, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
};

const MAX_REASON = 2000;

/** Deactivating an account or a company: a reason is required (trimmed, at most 2000 characters). */
export const deactivationSchema = z.object({
  reason: z.pipe(
    z.nullish(z.string({ error: oversightMessages.reasonRequired })),
    z.transform((v, ctx): string => {
      const t = v?.trim() ?? '';
      if (!t) return fail(ctx, oversightMessages.reasonRequired);
      if (t.length > MAX_REASON) return fail(ctx, oversightMessages.reasonTooLong);
      return t;
    }),
  ),
});

/** Reactivating: an optional note (blank → absent). */
export const reactivationSchema = z.object({
  reason: z.pipe(
    z.nullish(z.string()),
    z.transform((v, ctx): string | undefined => {
      const t = v?.trim() ?? '';
      if (!t) return undefined;
      if (t.length > MAX_REASON) return fail(ctx, oversightMessages.reasonTooLong);
      return t;
    }),
  ),
});

export type DeactivationInput = z.input<typeof deactivationSchema>;
export type ReactivationInput = z.input<typeof reactivationSchema>;

/**
 * Requesting a re-upload of a KYC document (Ballerine's case action, admins and approved brokers): the
 * owner is told why, so the reason is required (trimmed, at most 2000 characters), as for deactivation.
 */
export const reuploadRequestSchema = deactivationSchema;
export type ReuploadRequestInput = z.input<typeof reuploadRequestSchema>;
