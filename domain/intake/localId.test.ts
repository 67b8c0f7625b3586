import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { intakeBody } from '../api/intake.schema';
import { emptyIntakeForm } from './intakeForm';
import { newLocalId } from './localId';

describe("a location's local id (part 2 §9)", () => {
  it('is 21 URL-safe characters, different each time', () => {
    const ids = Array.from({ length: 200 }, newLocalId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  const idIssues = (id: string) => {
    const form = emptyIntakeForm();
    const location = {
      id,
      name: 'Main Chapel',
      address: '1 Oak St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '',
      email: '',
      is_cemetery: false,
    };
    const result = v.safeParse(intakeBody, { ...form, fh: { ...form.fh, locations: [location] } });
    return (result.issues ?? []).filter((issue) => v.getDotPath(issue) === 'fh.locations.0.id').map((issue) => issue.message);
  };

  it('is an id the intake body accepts for a location, where a shorter one is refused', () => {
    expect(idIssues(newLocalId())).toEqual([]);
    expect(idIssues(newLocalId().slice(1))).toEqual(['id must be 21 characters']);
  });
});
