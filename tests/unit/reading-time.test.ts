import { describe, expect, it } from 'vitest';
import { readingMinutes, readingTimeLabel } from '#app/lib/reading-time.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ');

describe('readingMinutes', () => {
  it('counts 200 words as one minute and 201 as two', () => {
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
  });

  it('does not count tags or attributes as words', () => {
    const html = `<h2 class="a b c d">${words(100)}</h2><p><a href="/x y z">${words(100)}</a></p>`;
    expect(readingMinutes(html)).toBe(1);
    expect(readingMinutes(`${'<span data-a="1 2 3"></span>'.repeat(300)}mot`)).toBe(1);
  });

  it('ignores script and style content and decodes entities', () => {
    expect(readingMinutes(`<script>${words(500)}</script><p>a&nbsp;b</p>`)).toBe(1);
  });

  it('gives 0 for empty or tag-only HTML and at least 1 otherwise', () => {
    expect(readingMinutes('')).toBe(0);
    expect(readingMinutes('<p> </p><br>')).toBe(0);
    expect(readingMinutes('<p>Bonjour</p>')).toBe(1);
  });
});

describe('readingTimeLabel', () => {
  it('reads "n min de lecture"', () => {
    expect(readingTimeLabel(`<p>${words(450)}</p>`)).toBe('3 min de lecture');
  });
});
