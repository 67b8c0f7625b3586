import confetti from 'canvas-confetti';
import { useEffect, useRef } from 'react';

/**
 * ?created=1 (a site just made by the wizard) plays the confetti once and then drops the
 * parameter, so a reload or a shared link does not celebrate again (part 2 §2.1).
 */
export function useCreatedConfetti(created: boolean, removeParameter: () => void): void {
  const played = useRef(false);
  useEffect(() => {
    if (!created || played.current) return;
    played.current = true;
    void confetti({ particleCount: 150, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
    removeParameter();
  }, [created, removeParameter]);
}
