import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordPolicy';

describe('passwordProblem', () => {
  it('asks for 12 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('short-pass1')).toBe('At least 12 characters');
    expect(passwordProblem('ééééééééééé')).toBe('At least 12 characters');
    expect(passwordProblem('éééééééééééé')).toBeNull();
  });

  it('refuses a password from the breach lists whatever its case', () => {
    expect(passwordProblem('Password1234')).toBe('This password is too common; choose another');
    expect(passwordProblem('QWERTY123456')).toBe('This password is too common; choose another');
  });

  it('takes a long uncommon one', () => {
    expect(passwordProblem('violet harbour lantern')).toBeNull();
  });
});
