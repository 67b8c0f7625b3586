import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from './drafts';

describe('drafts kept in the browser', () => {
  it('keeps a draft per person and per form, under draft:<userId>:<form>', () => {
    writeDraft(7, 'note:12', 'Call the family back');
    writeDraft(8, 'note:12', 'Someone else’s words');
    writeDraft(7, 'note:13', 'Another site');
    expect(localStorage.getItem('draft:7:note:12')).toBe('"Call the family back"');
    expect(readDraft(7, 'note:12', v.string())).toBe('Call the family back');
    expect(readDraft(8, 'note:12', v.string())).toBe('Someone else’s words');
    expect(readDraft(7, 'note:13', v.string())).toBe('Another site');
    expect(readDraft(9, 'note:12', v.string())).toBeNull();
  });

  it('forgets a draft written as null', () => {
    writeDraft(7, 'revision:12', 'Logo is blurry');
    writeDraft(7, 'revision:12', null);
    expect(localStorage.getItem('draft:7:revision:12')).toBeNull();
    expect(readDraft(7, 'revision:12', v.string())).toBeNull();
  });

  it('keeps several fields of one form together', () => {
    const seo = v.object({ title: v.string(), description: v.string() });
    writeDraft(7, 'pageSeo:12:home', { title: 'Home', description: 'Our family serving yours' });
    expect(readDraft(7, 'pageSeo:12:home', seo)).toEqual({ title: 'Home', description: 'Our family serving yours' });
  });

  it('offers nothing for a kept value the form no longer reads, or one that is not JSON', () => {
    localStorage.setItem('draft:7:note:12', '{"text":1}');
    expect(readDraft(7, 'note:12', v.string())).toBeNull();
    localStorage.setItem('draft:7:note:12', 'not json');
    expect(readDraft(7, 'note:12', v.string())).toBeNull();
  });

  it('lets the form work on when storage refuses to keep anything', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft(7, 'note:12', 'Call back')).not.toThrow();
    expect(error).toHaveBeenCalledWith('[drafts] could not keep a draft', expect.any(DOMException));
    expect(readDraft(7, 'note:12', v.string())).toBeNull();
  });
});
