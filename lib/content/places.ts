/**
 * Place names in generated headings (docs/content-rules.md "Place names"): "Programmes in the USA",
 * "Jobs at Camp Tall Pines", "Jobs on the Gold Coast". English puts an article before some place
 * names and a different preposition before others; the template writes the sentence, this module
 * the place's part of it.
 *
 * Pure functions: no React, no I/O.
 */

/** Names that take "the" although no pattern below catches them (compared in lower case). */
const NAMES_WITH_THE = new Set([
  'adirondacks',
  'alps',
  'andes',
  'bahamas',
  'balkans',
  'canadian rockies',
  'caribbean',
  'catskills',
  'cotswolds',
  'dolomites',
  'gambia',
  'hamptons',
  'highlands',
  'lake district',
  'maldives',
  'netherlands',
  'outback',
  'philippines',
  'pyrenees',
  'rockies',
  'seychelles',
  'whitsundays',
  'yukon',
]);

/** Words that, ending a name, make it take "the": the Gold Coast, the Blue Mountains, the Whitsunday Islands. */
const THE_ENDINGS = /\s(coast|mountains|islands|isles|alps|valley|highlands|lakes|peninsula|riviera|keys|rockies)$/i;

/** Words that, starting a name, make it take "the": the United States, the Republic of Ireland. */
const THE_STARTS = /^(united|republic|kingdom|federation|state of|isle of)\b/i;

/** A name that is an initialism (USA, UK, UAE): "the USA". Two to four capitals, dots allowed. */
const INITIALISM = /^(?:[A-Z]\.?){2,4}$/;

/** Places one is "at" rather than "in": a camp, a resort, a ski field, a lodge (Jobs at Camp Tall Pines). */
const AT_PLACES = /^(camp)\s|\s(camp|resort|lodge|ranch|ski area|ski field|mountain resort|village resort)$/i;

/** Places one is "on": an island or a coast (on Vancouver Island, on the Gold Coast). */
const ON_PLACES = /\s(island|coast|peninsula)$/i;

/** Whether a place name is written with "the" before it in running English. */
export function takesThe(name: string): boolean {
  const place = name.trim();
  if (!place || /^the\s/i.test(place)) return false;
  if (INITIALISM.test(place)) return true;
  if (THE_STARTS.test(place) || THE_ENDINGS.test(place)) return true;
  return NAMES_WITH_THE.has(place.toLowerCase());
}

/** A place name as it reads inside a sentence: `USA` → `the USA`, `Banff` → `Banff`. */
export function placeName(name: string): string {
  const place = name.trim().replace(/^the\s+/i, 'the ');
  return takesThe(place) ? `the ${place}` : place;
}

/**
 * The preposition and name that say where something is: `in the USA`, `in Banff`, `at Camp Tall
 * Pines`, `on Vancouver Island`, `on the Gold Coast`. A name the editor already wrote with "The"
 * keeps it, in lower case mid-sentence.
 */
export function wherePhrase(name: string): string {
  const place = placeName(name);
  if (AT_PLACES.test(place)) return `at ${place}`;
  if (ON_PLACES.test(place)) return `on ${place}`;
  return `in ${place}`;
}
