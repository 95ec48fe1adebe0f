import fs from 'node:fs';

/**
 * Jest hooks that record everything the process writes while a file's tests run (pino writes with
 * fs.writeSync on fd 1; Nest and others through process.stdout/stderr), still passing it through.
 * Call it before the app's fixture so the app's start is recorded too.
 */
export function useCapturedOutput(): string[] {
  const written: string[] = [];
  const spies: jest.SpyInstance[] = [];
  beforeAll(() => {
    const capture =
      (original: (...args: never[]) => unknown) =>
      (...args: unknown[]) => {
        const data = args[1] ?? args[0];
        if (typeof data === 'string' || Buffer.isBuffer(data)) written.push(String(data));
        return (original as (...a: unknown[]) => unknown)(...args);
      };
    const writeSync = capture(fs.writeSync);
    spies.push(jest.spyOn(fs, 'writeSync').mockImplementation(writeSync as never));
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream);
      spies.push(
        jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
          written.push(String(chunk));
          return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
        }) as never),
      );
    }
  });
  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
  });
  return written;
}
