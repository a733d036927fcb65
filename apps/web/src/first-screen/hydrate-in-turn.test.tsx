import { act, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateInTurn } from './hydrate-in-turn';

let log: string[] = [];

function Part({ id }: { id: string }) {
  const [presses, setPresses] = useState(0);
  log.push(`render ${id}`);
  useLayoutEffect(() => {
    log.push(`commit ${id}`);
  }, [id]);
  return (
    <button type="button" id={id} onClick={() => setPresses((count) => count + 1)}>
      {`${id} ${presses}`}
    </button>
  );
}

function Page() {
  useLayoutEffect(() => {
    log.push('commit page');
  }, []);
  return (
    <main>
      <HydrateInTurn name="a">
        <Part id="a" />
      </HydrateInTurn>
      <HydrateInTurn name="b">
        <Part id="b" />
      </HydrateInTurn>
    </main>
  );
}

/**
 * What the server renders of the page: each part in a Suspense boundary that did not suspend, its
 * controls disabled by a hydration gate.
 */
const gated = (id: string) =>
  `<!--$--><fieldset role="none" style="display:contents" disabled=""><button type="button" id="${id}">${id} 0</button></fieldset><!--/$-->`;
const SERVER_MARKUP = `<main>${gated('a')}${gated('b')}</main>`;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  log = [];
  document.body.replaceChildren();
});

describe('HydrateInTurn', () => {
  it("takes over the server's parts one after another, each in a commit of its own, keeping their nodes", async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
    const [a, b] = ['a', 'b'].map((id) => container.querySelector(`#${id}`));
    const errors: unknown[] = [];

    root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    await vi.waitFor(() => expect(log).toContain('commit b'));

    // The page commits with both parts left as the server wrote them; then a, then b.
    expect(log.indexOf('commit page')).toBeLessThan(log.indexOf('render a'));
    expect(log.indexOf('commit a')).toBeLessThan(log.indexOf('render b'));
    expect(container.querySelector('#a')).toBe(a);
    expect(container.querySelector('#b')).toBe(b);
    expect(errors).toEqual([]);
    // Hydrated, the part's controls are enabled and work.
    await vi.waitFor(() => expect(container.querySelector('#b')!.closest('fieldset')!.disabled).toBe(false));
    act(() => b!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(b!.textContent).toBe('b 1');
  });

  it('renders the parts at once in a page the browser draws', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<Page />));
    const open = (id: string) =>
      `<fieldset role="none" style="display: contents;"><button type="button" id="${id}">${id} 0</button></fieldset>`;
    expect(container.innerHTML).toBe(`<main>${open('a')}${open('b')}</main>`);
    expect(log).toEqual(['render a', 'render b', 'commit a', 'commit b', 'commit page']);
  });
});
