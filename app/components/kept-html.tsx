import { lazy, useEffect, useState, useSyncExternalStore, type ExoticComponent, type ReactNode } from 'react';

/**
 * The code that renders kept HTML anew: at hand on the server (from a `.server` module, empty in
 * the browser), fetched by `import()` in the browser only when a page has to render it there.
 */
export type CodeOnDemand<T> = {
  onServer: boolean;
  get: () => T | undefined;
  load: () => Promise<T>;
  /** Renders `render()` once the code has come; suspends until then. */
  Suspending: ExoticComponent<{ render: () => ReactNode }>;
};

export function codeOnDemand<T>(onServer: T | undefined, fetch: () => Promise<T>): CodeOnDemand<T> {
  let code = onServer;
  let pending: Promise<T> | undefined;
  const load = () => (pending ??= fetch().then((loaded) => (code = loaded)));
  const Rendered = ({ render }: { render: () => ReactNode }) => <>{render()}</>;
  return {
    onServer: onServer !== undefined,
    get: () => code,
    load,
    Suspending: lazy(() => load().then(() => ({ default: Rendered }))),
  };
}

const neverChanges = () => () => undefined;
const inTheBrowser = () => false;
const onServerOrHydrating = () => true;
/** React leaves the children of an element it hydrates with inner HTML as they are. */
const serverChildren = { __html: '' };

/**
 * HTML the browser keeps as the server rendered it, without the code that rendered it and
 * without hydrating it (decision 0022). React renders it anew only when it has to: when
 * `content` differs from what the server rendered (the page's data changed), when `live` asks
 * for it (the editor links), or when it is mounted after hydration (a client-side navigation).
 * Then the code comes first: a kept element stays as it is until then, a new one suspends, which
 * a navigation (a transition) waits for. The element is `display: contents`, so the layout is the
 * same with or without it.
 */
export function KeptHtml({
  content,
  live = false,
  code,
  render,
}: {
  content: string;
  live?: boolean;
  code: CodeOnDemand<unknown>;
  render: () => ReactNode;
}) {
  const hydrating = useSyncExternalStore(neverChanges, inTheBrowser, onServerOrHydrating);
  const [kept] = useState(() => (hydrating && !code.onServer ? content : undefined));
  const [, codeArrived] = useState(false);
  const renew = live || kept !== content;
  useEffect(() => {
    if (!renew || code.get()) return;
    // When the code cannot be had (offline), the server's HTML stays.
    code.load().then(
      () => codeArrived(true),
      () => undefined,
    );
  }, [renew, code]);

  if (code.onServer)
    return (
      <div className="kept" data-kept="">
        {render()}
      </div>
    );
  if (kept !== undefined && !(renew && code.get()))
    return (
      <div
        key="kept"
        className="kept"
        data-kept=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={serverChildren}
      />
    );
  return (
    <div key="live" className="kept" data-kept="">
      {code.get() ? render() : <code.Suspending render={render} />}
    </div>
  );
}
