/**
 * The first paint never waits for the page's JavaScript or its web fonts.
 *
 * Next writes its chunks as `<script defer>` in `<head>`: a browser that has them by the time the
 * HTML is parsed (a fast connection, or a cached visit on a slow phone) runs all of them (module
 * evaluation, then hydration) before it paints anything, and on a slow connection their bytes
 * compete with the hero image. So `pages/_document.tsx` writes the chunks' addresses into one
 * inline script instead (PAINT_FIRST_SCRIPT), which adds them, in Next's order, once the page has
 * painted what a visitor came for:
 *
 * - the hero image (the `fetchpriority="high"` image, preloaded by React) has painted, or, on a
 *   page without one, the first contentful paint has (the browser's largest-contentful-paint
 *   entries: they arrive after the frame is on screen);
 * - the document is parsed (as `defer` waits for);
 * - or PAINT_FIRST_TIMEOUT_MS after the script ran, whichever comes first (an image that never
 *   loads, a browser without paint timing);
 * - at once in a tab that is not visible (it paints nothing until shown).
 *
 * At the same moment it sets FONTS_ATTRIBUTE on `<html>`, which switches the text styles from
 * their metric-matched fallback faces to the brand's web fonts (theme/createBrandTheme.ts): the
 * fonts download after the first paint instead of ahead of the hero image, and swap in without
 * moving a line. Hydration still runs at load, in full, right after that paint (React's selective
 * and transition hydration as before): nothing waits for a visitor's interaction.
 *
 * A click on a button before then (the cookie notice's "Reject", the menu) starts the scripts at
 * once and is held: the app hands it back after hydration (lib/react/early-clicks.ts), when the
 * button's handler exists, instead of the click doing nothing. A preview message from the CMS admin
 * (an editor saved while the framed page loaded) is held the same way, for usePreviewRefresh.
 */

import { EARLY_CLICKS_CALLBACK, EARLY_MESSAGES } from './early-clicks';

/** Set on `<html>` when the brand's web fonts may load (theme/createBrandTheme.ts reads it). */
export const FONTS_ATTRIBUTE = 'data-fonts';

/** Where the scripts load as Next writes them (`next dev`): the fonts at once. */
export const FONTS_NOW_SCRIPT = `document.documentElement.setAttribute(${JSON.stringify(FONTS_ATTRIBUTE)},"")`;

/** The longest the scripts wait for the hero's paint, from the end of `<head>`. */
export const PAINT_FIRST_TIMEOUT_MS = 2500;

/**
 * The inline script that loads `sources` (Next's chunk URLs, in the order Next wrote them) after
 * the first paint. Dynamically added scripts with `async = false` run in insertion order, like
 * `defer`; the page's CSP allows them through 'strict-dynamic' and the nonce this script carries.
 * A message whose `data.type` is one of `heldMessageTypes` (the CMS admin's preview messages, from
 * _document) is held for the app until it listens, as a click is.
 */
export function paintFirstScript(sources: readonly string[], heldMessageTypes: readonly string[] = []): string {
  // JSON in a <script>: "</script>" or "<!--" in a URL must not end or comment the element.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const attribute = JSON.stringify(FONTS_ATTRIBUTE);
  return [
    '(function(d){',
    `var s=${list},n=d.currentScript&&d.currentScript.nonce,a=0,p=0;`,
    // The brand's web fonts: each declared face's file first (a sample of latin text picks the
    // subset), then the text styles switch to them in one relayout, with nothing pending.
    'function f(){var w=[];d.fonts.forEach(function(x){var m=x.family.replace(/"/g,"");if(!/ Fallback$/.test(m))',
    'w.push(d.fonts.load(String(x.weight).split(" ")[0]+" 1em \\""+m+"\\"","a"))});',
    `function t(){d.documentElement.setAttribute(${attribute},"")}Promise.all(w).then(t,t)}`,
    // Both once the paint has happened and the document is parsed (as `defer` waits for).
    // Each script added in a task of its own: asking for a resource is not free on a slow phone.
    'function g(){if(a||!p||d.readyState=="loading")return;a=1;try{f()}catch(x){}q(0)}',
    'function q(i){if(i>=s.length)return;var e=d.createElement("script");e.src=s[i];e.async=false;if(n)e.nonce=n;d.head.appendChild(e);setTimeout(q,0,i+1)}',
    'function r(){p=1;g()}',
    'd.addEventListener("DOMContentLoaded",g);',
    // A click on a button before hydration: held (not lost), and the scripts start now.
    'var u=[];function k(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b||b.disabled)return;',
    'e.preventDefault();e.stopImmediatePropagation();if(u.indexOf(b)<0)u.push(b);r()}',
    'd.addEventListener("click",k,true);',
    // A preview message (its origin and type, nothing else): held for usePreviewRefresh, which
    // checks the origin; a few at most.
    `var m=window[${JSON.stringify(EARLY_MESSAGES)}]=[],T=${JSON.stringify(heldMessageTypes).replace(/</g, '\\u003c')};`,
    'function v(e){var t=e.data&&e.data.type;if(typeof t!="string"||T.indexOf(t)<0)return;',
    'if(m.length<8)m.push({origin:String(e.origin),data:{type:t}});r()}',
    'window.addEventListener("message",v);',
    `window[${JSON.stringify(EARLY_CLICKS_CALLBACK)}]=function(){d.removeEventListener("click",k,true);`,
    'window.removeEventListener("message",v);',
    'u.splice(0).forEach(function(b){if(b.isConnected)b.click()})};',
    'if(d.visibilityState!="visible")return r();',
    `setTimeout(r,${PAINT_FIRST_TIMEOUT_MS});`,
    // Painted: a largest-contentful-paint entry has arrived, and the hero image (React preloads the
    // one at high priority) is loaded; if it is not yet, its load and the frame after it.
    'function h(){return d.querySelector(\'img[fetchpriority="high"]\')}',
    'function c(){var i=h();if(!i||i.complete)return r();i.addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(r,0)})});i.addEventListener("error",r)}',
    'try{new PerformanceObserver(function(l,o){o.disconnect();c()}).observe({type:"largest-contentful-paint",buffered:true})}',
    'catch(x){requestAnimationFrame(function(){setTimeout(c,0)})}',
    '})(document)',
  ].join('');
}
