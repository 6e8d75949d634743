// @ts-check
/**
 * lib/seo/structured-data in the browser's bundle (next.config.js, `turbopack.resolveAlias`, browser
 * only): builders that build nothing.
 *
 * Structured data is written by the server alone, into the document's head (components/ui/JsonLd.tsx,
 * pages/_document.tsx), and a guard at each call site (`typeof window`) did not keep the builders
 * out of the bundle (it keeps what a module imports): the schema.org builders (about 1.6 kB gzip)
 * rode in every page's JavaScript. These are the module's functions (a unit test keeps them in
 * step), each returning null: the call sites stay plain, and build nothing in the browser.
 */

const nothing = () => null;

export const plainText = () => '';
export const organizationLd = nothing;
export const breadcrumbListLd = nothing;
export const blogPostingLd = nothing;
export const faqPageLd = nothing;
export const jobPostingLd = nothing;
export const eventLd = nothing;
export const productLd = nothing;
export const jsonLdText = () => '';
