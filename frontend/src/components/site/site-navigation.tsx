import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSiteNavigation } from './site-navigation-context';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An ordinary link (new tab, copy address still work) that moves through the site navigation. */
export function SiteLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { go } = useSiteNavigation();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        go(href);
      }}
      {...props}
    />
  );
}
