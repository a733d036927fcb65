import { describe, expect, it } from 'vitest';
import { newsDetailPath, newsListPath, pageFromQuery } from './news-links';

describe('news links', () => {
  it('puts the type and a page after the first in the list URL', () => {
    expect(newsListPath()).toBe('/newsList');
    expect(newsListPath('notice')).toBe('/newsList?type=notice');
    expect(newsListPath('notice', 1)).toBe('/newsList?type=notice');
    expect(newsListPath(null, 3)).toBe('/newsList?page=3');
    expect(newsListPath('platformNews', 2)).toBe('/newsList?type=platformNews&page=2');
  });

  it('encodes the article id', () => {
    expect(newsDetailPath('12')).toBe('/newsList/detail?id=12');
    expect(newsDetailPath('a&b')).toBe('/newsList/detail?id=a%26b');
  });

  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
  ])('reads the page %j as %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });
});
