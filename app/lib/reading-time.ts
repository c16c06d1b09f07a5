import { limits } from '#config';
import { htmlToPlainText } from '#domain/html-text.ts';

/** SPEC §2 public article page / §9: reading time at 200 words a minute, rounded up. */
export function readingMinutes(html: string): number {
  const text = htmlToPlainText(html);
  if (text === '') return 0;
  const words = text.split(' ').filter((word) => word !== '').length;
  return Math.max(1, Math.ceil(words / limits.readingWordsPerMinute));
}

export function readingTimeLabel(html: string): string {
  return `${readingMinutes(html)} min de lecture`;
}
