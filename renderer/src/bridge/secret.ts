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
