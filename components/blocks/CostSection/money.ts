/**
 * Prices for the price and cost sections. They are formatted in the block mappers, which run on
 * the server while the page's props are built: the view carries the formatted text, so the server's
 * HTML and the browser's hydration show the same characters whatever the browser's own Intl data.
 */

export const DEFAULT_PRICE_LOCALE = 'en-GB';

/**
 * Formatters by locale and options, made once: a page formats every price of a section in one
 * locale and currency, and making an Intl formatter (loading the locale's data) is the costly part.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** A CMS locale ("en-GB", "en_gb", " de-DE ") as a supported BCP 47 tag, or en-GB. */
export function priceLocale(value: string | null | undefined): string {
  const candidate = value?.trim().replace(/_/g, '-');
  if (!candidate) return DEFAULT_PRICE_LOCALE;
  try {
    // Intl falls back to the runtime's default locale for one it does not have: keep the tag only
    // where the formatter found its language. (Not supportedLocalesOf: in a browser its first call
    // reads every locale's data, tens of milliseconds on a phone.)
    const resolved = numberFormat(candidate, {}).resolvedOptions().locale;
    const language = (tag: string) => tag.split('-')[0].toLowerCase();
    return language(resolved) === language(candidate) ? resolved : DEFAULT_PRICE_LOCALE;
  } catch {
    return DEFAULT_PRICE_LOCALE; // not a well-formed tag ("en GB")
  }
}

/** An ISO 4217 code ("gbp" → "GBP") that Intl accepts, or null. */
export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  if (!code || !/^[A-Z]{3}$/.test(code)) return null;
  try {
    numberFormat(DEFAULT_PRICE_LOCALE, { style: 'currency', currency: code });
    return code;
  } catch {
    return null;
  }
}

export interface MoneyOptions {
  /** Any CMS value; unsupported or invalid → en-GB. */
  locale?: string | null;
  /** Any CMS value; invalid or missing → the amount as a plain number. */
  currency?: string | null;
  /** Drop the minor unit when the amount is whole (£1,200 rather than £1,200.00). Default true. */
  trimWholeAmounts?: boolean;
}

/**
 * Formats an amount with Intl.NumberFormat (style currency when the currency is valid). Never
 * throws: an unusable locale gives en-GB, an unusable currency a plain number, a non-finite
 * amount null.
 */
export function formatMoney(
  amount: number | null | undefined,
  { locale, currency, trimWholeAmounts = true }: MoneyOptions = {},
): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const tag = priceLocale(locale);
  const code = currencyCode(currency);
  const whole = trimWholeAmounts && Number.isInteger(amount);
  const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  const format = code
    ? numberFormat(tag, { style: 'currency', currency: code, ...digits })
    : numberFormat(tag, whole ? digits : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(amount);
}
