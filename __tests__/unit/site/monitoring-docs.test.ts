/**
 * The monitoring artefacts in docs/monitoring (the Grafana dashboard and the Prometheus alert rules)
 * ask only for what the site exports: every metric an expression names is registered by
 * lib/observability/metrics.js, every label a selector or a `by (...)` uses is one that metric has,
 * and every label value a selector compares with is one the code can produce. Renaming a metric or a
 * label in the code fails here instead of leaving an empty panel or an alert that never fires.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { metrics, SIGNUP_OUTCOMES, WEBHOOK_RESULTS } from '@/lib/observability/metrics';
import { OUTCOMES } from '@/lib/page-cache/site-server';

const ROOT = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

// The registry of a process that records metrics: METRICS is read when metrics() is first called,
// and METRICS=off would give instruments that record nothing (and no registry).
delete process.env.METRICS;
const registry = metrics().registry;

interface Metric {
  name: string;
  type: string;
  labelNames: string[];
}

/** The metric an expression's name refers to: itself, or the histogram whose _bucket/_count/_sum it is. */
function metricOf(name: string): { metric: Metric; suffix: string } | null {
  const exact = registry.getSingleMetric(name) as unknown as Metric | undefined;
  if (exact) return { metric: exact, suffix: '' };
  const series = /^(.+)_(bucket|count|sum)$/.exec(name);
  const base = series && (registry.getSingleMetric(series[1]) as unknown as Metric | undefined);
  if (base && (base.type === 'histogram' || base.type === 'summary')) return { metric: base, suffix: series[2] };
  return null;
}

/** Labels Prometheus adds to every series it scrapes (the target's), not the site's. */
const TARGET_LABELS = ['instance', 'job'];

/** The labels a series of `name` carries in Prometheus. */
function labelsOf(name: string): string[] {
  const found = metricOf(name);
  if (!found) return [];
  return [...found.metric.labelNames, ...TARGET_LABELS, ...(found.suffix === 'bucket' ? ['le'] : [])];
}

/**
 * The page-cache outcomes as the code lists them (lib/page-cache/site-server.js OUTCOMES, which is
 * not exported): read from its source, so an outcome added or renamed there is seen here.
 */
function pageCacheOutcomes(): string[] {
  return [...OUTCOMES];
}

/**
 * The values a label may hold, by metric and label. The code builds these values in several places
 * and exports lists of some (the view outcomes, the webhook's results, the sign-ups' outcomes); the
 * rest is copied by hand from the help texts of lib/observability/metrics.js: keep it in step with
 * them. A selector comparing a label that has no row here fails, so the table cannot silently
 * fall behind the dashboards.
 */
const VALUES: Record<string, string[]> = {
  'site_page_cache_requests_total.outcome': pageCacheOutcomes(),
  'site_page_view_duration_seconds.cache': pageCacheOutcomes(),
  'site_render_duration_seconds.trigger': ['visitor', 'refresh', 'operator'],
  'site_render_duration_seconds.result': ['ok', 'error'],
  'site_renders_queued.queue': ['visitor', 'background'],
  'site_cms_request_duration_seconds.outcome': ['ok', 'error', 'timeout', 'circuit_open'],
  'site_cms_circuit_state.state': ['closed', 'open', 'half-open'],
  'site_cms_circuit_transitions_total.to': ['closed', 'open', 'half-open'],
  'site_content_cache_reads_total.outcome': ['hit', 'stale', 'stale_if_error', 'miss'],
  'site_purge_announcements_total.direction': ['sent', 'received'],
  'site_webhook_purges_total.result': WEBHOOK_RESULTS,
  'site_newsletter_signups_total.outcome': SIGNUP_OUTCOMES,
};

const METRIC_NAME = /\b(?:site|process|nodejs)_[a-z_]+\b/g;

/** Every metric name an expression mentions. */
const metricNames = (expr: string) => [...new Set(expr.match(METRIC_NAME) ?? [])];

interface Matcher {
  metric: string;
  label: string;
  op: string;
  value: string;
}

/** Every `name{label op "value", ...}` matcher of an expression. */
function matchers(expr: string): Matcher[] {
  return [...expr.matchAll(/\b((?:site|process|nodejs)_[a-z_]+)\s*\{([^}]*)\}/g)].flatMap(([, metric, body]) =>
    [...body.matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(([, label, op, value]) => ({
      metric,
      label,
      op,
      value,
    })),
  );
}

/** The labels of every `by (...)` or `without (...)` clause of an expression. */
const groupingLabels = (expr: string) =>
  [...expr.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean),
  );

/** The literal values a matcher's value stands for: `a|b` for a regex of alternatives. */
function literals({ op, value }: Matcher): string[] {
  if (op === '=' || op === '!=') return [value];
  if (!/^[\w-]+(\|[\w-]+)*$/.test(value)) throw new Error(`not a list of alternatives: ${value}`);
  return value.split('|');
}

/** Problems of one expression: unknown metrics, labels and values. */
function problems(expr: string): string[] {
  const found: string[] = [];
  const names = metricNames(expr);
  for (const name of names) if (!metricOf(name)) found.push(`unknown metric ${name}`);
  for (const matcher of matchers(expr)) {
    const { metric, label } = matcher;
    if (!metricOf(metric)) continue;
    if (!labelsOf(metric).includes(label)) {
      found.push(`${metric} has no label ${label}`);
      continue;
    }
    if (TARGET_LABELS.includes(label)) continue;
    const allowed = VALUES[`${metricOf(metric)!.metric.name}.${label}`];
    if (!allowed) {
      found.push(`no known values for ${metric}.${label}: add them to VALUES`);
      continue;
    }
    for (const value of literals(matcher))
      if (!allowed.includes(value)) found.push(`${metric}{${label}} is never "${value}"`);
  }
  const known = new Set(names.flatMap(labelsOf));
  for (const label of groupingLabels(expr))
    if (!known.has(label)) found.push(`no metric of the expression has label ${label}`);
  return found;
}

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  fieldConfig?: { defaults?: { unit?: string } };
}

const dashboard = JSON.parse(read('docs/monitoring/grafana-dashboard.json')) as {
  schemaVersion: number;
  panels: Panel[];
  templating: { list: { name: string; type: string; query?: unknown }[] };
};

const rules = parse(read('docs/monitoring/alert-rules.yml')) as {
  groups: {
    name: string;
    rules: {
      alert?: string;
      expr: string;
      for?: string;
      labels?: Record<string, string>;
      annotations?: Record<string, string>;
    }[];
  }[];
};
const alerts = rules.groups.flatMap((group) => group.rules).filter((rule) => rule.alert);

describe('the checks themselves', () => {
  it('find a misspelt metric, a label it lacks and a value the code never sets', () => {
    expect(problems('sum(rate(site_page_view_total[1m]))')).toEqual(['unknown metric site_page_view_total']);
    expect(problems('site_renders_queued{queu="visitor"}')).toEqual(['site_renders_queued has no label queu']);
    expect(problems('site_cms_circuit_state{state="opened"}')).toEqual([
      'site_cms_circuit_state{state} is never "opened"',
    ]);
    expect(problems('sum by (queue) (site_renders_in_flight)')).toEqual([
      'no metric of the expression has label queue',
    ]);
  });

  it('accept a histogram’s series and the target labels', () => {
    expect(
      problems('sum by (le, instance) (rate(site_page_view_duration_seconds_bucket{cache=~"hit|stale",job="x"}[1m]))'),
    ).toEqual([]);
  });
});

describe('docs/monitoring/grafana-dashboard.json', () => {
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('has the five campaign-day panels, as time series with a unit', () => {
    expect(panels.map((panel) => panel.title)).toEqual([
      'Page views/s and page-cache hit ratio',
      'Page latency p50 / p99',
      'Renders in flight and queued',
      'CMS errors/s and circuit open',
      'Resident memory (RSS) per instance',
    ]);
    for (const panel of panels) {
      expect(panel.type).toBe('timeseries');
      expect(panel.fieldConfig?.defaults?.unit).toBeTruthy();
    }
    expect(panels[4].fieldConfig?.defaults?.unit).toBe('bytes');
  });

  it('has a Prometheus data source variable and an instance variable every query filters by', () => {
    const variables = Object.fromEntries(dashboard.templating.list.map((variable) => [variable.name, variable]));
    expect(variables.datasource).toMatchObject({ type: 'datasource', query: 'prometheus' });
    expect(variables.instance).toMatchObject({ type: 'query' });
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    for (const panel of panels)
      for (const { expr } of panel.targets ?? [])
        for (const matcher of matchers(expr).filter((each) => metricOf(each.metric)))
          expect(expr.includes(`${matcher.metric}{instance=~"$instance"`)).toBe(true);
  });

  it.each(panels.map((panel) => [panel.title, panel]))('%s asks only for what the site exports', (_title, panel) => {
    const exprs = (panel as Panel).targets?.map((target) => target.expr) ?? [];
    expect(exprs.length).toBeGreaterThan(0);
    for (const expr of exprs) {
      expect(metricNames(expr).length).toBeGreaterThan(0);
      expect({ expr, problems: problems(expr) }).toEqual({ expr, problems: [] });
    }
  });
});

describe('docs/monitoring/alert-rules.yml', () => {
  it('has the three alerts, each with for, a severity, a summary and a description', () => {
    expect(alerts.map((rule) => rule.alert)).toEqual(['PageCacheHitRatioLow', 'CmsErrorRateHigh', 'CmsCircuitOpen']);
    for (const rule of alerts) {
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(rule.labels?.severity).toMatch(/^(warning|critical)$/);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.annotations?.description).toBeTruthy();
    }
  });

  it.each(alerts.map((rule) => [rule.alert, rule.expr]))('%s asks only for what the site exports', (_name, expr) => {
    expect(metricNames(expr as string).length).toBeGreaterThan(0);
    expect({ expr, problems: problems(expr as string) }).toEqual({ expr, problems: [] });
  });
});
