/** True when this page runs inside a frame (the CMS admin's preview, or anyone's). */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent can make window.top unreadable: that is a frame too.
    return true;
  }
}
