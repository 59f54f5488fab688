import { lazy, useEffect, useState, useSyncExternalStore, type ExoticComponent, type ReactNode } from 'react';

/** On the server from a `.server` module; in the browser fetched only when needed. */
export type CodeOnDemand<T> = {
  onServer: boolean;
  get: () => T | undefined;
  load: () => Promise<T>;
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

/**
 * Code the page imports anyway: the part is kept unhydrated only to spare its rendering while
 * the page hydrates (issue 39), and a part mounted later renders at once.
 */
export function codeAtHand<T>(code: T): CodeOnDemand<T> {
  const Rendered = ({ render }: { render: () => ReactNode }) => <>{render()}</>;
  return {
    onServer: typeof document === 'undefined',
    get: () => code,
    load: () => Promise.resolve(code),
    Suspending: lazy(() => Promise.resolve({ default: Rendered })),
  };
}

const neverChanges = () => () => undefined;
const inTheBrowser = () => false;
const onServerOrHydrating = () => true;
/** React leaves the children of an element it hydrates with inner HTML as they are. */
const serverChildren = { __html: '' };

/** Decision 0022: kept as rendered, not hydrated; rendered anew only when content, `live` or a mount asks. */
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

/**
 * Decisions 0096, 0098, 0100: a part without interaction, kept by what it shows (`content`). The
 * server renders it anyway, so only the browser writes that down; when it changes, the part is
 * mounted anew, which a navigation (a transition) waits for until the code is there.
 */
export function KeptPart<T>({
  code,
  content,
  render,
}: {
  code: CodeOnDemand<T>;
  content: unknown;
  render: (loaded: T) => ReactNode;
}) {
  const shown = code.onServer ? '' : JSON.stringify(content);
  return <KeptHtml key={shown} content={shown} code={code} render={() => render(code.get()!)} />;
}
