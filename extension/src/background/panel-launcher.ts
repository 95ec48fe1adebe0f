import type { OpenPanel } from '../shared/messages';

/**
 * Injects the panel script into the frame where the person asked for a rewrite and opens the
 * panel there. Runs only on the person's action (menu, shortcut, popup): activeTab grants the
 * page for that moment; no script runs on pages the person never asked about.
 */
export async function openPanel(tabId: number, frameId = 0): Promise<boolean> {
  try {
    await chrome.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      files: ['content/panel.js'],
    });
    const open: OpenPanel = { type: 'resonate:open-panel' };
    await chrome.tabs.sendMessage(tabId, open, { frameId });
    return true;
  } catch {
    // A page extensions may not touch (the browser's own pages, the web store).
    return false;
  }
}
