import type { ContactUsFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { text } from '@/lib/content/values';
import { toAction } from '@/lib/url';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A way to get in touch: the text shown, and the mailto:/tel: link (null when the value cannot be dialled or mailed). */
export interface ContactMethod {
  display: string;
  href: string | null;
}

/** Contact details (docs/content-rules.md §3 Travel guide "ContactUs"). */
export interface ContactUsView {
  title: string | null;
  /** Plain text; line breaks typed in the CMS are kept. */
  body: string | null;
  email: ContactMethod | null;
  telephone: ContactMethod | null;
  action: LinkItem | null;
  /** Draft mode: where each text is edited (an e-mail or number only when shown as typed). */
  src?: FieldSources<'title' | 'body' | 'email' | 'telephone'>;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"'/?#]+@[^\s@<>()[\]\\,;:"'/?#]+\.[a-z]{2,}$/i;

/** An e-mail address (a "mailto:" typed by the editor is tolerated); linked only when it looks like one. */
export function toEmail(value: string | null | undefined): ContactMethod | null {
  const address = text(value)
    ?.replace(/^mailto:/i, '')
    .trim();
  if (!address) return null;
  return { display: address, href: EMAIL.test(address) ? `mailto:${address}` : null };
}

/**
 * A telephone number shown as typed, dialled without spaces and separators ("+44 20 7946-0000" →
 * "tel:+442079460000"); linked only when what is left is a number (an optional + and 3–20 digits).
 */
export function toTelephone(value: string | null | undefined): ContactMethod | null {
  const display = text(value)?.replace(/^tel:/i, '').trim();
  if (!display) return null;
  // "+44 (0)20 …": the trunk 0 in brackets is not dialled from abroad.
  const dialled = display.replace(/^(\+\d{1,4})\s*\(0\)/, '$1').replace(/[\s\u00a0\-.()/]+/g, '');
  return { display, href: /^\+?\d{3,20}$/.test(dialled) ? `tel:${dialled}` : null };
}

/** A method shows its field's value, not one the site changed (a "mailto:" or "tel:" dropped). */
const shownAsTyped = (method: ContactMethod | null, value: string | null | undefined) =>
  method !== null && method.display === value?.trim();

/** Null when there is nothing to say and no way to get in touch. */
export function toContactUs(raw: ContactUsFragment): ContactUsView | null {
  const body = text(raw.Body);
  const email = toEmail(raw.Email);
  const telephone = toTelephone(raw.Telephone);
  const action = toAction(raw.ButtonText, raw.ButtonLink);
  if (!body && !email && !telephone && !action) return null;
  const src = fieldSources(raw, { title: 'Title', body: 'Body', email: 'Email', telephone: 'Telephone' });
  return {
    title: text(raw.Title),
    body,
    email,
    telephone,
    action: action && { ...action, src: fieldSources(raw, { text: 'ButtonText' }) },
    src: src && {
      ...src,
      email: shownAsTyped(email, raw.Email) ? src.email : undefined,
      telephone: shownAsTyped(telephone, raw.Telephone) ? src.telephone : undefined,
    },
  };
}
