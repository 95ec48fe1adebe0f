import type { AnchorHTMLAttributes } from 'react';
import { SIGN_UPS_CLOSED, useRegistrationOpen } from './registration-open';
import { SiteLink } from './site-navigation';

/** A sign-up button; while registrations are closed it says so instead of leading to a closed form. */
export function SignUpLink({
  children,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const open = useRegistrationOpen();
  if (!open) {
    return (
      <span className={className} aria-disabled="true" data-testid="sign-ups-closed">
        {SIGN_UPS_CLOSED}
      </span>
    );
  }
  return (
    <SiteLink className={className} {...props}>
      {children}
    </SiteLink>
  );
}
