/**
 * What real visitors' browsers measure: the Core Web Vitals of each page load (LCP, INP, CLS, from
 * the web-vitals package) as `web_vitals` events in GTM's data layer, only with the visitor's
 * consent. Browser only, no React: useAnalytics says when (GTM runs, never in a preview).
 *
 * web-vitals is loaded on demand, once the visitor has granted consent, when the browser is idle:
 * it is in no page's first-load JavaScript, and a visitor without consent never downloads it. Its
 * observers read the performance entries the browser buffered, so starting after hydration, or
 * when consent comes later in the visit, still measures the load from its start.
 */
import type { MetricType } from 'web-vitals';
import { onConsentUpdate, type ConsentChoice } from './consent';
import { pushEvent } from './data-layer';
import { whenIdle } from './idle';

export const WEB_VITALS_EVENT = 'web_vitals';

/**
 * The page a load's metrics belong to: the page loaded. web-vitals measures the load (CLS and INP
 * go on through client navigations until the page is hidden), as the Chrome UX Report does.
 */
export interface VitalsPage {
  path: string;
  pageType: string;
}

type Measured = Pick<MetricType, 'name' | 'value' | 'rating' | 'id'>;

/** The data-layer event of one metric: LCP and INP in whole milliseconds, CLS to 4 decimals. */
export function webVitalsEvent(metric: Measured, page: VitalsPage) {
  return {
    event: WEB_VITALS_EVENT,
    metric_name: metric.name,
    metric_value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
    page_type: page.pageType,
    page_path: page.path,
  };
}

type Metrics = Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS'>;

const loadMetrics = (): Promise<Metrics> => import('web-vitals');

/** The page load being measured (its container id, as useAnalytics starts GTM once per load). */
let measuredLoad: string | null = null;
/** Analytics runs on the page shown (its props have a container id). */
let running = false;
/** The visitor's consent on this page: the stored choice, then each one made here. */
let granted = false;

/**
 * Measures this page load's web vitals once the visitor has granted consent: from the start when
 * the stored choice (`stored`) is granted, else from a grant on this page (the cookie notice; the
 * measurements still cover the load from its start). Each metric is pushed once, with its final
 * value as web-vitals reports it by default: LCP at the first input (a click or a key) or when the
 * page is hidden, CLS and INP when the page is hidden (INP only after an interaction). A page
 * restored from the back/forward cache is a new page view to web-vitals: its metrics (new ids) are
 * pushed too.
 *
 * Returns the stop (the page's props no longer run analytics): nothing is pushed while stopped, nor
 * after the visitor denies consent.
 */
export function watchWebVitals(load: string, page: VitalsPage, stored: ConsentChoice | null): () => void {
  running = true;
  const choose = (choice: ConsentChoice | null) => {
    granted = choice === 'granted';
    if (!granted || measuredLoad === load) return;
    measuredLoad = load;
    whenIdle(() => void measure(page).catch(() => {}));
  };
  choose(stored);
  const unsubscribe = onConsentUpdate(choose);
  return () => {
    running = false;
    unsubscribe();
  };
}

async function measure(page: VitalsPage): Promise<void> {
  const { onLCP, onINP, onCLS } = await loadMetrics();
  const pushed = new Set<string>();
  const report = (metric: MetricType) => {
    if (!running || !granted || pushed.has(metric.id)) return;
    pushed.add(metric.id);
    pushEvent(webVitalsEvent(metric, page));
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
