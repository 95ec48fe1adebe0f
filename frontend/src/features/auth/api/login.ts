import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type LoginInput = ApiSchema<'LoginDto'>;
export type LoginResponse = ApiSchema<'LoginResponseDto'>;

/** POST /api/auth/login. A wrong password is a 401, so it is never retried. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.POST('/api/auth/login', { body: input, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
