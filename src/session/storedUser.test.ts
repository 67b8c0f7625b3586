import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredUser, readStoredUser, writeStoredProfile, writeStoredUser } from './storedUser';

const user = { id: 12, name: 'Casey Care', role: 'care' as const, image: null, email: 'casey@example.com', trello_id: null };

beforeEach(() => localStorage.clear());

describe('stored user', () => {
  it('keeps the user under the keys name, user_id, role, image, email, trello_id', () => {
    writeStoredUser({ ...user, image: 'https://img.example/casey.png', trello_id: 'tr-1' });
    expect({ ...localStorage }).toEqual({
      name: 'Casey Care',
      user_id: '12',
      role: 'care',
      image: 'https://img.example/casey.png',
      email: 'casey@example.com',
      trello_id: 'tr-1',
    });
    expect(readStoredUser()).toEqual({
      user_id: '12',
      name: 'Casey Care',
      role: 'care',
      image: 'https://img.example/casey.png',
      email: 'casey@example.com',
      trello_id: 'tr-1',
    });
  });

  it('is signed in without image and trello_id', () => {
    writeStoredUser(user);
    expect(readStoredUser()).toMatchObject({ image: null, trello_id: null });
  });

  it.each(['name', 'user_id', 'role', 'email'])('is signed out when %s is empty', (key) => {
    writeStoredUser(user);
    localStorage.setItem(key, '');
    expect(readStoredUser()).toBeNull();
  });

  it('is signed out with a role it does not know', () => {
    writeStoredUser(user);
    localStorage.setItem('role', 'superuser');
    expect(readStoredUser()).toBeNull();
  });

  it('takes a new name and avatar from the profile, keeping the rest', () => {
    writeStoredUser({ id: 7, name: 'Ada Lovelace', role: 'designer', image: null, email: 'ada@example.com', trello_id: 'abc' });
    writeStoredProfile({ name: 'Ada King', image: '/api/avatars/7-1.png' });
    expect(readStoredUser()).toEqual({
      user_id: '7',
      name: 'Ada King',
      role: 'designer',
      image: '/api/avatars/7-1.png',
      email: 'ada@example.com',
      trello_id: 'abc',
    });
  });

  it('clears every field', () => {
    writeStoredUser(user);
    localStorage.setItem('unrelated', 'kept');
    clearStoredUser();
    expect({ ...localStorage }).toEqual({ unrelated: 'kept' });
  });
});
