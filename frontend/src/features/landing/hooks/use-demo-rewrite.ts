import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { rewriteDemoSample, type DemoRequest, type DemoResult } from '../api/public-api';

interface Settled {
  key: string;
  result: DemoResult | null;
  error: string | null;
}

const keyOf = ({ sample_id, emotion_tone, intensity }: DemoRequest) =>
  `${sample_id}:${emotion_tone}:${intensity}`;

/**
 * Runs the demo for `request` once the section has been seen (no call for visitors who never
 * scroll to it), and again whenever the request changes; a newer request cancels an older one.
 * Until the new answer arrives the last result stays on screen, marked as loading.
 */
export function useDemoRewrite(request: DemoRequest) {
  const sectionRef = useRef<HTMLElement | null>(null);
  const [seen, setSeen] = useState(() => !('IntersectionObserver' in window));
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const element = sectionRef.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  const { sample_id, emotion_tone, intensity } = request;
  const key = keyOf(request);
  useEffect(() => {
    if (!seen) return;
    const controller = new AbortController();
    rewriteDemoSample({ sample_id, emotion_tone, intensity }, controller.signal).then(
      (result) => setSettled({ key, result, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((current) => ({
          key,
          result: current?.result ?? null,
          error: errorMessage(error, 'The demo could not run. Please try again.'),
        }));
      },
    );
    return () => controller.abort();
  }, [seen, key, sample_id, emotion_tone, intensity]);

  return {
    sectionRef,
    result: settled?.result ?? null,
    error: settled?.key === key ? settled.error : null,
    loading: seen && settled?.key !== key,
  };
}
