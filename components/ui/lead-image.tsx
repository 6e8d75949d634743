import { createContext, useContext, type ReactNode } from 'react';

const LeadListContext = createContext(false);
const LeadImageContext = createContext(false);

/**
 * A list page's largest paint is its first card's image (a phone shows one card across, just
 * under the page's header): lazy, the browser would ask for it only once the page is laid out,
 * and the paint would wait for it. A template marks the list that opens its page (`LeadList`); that
 * list's first item (`LeadItem`) has its image loaded at once, at high priority, preloaded from
 * the head (components/ui/CmsImage). One card's: the others stay lazy.
 */
export function LeadList({ children }: { children: ReactNode }) {
  return <LeadListContext.Provider value>{children}</LeadListContext.Provider>;
}

/** An item of a list: the first of a `LeadList` holds the page's lead image. */
export function LeadItem({ first, children }: { first: boolean; children: ReactNode }) {
  const lead = useContext(LeadListContext) && first;
  return <LeadImageContext.Provider value={lead}>{children}</LeadImageContext.Provider>;
}

/** Whether an image here is the page's lead image (CmsImage loads it eagerly, at high priority). */
export const useLeadImage = () => useContext(LeadImageContext);
