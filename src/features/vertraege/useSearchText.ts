import { useDeferredValue, useEffect, useRef, useState } from 'react';

/** How long typing rests before the address takes the search (one history entry per search, not per key). */
const URL_DELAY_MS = 300;

/**
 * The search text: its own state (a keystroke renders the field only), deferred for the list, written into
 * the address when typing rests; a new address (back, a link) brings its text into the field.
 */
export function useSearchText(fromUrl: string, toUrl: (q: string) => void) {
  const [text, setText] = useState(fromUrl);
  const written = useRef(fromUrl);
  const write = useRef(toUrl);
  write.current = toUrl;
  useEffect(() => {
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      setText(fromUrl);
    }
  }, [fromUrl]);
  useEffect(() => {
    if (text === written.current) return undefined;
    const timer = setTimeout(() => {
      written.current = text;
      write.current(text);
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, searched: useDeferredValue(text) };
}
