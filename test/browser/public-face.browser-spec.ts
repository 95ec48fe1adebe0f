/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import {
  GOAL_LANDING_JS_BYTES,
  measureFirstLoad,
} from '../../backend/src/bench/public-face/first-load.js';
import { formatPrice } from '../../frontend/src/lib/plans/format-price.js';
import { PROOF_FIGURES } from '../../frontend/src/features/landing/proof/proof-figures.js';
import { screenshot, UI_WAIT_MS } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';

describe('the public face: landing, legal links, installable app', () => {
  const app = useBrowserApp({ TRUST_PROXY_HOPS: '0' });

  const visitor = async (options: { reducedMotion?: 'reduce' | 'no-preference' } = {}) => {
    const context = await app.browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: options.reducedMotion ?? 'no-preference',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(UI_WAIT_MS);
    page.on('pageerror', (error) => app.errors.push(error.message));
    return { context, page };
  };
  const quote = (page: Page) =>
    page.getByRole('region', { name: 'Example uses' }).locator('blockquote').textContent();

  it("should load only the landing's own code on a visitor's first load: ≤150 KB gzip of JS, no app chunks", async () => {
    const load = await measureFirstLoad(app.browser, app.url, '/');
    expect(load.jsGzipBytes).toBeLessThanOrEqual(GOAL_LANDING_JS_BYTES);
    const names = load.js.map((file) => file.path).join(' ');
    expect(names).not.toMatch(/mui|router|query|workspace|app-/);
  });

  it('should scroll to each section from the header, and keep the anchors in the address', async () => {
    const { page, context } = await visitor();
    await page.goto(`${app.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Results', 'proof'],
      ['How it works', 'how-it-works'],
      ['Pricing', 'pricing'],
      ['Contact', 'contact'],
    ]) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`${app.url}/#${id}`);
      await page.waitForFunction((section) => {
        const top = document.getElementById(section)!.getBoundingClientRect().top;
        return (
          Math.abs(top - 80) < 40 ||
          window.innerHeight + window.scrollY >= document.body.scrollHeight - 2
        );
      }, id);
    }
    // A deep link lands on its section too.
    await page.goto(`${app.url}/#pricing`);
    await page.waitForFunction(
      () => document.getElementById('pricing')!.getBoundingClientRect().top < 200,
    );
    await context.close();
  });

  it('should show the figures of the published evaluation and link to every sample and output', async () => {
    const { page, context } = await visitor();
    await page.goto(`${app.url}/#proof`);
    const proof = page.locator('#proof');
    await proof.getByText(`${PROOF_FIGURES.facts_kept} of ${PROOF_FIGURES.rewrites}`).waitFor();
    await proof.getByText(/We have not measured click-through, conversion or engagement/).waitFor();
    const sample = await page.request.get(`${app.url}${PROOF_FIGURES.sample_path}`);
    expect(sample.status()).toBe(200);
    // Built from today's engine, which the landing may understate but never overstate.
    expect(await sample.text()).toContain(
      `of ${PROOF_FIGURES.rewrites} rewrites kept every number`,
    );
    await screenshot(page, 'public-01-proof');
    await context.close();
  });

  it('should rotate the example uses every 4 s, pause on hover and focus, and announce politely', async () => {
    const { page, context } = await visitor();
    // Time stands still until the test moves it.
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:01Z'));
    await page.goto(`${app.url}/#proof`);
    const carousel = page.getByRole('region', { name: 'Example uses' });
    await carousel.getByText('illustrative, not a customer quote').waitFor();
    expect(await carousel.locator('[aria-live="polite"]').count()).toBe(1);
    const first = await quote(page);
    await page.clock.runFor(3900);
    expect(await quote(page)).toBe(first);
    await page.clock.runFor(200);
    const second = await quote(page);
    expect(second).not.toBe(first);

    await carousel.hover();
    await page.clock.runFor(9000);
    expect(await quote(page)).toBe(second);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4100);
    const third = await quote(page);
    expect(third).not.toBe(second);

    await carousel.getByRole('button', { name: 'Show example 1 of 3' }).focus();
    await page.clock.runFor(9000);
    expect(await quote(page)).toBe(third);
    await page.locator('body').focus();
    await carousel.getByRole('button', { name: 'Pause rotating examples' }).click();
    await page.mouse.move(5, 5);
    await page.getByRole('heading', { name: 'Four dials, one measured result' }).focus();
    const paused = await quote(page);
    await page.clock.runFor(9000);
    expect(await quote(page)).toBe(paused);
    await context.close();
  });

  it('should not rotate for a visitor who asked for reduced motion', async () => {
    const { page, context } = await visitor({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T09:00:01Z'));
    await page.goto(`${app.url}/#proof`);
    await page.getByRole('region', { name: 'Example uses' }).locator('blockquote').waitFor();
    const first = await quote(page);
    await page.clock.runFor(12000);
    expect(await quote(page)).toBe(first);
    await context.close();
  });

  it('should rewrite a sample with the built-in engine in the tone picked', async () => {
    const { page, context } = await visitor();
    await page.goto(`${app.url}/#demo`);
    const after = page.getByTestId('demo-after');
    await after.getByText(/Score \d+\.\d of 10/).waitFor();
    await page.getByRole('group', { name: 'Sample' }).getByText('Delivery delay').click();
    await page.getByRole('group', { name: 'Tone' }).getByText('Empathetic').click();
    await after.getByText('After · Empathetic, intensity 7').waitFor();
    await after.getByText(/sorry/i).waitFor();
    await expect(after.locator('mark', { hasText: 'March 14' }).count()).resolves.toBeGreaterThan(
      0,
    );
    await screenshot(page, 'public-02-demo');
    await context.close();
  });

  it('should show exactly the plans of GET /api/plans', async () => {
    const { page, context } = await visitor();
    const { plans } = (await (await page.request.get(`${app.url}/api/plans`)).json()) as {
      plans: {
        id: string;
        name: string;
        price_monthly: number;
        currency: string;
        quota_label: string;
        features: string[];
        highlight?: string;
      }[];
    };
    await page.goto(`${app.url}/#pricing`);
    const cards = page.locator('#pricing article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(plans.length);
    for (const plan of plans) {
      const card = page.getByTestId(`plan-${plan.id}`);
      await card.getByRole('heading', { name: plan.name }).waitFor();
      await card
        .getByText(formatPrice(plan.price_monthly, plan.currency), { exact: true })
        .waitFor();
      await card.getByText(plan.quota_label, { exact: true }).waitFor();
      expect(await card.getByRole('listitem').allTextContents()).toEqual(plan.features);
      if (plan.highlight) await card.getByText(plan.highlight, { exact: true }).waitFor();
    }
    expect(plans.find((plan) => plan.id === 'premium')?.highlight).toBe('less than $1 per day');
    await screenshot(page, 'public-03-pricing');
    await context.close();
  });

  it('should open the auth dialog from a plan without leaving the page, then load the app', async () => {
    const { page, context } = await visitor();
    await page.goto(`${app.url}/`);
    await page.getByTestId('plan-pro').waitFor();
    await page.evaluate(() =>
      document.getElementById('pricing')!.scrollIntoView({ behavior: 'instant' }),
    );
    // The app's scripts arrive slowly, as on a busy phone: the page keeps its height until the
    // app has rendered it again (a 2-second hold once let go first and the dialog opened at the top).
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.getByTestId('plan-pro').getByRole('link', { name: 'Choose Pro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expect(dialog.getByRole('radio', { name: /Pro/ }).isChecked()).resolves.toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await context.close();
  });

  it('should open the four legal documents from the footer in a new tab', async () => {
    const { page, context } = await visitor();
    await page.goto(`${app.url}/`);
    const legal = page.getByRole('navigation', { name: 'Legal' });
    for (const [name, path] of [
      ['Privacy Policy', '/api/legal/privacy-policy'],
      ['Terms of Service', '/api/legal/terms-of-service'],
      ['Acceptable Use Policy', '/api/legal/acceptable-use-policy'],
      ['Data Processing Agreement', '/api/legal/data-processing-agreement'],
    ]) {
      const link = legal.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe(path);
      await opened.getByRole('heading', { level: 1, name }).waitFor();
      await opened.close();
    }
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('should describe each public page to search engines and link previews', async () => {
    const { page, context } = await visitor();
    await page.goto(`${app.url}/`);
    const head = (selector: string, attribute: string) =>
      page.locator(selector).first().getAttribute(attribute);
    expect(await page.title()).toContain('Resonate');
    expect(await head('meta[name="description"]', 'content')).toContain('tone');
    expect(await head('link[rel="canonical"]', 'href')).toBe(`${app.url}/`);
    expect(await head('meta[property="og:image"]', 'content')).toBe(`${app.url}/og-image.png`);
    expect(await head('link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');
    const image = await page.request.get(`${app.url}/og-image.png`);
    expect(image.headers()['content-type']).toBe('image/png');
    const robots = await (await page.request.get(`${app.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    const sitemap = await (await page.request.get(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${app.url}/docs</loc>`);
    expect(sitemap).toContain(`<loc>${app.url}/api/legal/privacy-policy</loc>`);
    await page.goto(`${app.url}/onboarding`);
    expect(await head('meta[name="robots"]', 'content')).toBe('noindex');
    await context.close();
  });

  it('should install the service worker, cache no API answer, and show the offline page without a network', async () => {
    const context = await app.browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => app.errors.push(error.message));
    await page.goto(`${app.url}/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${app.url}/`);
    const manifest = await (await page.request.get(`${app.url}/manifest.webmanifest`)).json();
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    // What the worker keeps: the shell, versioned; never an API answer.
    await page.evaluate(() => fetch('/api/plans').then((answer) => answer.json()));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/offline.html'))).toBe(true);
    expect(cached.some((url) => url.includes('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${app.url}/docs`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await screenshot(page, 'public-04-offline');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'How to use Resonate' }).waitFor();
    await context.close();
  });
});
