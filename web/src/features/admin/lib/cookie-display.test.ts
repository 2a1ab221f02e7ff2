import { describe, expect, it } from 'vitest';
import { displayCookieValue, maskCookieValue, showCookieValue } from './cookie-display';

describe('maskCookieValue', () => {
  it('hides each character behind an asterisk', () => {
    expect(maskCookieValue('abc')).toBe('***');
    expect(maskCookieValue('')).toBe('');
  });

  it('never shows more than 20 asterisks', () => {
    expect(maskCookieValue('x'.repeat(20))).toBe('*'.repeat(20));
    expect(maskCookieValue('x'.repeat(500))).toBe('*'.repeat(20));
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskCookieValue('💧💧')).toBe('**');
  });
});

describe('showCookieValue', () => {
  it('shows short values as they are', () => {
    expect(showCookieValue('{"necessary":true}')).toBe('{"necessary":true}');
    expect(showCookieValue('y'.repeat(100))).toBe('y'.repeat(100));
  });

  it('cuts long values at 100 characters and adds an ellipsis', () => {
    expect(showCookieValue('y'.repeat(101))).toBe(`${'y'.repeat(100)}…`);
  });
});

describe('displayCookieValue', () => {
  it('masks unless revealed', () => {
    expect(displayCookieValue('secret', false)).toBe('******');
    expect(displayCookieValue('secret', true)).toBe('secret');
  });
});
