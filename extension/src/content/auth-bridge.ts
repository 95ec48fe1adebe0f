// Runs on the configured Resonate server's pages only. The web app posts the session to its own
// window after sign-in with ?source=extension (docs/extension.md); this hands it to the worker,
// which checks that it came from that server before keeping it.
window.addEventListener('message', (event) => {
  if (event.source !== window || event.origin !== window.location.origin) return;
  const data = event.data as { type?: unknown; token?: unknown } | null;
  if (data?.type !== 'RESONATE_AUTH_TOKEN' || typeof data.token !== 'string') return;
  void chrome.runtime.sendMessage({ type: 'auth-token', token: data.token });
});
