/**
 * The browser host hands the per-launch secret in the URL fragment (`#secret=...`), which is
 * never sent to a server. Take it once and remove it from the address bar and the history entry,
 * so it is not shown, bookmarked or left in the session history.
 */
export function takeSecretFromLocation(location: Location, history: History): string | undefined {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const secret = params.get('secret') ?? undefined;
  if (secret !== undefined) {
    params.delete('secret');
    const rest = params.toString();
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`,
    );
  }
  return secret;
}

/**
 * Keeps the secret for this tab only (sessionStorage), so that a reload keeps working; it never
 * leaves the page's origin. Written once the page is idle, or as it is left if that comes first:
 * the storage's first use waits on the browser's own process, busy while the page starts.
 */
export function keepSecretForReload(key: string, secret: string): void {
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    window.removeEventListener('pagehide', keep);
    sessionStorage.setItem(key, secret);
  };
  window.addEventListener('pagehide', keep);
  if ('requestIdleCallback' in window) window.requestIdleCallback(keep, { timeout: 2_000 });
  else setTimeout(keep, 0);
}
