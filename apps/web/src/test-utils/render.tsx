import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultFeatureFlags } from '@scf/shared/flags';
import type { RuntimeConfig } from '@scf/shared/flags';

// Tells React that this environment wraps updates in act(), as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const testConfig: RuntimeConfig = {
  apiBase: '',
  version: 'test',
  demoMode: true,
  flags: defaultFeatureFlags,
};

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Retries an assertion while React and the router settle (chunk imports, redirects). */
export async function waitFor(assertion: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}
