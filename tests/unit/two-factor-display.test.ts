import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  groupSecret,
  isSixDigitCode,
  normaliseCode,
  recoveryCodesFile,
  secretGroups,
  svgDataUrl,
} from '#app/lib/two-factor-display.ts';
import { invalidCodeMessage } from '#domain/two-factor.ts';

const failure = (over: Partial<Parameters<typeof describeFailure>[0]>) => ({
  status: 422,
  code: null,
  message: 'Refusé.',
  fields: {},
  ...over,
});

describe('two-factor display', () => {
  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('')).toBe('');
  });

  it('keeps each group whole with its place, for a display that breaks between groups only', () => {
    expect(secretGroups('JBSWY3DPEHPK3PXPAB')).toEqual([
      { at: 0, text: 'JBSW' },
      { at: 4, text: 'Y3DP' },
      { at: 8, text: 'EHPK' },
      { at: 12, text: '3PXP' },
      { at: 16, text: 'AB' },
    ]);
    expect(secretGroups('')).toEqual([]);
  });

  it('reads a code typed with spaces or dashes', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
    expect(isSixDigitCode('123456')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('12345a')).toBe(false);
  });

  it('turns the SVG into a base64 image address that decodes back', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>é</title></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Buffer.from(url.split(',')[1] ?? '', 'base64');
    expect(new TextDecoder().decode(bytes)).toBe(svg);
  });

  it('puts a wrong code on the code field, a wrong password on its field, the rest on the form', () => {
    expect(describeFailure(failure({ code: 'invalid_code', fields: { code: 'x' } }))).toEqual({
      code: invalidCodeMessage,
    });
    expect(
      describeFailure(failure({ code: 'validation_failed', fields: { password: 'Non.' } })),
    ).toEqual({ password: 'Non.' });
    expect(describeFailure(failure({ status: 429, code: 'too_many_requests' }))).toEqual({
      form: 'Refusé.',
    });
  });

  it('writes every code into the file', () => {
    const text = recoveryCodesFile(['aaa', 'bbb'], 'a@b.tn', 'Site');
    expect(text).toContain('a@b.tn');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['aaa', 'bbb']));
  });
});
