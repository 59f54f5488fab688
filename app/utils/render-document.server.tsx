import { createReadableStreamFromReadable } from '@remix-run/node';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { documentStream } from './document-end.server';

type RenderOptions = {
  status: number;
  headers: Headers;
  nonce: string;
  /** Bots get the whole document at once; shoppers get the shell first and streamed parts after. */
  waitForAll: boolean;
  /** Streamed parts still pending after this long are given up, so a render never hangs. */
  abortAfterMs: number;
  /** Errors after the shell: the shell's own errors reject the promise instead. */
  onStreamedError: (error: unknown) => void;
};

/** The page's HTML response, streamed through `documentStream`. */
export function renderDocument(element: ReactNode, options: RenderOptions): Promise<Response> {
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
      // Not the web-stream renderer: on Node it took 30 ms more per home page.
      const body = documentStream();
      options.headers.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { status, headers: options.headers }));
      pipe(body);
    };
    // Issue 20: cleared once everything is rendered. Left to run, it held the whole render (tree,
    // data, HTML) for its six seconds after every page: under load, hundreds of pages' memory.
    const abortTimer = setTimeout(() => abort(), options.abortAfterMs);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        if (!options.waitForAll) respond();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (options.waitForAll) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) options.onStreamedError(error);
      },
    });
  });
}
