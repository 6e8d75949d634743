import type { Theme } from '@mui/material/styles';

/**
 * Style values shared by the panel blocks (InfoBanner, OfferBanner, VideoDisplay, ContactUs,
 * Testimonials, Top5List), from the theme's tokens so every panel has the same corners.
 */
export const panelRadius = (theme: Theme) => `${theme.tokens.radii.large}px`;

/** Plain CMS text with the editor's line breaks kept, and long words (URLs, e-mails) wrapped at 375px. */
export const plainText = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;
