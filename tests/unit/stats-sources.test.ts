import { describe, expect, it } from 'vitest';
import { outsideReferrerHost, utmValue } from '#domain/stats-sources.ts';

const own = ['medical.tn', 'localhost:3000'];

describe('outsideReferrerHost', () => {
  it('keeps the host of an outside page, lower-cased, without www.', () => {
    expect(outsideReferrerHost('https://www.Google.com/search?q=lit', own)).toBe('google.com');
    expect(outsideReferrerHost('http://m.facebook.com/story.php?id=1', own)).toBe('m.facebook.com');
    expect(outsideReferrerHost('https://l.instagram.com./', own)).toBe('l.instagram.com');
    expect(outsideReferrerHost('android-app://com.google.android.gm/', own)).toBe(
      'com.google.android.gm',
    );
  });

  it('keeps nothing for the site itself, with or without www. or a port', () => {
    expect(outsideReferrerHost('https://medical.tn/produits', own)).toBeNull();
    expect(outsideReferrerHost('https://www.medical.tn/produits', own)).toBeNull();
    expect(outsideReferrerHost('http://localhost:4173/contact', own)).toBeNull();
    expect(outsideReferrerHost('http://[::1]:3000/', ['[::1]:3000'])).toBeNull();
  });

  it('keeps nothing that is not a web address', () => {
    expect(outsideReferrerHost(undefined, own)).toBeNull();
    expect(outsideReferrerHost('', own)).toBeNull();
    expect(outsideReferrerHost('pas une adresse', own)).toBeNull();
    expect(outsideReferrerHost('javascript:alert(1)', own)).toBeNull();
    expect(outsideReferrerHost('file:///etc/passwd', own)).toBeNull();
  });
});

describe('utmValue', () => {
  it('trims, lower-cases and bounds a value; empty is none', () => {
    expect(utmValue('  Facebook ')).toBe('facebook');
    expect(utmValue('Printemps 2026')).toBe('printemps 2026');
    expect(utmValue('   ')).toBeNull();
    expect(utmValue(undefined)).toBeNull();
    expect(utmValue('A'.repeat(150))).toBe('a'.repeat(100));
  });
});
