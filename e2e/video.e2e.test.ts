/**
 * The video block in Chromium, on the seeded pages that carry it (issue 31): a YouTube or Vimeo
 * video plays in the page, click to load, with nothing asked of the provider before the click; any
 * other address is a plain outbound link. The player's own page is answered by the test (the
 * browser reaches no network): what is checked is that the site asks for it, when and how, not
 * that the provider plays it.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, siteUrl, watchProblems } from './support/browser';
import { documentsOf } from './support/seed-data';
import { scrollThrough } from './support/visit';
import { toVideoEmbed, VIDEO_EMBED_ORIGINS, videoLinkTarget } from '@/lib/video';

jest.setTimeout(120_000);

interface VideoBlock {
  brand: string;
  path: string;
  /** The block's heading, which names its region. */
  title: string;
  videoTitle: string;
  videoUrl: string;
}

/** docs/content-rules.md §2: where a product page is, for its brand. */
function productPath(brand: Record<string, unknown>, product: Record<string, unknown>): string {
  if (brand.Name === 'BUNAC') return `/${product.Slug}`;
  const base = `/experiences/${product.experience}/${product.Slug}/`;
  const single = (brand.SeoDetails as { SingleCountryBrand?: boolean }).SingleCountryBrand;
  return single ? base : `/${(brand.countries as string[])[0].toLowerCase()}${base}`;
}

/** Every seeded video block on a product page, with that page. */
const blocks: VideoBlock[] = documentsOf('product-v2').flatMap((product) => {
  const brand = documentsOf('brand').find((doc) => (product.brands as string[]).includes(doc.Name as string))!;
  return ((product.Sections ?? []) as Record<string, unknown>[])
    .filter((section) => section.__component === 'blocks.video-display')
    .map((section) => ({
      brand: brand.Slug as string,
      path: productPath(brand, product),
      title: section.Title as string,
      videoTitle: section.VideoTitle as string,
      videoUrl: section.VideoUrl as string,
    }));
});
const videos = blocks.filter((block) => toVideoEmbed(block.videoUrl));
const links = blocks.filter((block) => !toVideoEmbed(block.videoUrl));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** YouTube's and Vimeo's hosts: their sites, players, thumbnails and video streams. */
const PROVIDER_HOST =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

/** Every request the page makes to YouTube or Vimeo. */
function watchProviders(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (PROVIDER_HOST.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

/** The players' pages, answered here: the test browser reaches no network. */
async function answerPlayers(page: Page) {
  for (const origin of VIDEO_EMBED_ORIGINS) {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
    );
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

it('has seeded pages with a playable video and with a link that is not one', () => {
  expect(videos.length).toBeGreaterThanOrEqual(1);
  expect(links.length).toBeGreaterThanOrEqual(1);
});

describe.each(videos.map((block) => [`${block.brand} ${block.path}`, block] as const))('a video on %s', (_, block) => {
  it.each([1440, 390])(
    'at %ipx asks nothing of the provider until play is pressed, then plays its privacy-enhanced player in place',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const problems = await watchProblems(page);
      const providers = watchProviders(page);
      await answerPlayers(page);
      const response = await page.goto(siteUrl(block.brand, block.path), { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await scrollThrough(page);

      const region = page.getByRole('region', { name: block.title });
      const provider = toVideoEmbed(block.videoUrl)!.provider;
      const play = region.getByRole('button', {
        name: `Play video: ${block.videoTitle}. Plays here, from ${provider}`,
        exact: true,
      });
      await play.scrollIntoViewIfNeeded();
      expect(await region.locator('iframe').count()).toBe(0);
      expect(providers).toEqual([]);

      // From the keyboard, as anyone may: focus, Enter. The site's Content-Security-Policy lets
      // the player in: a frame it refused would ask for nothing.
      const embedUrl = toVideoEmbed(block.videoUrl)!.embedUrl;
      const requested = page.waitForRequest(embedUrl, { timeout: 15_000 });
      await play.focus();
      await page.keyboard.press('Enter');
      await requested;
      const player = region.locator('iframe');
      await player.waitFor({ state: 'attached' });
      expect(await player.getAttribute('src')).toBe(embedUrl);
      expect(await player.getAttribute('title')).toMatch(
        new RegExp(`^(YouTube|Vimeo) video: ${escape(block.videoTitle)}$`),
      );
      expect(await play.count()).toBe(0);
      // The focus is on the player, where the button was.
      expect(await player.evaluate((frame) => frame === document.activeElement)).toBe(true);
      const frame = await (await player.elementHandle())!.contentFrame();
      await frame!.waitForLoadState('load');
      expect(providers).toEqual([embedUrl]);
      expect(problems).toEqual({ errors: [], hydrationWarnings: [], cspViolations: [] });
      await page.close();
    },
  );
});

describe.each(links.map((block) => [`${block.brand} ${block.path}`, block] as const))(
  'an address that is not a video on %s',
  (_, block) => {
    it('is a plain outbound link in a new tab, with no play button and nothing asked of the provider', async () => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const problems = await watchProblems(page);
      const providers = watchProviders(page);
      await page.goto(siteUrl(block.brand, block.path), { waitUntil: 'networkidle' });
      await scrollThrough(page);
      const target = videoLinkTarget(block.videoUrl)!;
      const watch = target.provider ? `Watch on ${target.provider}` : 'Watch the video';
      const region = page.getByRole('region', { name: block.title });
      const link = region.getByRole('link', {
        name: `${watch}: ${block.videoTitle}. Opens ${target.host} in a new tab`,
        exact: true,
      });
      expect(await link.getAttribute('href')).toBe(block.videoUrl);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getByText(`Opens ${target.host}`).isVisible()).toBe(true);
      expect(await region.getByRole('button', { name: /^Play video/ }).count()).toBe(0);
      expect(providers).toEqual([]);
      expect(problems).toEqual({ errors: [], hydrationWarnings: [], cspViolations: [] });
      await page.close();
    });
  },
);
