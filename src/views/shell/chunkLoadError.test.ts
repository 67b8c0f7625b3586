import { describe, expect, it } from 'vitest';
import { chunkUrlOf, claimChunkReload, isChunkLoadError } from './chunkLoadError';

describe('a failed fetch of a screen file', () => {
  it('is told from other failures in each browser wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/outbox-a1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://localhost/assets/outbox-a1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/outbox-a1.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('names the file where the browser says it, and nothing where it does not', () => {
    expect(chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/outbox-BDwdQVeU.js'))).toBe(
      'http://127.0.0.1:4173/assets/outbox-BDwdQVeU.js',
    );
    expect(chunkUrlOf(new TypeError('error loading dynamically imported module: https://admin.example/assets/sites-x9.js'))).toBe(
      'https://admin.example/assets/sites-x9.js',
    );
    expect(chunkUrlOf(new Error('Unable to preload CSS for /assets/outbox-a1.css'))).toBe('/assets/outbox-a1.css');
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(chunkUrlOf('Failed to fetch dynamically imported module: http://localhost/a.js')).toBeNull();
  });

  it('reloads by itself once a minute per file at most, so a file that keeps failing is offered instead', () => {
    const at = Date.parse('2026-12-07T10:00:00Z');
    expect(claimChunkReload('http://localhost/assets/outbox-a1.js', at)).toBe(true);
    expect(claimChunkReload('http://localhost/assets/outbox-a1.js', at + 59_999)).toBe(false);
    expect(claimChunkReload('http://localhost/assets/sites-b2.js', at + 1_000)).toBe(true);
    expect(claimChunkReload('http://localhost/assets/outbox-a1.js', at + 120_000)).toBe(true);
  });
});
