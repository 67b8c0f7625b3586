import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import { personColumnFor } from './personColumn';

describe('personColumnFor (decisions.md §1)', () => {
  it('maps every role', () => {
    expect(Object.fromEntries(roles.map((role) => [role, personColumnFor(role)]))).toEqual({
      admin: 'designer',
      executive: 'designer',
      designer: 'designer',
      ae: 'ae',
      launch: 'ae',
      care: 'care',
      florist: 'florist',
      am: 'am',
      sdr: 'sdr',
    });
  });
});
