import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState } from 'react';
import SiteIconButton, { siteIconButtonClasses } from './SiteIconButton';
import InfoOutlinedIcon from '@/components/ui/icons/InfoOutlined';

/**
 * How the text is showing: not at all, while the pointer or focus is on the button ('peek'), or
 * until the visitor closes it ('pinned', after a click or tap).
 */
type Shown = 'closed' | 'peek' | 'pinned';

/**
 * An info button ("toggletip") whose text shows above it on hover and keyboard focus, and stays
 * after a click or tap until the visitor clicks it again, taps or clicks elsewhere, moves focus
 * away or presses Escape (WCAG 1.4.13). While shown it is the button's accessible description.
 *
 * A tap on a phone is focus then click, and a click on a desktop comes after hovering: both open
 * it first, so the click pins what is already showing instead of toggling it shut.
 * Positioned with CSS: MUI's Tooltip would bring Popper (about 10 kB gzip) to every page that has one.
 */
export default function InfoTip({ label, text }: { label: string; text: string }) {
  const [shown, setShown] = useState<Shown>('closed');
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const peek = () => setShown((now) => (now === 'closed' ? 'peek' : now));
  const open = shown !== 'closed';

  useEffect(() => {
    if (!open) return;
    // Escape closes it wherever focus is (a hover opens it with focus elsewhere), and a tap or
    // click outside closes a pinned tip even in browsers that do not focus a clicked button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown('closed');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setShown('closed');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Box
      component="span"
      ref={wrapper}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        [`& > .${siteIconButtonClasses.root}`]: { my: -1.5 },
        // Its colour at rest; a disabled button's is IconButton's own (its rule weighs less).
        [`& > .${siteIconButtonClasses.root}:not(.Mui-disabled)`]: { color: 'primary.main' },
      }}
      onMouseEnter={peek}
      onMouseLeave={() => setShown((now) => (now === 'peek' ? 'closed' : now))}
    >
      <SiteIconButton
        aria-label={label}
        aria-describedby={open ? id : undefined}
        size="small"
        onFocus={peek}
        onBlur={() => setShown('closed')}
        onClick={() => setShown((now) => (now === 'pinned' ? 'closed' : 'pinned'))}
      >
        <InfoOutlinedIcon fontSize="small" />
      </SiteIconButton>
      {open ? (
        <Box
          component="span"
          role="tooltip"
          id={id}
          sx={{
            position: 'absolute',
            bottom: '100%',
            left: '50%',
            transform: 'translateX(-50%)',
            mb: 0.5,
            width: 'max-content',
            maxWidth: 'min(260px, calc(100vw - 32px))',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.800',
            color: 'common.white',
            typography: 'body2',
            fontWeight: 400,
            textAlign: 'left',
            zIndex: 'tooltip',
          }}
        >
          {text}
        </Box>
      ) : null}
    </Box>
  );
}
