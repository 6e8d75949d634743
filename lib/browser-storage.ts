/**
 * The browser's localStorage, or null where it is missing or blocked (Safari with storage off,
 * some embedded browsers throw on the mere access). Readers and writers then carry on without it.
 */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
