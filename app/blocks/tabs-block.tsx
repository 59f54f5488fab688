import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useHydrated } from '~/utils/use-hydrated';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { Heading, useHeadingLevel } from './heading-level';
import { Paragraphs } from './paragraphs';

type Props = { id: string; fields: BlockFields<'tabs'> };

const panelId = (id: string, index: number) => `${id}-panel-${index}`;
const tabId = (id: string, index: number) => `${id}-tab-${index}`;

function TabsWithoutScript({ id, fields, level }: Props & { level: number }) {
  const { t } = useTranslation();
  return (
    <>
      <nav
        aria-label={
          fields.title ? t('blocks.tabs.contentsOf', { title: fields.title }) : t('blocks.tabs.contents')
        }
      >
        <ul className="block-tabs__links">
          {fields.tabs.map((tab, index) => (
            <li key={index}>
              <a href={`#${panelId(id, index)}`}>{tab.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {fields.tabs.map((tab, index) => (
        <section
          key={index}
          id={panelId(id, index)}
          className="block-tabs__panel"
          aria-labelledby={tabId(id, index)}
        >
          <Heading level={level} id={tabId(id, index)}>
            {tab.label}
          </Heading>
          <Paragraphs text={tab.text} />
        </section>
      ))}
    </>
  );
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** With JavaScript: the ARIA tabs pattern, arrow keys moving between tabs (automatic activation). */
function TabsWidget({ id, fields }: Props) {
  const { t } = useTranslation();
  // After hydration only, so the address's fragment is there to open its tab.
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      fields.tabs.findIndex((_tab, index) => window.location.hash === `#${panelId(id, index)}`),
    ),
  );
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, fields.tabs.length);
    setSelected(next);
    tabs.current[next]?.focus();
  }
  return (
    <>
      <div role="tablist" aria-label={fields.title ?? t('blocks.tabs.label')} className="block-tabs__list">
        {fields.tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(id, index)}
            aria-selected={index === selected}
            aria-controls={panelId(id, index)}
            tabIndex={index === selected ? 0 : -1}
            className="block-tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {fields.tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={panelId(id, index)}
          aria-labelledby={tabId(id, index)}
          tabIndex={0}
          hidden={index !== selected}
          className="block-tabs__panel"
        >
          <Paragraphs text={tab.text} />
        </div>
      ))}
    </>
  );
}

/** §1 tabs: usable without JavaScript, and a proper ARIA widget once the page has hydrated. */
export function TabsBlock({ id, fields }: Props) {
  const hydrated = useHydrated();
  const level = useHeadingLevel();
  return (
    <div className="block-tabs" id={id}>
      {fields.title ? <Heading level={level}>{fields.title}</Heading> : null}
      {hydrated ? (
        <TabsWidget id={id} fields={fields} />
      ) : (
        <TabsWithoutScript id={id} fields={fields} level={fields.title ? level + 1 : level} />
      )}
    </div>
  );
}
