import { useEffect, useState } from 'react';

/**
 * A text input's value and the value to act on, which follows once typing pauses for `delayMs`.
 * `clear` empties both at once, so clearing never waits.
 */
export function useDebouncedText(delayMs: number) {
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  const clear = () => {
    setText('');
    setSettled('');
  };
  return { text, setText, settled, clear };
}
