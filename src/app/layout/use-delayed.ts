import { useEffect, useState } from 'react';

/** True once `flag` has stayed true for `ms`: quick work shows nothing, slow work shows a cover. */
export function useDelayed(flag: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [flag, ms]);
  return flag && late;
}
