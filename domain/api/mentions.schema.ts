import * as v from 'valibot';
import { idSchema } from './id.schema';

/**
 * The people a note or revision mentions (issue 34): the ids the `@` box picked, sent beside the
 * text; only those whose `@Name` is still in the text are told (domain/inbox/mentions.ts).
 */
export const mentionsField = v.optional(
  v.pipe(v.array(idSchema('mentions'), 'mentions must be a list of user ids'), v.maxLength(50, 'mentions must have at most 50 entries')),
  [],
);
