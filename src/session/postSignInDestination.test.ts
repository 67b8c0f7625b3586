import { describe, expect, it } from 'vitest';
import { postSignInDestination } from './postSignInDestination';

describe('postSignInDestination', () => {
  it("prefers the server's redirect", () => {
    expect(postSignInDestination('/sites/id/9', '/scrapes')).toBe('/sites/id/9');
  });

  it('else goes to the page the user asked for, query included', () => {
    expect(postSignInDestination(null, '/sites/qa?page=2')).toBe('/sites/qa?page=2');
  });

  it("else goes to '/'", () => {
    expect(postSignInDestination(null, undefined)).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'sites'])(
    "ignores a requested page that is not a local path: '%s'",
    (requested) => {
      expect(postSignInDestination(null, requested)).toBe('/');
    },
  );
});
