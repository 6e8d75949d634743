import createCache from '@emotion/cache';

/**
 * The one Emotion cache shape, on the server (a fresh one per render, from _document) and in the
 * browser (_app): key `mui`, the response's CSP nonce on every `<style>` it writes, and no vendor
 * prefixer. Emotion's default stylis prefixer writes each flex, transition, transform and
 * user-select rule up to four times (`-webkit-`, `-ms-`, `-moz-`): about a fifth of every page's
 * inline CSS, for browsers the site does not support (every browser it supports reads the
 * unprefixed properties; Safari then lets a long press select a button's text).
 *
 * In the browser its styles go after `<meta name="emotion-insertion-point">`, where
 * @mui/material-nextjs's DocumentHeadTags put the server's (as that package's own createEmotionCache
 * does). That package's browser module is not imported: it makes a second cache when it loads, and
 * every cache made in the browser takes over the server's `<style>` elements by moving them, which
 * makes the browser parse the page's CSS and restyle the page again.
 */
export function siteEmotionCache(nonce: string | undefined) {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined);
  return createCache({ key: 'mui', nonce, stylisPlugins: [], insertionPoint });
}
