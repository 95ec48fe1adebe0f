// The extension's manifest (Manifest V3), written into extension/dist by scripts/build-extension.mjs.
// A permission added here must be added to the allow-list in manifest.spec.ts too, on purpose.

/** The browser permissions, each explained in docs/extension.md. */
export const PERMISSIONS = ['activeTab', 'contextMenus', 'scripting', 'storage'];

/** Other servers (self-hosted installations): asked for one origin at a time from the options page. */
export const OPTIONAL_HOSTS = ['https://*/*', 'http://*/*'];

export const DEVELOPMENT_SERVER = 'http://localhost:3000';

/** Match patterns for the build's default server; a local one also on 127.0.0.1 (any port). */
export function defaultHosts(server) {
  const url = new URL(server);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    return [`${url.protocol}//localhost/*`, `${url.protocol}//127.0.0.1/*`];
  }
  return [`${url.protocol}//${url.hostname}/*`];
}

/**
 * @param {{ version: string, server: string, browser: 'chromium' | 'firefox', geckoId?: string }} options
 * @returns {Record<string, any>}
 */
export function extensionManifest({ version, server, browser, geckoId }) {
  const manifest = {
    manifest_version: 3,
    name: 'Resonate',
    description: 'Rewrite the text you select in any text box in the tone you choose.',
    version,
    icons: { 192: 'icons/icon-192.png', 512: 'icons/icon-512.png' },
    action: { default_title: 'Resonate', default_popup: 'popup/popup.html' },
    options_ui: { page: 'options/options.html', open_in_tab: true },
    background: { service_worker: 'background.js', type: 'module' },
    permissions: PERMISSIONS,
    host_permissions: defaultHosts(server),
    optional_host_permissions: OPTIONAL_HOSTS,
    commands: {
      'rewrite-selection': {
        suggested_key: { default: 'Alt+Shift+R' },
        description: 'Rewrite the selected text with Resonate',
      },
    },
    // Only the extension's own files run: no remote or inline code.
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
  };
  if (browser === 'firefox') {
    // Firefox runs background scripts (an event page), not a service worker.
    manifest.background = { scripts: ['background.js'], type: 'module' };
    manifest.browser_specific_settings = {
      gecko: { id: geckoId ?? 'extension@resonate.example', strict_min_version: '128.0' },
    };
  }
  return manifest;
}
