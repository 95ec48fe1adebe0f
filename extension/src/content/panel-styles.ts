// Inside the panel's shadow root: the page's styles cannot reach it and these cannot leak out.
export const PANEL_STYLES = `
:host { all: initial; }
.panel {
  position: fixed; z-index: 2147483647; width: 360px; max-width: calc(100vw - 16px);
  max-height: calc(100vh - 16px); overflow: auto; box-sizing: border-box;
  background: #fff; color: #1d1b20; border: 1px solid #c9c5d0; border-radius: 12px;
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.22); padding: 12px 14px;
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
header { display: flex; align-items: center; justify-content: space-between; margin-bottom: 8px; }
h2 { font-size: 15px; margin: 0; color: #5b2a86; }
label { display: block; font-weight: 600; margin: 8px 0 2px; }
select, textarea, input[type='range'] { width: 100%; box-sizing: border-box; font: inherit; }
select, textarea { border: 1px solid #a8a3b1; border-radius: 6px; padding: 4px 6px; background: #fff; color: inherit; }
textarea { min-height: 90px; resize: vertical; }
.row { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 10px; }
button {
  font: inherit; border-radius: 6px; border: 1px solid #5b2a86; padding: 5px 12px;
  background: #fff; color: #5b2a86; cursor: pointer;
}
button.primary { background: #5b2a86; color: #fff; }
button:focus-visible, select:focus-visible, textarea:focus-visible, input:focus-visible, a:focus-visible {
  outline: 2px solid #1a73e8; outline-offset: 2px;
}
button.close { border: none; font-size: 18px; line-height: 1; padding: 2px 6px; }
.score { font-weight: 600; margin: 8px 0 4px; }
.changes { white-space: pre-wrap; border: 1px solid #e3e0e8; border-radius: 6px; padding: 6px 8px; background: #faf9fc; }
ins { background: #d7f5dd; color: #0b5b1d; text-decoration: none; }
del { background: #fde0df; color: #8c1d18; }
.note { color: #49454f; margin: 6px 0 0; }
.alert { color: #8c1d18; margin: 8px 0 0; }
a { color: #5b2a86; font-weight: 600; }
`;
