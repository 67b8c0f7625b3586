import { useEffect, useRef } from 'react';

/**
 * ?created=1 (a site just made by the wizard) plays the confetti once and then drops the
 * parameter, so a reload or a shared link does not celebrate again (part 2 §2.1). It draws on the
 * page's own thread: the default instance moves the canvas to a worker made from a blob URL, which
 * the app's Content-Security-Policy (script-src 'self') blocks, leaving an empty canvas.
 */
export function useCreatedConfetti(created: boolean, removeParameter: () => void): void {
  const played = useRef(false);
  useEffect(() => {
    if (!created || played.current) return;
    played.current = true;
    removeParameter();
    void import('canvas-confetti').then(({ default: confetti }) => {
      const celebrate = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
      return celebrate({ particleCount: 150, spread: 80, origin: { y: 0.6 } });
    });
  }, [created, removeParameter]);
}
