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
    const saved = { info: console.info, log: console.log, debug: console.debug, error: console.error, guarded: target.__guarded };
    const [error, info, log, debug] = [jest.fn(), jest.fn(), jest.fn(), jest.fn()];
    Object.assign(console, { error, info, log, debug });
    try {
      guardConsoleLater();
      await flush();
      expect(target.__guarded).toBe(true);
      console.error('card 4111 1111 1111 1111');
      expect(error).toHaveBeenCalledWith('card [masked]');
      // Spec 8: info, debug and log output is silenced.
      console.info('info');
      console.log('log');
      console.debug('debug');
      expect(info).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
      expect(debug).not.toHaveBeenCalled();
    } finally {
      Object.assign(console, { info: saved.info, log: saved.log, debug: saved.debug, error: saved.error });
      target.__guarded = saved.guarded;
    }
  });
});
