import { act, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { BRANCH_SEARCH_DEBOUNCE_MS, branchKeyword } from './branch-keyword';
import { useDebouncedValue } from './use-debounced-value';

describe('the branch search keyword', () => {
  it('is trimmed and at most 60 characters; spaces alone search nothing', () => {
    expect(branchKeyword('  徐汇支行 ')).toBe('徐汇支行');
    expect(branchKeyword('   ')).toBeNull();
    expect(branchKeyword('')).toBeNull();
    expect(branchKeyword('行'.repeat(70))).toBe('行'.repeat(60));
  });
});

let typeInto: (typed: string) => void = () => {};

/** Shows the keyword a search would be sent with, for what was typed into it. */
function Probe() {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    typeInto = setTyped;
  }, []);
  const keyword = useDebouncedValue(branchKeyword(typed), BRANCH_SEARCH_DEBOUNCE_MS);
  return <output>{keyword ?? '-'}</output>;
}

describe('the debounce of the branch search', () => {
  let rendered: Rendered;
  const sent = () => rendered.container.querySelector('output')?.textContent;
  const type = (typed: string) => act(() => typeInto(typed));
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  beforeEach(async () => {
    vi.useFakeTimers();
    rendered = await render(<Probe />);
  });
  afterEach(() => {
    rendered.unmount();
    vi.useRealTimers();
  });

  it('sends the trimmed keyword once typing has stopped for a second, each key restarting the wait', () => {
    type('徐');
    wait(BRANCH_SEARCH_DEBOUNCE_MS - 1);
    type('徐汇 ');
    wait(BRANCH_SEARCH_DEBOUNCE_MS - 1);
    expect(sent()).toBe('-');
    wait(1);
    expect(sent()).toBe('徐汇');
  });

  it('does not search again when only spaces were added', () => {
    type('徐汇');
    wait(BRANCH_SEARCH_DEBOUNCE_MS);
    type('徐汇  ');
    expect(sent()).toBe('徐汇');
  });
});
