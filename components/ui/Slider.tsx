import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Children, isValidElement, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import SiteIconButton, { siteIconButtonClasses } from '@/components/ui/SiteIconButton';
import ChevronLeftIcon from '@/components/ui/icons/ChevronLeft';
import ChevronRightIcon from '@/components/ui/icons/ChevronRight';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface SliderProps {
  /** Names the scrolling list (a region) and, after "Previous: " / "Next: ", its buttons. */
  label: string;
  /** Every item has this width (px or CSS length), so nothing moves once images load. */
  itemWidth: number | string | Partial<Record<Breakpoint, number | string>>;
  /** Each child is one item (rendered as a list item). */
  children: ReactNode;
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontal slider without script-driven layout: a scrolling list with CSS scroll snap, so it
 * works with touch, trackpad, and (the scroller is focusable) the arrow keys. Previous and Next
 * scroll by one item and are disabled at the ends. No autoplay; no smooth scrolling when the
 * visitor prefers reduced motion. Before the script runs, Previous is disabled and Next enabled,
 * so the controls take their place at once (no layout shift).
 */
export default function Slider({ label, itemWidth, children }: SliderProps) {
  const scrollerId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const update = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    const current = { atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft >= max - 1 };
    setEdges((before) => (before.atStart === current.atStart && before.atEnd === current.atEnd ? before : current));
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);

  // A button that becomes disabled while focused would drop focus to the page: hand it to the other one.
  useEffect(() => {
    if (edges.atStart && document.activeElement === previous.current && !edges.atEnd) next.current?.focus();
    if (edges.atEnd && document.activeElement === next.current && !edges.atStart) previous.current?.focus();
  }, [edges]);

  const scroll = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const items = element.querySelectorAll<HTMLElement>('li[data-slider-item]');
    const step = items.length > 1 ? items[1].offsetLeft - items[0].offsetLeft : (items[0]?.offsetWidth ?? 0);
    const left = direction * (step || element.clientWidth);
    if (typeof element.scrollBy === 'function')
      element.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    else element.scrollLeft += left;
  };

  return (
    <Box>
      <Box
        id={scrollerId}
        ref={scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollBehavior: 'smooth',
          scrollbarWidth: 'thin',
          // Room for the cards' hover shadow and the focus ring inside the scrolling box.
          py: 1.5,
          px: 0.5,
          mx: -0.5,
          // Snap items to the content edge (inside that padding), in line with the section title.
          scrollPaddingInline: '4px',
          borderRadius: 1,
          '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
        }}
      >
        <Box component="ul" sx={{ display: 'flex', gap: { xs: 2, md: 3 }, listStyle: 'none', m: 0, p: 0 }}>
          {Children.toArray(children).map((child, index) => (
            <Box
              component="li"
              data-slider-item=""
              key={isValidElement(child) && child.key != null ? child.key : index}
              sx={{ flex: '0 0 auto', width: itemWidth, scrollSnapAlign: 'start' }}
            >
              {child}
            </Box>
          ))}
        </Box>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent: 'flex-end',
          mt: 2,
          // Outlined on the page's surface; disabled as IconButton's own rule has it (it weighs less).
          [`& > .${siteIconButtonClasses.root}`]: {
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'primary.main',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-disabled': {
              borderColor: 'action.disabledBackground',
              bgcolor: 'transparent',
              color: 'action.disabled',
            },
          },
        }}
      >
        <SiteIconButton
          ref={previous}
          aria-label={`Previous: ${label}`}
          aria-controls={scrollerId}
          disabled={edges.atStart}
          onClick={() => scroll(-1)}
        >
          <ChevronLeftIcon />
        </SiteIconButton>
        <SiteIconButton
          ref={next}
          aria-label={`Next: ${label}`}
          aria-controls={scrollerId}
          disabled={edges.atEnd}
          onClick={() => scroll(1)}
        >
          <ChevronRightIcon />
        </SiteIconButton>
      </Stack>
    </Box>
  );
}
