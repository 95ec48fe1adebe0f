// Builds the browser extension into extension/dist (load it unpacked from there) and packages it:
// extension/packages/resonate-chromium-<version>.zip (Chrome, Edge) and -firefox-<version>.zip.
// RESONATE_SERVER_URL sets the default server (http://localhost:3000 when unset).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { DEVELOPMENT_SERVER, extensionManifest } from '../extension/manifest.mjs';
import { filesOf, zip } from './zip.mjs';

const path = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const configFile = path('extension/vite.config.ts');

const defaultServer = process.env.RESONATE_SERVER_URL || DEVELOPMENT_SERVER;

await build({ configFile, logLevel: 'warn' });
for (const name of ['panel', 'auth-bridge']) {
  process.env.EXTENSION_CONTENT_SCRIPT = name;
  await build({ configFile, logLevel: 'warn' });
}
delete process.env.EXTENSION_CONTENT_SCRIPT;

const { version } = JSON.parse(readFileSync(path('package.json'), 'utf8'));
const dist = path('extension/dist');
mkdirSync(`${dist}/icons`, { recursive: true });
for (const icon of ['icon-192.png', 'icon-512.png']) {
  copyFileSync(path(`frontend/public/icons/${icon}`), `${dist}/icons/${icon}`);
}
const manifestFor = (browser) =>
  `${JSON.stringify(extensionManifest({ version, server: defaultServer, browser, geckoId: process.env.RESONATE_GECKO_ID }), null, 2)}\n`;
writeFileSync(`${dist}/manifest.json`, manifestFor('chromium'));

const packages = path('extension/packages');
mkdirSync(packages, { recursive: true });
const files = filesOf(dist).filter(([name]) => name !== 'manifest.json' && name !== '.build-stamp');
for (const browser of ['chromium', 'firefox']) {
  const archive = zip([['manifest.json', Buffer.from(manifestFor(browser))], ...files]);
  writeFileSync(`${packages}/resonate-${browser}-${version}.zip`, archive);
}
console.log(`Extension for ${defaultServer} in extension/dist; packages in extension/packages`);
