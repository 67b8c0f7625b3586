import type { ServerConfig } from '../config';

/**
 * Where this server can reach itself: PUBLIC_ORIGIN when set, else its own port on loopback.
 * Sandbox links are same-origin paths (/sandbox/...), so the server resolves them against this
 * to fetch them the way it fetches a real builder's pages.
 */
export const ownOrigin = (config: Pick<ServerConfig, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>): string => {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
};
