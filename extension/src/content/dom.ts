type Props = Record<string, string | number | boolean | undefined> & { text?: string };

/** An element with attributes and children; text is always set as text, never parsed as HTML. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children);
  return element;
}

/** A click listener that ignores clicks a page script synthesised (they could spend the plan). */
export function onPersonClick(element: HTMLElement, listener: () => void): void {
  element.addEventListener('click', (event) => {
    if (event.isTrusted) listener();
  });
}
