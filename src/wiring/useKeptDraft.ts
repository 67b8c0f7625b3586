import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { readDraft, writeDraft } from '../session/drafts';
import { useViewer } from './viewer';

/** What a form keeps as its draft, and how it is read back. */
export type DraftShape<T> = {
  /** Storage is old input: a kept value this schema refuses is offered as nothing. */
  schema: v.GenericSchema<unknown, T>;
  /** What the form holds with nothing typed: what it opens with, and what Discard puts back. */
  blank: T;
  /** Whether the form holds nothing worth keeping; by default, whether it holds `blank`. */
  isBlank?: (value: T) => boolean;
};

/** One text box: whitespace alone is nothing to keep. */
export const textDraft: DraftShape<string> = { schema: v.string(), blank: '', isBlank: (text) => text.trim() === '' };

/** The same value whatever order its objects' keys were written in (a restored value has its schema's order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, each: unknown) =>
    each !== null && typeof each === 'object' && !Array.isArray(each)
      ? Object.fromEntries(Object.entries(each).sort(([a], [b]) => a.localeCompare(b)))
      : each,
  );

export type KeptDraftState = {
  /** Whether what the form shows was brought back from a kept draft. */
  restored: boolean;
  /** Forgets the draft and puts the blank form back. */
  discard: () => void;
};

/**
 * Keeps what a form holds as the signed-in person's draft of `form` (src/session/drafts.ts,
 * decision 0436): when the form opens (`form` stops being null) holding nothing and a draft is kept,
 * `restore` puts it back; from then on every change is kept, and a blank form (saved, discarded)
 * forgets it. `form` is null while the form is not open (loading, closed): nothing is read or kept.
 */
export function useKeptDraft<T>(form: string | null, value: T, restore: (value: T) => void, shape: DraftShape<T>): KeptDraftState {
  const viewer = useViewer();
  const [restored, setRestored] = useState(false);
  const isBlank = shape.isBlank ?? ((each: T) => canonical(each) === canonical(shape.blank));
  const shown = canonical(value);
  // What the form opened with is not a change: writing it would forget the draft about to come back.
  const opened = useRef<{ form: string; shown: string } | null>(null);

  useEffect(() => {
    setRestored(false);
    if (form === null) {
      opened.current = null;
      return;
    }
    opened.current = { form, shown };
    const kept = readDraft(viewer.id, form, shape.schema);
    if (kept !== null && isBlank(value) && !isBlank(kept)) {
      restore(kept);
      setRestored(true);
    }
    // Once each time the form opens: the value and `restore` change as the person types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer.id, form]);

  useEffect(() => {
    if (form === null || (opened.current?.form === form && opened.current.shown === shown)) return;
    opened.current = null;
    const blank = isBlank(value);
    writeDraft(viewer.id, form, blank ? null : value);
    if (blank) setRestored(false);
    // `shown` stands for `value`: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer.id, form, shown]);

  const discard = () => {
    if (form !== null) writeDraft(viewer.id, form, null);
    setRestored(false);
    restore(shape.blank);
  };

  return { restored, discard };
}
