import type { ServiceDetail } from '../../../domain/api/scrapeRecords.schema';

/** What a parser reads from one record page; every field may be missing on an old site. */
export interface ParsedRecord {
  /** An obituary's name, another record's title. */
  name: string | null;
  birthDate: string | null;
  deathDate: string | null;
  /** A blog post's or testimonial's date. */
  recordDate: string | null;
  text: string | null;
  photoUrl: string | null;
  serviceDetails: ServiceDetail[] | null;
}

const emptyRecord: ParsedRecord = {
  name: null,
  birthDate: null,
  deathDate: null,
  recordDate: null,
  text: null,
  photoUrl: null,
  serviceDetails: null,
};

/** Field by field, the first source that found it. */
export const firstFound = (...records: ReadonlyArray<Partial<ParsedRecord>>): ParsedRecord => {
  const merged: ParsedRecord = { ...emptyRecord };
  for (const key of Object.keys(emptyRecord) as Array<keyof ParsedRecord>) {
    const found = records
      .map((record) => record[key])
      .find((value) => value !== null && value !== undefined && (!Array.isArray(value) || value.length > 0));
    if (found !== undefined) (merged as unknown as Record<string, unknown>)[key] = found;
  }
  return merged;
};
