import { describe, expect, it } from 'vitest';
import { perHandleLru } from './perHandleLru';

describe('perHandleLru', () => {
  it('keeps one store per handle', () => {
    const lru = perHandleLru<string>({ maxWeight: 10, weigh: () => 1 });
    const first = {};
    const second = {};
    lru.remember(first, 'k', 'first');
    expect(lru.recall(first, 'k')).toBe('first');
    expect(lru.recall(second, 'k')).toBeUndefined();
  });

  it('forgets the least recently used values once the weight passes the limit, a recall counting as a use', () => {
    const lru = perHandleLru<string>({ maxWeight: 6, weigh: (value) => value.length });
    const db = {};
    lru.remember(db, 'a', 'aa');
    lru.remember(db, 'b', 'bb');
    lru.remember(db, 'c', 'cc');
    expect(lru.recall(db, 'a')).toBe('aa');
    lru.remember(db, 'd', 'dd');
    expect(lru.recall(db, 'b')).toBeUndefined();
    expect([lru.recall(db, 'a'), lru.recall(db, 'c'), lru.recall(db, 'd')]).toEqual(['aa', 'cc', 'dd']);
  });

  it('weighs a value again when its key is remembered anew', () => {
    const lru = perHandleLru<string>({ maxWeight: 4, weigh: (value) => value.length });
    const db = {};
    lru.remember(db, 'a', 'aa');
    lru.remember(db, 'a', 'aaaa');
    expect(lru.recall(db, 'a')).toBe('aaaa');
    lru.remember(db, 'b', 'b');
    expect(lru.recall(db, 'a')).toBeUndefined();
    expect(lru.recall(db, 'b')).toBe('b');
  });
});
