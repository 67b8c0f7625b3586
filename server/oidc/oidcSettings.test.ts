import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const provider = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'website-admin', OIDC_CLIENT_SECRET: 'secret' };

describe('the OIDC_* variables and PASSWORD_SIGN_IN', () => {
  it('leaves password sign-in on and the button label at its default', () => {
    const config = loadConfig({ ...provider });
    expect(config.PASSWORD_SIGN_IN).toBe(true);
    expect(config.OIDC_BUTTON_LABEL).toBe('company account');
    expect(config.OIDC_ALLOWED_DOMAINS).toEqual([]);
  });

  it('reads the allowed domains in any case and spacing', () => {
    expect(loadConfig({ ...provider, OIDC_ALLOWED_DOMAINS: ' Example.com, b.example.org ,' }).OIDC_ALLOWED_DOMAINS).toEqual([
      'example.com',
      'b.example.org',
    ]);
    expect(() => loadConfig({ ...provider, OIDC_ALLOWED_DOMAINS: 'example.com,not a domain' })).toThrow(
      'OIDC_ALLOWED_DOMAINS: not a domain: not an e-mail domain',
    );
  });

  it('refuses half a client', () => {
    expect(() => loadConfig({ OIDC_ISSUER: provider.OIDC_ISSUER })).toThrow(
      'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: must be set too, since OIDC_ISSUER is set (OIDC)',
    );
  });

  it('refuses a plain-http issuer except on loopback', () => {
    expect(() => loadConfig({ ...provider, OIDC_ISSUER: 'http://login.example.com' })).toThrow(
      'OIDC_ISSUER: must be https (plain http only on loopback)',
    );
    expect(loadConfig({ ...provider, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_ISSUER).toBe('http://127.0.0.1:4000');
  });

  it('refuses PASSWORD_SIGN_IN=0 without a provider, which would leave no way in', () => {
    expect(() => loadConfig({ PASSWORD_SIGN_IN: '0' })).toThrow(
      'PASSWORD_SIGN_IN: 0 turns password sign-in off, which needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    );
    expect(loadConfig({ ...provider, PASSWORD_SIGN_IN: '0' }).PASSWORD_SIGN_IN).toBe(false);
  });
});
