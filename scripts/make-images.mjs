// Renders the app icons and the Open Graph image with Debian's Chromium (no image tools needed):
// `node scripts/make-images.mjs`. The PNGs are committed; run again when the logo changes.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const logo = readFileSync('frontend/public/favicon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function render(html, width, height, path) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${html}</body></html>`,
  );
  await page.screenshot({ path, omitBackground: true });
  await page.close();
}

const badge = (size, padding = 0) =>
  `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${padding ? '#4338ca' : 'transparent'}">
     <div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
   </div>`;

await render(badge(192), 192, 192, 'frontend/public/icons/icon-192.png');
await render(badge(512), 512, 512, 'frontend/public/icons/icon-512.png');
// Maskable: the badge inside the safe zone (80%), the brand colour to the edges.
await render(badge(512, 56), 512, 512, 'frontend/public/icons/icon-maskable-512.png');
await render(badge(180, 14), 180, 180, 'frontend/public/icons/apple-touch-icon.png');
await render(
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:center;gap:32px;
     font-family:system-ui,sans-serif;color:#fff;background:linear-gradient(135deg,#312e81 0%,#4338ca 55%,#9d174d 130%)">
     <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800">
       <div style="width:72px;height:72px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>Resonate</div>
     <div style="font-size:68px;font-weight:800;line-height:1.08;letter-spacing:-0.03em;max-width:980px">Say it in the tone that moves people.</div>
     <div style="font-size:30px;opacity:.9;max-width:980px">Pick a tone and an intensity. Your names, numbers and links stay exactly as written, and every result gets a measured score.</div>
   </div>`,
  1200,
  630,
  'frontend/public/og-image.png',
);
await browser.close();
console.log('Wrote frontend/public/icons/*.png and frontend/public/og-image.png');
