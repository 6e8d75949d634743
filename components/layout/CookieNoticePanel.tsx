import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { CONSENT_CHOSEN_ATTRIBUTE, type ConsentChoice } from '@/lib/analytics/consent';
import { linkCookiePolicy, type CookieNotice, type LinkItem } from '@/lib/brand/site-settings';
import Editable from '../ui/Editable';
import Link from '../ui/Link';
import RichText from '../ui/RichText';
import SiteButton from '../ui/SiteButton';

/**
 * The notice's look in one class, as MUI's Paper (elevation 8) and Stacks drew it: fixed at the
 * bottom (8px from the edges on a phone, 24px from the right corner and 480px wide from md), the
 * text over its two buttons.
 */
const Panel = styled('div')(({ theme }) => ({
  position: 'fixed',
  left: 8,
  right: 8,
  bottom: 8,
  padding: theme.spacing(2.5),
  zIndex: theme.zIndex.snackbar,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[8],
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  [theme.breakpoints.up('md')]: { left: 'auto', right: 24, bottom: 24, maxWidth: 480 },
  // A choice stored in this browser: hidden from the first paint (components/layout/CookieNotice).
  [`html[${CONSENT_CHOSEN_ATTRIBUTE}] &`]: { display: 'none' },
  '& .CookieNotice-text p': theme.typography.body2,
  '& .CookieNotice-policy': { ...theme.typography.body2, margin: theme.spacing(-1, 0, 0) },
  '& .CookieNotice-actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5) },
}));

/**
 * The cookie notice as shown (components/layout/CookieNotice.tsx decides whether it shows): the
 * brand's text, and accept and reject side by side with the same weight, so neither is the easy one.
 */
export default function CookieNoticePanel({
  text,
  acceptButtonText,
  rejectButtonText,
  src,
  policy,
  onChoose,
  focusOnShow = false,
  onFocusEnter,
}: CookieNotice & {
  policy: LinkItem | null;
  onChoose: (choice: ConsentChoice) => void;
  /** Shown because the visitor asked for it: it takes the keyboard's focus. */
  focusOnShow?: boolean;
  /** Told the element the focus came from when it moves into the notice from the page. */
  onFocusEnter?: (from: HTMLElement) => void;
}) {
  // The policy linked where the text names it, or after the text where it does not.
  const linked = policy ? linkCookiePolicy(text, policy) : text;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) panel.current?.focus();
  }, [focusOnShow]);
  return (
    <Panel
      role="region"
      aria-label="Cookie notice"
      ref={panel}
      tabIndex={-1}
      onFocus={(event) => {
        // Where the keyboard's focus came from, the first time it enters the notice.
        const from = event.relatedTarget;
        if (onFocusEnter && from instanceof HTMLElement && !event.currentTarget.contains(from)) onFocusEnter(from);
      }}
    >
      <RichText markdown={linked ?? text} source={src?.text} className="CookieNotice-text" />
      {policy && linked === null ? (
        <p className="CookieNotice-policy">
          <Link href={policy.url} underline="always">
            Read our cookie policy
          </Link>
        </p>
      ) : null}
      <div className="CookieNotice-actions">
        <SiteButton variant="contained" onClick={() => onChoose('granted')}>
          <Editable source={src?.acceptButtonText}>{acceptButtonText}</Editable>
        </SiteButton>
        <SiteButton variant="contained" onClick={() => onChoose('denied')}>
          <Editable source={src?.rejectButtonText}>{rejectButtonText}</Editable>
        </SiteButton>
      </div>
    </Panel>
  );
}
