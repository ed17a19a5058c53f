// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import { takeSignInRequest } from './sign-in-request';

const at = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  window.localStorage.clear();
  at('/');
});

describe('takeSignInRequest (/?signin=1, where /api/login lands without an identity provider)', () => {
  test('nothing to open on a plain visit', () => {
    expect(takeSignInRequest()).toBeNull();
  });

  test('opens the login card and removes the parameter', () => {
    at('/?signin=1#pricing');
    expect(takeSignInRequest()).toEqual({ mode: 'login' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/#pricing',
    );
  });

  test('after Sign Up as Seller: the register card with that role', () => {
    window.localStorage.setItem('selectedRole', 'seller');
    at('/?signin=1&role=seller');
    expect(takeSignInRequest()).toEqual({ mode: 'register', prefill: { role: 'seller' } });
    expect(window.location.search).toBe('');
  });

  test('a remembered role only preselects the register role', () => {
    window.localStorage.setItem('selectedRole', 'buyer');
    at('/?signin=1');
    expect(takeSignInRequest()).toEqual({ mode: 'login', prefill: { role: 'buyer' } });
  });

  test('an unknown role is ignored', () => {
    at('/?signin=1&role=super_admin');
    expect(takeSignInRequest()).toEqual({ mode: 'login' });
  });
});

describe('takeSignInRequest (/?authError=…, an identity-provider sign-in that did not complete)', () => {
  test('a deactivated account: the login card opens with the reason, the parameter goes', () => {
    at('/?authError=account_deactivated');
    expect(takeSignInRequest()).toEqual({
      mode: 'login',
      error: 'This account has been deactivated. Contact support.',
    });
    expect(window.location.search).toBe('');
  });

  test('an unknown code still says the sign-in did not complete', () => {
    at('/?authError=something_new');
    expect(takeSignInRequest()).toEqual({
      mode: 'login',
      error: 'The sign-in did not complete. Try again.',
    });
  });
});
