import { apiClient, type Schema } from '@petrobridge/api-client';
import { loginSchema, type LoginInput } from '@petrobridge/domain';
import { useApiMutation, type ApiMutationOptions } from '../../shared/mutation';

/** Client-spec §5: email valid and required; password non-empty (the §5 zod schema of packages/domain). */
export { loginSchema, type LoginInput };

export type User = Schema<'User'>;

/** POST /api/auth/login: starts a session (cookie) and answers the user. */
export async function login(input: Schema<'LoginRequest'>): Promise<User> {
  const { data } = await apiClient().POST('/api/auth/login', { body: input });
  return data!;
}

export function useLogin(options?: ApiMutationOptions<User, Schema<'LoginRequest'>>) {
  return useApiMutation(login, { revalidate: ['/api/auth/user'], ...options });
}
