import { describe, expect, it } from 'vitest';
import { site } from '#config';
import {
  callHref,
  emailReplyHref,
  internationalPhone,
  quotedSubjectMaxLength,
  replyText,
  whatsappReplyHref,
} from '#domain/contact-reply.ts';
import { statusOfHandled } from '#domain/contact-status.ts';

const request = {
  firstName: 'Hélène',
  lastName: 'Ben Aïssa',
  email: 'helene.benaissa@exemple.tn',
  phone: '98 123 456',
  subject: 'Location d’un lit médicalisé',
};

/** What a link's `text`, `subject` or `body` parameter reads once decoded. */
const param = (href: string, name: string) => {
  const query = href.slice(href.indexOf('?') + 1);
  const pair = query.split('&').find((part) => part.startsWith(`${name}=`));
  return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
};

describe('internationalPhone', () => {
  it.each([
    ['98 123 456', '21698123456'],
    ['98123456', '21698123456'],
    ['71.234.567', '21671234567'],
    ['+216 98 123 456', '21698123456'],
    ['(+216) 98-123-456', '21698123456'],
    ['00216 98 123 456', '21698123456'],
    ['216 98 123 456', '21698123456'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['0033 6 12 34 56 78', '33612345678'],
  ])('reads %s as %s', (typed, expected) => {
    expect(internationalPhone(typed)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['   '],
    ['123'],
    ['98 123 45'],
    ['+216 98 123 45'],
    ['06 12 34 56 78'],
    ['+1234567890123456'],
  ])('refuses %s', (typed) => {
    expect(internationalPhone(typed)).toBeNull();
  });
});

describe('the reply links', () => {
  it('greet the person by name with their accents and quote the subject in French', () => {
    expect(replyText(request)).toBe(
      'Bonjour Hélène Ben Aïssa,\n\nNous avons bien reçu votre demande « Location d’un lit médicalisé » envoyée depuis notre site et nous revenons vers vous à ce sujet.',
    );
  });

  it('open WhatsApp on the number in international form with the text prefilled', () => {
    const href = whatsappReplyHref(request);
    expect(href?.startsWith('https://wa.me/21698123456?text=')).toBe(true);
    expect(href).not.toMatch(/[ «»’é]/);
    const text = param(href ?? '', 'text');
    expect(text).toContain('Bonjour Hélène Ben Aïssa,');
    expect(text).toContain('« Location d’un lit médicalisé »');
    expect(text?.endsWith(site.name)).toBe(true);
  });

  it('call the number in international form', () => {
    expect(callHref('71 234 567')).toBe('tel:+21671234567');
    expect(callHref('+33 6 12 34 56 78')).toBe('tel:+33612345678');
  });

  it('offer no WhatsApp and no call without a usable number', () => {
    for (const phone of [null, '', '12 34']) {
      expect(whatsappReplyHref({ ...request, phone })).toBeNull();
      expect(callHref(phone)).toBeNull();
    }
  });

  it('write an e-mail "Re: subject" with the greeting and the signature', () => {
    const href = emailReplyHref(request);
    expect(href.startsWith('mailto:helene.benaissa@exemple.tn?subject=')).toBe(true);
    expect(href).not.toContain('+');
    expect(param(href, 'subject')).toBe('Re: Location d’un lit médicalisé');
    const body = param(href, 'body');
    expect(body?.startsWith('Bonjour Hélène Ben Aïssa,\n\nNous avons bien reçu')).toBe(true);
    expect(body).toContain(`Cordialement,\n${site.name}\n${site.phone}`);
  });

  it('quote a long subject on one line, cut with an ellipsis; the e-mail subject keeps it whole', () => {
    const subject = `Demande de devis pour   un fauteuil roulant\nélectrique ${'très '.repeat(40)}léger`;
    const long = { ...request, subject };
    const quote = /« (.*) »/.exec(replyText(long))?.[1] ?? '';
    expect(quote.length).toBe(quotedSubjectMaxLength);
    expect(quote.endsWith('…')).toBe(true);
    expect(quote.startsWith('Demande de devis pour un fauteuil roulant électrique très')).toBe(
      true,
    );
    const emailSubject = param(emailReplyHref(long), 'subject') ?? '';
    expect(
      emailSubject.startsWith('Re: Demande de devis pour un fauteuil roulant électrique'),
    ).toBe(true);
    expect(emailSubject.endsWith('très léger')).toBe(true);
  });
});

describe('statusOfHandled (the first PATCH { traite })', () => {
  it('marks handled, and brings a handled request back to nouvelle; en cours stays en cours', () => {
    expect(statusOfHandled(true, 'en_cours')).toBe('traitee');
    expect(statusOfHandled(false, 'traitee')).toBe('nouvelle');
    expect(statusOfHandled(false, 'en_cours')).toBe('en_cours');
  });
});
