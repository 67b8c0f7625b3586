import { describe, expect, it } from 'vitest';
import { listEmptyText } from './listEmptyText';
import { listScreens } from './listScreens';

const mySites = listScreens.mySites;
const nobodysSites =
  'No sites are assigned to you right now. Sites show here once you are their designer, account executive, QA, SDR, floral specialist or account manager.';

describe('listEmptyText', () => {
  it("says which of My Sites' week cards is empty when one is chosen", () => {
    expect(listEmptyText(mySites, 'designer', { card: 'weekLaunches' })).toBe('None of your sites launches this week.');
    expect(listEmptyText(mySites, 'designer', { card: 'weekRevisions' })).toBe('No revisions are waiting on you.');
    expect(listEmptyText(mySites, 'care', { card: 'weekRevisions' })).toBe('No revisions are waiting on you.');
    expect(listEmptyText(mySites, 'florist', { card: 'weekAgeing' })).toBe('None of your sites has been in its status for too long.');
  });

  it('names the stats card that is empty', () => {
    expect(listEmptyText(mySites, 'designer', { card: 'design' })).toBe('None of your sites is counted under Design.');
    expect(listEmptyText(mySites, 'ae', { card: 'inPipeline' })).toBe('None of your sites is counted under In Pipeline.');
    expect(listEmptyText(mySites, 'care', { card: 'final', tab: 'done' })).toBe('None of your sites is counted under Final QA.');
  });

  it('says only that nothing matches when other filters narrow the card', () => {
    expect(listEmptyText(mySites, 'designer', { card: 'weekLaunches', query: 'oak' })).toBe('No sites match these filters.');
    expect(listEmptyText(mySites, 'ae', { card: 'live', corporation: 3 })).toBe('No sites match these filters.');
  });

  it("keeps the screen's own sentence without a card, or with one the role does not have", () => {
    expect(listEmptyText(mySites, 'designer', {})).toBe(nobodysSites);
    // Nothing in a revision's life waits on a floral specialist, and admins have no week: the card filters nothing.
    expect(listEmptyText(mySites, 'florist', { card: 'weekRevisions' })).toBe(nobodysSites);
    expect(listEmptyText(mySites, 'admin', { card: 'weekLaunches' })).toBe(nobodysSites);
    expect(listEmptyText(mySites, 'designer', { card: 'nonsense' })).toBe(nobodysSites);
    expect(listEmptyText(listScreens.readyForQa, 'care', { card: 'final' })).toBe(
      'No sites are waiting for QA. Sites show here in Pre-Staging QA and Final QA.',
    );
  });
});
