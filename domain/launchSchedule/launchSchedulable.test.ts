import { describe, expect, it } from 'vitest';
import { launchChangesFor } from './launchSchedulable';

describe('launchChangesFor (decisions.md §2, §4)', () => {
  it('offers Schedule without a date to the roles that may schedule', () => {
    expect(launchChangesFor('ae', '100% Ready', false)).toEqual(['schedule']);
    expect(launchChangesFor('designer', '100% Ready', false)).toEqual([]);
  });

  it('offers Reschedule and Unschedule with a date to the roles that may', () => {
    expect(launchChangesFor('launch', 'Approved', true)).toEqual(['reschedule', 'unschedule']);
    expect(launchChangesFor('admin', 'Approved', true)).toEqual(['reschedule', 'unschedule']);
    expect(launchChangesFor('ae', 'Approved', true)).toEqual([]);
  });

  it('offers nothing on a status that takes no date', () => {
    expect(launchChangesFor('admin', 'Live', true)).toEqual([]);
    expect(launchChangesFor('admin', 'Test', false)).toEqual([]);
  });
});
