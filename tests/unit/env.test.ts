import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data' });
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_BASE_URL).toBeUndefined();
  });

  it('derives the default site URL from PORT and strips trailing slashes from URLs', () => {
    expect(parseEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    const env = parseEnv({
      SITE_URL: 'https://www.example.tn/',
      API_BASE_URL: 'https://api.example.tn/v1//',
    });
    expect(env.SITE_URL).toBe('https://www.example.tn');
    expect(env.API_BASE_URL).toBe('https://api.example.tn/v1');
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: ' ' }).PORT).toBe(3000);
  });

  it('keeps the page cache on unless PAGE_CACHE=off, and names a wrong value', () => {
    expect(parseEnv({}).PAGE_CACHE).toBe('on');
    expect(parseEnv({ PAGE_CACHE: 'off' }).PAGE_CACHE).toBe('off');
    expect(() => parseEnv({ PAGE_CACHE: 'maybe' })).toThrow('PAGE_CACHE must be on or off');
  });

  it('reads TRUST_PROXY as hops or proxy addresses, and names a wrong value', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow('TRUST_PROXY must be');
  });

  it('accepts a PostgreSQL URL', () => {
    const url = 'postgresql://site:secret@127.0.0.1:5432/site';
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it('lists every invalid variable in one readable error', () => {
    const attempt = () =>
      parseEnv({ PORT: 'abc', SITE_URL: 'example.tn', DATABASE_URL: 'mysql://x', NODE_ENV: 'x' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = String(error);
      expect(message).toContain('PORT: PORT must be an integer');
      expect(message).toContain('SITE_URL: SITE_URL must be an absolute URL');
      expect(message).toContain('DATABASE_URL: DATABASE_URL must start with postgres://');
      expect(message).toContain('NODE_ENV');
    }
  });

  it('rejects ports out of range and non-http URLs', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT must be between 1 and 65535/);
    expect(() => parseEnv({ API_BASE_URL: 'ftp://files.example.tn' })).toThrow(
      /API_BASE_URL must start with http/,
    );
  });
});
