import { startTransition, useCallback, useEffect, useState } from 'react';

export interface PublicData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * One public call made when the section mounts (the landing page loads without the app's query
 * library). `load` must be stable (a module-level function).
 */
export function usePublicData<T>(load: (signal: AbortSignal) => Promise<T>): PublicData<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      // Drawn in slices that let a tap through, not as one long task (phones, slow CPUs).
      (data) => startTransition(() => setState({ data, loading: false })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error, loading: false });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ loading: true });
    setAttempt((value) => value + 1);
  }, []);
  return { data: state.data, error: state.error, loading: state.loading, retry };
}
