import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import type { ReactNode } from 'react';
import { validationMessagesZhCN } from '@scf/shared/messages';
import { loadLanguagePack } from '@/app/texts';
import { initI18n } from '@/lib/i18n';
import { click, type } from '@/shell/login/testing/fake-api';
import { render, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import portalZhCN from '../../texts/zh-CN';
import { CustomAmountForm } from './custom-amount-form';
import { RateRangeForm } from './rate-range-form';

let rendered: Rendered | undefined;
/** Gives the form new values from outside, as the URL does (the back button, a shared link). */
let setShown: (shown: number | undefined) => void = () => undefined;

beforeAll(async () => {
  await initI18n({ 'zh-CN': { portal: portalZhCN } }, 'zh-CN', loadLanguagePack);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

/** Renders `form` under a parent holding the value the URL would give it. */
async function mount(initial: number | undefined, form: (shown: number | undefined) => ReactNode) {
  function Parent() {
    const [shown, set] = useState(initial);
    setShown = set;
    return <>{form(shown)}</>;
  }
  rendered = await render(<Parent />);
}

const input = (label: string) =>
  rendered!.container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
const errorOf = (label: string) => {
  const id = input(label)?.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const submit = () =>
  click(
    [...rendered!.container.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === portalZhCN.products.list.confirm,
    ),
  );
const { customAmountLabel, rateStartLabel, rateEndLabel } = portalZhCN.products.list;

describe('CustomAmountForm', () => {
  it('shows the amount of the URL, keeps what is typed, and shows a new amount of the URL', async () => {
    await mount(120, (value) => <CustomAmountForm value={value} onApply={vi.fn()} />);
    expect(input(customAmountLabel)?.value).toBe('120');
    await type(input(customAmountLabel), '12.555');
    await waitFor(() => expect(errorOf(customAmountLabel)).toBe(validationMessagesZhCN.amountRule));
    await act(async () => setShown(300));
    expect(input(customAmountLabel)?.value).toBe('300');
    expect(input(customAmountLabel)?.getAttribute('aria-invalid')).toBeNull();
    expect(rendered!.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('reports a valid amount, and refuses an invalid one with the rule', async () => {
    const onApply = vi.fn();
    await mount(undefined, (value) => <CustomAmountForm value={value} onApply={onApply} />);
    await submit();
    await waitFor(() => expect(errorOf(customAmountLabel)).toBeTruthy());
    await type(input(customAmountLabel), 'abc');
    await submit();
    await waitFor(() => expect(errorOf(customAmountLabel)).toBe(validationMessagesZhCN.amountRule));
    expect(input(customAmountLabel)?.getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
    await type(input(customAmountLabel), '50');
    await waitFor(() => expect(errorOf(customAmountLabel)).toBeUndefined());
    await submit();
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(50));
  });
});

describe('RateRangeForm', () => {
  it('shows the range of the URL', async () => {
    await mount(4, (start) => <RateRangeForm rateStart={start} rateEnd={6} onApply={vi.fn()} />);
    expect(input(rateStartLabel)?.value).toBe('4');
    expect(input(rateEndLabel)?.value).toBe('6');
    await act(async () => setShown(undefined));
    expect(input(rateStartLabel)?.value).toBe('');
  });

  it('refuses an upper bound below the lower one, checks it again as the lower one changes, and reports a valid range', async () => {
    const onApply = vi.fn();
    await mount(undefined, () => (
      <RateRangeForm rateStart={undefined} rateEnd={undefined} onApply={onApply} />
    ));
    await type(input(rateStartLabel), '8');
    await type(input(rateEndLabel), '5');
    await waitFor(() => expect(errorOf(rateEndLabel)).toBe(validationMessagesZhCN.rateOrder));
    await submit();
    expect(onApply).not.toHaveBeenCalled();
    // Only the bound it was typed into speaks for the rule across both.
    expect(errorOf(rateStartLabel)).toBeUndefined();
    await type(input(rateStartLabel), '4');
    await waitFor(() => expect(errorOf(rateEndLabel)).toBeUndefined());
    await submit();
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ rateStart: 4, rateEnd: 5 }));
  });

  it('refuses a bound outside the rate rule with its text', async () => {
    const onApply = vi.fn();
    await mount(undefined, () => (
      <RateRangeForm rateStart={undefined} rateEnd={undefined} onApply={onApply} />
    ));
    await type(input(rateStartLabel), '1.234');
    await submit();
    await waitFor(() => expect(errorOf(rateStartLabel)).toBe(validationMessagesZhCN.rateRule));
    expect(errorOf(rateEndLabel)).toBeUndefined();
    expect(onApply).not.toHaveBeenCalled();
  });
});
