import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

/** The QR code of a text as an image data URL (null while it is drawn): the authenticator app scans the otpauth:// URL. */
export function useQrCode(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void toDataURL(text, { margin: 1, width: 200 }).then((url) => {
      if (current) setDrawn({ text, url });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.url : null;
}
