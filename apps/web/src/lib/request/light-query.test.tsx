import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { useLightMutation, useLightQuery } from './light-query';
import type { LightMutation, LightQuery } from './light-query';

/** A request the test answers or fails by hand, in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

/** Renders the hook with a key, and returns what it answered last and a way to change the key. */
async function renderQuery(key: string | null, load: (key: string) => Promise<string>) {
  const seen: { current: LightQuery<string> | undefined } = { current: undefined };
  let setKey: (next: string | null) => void = () => undefined;
  function Probe() {
    const [name, setName] = useState(key);
    setKey = setName;
    seen.current = useLightQuery(name, () => load(name ?? ''));
    return null;
  }
  rendered = await render(<Probe />);
  return { seen, changeKey: (next: string | null) => act(() => setKey(next)) };
}

describe('useLightQuery', () => {
  it('asks for nothing while the key is null', async () => {
    const asked: string[] = [];
    const { seen } = await renderQuery(null, (key) => {
      asked.push(key);
      return Promise.resolve(key);
    });
    expect(asked).toEqual([]);
    expect(seen.current).toMatchObject({ data: undefined, isLoading: false, isFetching: false });
  });

  it('loads the answer for the key, then keeps it while refetch asks again', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const { seen } = await renderQuery('tenants', () => answers[calls++]!.promise);
    expect(seen.current).toMatchObject({ data: undefined, isLoading: true, isFetching: true });

    await act(async () => answers[0]!.resolve('first'));
    expect(seen.current).toMatchObject({ data: 'first', isLoading: false, isFetching: false });

    act(() => seen.current!.refetch());
    expect(calls).toBe(2);
    expect(seen.current).toMatchObject({ data: 'first', isLoading: false, isFetching: true });
    await act(async () => answers[1]!.resolve('second'));
    expect(seen.current).toMatchObject({ data: 'second', isFetching: false });
  });

  it('drops an answer that comes after a newer request went out', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const { seen } = await renderQuery('code', () => answers[calls++]!.promise);
    act(() => seen.current!.refetch());
    await act(async () => answers[1]!.resolve('newer'));
    await act(async () => answers[0]!.resolve('older'));
    expect(seen.current?.data).toBe('newer');
  });

  it('keeps what it had when a refetch fails, and stops fetching', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const { seen } = await renderQuery('code', () => answers[calls++]!.promise);
    await act(async () => answers[0]!.resolve('first'));
    act(() => seen.current!.refetch());
    await act(async () => answers[1]!.reject(new Error('offline')));
    expect(seen.current).toMatchObject({ data: 'first', isFetching: false });
  });

  it('asks again for a new key and shows nothing of the old one meanwhile', async () => {
    const asked: string[] = [];
    const { seen, changeKey } = await renderQuery('alice', (key) => {
      asked.push(key);
      return key === 'alice' ? Promise.resolve('alice: no code') : new Promise(() => undefined);
    });
    await waitFor(() => expect(seen.current?.data).toBe('alice: no code'));
    changeKey('bob');
    expect(asked).toEqual(['alice', 'bob']);
    expect(seen.current).toMatchObject({ data: undefined, isLoading: true });
  });
  it('forgets the answer when the key is set to null, so the same key set again waits for a new one', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const { seen, changeKey } = await renderQuery('reg:4', () => answers[calls++]!.promise);
    await act(async () => answers[0]!.resolve('first picture'));
    changeKey(null);
    expect(seen.current).toMatchObject({ data: undefined, isFetching: false });
    changeKey('reg:4');
    expect(calls).toBe(2);
    expect(seen.current).toMatchObject({ data: undefined, isLoading: true, isFetching: true });
    await act(async () => answers[1]!.resolve('second picture'));
    expect(seen.current).toMatchObject({ data: 'second picture', isFetching: false });
  });
});

describe('useLightMutation', () => {
  it('is pending while a request is on its way, and passes its answer or failure on', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const seen: { current: LightMutation<number, string> | undefined } = { current: undefined };
    function Probe() {
      seen.current = useLightMutation(() => answers[calls++]!.promise);
      return null;
    }
    rendered = await render(<Probe />);
    expect(seen.current?.isPending).toBe(false);

    let first: Promise<string> | undefined;
    act(() => {
      first = seen.current!.mutateAsync(1);
    });
    expect(seen.current?.isPending).toBe(true);
    await act(async () => answers[0]!.resolve('sent'));
    await expect(first).resolves.toBe('sent');
    expect(seen.current?.isPending).toBe(false);

    let second: Promise<string> | undefined;
    act(() => {
      second = seen.current!.mutateAsync(2);
    });
    const refused = expect(second).rejects.toThrow('refused');
    await act(async () => answers[1]!.reject(new Error('refused')));
    await refused;
    expect(seen.current?.isPending).toBe(false);
  });
});
