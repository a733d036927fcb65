import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import styles from './hydration-gate.module.css';

/**
 * Keeps every control of a screen the server rendered disabled until the scripts have taken it
 * over: input made before then would be lost. One native `fieldset disabled` does it for all the
 * controls inside, so that hydration ends by changing one attribute instead of re-rendering each
 * control (antd's disabled state changes the classes of every element of a form).
 */
export function HydrationGate({
  children,
  boxless = false,
}: {
  children: ReactNode;
  /** No box of its own, so that its children are laid out as its parent's (a layout's rows). */
  boxless?: boolean;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(hydrated);
  // Opened in a transition of its own: the browser restyles every control inside, which would
  // otherwise lengthen the task that ends the hydration.
  useEffect(() => {
    if (!open) startTransition(() => setOpen(true));
  }, [open]);
  return (
    // Only a switch for the controls inside, not a group of them: no role of its own.
    <fieldset role="none" className={boxless ? styles.boxless : styles.gate} disabled={!open}>
      {children}
    </fieldset>
  );
}
