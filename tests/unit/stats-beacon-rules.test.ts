import { describe, expect, it } from 'vitest';
import {
  isStaffPath,
  landingUtm,
  linkEvent,
  mayCount,
  normaliseTerm,
  routePattern,
  searchFilters,
  viewEvent,
} from '#domain/stats-beacon.ts';
import { statsBeaconLimits } from '#domain/stats-events.ts';

const origin = 'https://example.tn';

describe('routePattern', () => {
  it.each([
    ['/', '/'],
    ['/produits', '/produits'],
    ['/produits_/$slug', '/produits/$slug'],
    ['/articles/$slug', '/articles/$slug'],
    ['/actualites_/rss[.]xml', '/actualites/rss.xml'],
    ['/_admin/dashboard/produits/$id', '/dashboard/produits/$id'],
    ['/(public)/contact', '/contact'],
    ['__root__', '/'],
  ])('%s → %s', (routeId, pattern) => {
    expect(routePattern(routeId)).toBe(pattern);
  });
});

describe('landingUtm', () => {
  it('reads the three UTM parameters, trimmed', () => {
    expect(
      landingUtm('?utm_source=%20newsletter%20&utm_medium=email&utm_campaign=printemps&x=1'),
    ).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'printemps' });
  });

  it('leaves out the absent and the empty', () => {
    expect(landingUtm('?utm_source=facebook&utm_medium=')).toEqual({ utmSource: 'facebook' });
    expect(landingUtm('')).toEqual({});
  });

  it('cuts a value to what the API accepts', () => {
    const long = 'a'.repeat(500);
    expect(landingUtm(`?utm_campaign=${long}`).utmCampaign).toHaveLength(statsBeaconLimits.maxUtm);
  });
});

describe('privacy', () => {
  const visitor = { path: '/produits', gpc: undefined, dnt: null, off: false };

  it('counts an ordinary visitor on a public page', () => {
    expect(mayCount(visitor)).toBe(true);
    expect(mayCount({ ...visitor, dnt: '0', gpc: false })).toBe(true);
  });

  it('honours Global Privacy Control and Do Not Track', () => {
    expect(mayCount({ ...visitor, gpc: true })).toBe(false);
    expect(mayCount({ ...visitor, dnt: '1' })).toBe(false);
  });

  it('never counts the back-office or the sign-in page', () => {
    for (const path of ['/dashboard', '/dashboard/produits/3', '/login', '/login/'])
      expect(mayCount({ ...visitor, path }), path).toBe(false);
    // Public pages that merely start alike are counted.
    expect(isStaffPath('/dashboards')).toBe(false);
    expect(isStaffPath('/loginx')).toBe(false);
  });

  it('sends nothing when statistics are off', () => {
    expect(mayCount({ ...visitor, off: true })).toBe(false);
  });
});

describe('viewEvent', () => {
  const facts = { path: '/contact', route: '/contact', title: 'Contact | Site', notFound: false };

  it('a later view: path, route and title only', () => {
    expect(viewEvent(facts)).toEqual({
      kind: 'view',
      path: '/contact',
      route: '/contact',
      title: 'Contact | Site',
    });
  });

  it('the first view adds the referrer and the campaign', () => {
    expect(
      viewEvent({
        ...facts,
        landing: { referrer: 'https://www.google.com/', query: '?utm_source=google' },
      }),
    ).toEqual({
      kind: 'view',
      path: '/contact',
      route: '/contact',
      title: 'Contact | Site',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
    });
    // A direct visit: no empty referrer sent.
    expect(viewEvent({ ...facts, landing: { referrer: '', query: '' } })).not.toHaveProperty(
      'referrer',
    );
  });

  it('says a not-found page, within the bounds', () => {
    const event = viewEvent({
      path: `/${'x'.repeat(400)}`,
      route: '/$',
      title: 't'.repeat(300),
      notFound: true,
    });
    expect(event.notFound).toBe(true);
    expect(event.path).toHaveLength(statsBeaconLimits.maxPath);
    expect(event.title).toHaveLength(statsBeaconLimits.maxTitle);
  });
});

describe('linkEvent', () => {
  it('a WhatsApp link: its product and button', () => {
    expect(
      linkEvent('https://wa.me/21698750750?text=Bonjour', origin, {
        product: '12',
        button: 'commande',
      }),
    ).toEqual({ kind: 'whatsapp', productId: 12, button: 'commande' });
    expect(
      linkEvent('https://api.whatsapp.com/send?phone=216', origin, { button: 'conseiller' }),
    ).toEqual({ kind: 'whatsapp', button: 'conseiller' });
  });

  it('ignores a mark that is not a product id or a known button', () => {
    expect(linkEvent('https://wa.me/216', origin, { product: 'abc', button: 'autre' })).toEqual({
      kind: 'whatsapp',
    });
    expect(linkEvent('https://wa.me/216', origin, { product: '-3' })).toEqual({
      kind: 'whatsapp',
    });
  });

  it('a phone link, with the product when there is one', () => {
    expect(linkEvent('tel:+21671000000', origin, { product: '7' })).toEqual({
      kind: 'phone',
      productId: 7,
    });
    expect(linkEvent('tel:+21671000000', origin, {})).toEqual({ kind: 'phone' });
  });

  it('the catalogue PDF of this site, opened or downloaded', () => {
    expect(linkEvent(`${origin}/catalogue.pdf`, origin, {})).toEqual({ kind: 'pdf' });
    expect(linkEvent(`${origin}/catalogue.pdf?download=1`, origin, {})).toEqual({ kind: 'pdf' });
    expect(linkEvent('https://other.example/catalogue.pdf', origin, {})).toBeNull();
  });

  it('any other link is not a conversion', () => {
    expect(linkEvent(`${origin}/produits`, origin, {})).toBeNull();
    expect(linkEvent('https://www.whatsapp.com/download', origin, {})).toBeNull();
    expect(linkEvent('mailto:contact@example.tn', origin, {})).toBeNull();
  });
});

describe('search terms and filters', () => {
  it('normalises a term: lower case, trimmed, inner spaces collapsed', () => {
    expect(normaliseTerm('  Fauteuil   ROULANT\t pliant ')).toBe('fauteuil roulant pliant');
    expect(normaliseTerm('x'.repeat(300))).toHaveLength(statsBeaconLimits.maxTerm);
  });

  it('writes the filters that are set as name=value&…', () => {
    expect(searchFilters({ categoryId: '3,5' })).toBe('categoryId=3,5');
    expect(searchFilters({ categoryId: undefined })).toBe('');
    expect(searchFilters({ categoryId: 'ALL', sort: 'price-asc' })).toBe(
      'categoryId=ALL&sort=price-asc',
    );
  });
});
