import { processWide } from '@/lib/process-wide';
import { cmsUrl } from './env';
import { cmsState } from './process-state';

/**
 * Whether the CMS answers now (Strapi's /_health within a second), for /api/health.
 *
 * Anyone may call /api/health, so a probe per call would let a flood of health checks become a
 * flood of CMS requests. One probe's result serves every call for PROBE_REUSE_MS instead, and calls
 * made while it runs wait for that same probe: a site process asks the CMS's /_health at most once
 * per window, however many checks arrive. Five seconds is shorter than the interval load balancers
 * check at (AWS's 5 to 300 s, 30 by default; Kubernetes' 10 s): a balancer's next check still sees
 * an outage that began after its last one, while a flood costs the CMS one request per 5 s per
 * instance. The window counts from the start of the probe, so a CMS that times out (1 s) is not asked
 * more often either. The result belongs to this process's state of the CMS (lib/cms/process-state,
 * beside the circuit breaker) and is forgotten with it.
 */
export const PROBE_REUSE_MS = 5_000;
const PROBE_TIMEOUT_MS = 1_000;

interface Probe {
  startedAt: number;
  reachable: Promise<boolean>;
}

const probes = processWide('cms-health-probes', () => new WeakMap<object, Probe>());

async function probe(): Promise<boolean> {
  try {
    const response = await fetch(`${cmsUrl()}/_health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    void response.body?.cancel().catch(() => undefined);
    return response.status < 500;
  } catch {
    return false;
  }
}

export function cmsAnswers(): Promise<boolean> {
  const state = cmsState();
  const now = Date.now();
  const last = probes.get(state);
  if (last && now - last.startedAt < PROBE_REUSE_MS && now >= last.startedAt) return last.reachable;
  const next = { startedAt: now, reachable: probe() };
  probes.set(state, next);
  return next.reachable;
}
