/**
 * Runs once when Next's server starts (before any request): the page cache of server.js learns
 * from the site which brand a Host names and who is an editor (lib/cms/edge-services.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerSiteEdgeServices } = await import('./lib/cms/edge-services');
  registerSiteEdgeServices();
}
