import { apiClient, type Schema } from '@petrobridge/api-client';
import { registerSchema, type RegisterInput } from '@petrobridge/domain';
import { useApiMutation, type ApiMutationOptions } from '../../shared/mutation';

/**
 * Client-spec §5: valid email, password of at least 6, first and last name, role seller, buyer or
 * broker (the §5 zod schema of packages/domain).
 */
export { registerSchema, type RegisterInput };

/** POST /api/auth/register: creates the account; it does not sign in (client-spec §4). */
export async function register(input: Schema<'RegisterRequest'>): Promise<Schema<'User'>> {
  const { data } = await apiClient().POST('/api/auth/register', { body: input });
  return data!;
}

export function useRegister(
  options?: ApiMutationOptions<Schema<'User'>, Schema<'RegisterRequest'>>,
) {
  return useApiMutation(register, options);
}
