import type { Role } from '../roles';
import { type ListScreen, noMatchesText } from './listScreens';
import { activeFilterCount, type ListSearch } from './listSearch';
import { statsCardEmptyText } from './myStats';
import { myWeekEmptyText } from './myWeek';

/**
 * The sentence an empty list says under 'No results found' (decision 0345). A chosen My Sites card
 * narrows the list to what the card counts, so the list says that card holds nothing (decision
 * 0630); with other filters set beside the card, only that nothing matches them all. A card the
 * role does not have filters nothing, and the screen's own sentence stands.
 */
export const listEmptyText = (screen: ListScreen, role: Role, search: ListSearch): string => {
  const card =
    screen.withStats && search.card !== undefined ? (statsCardEmptyText(role, search.card) ?? myWeekEmptyText(role, search.card)) : null;
  if (card === null) return screen.emptyText;
  return activeFilterCount(search) > 1 ? noMatchesText : card;
};
