import { extensionManifest } from './manifest.mjs';

// A new permission is a conscious change: add it here and explain it in docs/extension.md.
const ALLOWED_PERMISSIONS = ['activeTab', 'contextMenus', 'scripting', 'storage'];
const ALLOWED_OPTIONAL_HOSTS = ['https://*/*', 'http://*/*'];

describe('the extension manifest', () => {
  const chromium = extensionManifest({
    version: '1.2.3',
    server: 'https://resonate.example.com',
    browser: 'chromium',
  });

  it('should ask for the allowed permissions only', () => {
    expect([...chromium.permissions].sort()).toEqual(ALLOWED_PERMISSIONS);
    expect(chromium.optional_host_permissions).toEqual(ALLOWED_OPTIONAL_HOSTS);
  });

  it('should reach only the configured Resonate server without asking', () => {
    expect(chromium.host_permissions).toEqual(['https://resonate.example.com/*']);
    const development = extensionManifest({
      version: '1.2.3',
      server: 'http://localhost:3000',
      browser: 'chromium',
    });
    expect(development.host_permissions).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
  });

  it('should run no script on pages by itself and no remote code', () => {
    expect(chromium).not.toHaveProperty('content_scripts');
    expect(chromium).not.toHaveProperty('externally_connectable');
    expect(chromium).not.toHaveProperty('web_accessible_resources');
    expect(chromium.content_security_policy.extension_pages).toBe(
      "script-src 'self'; object-src 'self'",
    );
    expect(chromium.manifest_version).toBe(3);
    expect(chromium.background).toEqual({ service_worker: 'background.js', type: 'module' });
  });

  it('should give Firefox background scripts and an add-on id, with the same permissions', () => {
    const firefox = extensionManifest({
      version: '1.2.3',
      server: 'https://resonate.example.com',
      browser: 'firefox',
    });
    expect(firefox.background).toEqual({ scripts: ['background.js'], type: 'module' });
    expect(firefox.browser_specific_settings?.gecko.id).toEqual(expect.any(String));
    expect(firefox.permissions).toEqual(chromium.permissions);
    expect(firefox.host_permissions).toEqual(chromium.host_permissions);
  });
});
