import type { Page } from 'playwright-core';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';
import { SONGS } from '../support/songs.js';

describe('songwriting workshop in a browser: write, analyse, enhance, use, feedback loop', () => {
  const app = useBrowserApp();

  async function openWorkshop(): Promise<Page> {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    await app.db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [email]);
    const { page } = await signInThroughDialog(app.browser, app.url, email, { errors: app.errors });
    await page.goto(`${app.url}/beta?tab=songwriting`);
    // Inside the beta studio's shell, the workshop is one of its tabs.
    const shellTab = page.getByRole('tab', { name: 'Songwriting Workshop' });
    if (await shellTab.count()) await shellTab.click();
    await page.getByRole('tab', { name: 'Write and Edit' }).waitFor();
    return page;
  }

  const lyricsBox = (page: Page) => page.getByRole('textbox', { name: 'Lyrics' });

  it('should show syllables and rhyme letters, analyse the arc, enhance toward another emotion, use the result and run the feedback loop', async () => {
    const page = await openWorkshop();
    await page.getByRole('button', { name: 'Enhance Lyrics' }).click();
    await page.getByText('Please enter some lyrics to enhance').waitFor();
    await page.getByRole('button', { name: 'Analyze Lyrics' }).click();
    await page.getByText('Please enter some lyrics to analyze').waitFor();
    await page.getByRole('tab', { name: 'Enhanced Version' }).click();
    await page.getByRole('button', { name: 'Use these lyrics' }).click();
    await page.getByText('No enhanced lyrics to use').waitFor();
    await page.getByRole('tab', { name: 'Write and Edit' }).click();

    const song = SONGS[0];
    await page.getByRole('textbox', { name: 'Song title' }).fill('Hold On');
    await lyricsBox(page).fill(song.lyrics);
    const margin = page.getByTestId('lyrics-margin');
    // Line 2 of the text is "I walked alone along the empty road": 10 syllables, rhyme A.
    await margin.locator('div').nth(1).filter({ hasText: '10 A' }).waitFor();
    await page.getByTestId('scheme-summary').getByText('Verse 1: ABAB').waitFor();
    await screenshot(page, 'songwriting-01-write');

    await page.getByRole('button', { name: 'Analyze Lyrics' }).click();
    await page.getByText(/Emotional arc: hopeful journey/).waitFor();
    await page.getByRole('heading', { name: 'Suggestions' }).waitFor();
    await screenshot(page, 'songwriting-02-analysis');

    await page.getByRole('tab', { name: 'Write and Edit' }).click();
    await page.getByRole('combobox', { name: 'Target emotion' }).click();
    await page.getByRole('option', { name: 'Playful', exact: true }).click();
    await page.getByRole('button', { name: 'Enhance Lyrics' }).click();
    await page.getByRole('heading', { name: 'Enhanced', exact: true }).waitFor();
    await page
      .getByTestId('shape-checks')
      .getByText(/rhyme scheme kept/)
      .waitFor();
    const changedLines = page.locator('li[data-changed]');
    expect(await changedLines.count()).toBeGreaterThan(0);
    const firstChanged = ((await changedLines.first().textContent()) ?? '').replace(
      ' (changed)',
      '',
    );
    const overflowing = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflowing).toBe(false);
    await screenshot(page, 'songwriting-03-enhanced');

    // The first enhancement's toast may still be up: wait for the loop's own answer. "Use these
    // lyrics" stays disabled until the page has taken it in.
    await Promise.all([
      page.waitForResponse((response) =>
        response.url().endsWith('/api/beta/songwriting-enhancement'),
      ),
      page.getByRole('button', { name: 'Feedback loop' }).click(),
    ]);
    await page
      .getByText(/Enhanced: \d+ line\(s\) changed|Reviewed: no line needed changing/)
      .last()
      .waitFor();

    await page.getByRole('button', { name: 'Use these lyrics' }).click();
    await page.getByRole('tab', { name: 'Write and Edit', selected: true }).waitFor();
    const inEditor = await lyricsBox(page).inputValue();
    expect(inEditor.split('\n')).toHaveLength(song.lyrics.split('\n').length);
    expect(inEditor).not.toBe(song.lyrics);
    expect(inEditor.length).toBeGreaterThan(0);
    expect(firstChanged.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save Song' }).click();
    await page.getByText('Saved "Hold On".').waitFor();
    await page.getByRole('list', { name: 'Saved songs' }).getByText('Hold On').waitFor();

    await page.getByRole('tab', { name: 'Creative Chat' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('rhymes for heart');
    await page.keyboard.press('Enter');
    await page.getByText(/Perfect rhymes: .*start/).waitFor();
    await screenshot(page, 'songwriting-04-chat');

    await page.getByRole('tab', { name: 'Song Formulas' }).click();
    await page.getByText('Verse–Pre-chorus–Chorus').waitFor();
    await screenshot(page, 'songwriting-05-formulas');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Write and Edit' }).click();
    await lyricsBox(page).waitFor();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).resolves.toBe(false);
    await screenshot(page, 'songwriting-06-phone');
  });

  it('should list rhyme suggestions line by line, change only the accepted line, and answer a question about the chorus (issue 32)', async () => {
    const page = await openWorkshop();
    const song = [
      '[Verse 1]',
      'The kitchen light is on all night',
      'Your coffee cup beside the sink',
      'I count the cars that pass the house',
      'And wait for you to walk inside',
      '',
      '[Chorus]',
      'I keep the porch light burning for a car that never turns',
      'Every road I know still leads me back to you',
      'I keep the porch light burning',
      'And the morning comes too soon',
    ].join('\n');
    await lyricsBox(page).fill(song);
    await page.getByRole('button', { name: 'Enhance Lyrics' }).click();
    await page.getByRole('heading', { name: 'Enhanced', exact: true }).waitFor();
    const suggestions = page.getByTestId('rhyme-suggestions');
    await suggestions
      .getByText(
        /Line 3: “I count the cars that pass the house” — "house" does not rhyme with "night"/,
      )
      .waitFor();
    const accept = suggestions
      .getByRole('button', { name: /^Accept “I count the cars that pass the / })
      .first();
    const word = ((await accept.textContent()) ?? '').trim();
    await screenshot(page, 'songwriting-07-rhyme-suggestions');
    const enhancedColumn = page.locator('li').filter({ hasText: 'I count the cars that pass the' });
    await accept.click();
    await enhancedColumn.filter({ hasText: `pass the ${word}` }).waitFor();
    await expect(suggestions.getByText(/^Line 3:/).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Creative Chat' }).click();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('How can I make the chorus more memorable?');
    await page.keyboard.press('Enter');
    await page.getByText(/Title placement: "I keep the porch light burning"/).waitFor();
    await page.getByText(/Line length: the Chorus averages/).waitFor();
    await screenshot(page, 'songwriting-08-chat-question');
  });
});
