import { apiClient, type Schema } from '@petrobridge/api-client';
import {
  loginSchema,
  registerSchema,
  type LoginInput,
  type RegisterInput,
} from '@petrobridge/domain';
import { mutation, optionalQuery, query } from './core';

/** docs/product.md#validation's zod schemas of packages/domain, the forms' validation. */
export { loginSchema, registerSchema, type LoginInput, type RegisterInput };

export type User = Schema<'User'>;
export type PublicConfig = Schema<'PublicConfig'>;

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export const useCurrentUser = optionalQuery('/api/auth/user');

/** GET /api/config: whether demo accounts exist and whether single sign-on is configured. */
export const usePublicConfig = query('/api/config');

/** POST /api/auth/login: starts a session (cookie) and answers the user. */
export async function login(body: Schema<'LoginRequest'>): Promise<User> {
  const { data } = await apiClient().POST('/api/auth/login', { body });
  return data!;
}

/** POST /api/auth/register: creates the account; it does not sign in (docs/product.md#statuses). */
export async function register(body: Schema<'RegisterRequest'>): Promise<User> {
  const { data } = await apiClient().POST('/api/auth/register', { body });
  return data!;
}

/** Signs in, then refreshes the current user. */
export const useLogin = mutation(login, { revalidate: ['/api/auth/user'] });
export const useRegister = mutation(register);
