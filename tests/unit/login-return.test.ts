import { describe, expect, it } from 'vitest';
import { dashboardReturnPath, LoginSearchSchema, loginReturnParam } from '#app/lib/login-return.ts';

describe('dashboardReturnPath', () => {
  it('keeps a back-office path with its query and hash', () => {
    expect(dashboardReturnPath('/dashboard/produits/modifier/12')).toBe(
      '/dashboard/produits/modifier/12',
    );
    expect(dashboardReturnPath('/dashboard/articles?q=lit&page=2#liste')).toBe(
      '/dashboard/articles?q=lit&page=2#liste',
    );
    expect(dashboardReturnPath('/dashboard')).toBe('/dashboard');
  });

  it('refuses other sites, however spelt', () => {
    for (const hostile of [
      '//evil.com',
      '//evil.com/dashboard',
      'https://evil.com/dashboard',
      'http:/dashboard',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com/dashboard',
      'javascript:alert(1)',
      ' /dashboard',
      '/dashboard\n/x',
      '/dash\tboard',
    ]) {
      expect(dashboardReturnPath(hostile), hostile).toBeUndefined();
    }
  });

  it('refuses pages outside the back-office, including through dot-segments', () => {
    for (const outside of [
      '/',
      '/login',
      '/produits',
      '/dashboardx',
      '/dashboard-evil',
      '/dashboard/../login',
      '/dashboard/%2e%2e/login',
      'dashboard',
    ]) {
      expect(dashboardReturnPath(outside), outside).toBeUndefined();
    }
    expect(dashboardReturnPath('/dashboard/./articles')).toBe('/dashboard/articles');
  });

  it('refuses what is not a bounded string', () => {
    expect(dashboardReturnPath(undefined)).toBeUndefined();
    expect(dashboardReturnPath(42)).toBeUndefined();
    expect(dashboardReturnPath(['/dashboard'])).toBeUndefined();
    expect(dashboardReturnPath(`/dashboard/${'a'.repeat(1_000)}`)).toBeUndefined();
  });
});

describe('loginReturnParam and LoginSearchSchema', () => {
  it('sends no param for the dashboard itself', () => {
    expect(loginReturnParam('/dashboard')).toBeUndefined();
    expect(loginReturnParam('/dashboard/categories')).toBe('/dashboard/categories');
  });

  it('drops an unsafe redirect instead of failing', () => {
    expect(LoginSearchSchema.parse({ redirect: '//evil.com' })).toEqual({ redirect: undefined });
    expect(LoginSearchSchema.parse({})).toEqual({ redirect: undefined });
    expect(LoginSearchSchema.parse({ redirect: '/dashboard/produits' })).toEqual({
      redirect: '/dashboard/produits',
    });
  });

  it('keeps the one reason the sign-in page tells (issue 36 §6) and drops any other', () => {
    expect(LoginSearchSchema.parse({ raison: 'fermee' }).raison).toBe('fermee');
    expect(LoginSearchSchema.parse({ raison: '<script>' }).raison).toBeUndefined();
    expect(LoginSearchSchema.parse({ raison: ['fermee'] }).raison).toBeUndefined();
  });
});
