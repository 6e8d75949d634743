import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * The one Emotion cache shape, on the server (a fresh one per render, from _document) and in the
 * browser (_app): key `mui`, the response's CSP nonce on every `<style>` it writes, and no vendor
 * prefixer. Emotion's default stylis prefixer writes each flex, transition, transform and
 * user-select rule up to four times (`-webkit-`, `-ms-`, `-moz-`): about a fifth of every page's
 * inline CSS, for browsers the site does not support (every browser it supports reads the
 * unprefixed properties; Safari then lets a long press select a button's text).
 */
export function siteEmotionCache(nonce: string | undefined) {
  return createEmotionCache({ key: 'mui', nonce, stylisPlugins: [] });
}
