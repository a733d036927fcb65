import { startTransition, useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A fieldset's own margin, border, padding and minimum width, none of which a screen wants; or no
 * box at all. Written on the element rather than in a stylesheet: the sign-in and the public layout
 * both use the gate, and a stylesheet of its own would be one more file for each to load.
 */
const BOX: CSSProperties = { minInlineSize: 0, margin: 0, padding: 0, border: 0 };
const NO_BOX: CSSProperties = { display: 'contents' };

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
    <fieldset role="none" style={boxless ? NO_BOX : BOX} disabled={!open}>
      {children}
    </fieldset>
  );
}
