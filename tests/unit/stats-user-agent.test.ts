import { describe, expect, it } from 'vitest';
import { classifyUserAgent, notCounted } from '#server/api/stats/user-agent-class.ts';

const agents = {
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  yandex:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('classifyUserAgent', () => {
  it('names the device class and the browser family the dashboard shows', () => {
    expect(classifyUserAgent(agents.samsung)).toEqual({
      device: 'mobile',
      browser: 'Samsung Internet',
    });
    expect(classifyUserAgent(agents.ipad)).toEqual({ device: 'tablette', browser: 'Safari' });
    expect(classifyUserAgent(agents.edge)).toEqual({ device: 'ordinateur', browser: 'Edge' });
    expect(classifyUserAgent(agents.opera)).toEqual({ device: 'ordinateur', browser: 'Opera' });
    expect(classifyUserAgent(agents.firefox)).toEqual({ device: 'ordinateur', browser: 'Firefox' });
    expect(classifyUserAgent(agents.chromeAndroid)).toEqual({
      device: 'mobile',
      browser: 'Chrome',
    });
    expect(classifyUserAgent(agents.androidTablet)).toEqual({
      device: 'tablette',
      browser: 'Chrome',
    });
    expect(classifyUserAgent(agents.macSafari)).toEqual({
      device: 'ordinateur',
      browser: 'Safari',
    });
    expect(classifyUserAgent(agents.yandex).browser).toBe('Autre');
    expect(classifyUserAgent('quelque chose')).toEqual({ device: null, browser: 'Autre' });
  });

  it('answers the same the second time (kept per User-Agent)', () => {
    expect(classifyUserAgent(agents.samsung)).toEqual(classifyUserAgent(agents.samsung));
  });
});

describe('notCounted', () => {
  const visitor = { dnt: undefined, gpc: undefined, userAgent: agents.firefox };
  const notStaff = () => false;

  it('counts an ordinary visitor', () => {
    expect(notCounted(visitor, notStaff)).toBeNull();
    expect(notCounted({ ...visitor, dnt: '0', gpc: '0' }, notStaff)).toBeNull();
  });

  it('honours Sec-GPC: 1 and DNT: 1', () => {
    expect(notCounted({ ...visitor, gpc: '1' }, notStaff)).toBe('gpc');
    expect(notCounted({ ...visitor, dnt: '1' }, notStaff)).toBe('dnt');
    expect(notCounted({ ...visitor, dnt: ' 1 ' }, notStaff)).toBe('dnt');
  });

  it('leaves out robots and requests without a User-Agent', () => {
    expect(notCounted({ ...visitor, userAgent: agents.googlebot }, notStaff)).toBe('bot');
    expect(notCounted({ ...visitor, userAgent: 'curl/8.5.0' }, notStaff)).toBe('bot');
    expect(notCounted({ ...visitor, userAgent: '' }, notStaff)).toBe('bot');
    expect(notCounted({ ...visitor, userAgent: undefined }, notStaff)).toBe('bot');
  });

  it('leaves out staff, checking the session only when nothing else decided', () => {
    expect(notCounted(visitor, () => true)).toBe('staff');
    let checked = 0;
    const staff = () => {
      checked += 1;
      return true;
    };
    expect(notCounted({ ...visitor, gpc: '1' }, staff)).toBe('gpc');
    expect(checked).toBe(0);
  });
});
