import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { useShopLinks } from '~/utils/shop-links';
import { Heading, useHeadingLevel } from './heading-level';
import { Paragraphs } from './paragraphs';
import { RecipeSearchFields } from './recipe-search-fields';
import { ScrollableTable } from './scrollable-table';

/** §1: native details, so it opens without JavaScript and is announced as expandable. */
export function AccordionBlock({ id, fields }: { id: string; fields: BlockFields<'accordion'> }) {
  const level = useHeadingLevel();
  return (
    <div className="block-accordion" id={id}>
      {fields.title ? <Heading level={level}>{fields.title}</Heading> : null}
      {fields.items.map((item, index) => (
        <details key={index} className="block-accordion__item" open={item.open}>
          <summary className="block-accordion__summary">
            <Heading level={fields.title ? level + 1 : level} className="block-accordion__title">
              {item.title}
            </Heading>
          </summary>
          <div className="block-accordion__panel">
            <Paragraphs text={item.text} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** §1 table: caption, column headers with scope, and row headers when the first cell names the row. */
export function TableBlock({ fields }: { fields: BlockFields<'table'> }) {
  return (
    <ScrollableTable caption={fields.caption}>
      <thead>
        <tr>
          {fields.headers.map((header, index) => (
            <th key={index} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {fields.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) =>
              fields.rowHeaders && cellIndex === 0 ? (
                <th key={cellIndex} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={cellIndex}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** §1 user message: a notice whose tone is said in words as well as shown in colour. */
export function UserMessageBlock({ fields }: { fields: BlockFields<'userMessage'> }) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  return (
    <aside
      className={`block-message block-message--${fields.tone}`}
      aria-label={t(`notification.type.${fields.tone}`)}
    >
      {fields.title ? (
        <Heading level={level} className="block-message__title">
          {fields.title}
        </Heading>
      ) : null}
      <Paragraphs text={fields.text} />
    </aside>
  );
}

/** §1 recipe search: a plain GET form to the recipe list, which searches on the server. */
export function RecipeSearchBlock({ id, fields }: { id: string; fields: BlockFields<'recipeSearch'> }) {
  const links = useShopLinks();
  const level = useHeadingLevel();
  return (
    // A search landmark is named by its title (or its field): several on one page must differ.
    <Form
      method="get"
      action={links.recipe()}
      className="block-recipe-search"
      role="search"
      aria-labelledby={fields.title ? `${id}-title` : `${id}-term-label`}
    >
      {fields.title ? (
        <Heading level={level} id={`${id}-title`}>
          {fields.title}
        </Heading>
      ) : null}
      <RecipeSearchFields inputId={`${id}-term`} />
    </Form>
  );
}
