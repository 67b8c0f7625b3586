import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { idParam, idSchema, idText } from './id.schema';

// Every id column is a PostgreSQL integer: ids run from 1 to 2,147,483,647 wherever they are read.
describe('ids', () => {
  it.each([1, 1_000_000_000, 2_147_483_647])('takes %i as a number, as text and as a path id', (id) => {
    expect(v.parse(idSchema('fhid'), id)).toBe(id);
    expect(v.parse(idText('fhid'), String(id))).toBe(id);
    expect(v.parse(idParam, String(id))).toBe(id);
  });

  it.each([0, 2_147_483_648, -4, 1.5])('refuses %d as a number, naming the field', (id) => {
    expect(v.safeParse(idSchema('fhid'), id).issues?.[0]?.message).toBe('fhid must be a whole number from 1 to 2147483647');
  });

  it.each(['0', '2147483648', '99999999999999999999', '-4', '1.5', '12a', ''])('refuses the text %j, naming the field', (text) => {
    expect(v.safeParse(idText('fhid'), text).issues?.[0]?.message).toBe('fhid must be a whole number from 1 to 2147483647');
    expect(v.is(idParam, text)).toBe(false);
  });
});
