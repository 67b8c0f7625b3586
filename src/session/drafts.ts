import * as v from 'valibot';

/**
 * Text being typed, kept in this browser per person and per form until it is saved or discarded
 * (issue 28, docs/decisions/0436-drafts-kept-in-the-browser.md), so it survives a failed save, an
 * expired session and a reload. One localStorage entry per draft, `draft:<userId>:<form>`, where
 * `form` names the form and what it is for ('note:12').
 */
const keyOf = (userId: number, form: string): string => `draft:${userId}:${form}`;

/** The kept draft, or null when there is none or it is not what the form keeps now (an older shape, a hand edit). */
export function readDraft<T>(userId: number, form: string, schema: v.GenericSchema<unknown, T>): T | null {
  let text: string | null;
  try {
    text = localStorage.getItem(keyOf(userId, form));
  } catch {
    // Storage switched off (some private windows): nothing is kept.
    return null;
  }
  if (text === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Keeps `value` as the form's draft; null removes it (saved, discarded or emptied). */
export function writeDraft(userId: number, form: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(keyOf(userId, form));
    else localStorage.setItem(keyOf(userId, form), JSON.stringify(value));
  } catch (error) {
    // Storage full or switched off: the form still works, the text is just not kept.
    console.error('[drafts] could not keep a draft', error);
  }
}
