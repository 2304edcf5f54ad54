import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { LoginResult } from '../types';
import { applyLoginResult } from './apply-login';

export interface RegisterInput {
  email: string;
  password: string;
  confirm_password: string;
  firstname: string;
  lastname?: string;
  invite_code?: string;
}

export function register(input: RegisterInput): Promise<LoginResult> {
  return apiClient.post<LoginResult>('/customer/register/account', {
    email: input.email.trim(),
    password: input.password,
    confirm_password: input.confirm_password,
    firstname: input.firstname.trim(),
    lastname: input.lastname?.trim() || undefined,
    invite_code: input.invite_code?.trim() || undefined,
    agree: 1,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: applyLoginResult });
}
