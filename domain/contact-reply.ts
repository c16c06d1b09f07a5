/**
 * The back-office's replies to a contact request (issue 36 §8): WhatsApp, a call or an e-mail,
 * each with a French text that greets the person by name and quotes their subject.
 */
import { site } from '#config';

/** Tunisia's country code; a national number has 8 digits (71 234 567, 98 123 456). */
const tunisia = '216';
const nationalLength = 8;

/**
 * A phone number as typed on the form, in international digits without "+" (wa.me's form), or
 * null when it cannot be dialled: 8 digits are Tunisian; "+", "00" or "216" lead an international
 * one. E.164 allows 15 digits at most.
 */
export function internationalPhone(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') || trimmed.startsWith('(+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.length === nationalLength) {
    digits = `${tunisia}${digits}`;
  } else if (!(digits.length === nationalLength + tunisia.length && digits.startsWith(tunisia))) {
    return null;
  }
  if (digits.startsWith(tunisia) && digits.length !== nationalLength + tunisia.length) return null;
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return digits;
}

/** A subject quoted in a message: one line, cut past this many characters (an ellipsis marks it). */
export const quotedSubjectMaxLength = 80;

function quoted(subject: string): string {
  const line = subject.replace(/\s+/g, ' ').trim();
  if (line.length <= quotedSubjectMaxLength) return line;
  return `${line.slice(0, quotedSubjectMaxLength - 1).trimEnd()}…`;
}

export interface ContactReplyInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
}

const fullName = (request: ContactReplyInput) =>
  `${request.firstName} ${request.lastName}`.replace(/\s+/g, ' ').trim();

/** The first lines of every reply: greeting by name, the subject quoted. */
export function replyText(request: ContactReplyInput): string {
  return (
    `Bonjour ${fullName(request)},\n\n` +
    `Nous avons bien reçu votre demande « ${quoted(request.subject)} » envoyée depuis notre site ` +
    `et nous revenons vers vous à ce sujet.`
  );
}

/** The WhatsApp chat, or null without a usable phone number. */
export function whatsappReplyHref(request: ContactReplyInput): string | null {
  const number = internationalPhone(request.phone);
  if (!number) return null;
  const text = `${replyText(request)}\n\n${site.name}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A call to the number in international form, or null without a usable one. */
export function callHref(phone: string | null): string | null {
  const number = internationalPhone(phone);
  return number ? `tel:+${number}` : null;
}

/** An e-mail to the visitor: "Re: {subject}", the reply's first lines and the signature. */
export function emailReplyHref(request: ContactReplyInput): string {
  const subject = `Re: ${request.subject.replace(/\s+/g, ' ').trim()}`;
  const body = `${replyText(request)}\n\n\nCordialement,\n${site.name}\n${site.phone}`;
  return `mailto:${request.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
