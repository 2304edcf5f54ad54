import { beforeEach, describe, expect, it } from 'vitest';
import { deviceHeaders, getDeviceToken, rememberDeviceToken } from './device-token';
import { clearAllStorage } from './storage';

describe('device tokens', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one token per account, without the email in storage, and survives logout', () => {
    rememberDeviceToken('Ann@Example.com', 'token-a');
    rememberDeviceToken('bob@example.com', 'token-b');
    rememberDeviceToken('bob@example.com', 'token-b2');
    expect(getDeviceToken('ann@example.com')).toBe('token-a');
    expect(deviceHeaders(' BOB@example.com ')).toEqual({ 'device-token': 'token-b2' });
    expect(deviceHeaders('carol@example.com')).toEqual({});
    expect(localStorage.getItem('device_tokens')).not.toContain('example.com');
    localStorage.setItem('access-token', 'x');
    clearAllStorage();
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(getDeviceToken('ann@example.com')).toBe('token-a');
  });

  it('ignores a missing token and unreadable storage', () => {
    rememberDeviceToken('ann@example.com', undefined);
    expect(localStorage.length).toBe(0);
    localStorage.setItem('device_tokens', '{broken');
    expect(getDeviceToken('ann@example.com')).toBeNull();
  });
});
