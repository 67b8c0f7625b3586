import * as v from 'valibot';
import { type Preferences, preferencesSchema } from '../../domain/api/me.schema';

/** Until the server's answer: comfortable lists, the device's own light or dark. */
const defaults: Preferences = { density: 'comfortable', colorScheme: 'system' };

/** Per person, so whoever signs in next on this device does not start with someone else's. */
const keyOf = (userId: string) => `preferences:${userId}`;

/**
 * The person's preferences as this device last had them (issue 33): the first screen after a
 * reload or a sign-in shows them before the server answers. The server's copy (GET
 * /api/me/preferences) is the one that counts.
 */
export function readStoredPreferences(userId: string): Preferences {
  try {
    const parsed = v.safeParse(preferencesSchema, JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null'));
    return parsed.success ? parsed.output : defaults;
  } catch {
    return defaults;
  }
}

export function writeStoredPreferences(userId: string, preferences: Preferences): void {
  localStorage.setItem(keyOf(userId), JSON.stringify(preferences));
}
