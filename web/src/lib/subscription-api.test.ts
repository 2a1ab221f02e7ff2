import { beforeEach, describe, expect, it } from 'vitest';
import { splitLabel, takeToken } from './subscription-api';

describe('takeToken', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes the secret from the hash and keeps it for reloads of the same subscription', () => {
    expect(takeToken('SUB-1', { hash: '#token=abc123', search: '' })).toBe('abc123');
    expect(takeToken('SUB-1', { hash: '', search: '' })).toBe('abc123');
    expect(takeToken('SUB-2', { hash: '', search: '' })).toBe('');
  });

  it('also reads ?token= and prefers the newest link', () => {
    takeToken('SUB-1', { hash: '#token=old', search: '' });
    expect(takeToken('SUB-1', { hash: '', search: '?token=new' })).toBe('new');
    expect(takeToken('SUB-1', { hash: '', search: '' })).toBe('new');
  });
});

describe('splitLabel', () => {
  it('says how the bottles arrive in plain words', () => {
    expect(splitLabel('weekly')).toBe('Every week');
    expect(splitLabel('biweekly')).toBe('Every two weeks');
    expect(splitLabel('all')).toBe('All at once');
  });
});
