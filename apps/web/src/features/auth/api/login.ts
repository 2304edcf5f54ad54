import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { deviceHeaders } from '../../../lib/device-token';
import type { LoginResult } from '../types';
import { applyLoginResult } from './apply-login';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<LoginResult> {
  const email = input.email.trim();
  return apiClient.post<LoginResult>(
    '/customer/login/account',
    { email, password: input.password },
    { headers: deviceHeaders(email) },
  );
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: applyLoginResult });
}
