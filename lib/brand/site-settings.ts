import type { LinkFragment, LogoFragment, SiteSettingsFragment, TextStyleFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { compact, text } from '@/lib/content/values';
import { sortByRank } from '@/lib/content/sort';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A brand's site settings (docs/content-rules.md §3), as the layout and the theme use them. */
export interface SiteSettings {
  appearance: Appearance;
  navigation: Navigation;
  newsletter: Newsletter | null;
  cookieNotice: CookieNotice | null;
  chatWidget: { token: string; host: string; widgetId: string } | null;
  embeds: { forms: FormEmbed[]; reviews: ReviewsWidget[] };
}

export interface LinkItem {
  text: string;
  url: string;
  /** Draft mode: where the text is edited (lib/preview/content-source). */
  src?: FieldSources<'text'>;
}

export interface Logo {
  image: Media;
  link: string | null;
  variant: 'primary' | 'inverse' | 'compact';
}

export interface MenuItem {
  label: string;
  url: string | null;
  children: LinkItem[];
  /** Draft mode: where the label is edited. */
  src?: FieldSources<'label'>;
}

export interface TextStyle {
  name: string | null;
  weight: number | null;
}

export type TextStyleName = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'body1' | 'body2' | 'button';
export type ColourName = 'primary' | 'secondary' | 'accent' | 'background' | 'surface' | 'text' | 'mutedText';

export interface Appearance {
  headerLogos: Logo[];
  headerMenu: MenuItem[];
  /** The nine text styles; a style the CMS leaves empty is null (the theme falls back). */
  fonts: Record<TextStyleName, TextStyle | null>;
  /** The seven colours; an empty one is null (the theme falls back). */
  colours: Record<ColourName, string | null>;
  imageTransition: 'none' | 'fade' | 'slide' | 'zoom';
  urgentNews: UrgentNews | null;
}

export interface UrgentNews {
  text: string;
  linkText: string | null;
  linkUrl: string | null;
  /** Draft mode: where each text is edited (the link's text only when the brand gives one). */
  src?: FieldSources<'text' | 'linkText'>;
}

export type AutomatedMenuSource =
  | 'destinations'
  | 'experiences'
  | 'travelGuides'
  | 'blog'
  | 'infoBlogs'
  | 'events'
  | 'news'
  | 'jobs'
  | 'travelEssentials';

export interface Navigation {
  footerLogos: Logo[];
  footerMenu: {
    title: string;
    links: LinkItem[];
    /** Draft mode: where the title is edited. */
    src?: FieldSources<'title'>;
  }[];
  social: { network: string; url: string }[];
  affiliates: Logo[];
  subFooter: {
    text: string | null;
    links: LinkItem[];
    /** Draft mode: where the text is edited (when the brand gives one: else the site's copyright line shows). */
    src?: FieldSources<'text'>;
  } | null;
  automatedMenuItems: {
    label: string;
    source: AutomatedMenuSource;
    /** Draft mode: where the label is edited. */
    src?: FieldSources<'label'>;
  }[];
  myBookingLink: LinkItem | null;
}

export interface Newsletter {
  listId: string | null;
  emailTemplateId: string | null;
  title: string | null;
  text: string | null;
  buttonText: string;
  successText: string;
  /** The consent text next to the checkbox; stored with every sign-up as what the visitor agreed to. */
  privacyCheckboxText: string;
  /** Draft mode: where each text is edited (only those the brand gives: the others are the site's wording). */
  src?: FieldSources<'title' | 'text' | 'buttonText' | 'successText' | 'privacyCheckboxText'>;
}

export interface CookieNotice {
  text: string;
  acceptButtonText: string;
  rejectButtonText: string;
  /** Draft mode: where each text is edited (only those the brand gives: the others are the site's wording). */
  src?: FieldSources<'text' | 'acceptButtonText' | 'rejectButtonText'>;
}

/**
 * The brand's own page for a policy, found among the links of its footer (the sub-footer's first,
 * where sites keep their legal links): the cookie notice and the newsletter's consent link to it.
 * Null when the brand links none.
 */
export function policyLink(navigation: Navigation, policy: 'cookie' | 'privacy'): LinkItem | null {
  const links = [...(navigation.subFooter?.links ?? []), ...navigation.footerMenu.flatMap((column) => column.links)];
  const names = policy === 'cookie' ? /cookie/i : /privacy/i;
  return links.find((link) => names.test(link.url) || names.test(link.text)) ?? null;
}

/**
 * The cookie notice's Markdown with its policy linked: an existing link to the page is kept; else
 * the first plain mention of "cookie policy" becomes the link (so "See our cookie policy for
 * details" reads as it did). Null when the text neither links nor mentions it: the notice then
 * adds the link after the text.
 */
export function linkCookiePolicy(markdown: string, policy: LinkItem): string | null {
  if (markdown.includes(`](${policy.url})`)) return markdown;
  if (/[\s()<>]/.test(policy.url)) return null;
  const mention = /(?<![[\w])cookie policy(?![\w\]])/i.exec(markdown);
  if (!mention) return null;
  const at = mention.index;
  return `${markdown.slice(0, at)}[${mention[0]}](${policy.url})${markdown.slice(at + mention[0].length)}`;
}

export interface FormEmbed {
  name: string;
  provider: string | null;
  embedUrl: string;
  placement: string | null;
}

export interface ReviewsWidget {
  name: string;
  provider: string | null;
  widgetId: string;
  placement: string | null;
}

export const toLink = (link: LinkFragment | null | undefined): LinkItem | null =>
  link && text(link.Text) && text(link.URL)
    ? { text: link.Text.trim(), url: link.URL.trim(), src: fieldSources(link, { text: 'Text' }) }
    : null;

const toLinks = (links: readonly (LinkFragment | null)[] | null | undefined) =>
  compact(links).flatMap((link) => toLink(link) ?? []);

const toLogos = (logos: readonly (LogoFragment | null)[] | null | undefined): Logo[] =>
  compact(logos).flatMap((logo) => {
    const image = toMedia(logo.Image);
    return image ? [{ image, link: text(logo.Link), variant: (logo.Variant ?? 'primary') as Logo['variant'] }] : [];
  });

const toTextStyle = (style: TextStyleFragment | null | undefined): TextStyle | null =>
  style && (text(style.Name) || style.Weight) ? { name: text(style.Name), weight: style.Weight ?? null } : null;

/** Only #RRGGBB / #RGB colours reach the theme (and so the CSS); anything else falls back. */
export const validColour = (value: string | null | undefined) =>
  value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : null;

export function toSiteSettings(raw: SiteSettingsFragment | null | undefined): SiteSettings {
  const appearance = raw?.Appearance;
  const fonts = appearance?.Fonts;
  const colours = appearance?.Colours;
  const navigation = raw?.Navigation;
  const urgent = appearance?.UrgentNewsBanner;
  const newsletter = raw?.Newsletter;
  const cookie = raw?.CookiePolicyNotification;
  const chat = raw?.ChatWidget;
  return {
    appearance: {
      headerLogos: toLogos(appearance?.HeaderLogos),
      headerMenu: sortByRank(compact(appearance?.HeaderMenu)).flatMap((item) =>
        text(item.Label)
          ? [
              {
                label: item.Label.trim(),
                url: text(item.URL),
                children: toLinks(item.Children),
                src: fieldSources(item, { label: 'Label' }),
              },
            ]
          : [],
      ),
      fonts: {
        h1: toTextStyle(fonts?.Heading1),
        h2: toTextStyle(fonts?.Heading2),
        h3: toTextStyle(fonts?.Heading3),
        h4: toTextStyle(fonts?.Heading4),
        h5: toTextStyle(fonts?.Heading5),
        h6: toTextStyle(fonts?.Heading6),
        body1: toTextStyle(fonts?.Body1),
        body2: toTextStyle(fonts?.Body2),
        button: toTextStyle(fonts?.Button),
      },
      colours: {
        primary: validColour(colours?.Primary),
        secondary: validColour(colours?.Secondary),
        accent: validColour(colours?.Accent),
        background: validColour(colours?.Background),
        surface: validColour(colours?.Surface),
        text: validColour(colours?.Text),
        mutedText: validColour(colours?.MutedText),
      },
      imageTransition: (appearance?.ImageTransition ?? 'fade') as Appearance['imageTransition'],
      urgentNews:
        urgent?.Enabled && text(urgent.Text)
          ? {
              text: urgent.Text!.trim(),
              linkText: text(urgent.LinkText),
              linkUrl: text(urgent.LinkURL),
              src: fieldSources(urgent, { text: 'Text', linkText: 'LinkText' }),
            }
          : null,
    },
    navigation: {
      footerLogos: toLogos(navigation?.FooterLogos),
      footerMenu: compact(navigation?.FooterMenu).map((column) => ({
        title: column.Title,
        links: toLinks(column.Links),
        src: fieldSources(column, { title: 'Title' }),
      })),
      social: compact(navigation?.Social).flatMap((link) =>
        text(link.URL) ? [{ network: link.Network, url: link.URL.trim() }] : [],
      ),
      affiliates: toLogos(navigation?.AffiliateLinks),
      subFooter: navigation?.SubFooter
        ? {
            text: text(navigation.SubFooter.Text),
            links: toLinks(navigation.SubFooter.Links),
            src: fieldSources(navigation.SubFooter, { text: 'Text' }),
          }
        : null,
      automatedMenuItems: sortByRank(compact(navigation?.AutomatedMenuItems)).map((item) => ({
        label: item.Label,
        source: item.Source as AutomatedMenuSource,
        src: fieldSources(item, { label: 'Label' }),
      })),
      myBookingLink: toLink(navigation?.MyBookingLink),
    },
    newsletter: newsletter
      ? {
          listId: text(newsletter.ListId),
          emailTemplateId: text(newsletter.EmailTemplateId),
          title: text(newsletter.Title),
          text: text(newsletter.Text),
          buttonText: text(newsletter.ButtonText) ?? 'Subscribe',
          successText: text(newsletter.SuccessText) ?? 'Thanks for subscribing.',
          privacyCheckboxText: text(newsletter.PrivacyCheckboxText) ?? 'I agree to the privacy policy.',
          src: fieldSources(newsletter, {
            title: 'Title',
            text: 'Text',
            buttonText: 'ButtonText',
            successText: 'SuccessText',
            privacyCheckboxText: 'PrivacyCheckboxText',
          }),
        }
      : null,
    cookieNotice:
      cookie && text(cookie.Text)
        ? {
            text: cookie.Text!.trim(),
            acceptButtonText: text(cookie.AcceptButtonText) ?? 'Accept',
            rejectButtonText: text(cookie.RejectButtonText) ?? 'Reject',
            src: fieldSources(cookie, {
              text: 'Text',
              acceptButtonText: 'AcceptButtonText',
              rejectButtonText: 'RejectButtonText',
            }),
          }
        : null,
    chatWidget:
      chat && text(chat.Token) && text(chat.Host) && text(chat.WidgetId)
        ? { token: chat.Token!.trim(), host: chat.Host!.trim(), widgetId: chat.WidgetId!.trim() }
        : null,
    embeds: {
      forms: compact(raw?.Embeds?.FormEmbeds).map((form) => ({
        name: form.Name,
        provider: text(form.Provider),
        embedUrl: form.EmbedUrl,
        placement: text(form.Placement),
      })),
      reviews: compact(raw?.Embeds?.ReviewsWidgets).map((widget) => ({
        name: widget.Name,
        provider: text(widget.Provider),
        widgetId: widget.WidgetId,
        placement: text(widget.Placement),
      })),
    },
  };
}
