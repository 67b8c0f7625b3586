import type { RawBuilder } from 'kysely';

/**
 * Where a deep page of a list ordered by id starts, as one row its own statement reads (so it sees
 * the same snapshot as the page's rows): `id` bounds the ids the page may hold (newest first: ids
 * below it; oldest first: ids from it on) and `skip` is how many matching sites there come before
 * the page. The counted id blocks (idBlocks.ts) and the remembered anchors (anchorStart.ts) give one.
 */
export interface PageStart {
  row: RawBuilder<{ id: number; skip: number }>;
  direction: 'asc' | 'desc';
}
