import { exposition } from '@/lib/observability/metrics';

/** Every sample of a Prometheus exposition, by `name{labels in order}`. */
export function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    found.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return found;
}

/** This process's metrics, as /metrics would answer them now. */
export async function scrape(): Promise<Map<string, number>> {
  const text = await exposition();
  if (!text) throw new Error('metrics are off (METRICS=off) in this test process');
  return samples(text.body);
}

/** How far a sample moved between two scrapes (0 for one that did not). */
export const moved = (before: Map<string, number>, after: Map<string, number>, name: string) =>
  (after.get(name) ?? 0) - (before.get(name) ?? 0);
