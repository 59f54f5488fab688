import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { BlockNode } from '../../backend/src/schemas/content.js';
import { useBlockPage } from './block-data';

const STORAGE_KEY = 'cms-edit-links';
const EditorLinksContext = createContext(false);

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isShown = () => sessionStorage.getItem(STORAGE_KEY) === 'on';
const neverOnServer = () => false;

function toggleOnShortcut(event: KeyboardEvent) {
  if (!(event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'e')) return;
  event.preventDefault();
  sessionStorage.setItem(STORAGE_KEY, isShown() ? 'off' : 'on');
  listeners.forEach((listener) => listener());
}

/** §1: ctrl+shift+e; never rendered by the server, so shoppers never see them. */
export function EditorLinksProvider({ children }: { children: ReactNode }) {
  const shown = useSyncExternalStore(subscribe, isShown, neverOnServer);
  useEffect(() => {
    window.addEventListener('keydown', toggleOnShortcut);
    return () => window.removeEventListener('keydown', toggleOnShortcut);
  }, []);
  return <EditorLinksContext.Provider value={shown}>{children}</EditorLinksContext.Provider>;
}

export function editLinkOf(editBaseUrl: string, pageSlug: string, blockId: string): string {
  const url = new URL(editBaseUrl);
  url.searchParams.set('page', pageSlug);
  url.searchParams.set('block', blockId);
  return url.href;
}

export const useEditorLinksShown = () => useContext(EditorLinksContext);

export function EditLink({ block }: { block: BlockNode }) {
  const shown = useEditorLinksShown();
  const { slug, editBaseUrl } = useBlockPage();
  const { t } = useTranslation();
  if (!shown || !editBaseUrl) return null;
  return (
    <a
      className="block-edit-link"
      href={editLinkOf(editBaseUrl, slug, block.id)}
      target="_blank"
      rel="noopener"
    >
      {t('blocks.edit', { type: block.type, id: block.id })}
    </a>
  );
}
