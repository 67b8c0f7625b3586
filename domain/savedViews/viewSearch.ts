import type { SavedView, SavedViewSearch } from '../api/savedViews.schema';
import type { Role } from '../roles';
import { listScreens } from '../siteList/listScreens';

/** The URL keys that are not part of what a view saves: the page shown and the view itself. */
const unsavedKeys = new Set(['page', 'view']);

/**
 * What a view saves of the list's URL search: every key as it is (filters, sort, tab, whatever the
 * list has), without the page and the view, and without empty values.
 */
export const searchToSave = (search: Record<string, unknown>): SavedViewSearch =>
  Object.fromEntries(
    Object.entries(search).filter(
      (entry): entry is [string, string | number | boolean] =>
        !unsavedKeys.has(entry[0]) && ['string', 'number', 'boolean'].includes(typeof entry[1]) && entry[1] !== '',
    ),
  );

/** The URL search that shows a view: its saved search, and the view so its tab is the active one. */
export const searchOfView = (view: SavedView): Record<string, string | number | boolean> => ({ ...view.search, view: view.id });

/** The list shows what the view saved (its Update button is off): same keys, same values. */
export const showsView = (search: Record<string, unknown>, view: SavedView): boolean => {
  const now = searchToSave(search);
  const keys = new Set([...Object.keys(now), ...Object.keys(view.search)]);
  return [...keys].every((key) => now[key] === view.search[key]);
};

/** A link naming a view and nothing else (besides the page): the list opens that view. */
export const linkedViewId = (search: Record<string, unknown>): number | null =>
  typeof search.view === 'number' && Object.keys(searchToSave(search)).length === 0 ? search.view : null;

/** The address that opens a view for anyone allowed to see it: its list with the view alone. */
export const viewHref = (view: Pick<SavedView, 'id' | 'screen'>): string => `${listScreens[view.screen].path}?view=${view.id}`;

/** Who a view can be shared with, as the editor offers it. */
export const shareChoices: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'admin', label: 'Admins' },
  { value: 'executive', label: 'Executives' },
  { value: 'ae', label: 'Account Executives' },
  { value: 'am', label: 'Account Managers' },
  { value: 'designer', label: 'Designers' },
  { value: 'care', label: 'QA' },
  { value: 'sdr', label: 'SDRs' },
  { value: 'florist', label: 'Floral Specialists' },
  { value: 'launch', label: 'Launch Specialists' },
];
