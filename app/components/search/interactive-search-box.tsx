import '../../browser-shell'; // decision 0094: its modules stay in the framework's chunk
import { useLocation } from '@remix-run/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useRootData } from '~/utils/root-data';
import { flapOutColumns } from './flap-out-layout';
import { flapOutTotal, isFlapOutLoading } from './flap-out-state';
import type { SearchBoxForm } from './search-box-form';
import { SearchFlapOut } from './search-flap-out';
import { enabledSearchTypes } from './search-types';
import { useSearchFlapOut } from './use-search-flap-out';

/** §4: loaded on first focus; takes over the plain box's focus and what was typed meanwhile. */
export function InteractiveSearchBox({
  action,
  plainInput,
  pageTerm,
  Form,
}: {
  action: string;
  plainInput: RefObject<HTMLInputElement>;
  pageTerm: string | undefined;
  /** The plain box's form: the root already has its code, a chunk of their own would cost more. */
  Form: typeof SearchBoxForm;
}) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const location = useLocation();
  const types = enabledSearchTypes(rootData?.paths ?? {});
  const config = rootData?.chrome.searchflapout;
  // The plain box is still in the page while this renders: its focus and what was typed in it.
  const [plain] = useState(() => {
    const element = plainInput.current;
    return { typed: element?.value, focused: element !== null && element === document.activeElement };
  });
  const flapOut = useSearchFlapOut({
    types,
    pageTerm,
    navigationKey: location.key,
    typedTerm: plain.typed,
  });
  const { state } = flapOut;
  const id = useId();
  const inputId = `${id}-term`;
  const flapOutId = `${id}-flap-out`;
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const region = useRef<HTMLElement>(null);
  const { visible } = state;
  const { close } = flapOut;

  // Before any further keystroke can come: the focus, and a search for what was typed.
  const takenOver = useRef(false);
  useLayoutEffect(() => {
    if (takenOver.current) return;
    takenOver.current = true;
    if (plain.focused) input.current?.focus();
    if (state.term !== (pageTerm ?? '')) flapOut.setTerm(state.term);
  }, [plain, state.term, pageTerm, flapOut]);

  // A click or tap anywhere outside the box and its flap-out closes the flap-out.
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [visible, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!visible) {
      // Down in the box brings back the results the Escape key or a click elsewhere put away.
      if (event.key === 'ArrowDown' && event.target === input.current) flapOut.open();
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      input.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // Arrow keys step through the flap-out's links, and back up into the box.
    const targets = [input.current, ...(region.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
    const current = targets.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? Math.min(current + 1, targets.length - 1) : Math.max(current - 1, 0);
    if (current === -1 || next === current) return;
    event.preventDefault();
    targets[next]?.focus();
  };

  const loading = isFlapOutLoading(state);
  const status = !visible
    ? ''
    : loading
      ? t('search.flapOut.loading')
      : t('search.flapOut.status', { count: flapOutTotal(state), term: state.searchedTerm });

  return (
    // The keys handled here belong to the input and the links inside, which are interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className="search-box"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing away closes it; a pointer is handled by the listener above.
        const next = event.relatedTarget as Node | null;
        if (visible && next && !wrapper.current?.contains(next)) close();
      }}
    >
      <Form
        action={action}
        inputId={inputId}
        status={status}
        onSubmit={close}
        input={{
          ref: input,
          value: state.term,
          onChange: (event) => flapOut.setTerm(event.currentTarget.value),
          // Focus alone does not reopen, or Escape (which refocuses the box) could never close it.
          onClick: flapOut.open,
          'aria-controls': visible ? flapOutId : undefined,
        }}
      />
      {visible ? (
        <SearchFlapOut
          id={flapOutId}
          state={state}
          columns={flapOutColumns(config, types)}
          emptyTextFor={() => t('search.noResults')}
          regionRef={region}
        />
      ) : null}
    </div>
  );
}
