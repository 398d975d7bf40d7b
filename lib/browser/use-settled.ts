import { useEffect, useState } from "react";

/**
 * The value once it has stopped changing for `delay` ms. A live region that shows it is announced
 * once the visitor stops typing, not on every keystroke.
 */
export function useSettled<T>(value: T, delay = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
