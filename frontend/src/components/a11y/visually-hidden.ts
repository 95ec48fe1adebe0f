/**
 * Styles that hide text on screen but keep it for screen readers. Lengths are strings on
 * purpose: MUI's sx reads a bare 1 as 100%, which let hidden text stretch the page sideways.
 * Clipped to nothing and pinned to the top-left of its box, it can never widen a page.
 */
export const visuallyHidden = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
