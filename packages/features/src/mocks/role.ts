import type { Role } from '@petrobridge/domain';
import { usersByRole } from './users';

/** The role a story runs as, or signed out: the toolbar's `role` global. */
export type MockRole = Role | 'signed-out';

let role: MockRole = 'signed-out';

/**
 * Sets whom the mock handlers answer for. Storybook's preview calls it before every story from the
 * same `role` global that the session decorator reads, so the session and the API always agree.
 */
export function setMockRole(next: MockRole | undefined) {
  role = next ?? 'signed-out';
}

export const mockRole = (): MockRole => role;

/** The signed-in mock user, or null. */
export const mockUser = () => (role === 'signed-out' ? null : usersByRole[role]);

/** A story's role, for session and handlers alike: `export const Seller = { ...asRole('seller') }`. */
export const asRole = (next: MockRole) => ({ globals: { role: next } });
