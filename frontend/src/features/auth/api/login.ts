import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/auth/user';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResponse {
  access_token: string;
  token_type: 'bearer';
  user: User;
}

/** POST /api/auth/login. A wrong password is a 401, so it is never retried. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
