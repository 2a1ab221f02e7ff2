import { describe, expect, it } from 'vitest';
import { cursorPageWords, pageWords } from './pager';

describe('pageWords', () => {
  it('says which rows and which page', () => {
    expect(pageWords(2, 10, 23)).toEqual({
      summary: 'Showing 11–20 of 23',
      position: 'Page 2 of 3',
    });
    expect(pageWords(1, 10, 0)).toEqual({ summary: 'Showing 0–0 of 0', position: 'Page 1 of 1' });
  });

  it('never names a page past the last', () => {
    expect(pageWords(9, 10, 23).position).toBe('Page 3 of 3');
  });
});

describe('cursorPageWords', () => {
  it('counts the rows shown on the page walked to', () => {
    expect(cursorPageWords(2, 10, 10, 23, false)).toEqual({
      summary: 'Showing 11–20 of 23',
      position: 'Page 2 of 3',
    });
  });

  it('says when the total is capped, and gives no page count then', () => {
    expect(cursorPageWords(3, 10, 10, 10000, true)).toEqual({
      summary: 'Showing 21–30 of 10,000+',
      position: 'Page 3',
    });
  });

  it('shows nothing for an empty page', () => {
    expect(cursorPageWords(1, 10, 0, 0, false)).toEqual({
      summary: 'Showing 0–0 of 0',
      position: 'Page 1 of 1',
    });
  });
});
