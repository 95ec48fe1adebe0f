import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Worker,
} from 'playwright-core';
import { PASSWORD } from './accounts.js';

/**
 * How long a page waits for an element or a navigation before failing. Sized for a machine busy
 * with other work: a wait that succeeds returns as soon as the page is ready, so only a failing
 * test waits this long.
 */
export const UI_WAIT_MS = 60_000;

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium, headless, with the flags this closed network needs. Its headless shell
 * (package chromium-headless-shell: the same Blink without the browser's UI, what Playwright itself
 * runs for headless pages) when installed: it used about a fifth less CPU per browser file.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  // Every context starts without the SPA's service worker unless it asks for one
  // (`serviceWorkers: 'allow'`, as the test of the worker itself does): installing it and
  // precaching the shell in each of the suite's hundreds of fresh contexts cost Chromium about a
  // sixth of its CPU, and only that one test reads what the worker does.
  // And as a person who asked for less motion: the screens then draw no ripples, fades or slides,
  // about a fifth less CPU per browser file; the tests of motion itself ask for 'no-preference'.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) =>
    newContext({ serviceWorkers: 'block', reducedMotion: 'reduce', ...options });
  return browser;
}

export const EXTENSION_DIST = join(process.cwd(), 'extension', 'dist');

/**
 * Chromium with the unpacked browser extension (extension/dist, `npm run build:extension`) in a
 * fresh profile: extensions need a persistent context; the new headless mode runs them.
 */
export async function launchWithExtension(): Promise<{
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
}> {
  if (!existsSync(join(EXTENSION_DIST, 'manifest.json'))) {
    throw new Error('Build the extension first: node scripts/build.mjs --if-stale extension');
  }
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'resonate-extension-')),
    {
      executablePath: chromiumPath(),
      headless: true,
      viewport: { width: 1280, height: 900 },
      ignoreDefaultArgs: ['--disable-extensions'],
      args: [
        ...CHROMIUM_ARGS,
        `--disable-extensions-except=${EXTENSION_DIST}`,
        `--load-extension=${EXTENSION_DIST}`,
      ],
    },
  );
  const worker =
    context.serviceWorkers().find((sw) => sw.url().startsWith('chrome-extension://')) ??
    (await context.waitForEvent('serviceworker', {
      predicate: (sw) => sw.url().startsWith('chrome-extension://'),
    }));
  return { context, worker, extensionId: new URL(worker.url()).host };
}

/**
 * Picks an option of a select menu. A click that lands while the page is still re-rendering after
 * the last input (a busy machine) can leave the menu closed; the menu is then opened again, until
 * the option shows or the usual wait runs out.
 */
export async function chooseOption(page: Page, select: string, option: string): Promise<void> {
  const deadline = Date.now() + UI_WAIT_MS;
  const choice = page.getByRole('option', { name: option, exact: true });
  // Each wait longer than the last: a menu that is only slow to open is not closed on every try.
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('combobox', { name: select, exact: true }).click();
    const shown = await choice
      .waitFor({ timeout: Math.max(1_000, Math.min(10_000 * attempt, deadline - Date.now())) })
      .then(() => true)
      .catch(() => false);
    if (shown) return choice.click();
    if (Date.now() > deadline) throw new Error(`The ${select} menu never showed ${option}`);
    await page.keyboard.press('Escape');
  }
}

/**
 * Waits until the page's finite animations (dialogs sliding or fading in, a reflow after a
 * resize) have finished: measurements and colour checks read the page as it comes to rest.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ).then(() => resolve()),
        );
      }),
  );
}

/**
 * Whether screenshots are taken: they are for a person to look at, and a full-page PNG costs the
 * browser and the test worker CPU on every screen. SCREENSHOTS=failures (CI's setting) keeps only
 * those of a screen that failed; anything else (unset) takes them all.
 */
const screenshotsWanted = (name: string) =>
  process.env.SCREENSHOTS !== 'failures' || name.endsWith('-failed');

/** Saves a full-page screenshot under test-results/screenshots/<name>.png for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  if (!screenshotsWanted(name)) return path;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // From the top: a sticky header would otherwise be drawn over the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * A fresh browser context signed in as `email` through the login dialog, as a person does it,
 * landed on the workspace. Page errors are collected in `errors` for the test to check.
 */
export async function signInThroughDialog(
  browser: Browser,
  appUrl: string,
  email: string,
  options: { errors: string[]; viewport?: { width: number; height: number } },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(UI_WAIT_MS);
  page.on('pageerror', (error) => options.errors.push(error.message));
  await page.goto(`${appUrl}/?login=true`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('tab', { name: /Workspace/ }).waitFor();
  return { page, context };
}

/** How long a box may take to fit after a resize before it counts as reaching past the screen. */
const REFLOW_MS = 1500;

/**
 * How far the page, or any box a person could scroll inside (a dialog), reaches past the screen
 * sideways, once the layout has had time to follow a resize: charts re-measure from a
 * ResizeObserver a frame or two after the viewport changes, so a first look can catch one still
 * at its old width. What still overflows after REFLOW_MS counts. Tab strips that scroll on purpose
 * are left out.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  const deadline = Date.now() + REFLOW_MS;
  for (;;) {
    const problems = await overflowNow(page);
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await page.waitForTimeout(100);
  }
}

function overflowNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const problems: string[] = [];
    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (documentWidth > viewport) problems.push(`document is ${documentWidth}px wide`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (element.closest('[role="tablist"], .MuiTabs-root, pre')) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const label = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
        problems.push(
          `${label} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
    }
    return problems;
  });
}
