import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

// Issue 15.13: the W3C Nu HTML checker (vnu-jar; Java is on the machine) on the bytes the shop sends.
const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar';

type VnuMessage = { url: string; lastLine?: number; message: string; extract?: string };

/** Checks every named document at once and expects no error. */
export async function expectValidHtml(documents: Record<string, Buffer>) {
  const directory = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    for (const [name, body] of Object.entries(documents)) {
      // React 18's Node renderer pads a buffer with NUL bytes where a multi-byte character did not fit.
      expect(body.indexOf(0), `NUL byte in ${name}`).toBe(-1);
      await writeFile(path.join(directory, `${name}.html`), body);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU, '--format', 'json', '--errors-only', '--exit-zero-always', directory],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages.map(
      ({ url, lastLine, message, extract }) =>
        `${path.basename(url)}:${lastLine ?? '?'} ${message} ${extract ?? ''}`,
    );
    expect(errors).toEqual([]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
