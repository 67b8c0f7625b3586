import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config';
import { sessionCookieName } from './session.middleware';

/** Secure whenever the browser talks HTTPS to us: directly, or through a proxy named by PUBLIC_ORIGIN. */
export const isSecure = (c: Context, config: ServerConfig): boolean =>
  new URL(c.req.url).protocol === 'https:' || (config.PUBLIC_ORIGIN ?? '').startsWith('https:');

/** HttpOnly so page scripts never read it; SameSite=Lax so other sites cannot ride on it. */
export const setSessionCookie = (c: Context, config: ServerConfig, token: string, expiresAt: Date, now: Date): void => {
  setCookie(c, sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, config),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
};

export const clearSessionCookie = (c: Context, config: ServerConfig): void => {
  deleteCookie(c, sessionCookieName, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c, config) });
};
