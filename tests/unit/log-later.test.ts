import { guardConsoleLater, logLater } from '@/lib/log-later';

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the logger, loaded when first used', () => {
  it('writes the line masked once its chunk has arrived', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      logLater('error', 'Route error', new Error('failed for ada@example.com'));
      await flush();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toBe('Route error');
      expect((spy.mock.calls[0]![1] as Error).message).toBe('failed for [masked]');
    } finally {
      spy.mockRestore();
    }
  });

  it('guards the console: info and log go silent, errors are masked', async () => {
    const target = console as Console & { __guarded?: boolean };
    const saved = { info: console.info, log: console.log, error: console.error, guarded: target.__guarded };
    const error = jest.fn();
    console.error = error;
    try {
      guardConsoleLater();
      await flush();
      expect(target.__guarded).toBe(true);
      console.error('card 4111 1111 1111 1111');
      expect(error).toHaveBeenCalledWith('card [masked]');
    } finally {
      Object.assign(console, { info: saved.info, log: saved.log, error: saved.error });
      target.__guarded = saved.guarded;
    }
  });
});
