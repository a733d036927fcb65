import { describe, expect, it, vi } from 'vitest';
import { configureRequest, get, post } from './default-client.ts';
import { MemoryStorage, envelopeReply } from './test-fakes.ts';

describe('the configured client', () => {
  it('uses what the shell wires at start-up', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      envelopeReply({ error_no: 111000, error_info: '错误' }),
    );
    const ui = { confirm: vi.fn(), error: vi.fn(), info: vi.fn() };
    configureRequest({
      apiBase: '/api-base',
      fetch,
      storage: { session: new MemoryStorage(), local: new MemoryStorage() },
    });
    configureRequest({ ui });
    await expect(post('/x', { a: 1 })).rejects.toMatchObject({ code: 111000 });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api-base/x');
    expect(ui.error).toHaveBeenCalledWith('错误', 3);

    fetch.mockResolvedValueOnce(envelopeReply({ error_no: 0, data: { user_id: 1 } }));
    await expect(get<{ userId: number }>('/api/user/getCurrUser')).resolves.toEqual({ userId: 1 });
  });

  it("shows a refusal's own words, not its key, before the shell wires the texts", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      envelopeReply({ error_no: 1004, error_info: '记录不存在', error_key: 'errors.notFound' }),
    );
    const ui = { confirm: vi.fn(), error: vi.fn(), info: vi.fn() };
    configureRequest({ fetch, storage: { session: new MemoryStorage(), local: new MemoryStorage() }, ui });
    await expect(post('/x')).rejects.toMatchObject({ key: 'errors.notFound', info: '记录不存在' });
    expect(ui.error).toHaveBeenCalledWith('记录不存在', 3);
  });
});
