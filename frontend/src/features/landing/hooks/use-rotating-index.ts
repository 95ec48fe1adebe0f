import { useEffect, useState } from 'react';

/** An index that advances every `intervalMs` while not paused; choosing one restarts the wait. */
export function useRotatingIndex(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, count, intervalMs, paused]);

  return [index, setIndex] as const;
}
