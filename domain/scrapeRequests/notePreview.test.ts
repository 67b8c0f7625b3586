import { describe, expect, it } from 'vitest';
import { notePreview } from './notePreview';

describe('notePreview (part 2 §2.10: a note over 150 characters is cut)', () => {
  it('keeps a note of 150 characters whole', () => {
    const note = 'a'.repeat(150);
    expect(notePreview(note)).toEqual({ text: note, cut: false });
  });

  it('cuts a note of 151 characters to its first 150 and marks it cut', () => {
    const note = `${'b'.repeat(150)}c`;
    expect(notePreview(note)).toEqual({ text: `${'b'.repeat(150)}...`, cut: true });
  });
});
