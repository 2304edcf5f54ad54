import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { LoginResult } from '../types';
import { applyLoginResult } from './apply-login';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<LoginResult> {
  return apiClient.post<LoginResult>('/customer/login/account', { email: input.email.trim(), password: input.password });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: applyLoginResult });
}
