import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the section named by the URL hash once the page has rendered (e.g. /#pricing). */
export function useScrollToHash() {
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}
