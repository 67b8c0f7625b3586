import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { readDraft, writeDraft } from '../session/drafts';
import { useViewer } from './viewer';

const textSchema = v.string();

/**
 * Keeps the text a form holds as the signed-in person's draft of `form` (src/session/drafts.ts):
 * when the form opens empty and a draft is kept, `restore` puts it back; from then on every change
 * is kept, and an empty form (saved, discarded) forgets it. Returns whether the text shown was
 * restored, and `discard`, which empties the form and forgets the draft.
 */
export function useKeptDraft(form: string, text: string, restore: (text: string) => void) {
  const viewer = useViewer();
  const [restored, setRestored] = useState(false);
  // The text the form opened with is not a change: writing it would forget the draft about to come back.
  const opened = useRef<{ form: string; text: string } | null>(null);

  useEffect(() => {
    opened.current = { form, text };
    const kept = readDraft(viewer.id, form, textSchema);
    if (kept !== null && text.trim() === '') {
      restore(kept);
      setRestored(true);
    }
    // Once per form: `text` and `restore` change as the person types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer.id, form]);

  useEffect(() => {
    if (opened.current?.form === form && opened.current.text === text) return;
    opened.current = null;
    writeDraft(viewer.id, form, text.trim() === '' ? null : text);
    if (text.trim() === '') setRestored(false);
  }, [viewer.id, form, text]);

  const discard = () => {
    writeDraft(viewer.id, form, null);
    setRestored(false);
    restore('');
  };

  return { restored, discard };
}
