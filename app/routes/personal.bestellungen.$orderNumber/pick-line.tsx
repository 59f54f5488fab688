import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { Field, FormErrors } from '~/components/forms';
import type { StaffPickLine as PickLine } from '../../../backend/src/schemas/fulfilment.js';
import { useFormatMoney } from '~/utils/money';
import { useTranslation } from '~/utils/use-translation';

export type SubstituteChoice = { sku: string; name: string; price: number };
export type SubstituteSearch = { lineId: string; term: string; results: SubstituteChoice[] | null };
/** What the action answered about this line: its errors and, above the allowance, the most allowed. */
export type LineAnswer = { result: SubmissionResult<string[]>; takeLess: number | null };

type Translate = ReturnType<typeof useTranslation>['t'];

function doneText(line: PickLine, t: Translate): string | null {
  switch (line.outcome) {
    case null:
      return null;
    case 'missing':
      return t('staff.pick.doneMissing');
    case 'substituted':
      return t('staff.pick.doneSubstituted', { name: line.substitute?.name ?? '' });
    case 'picked':
      return line.pickedGrams != null
        ? t('staff.pick.doneWeighed', { grams: line.pickedGrams })
        : t('staff.pick.donePicked', { count: line.pickedQuantity ?? line.quantity });
  }
}

function HiddenLine({ line, outcome }: { line: PickLine; outcome?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="pick-line" />
      <input type="hidden" name="lineId" value={line.lineId} />
      {outcome ? <input type="hidden" name="outcome" value={outcome} /> : null}
    </>
  );
}

/** The weight or the count, whichever the line is sold by. */
function AmountField({
  line,
  idPrefix,
  errors,
  answered,
  sent,
}: {
  line: PickLine;
  idPrefix: string;
  errors: SubmissionResult<string[]>['error'];
  answered: boolean;
  /** What the picker typed in the refused post: shown again, not lost. */
  sent?: SubmissionResult<string[]>['initialValue'];
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${line.lineId}`;
  const typed = (name: string) => {
    const value = answered ? sent?.[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  if (line.isWeightArticle)
    return (
      <Field
        id={id}
        label={t('staff.pick.grams')}
        hint={t('staff.pick.gramsHint', {
          ordered: line.orderedGrams ?? '',
          min: line.minGrams ?? '',
          max: line.maxGrams ?? '',
        })}
        errors={answered ? errors?.pickedGrams : undefined}
        inputProps={{
          name: 'pickedGrams',
          inputMode: 'numeric',
          autoComplete: 'off',
          defaultValue: typed('pickedGrams') ?? line.pickedGrams ?? undefined,
        }}
      />
    );
  return (
    <Field
      id={id}
      label={t('staff.pick.quantity')}
      errors={answered ? errors?.pickedQuantity : undefined}
      inputProps={{
        name: 'pickedQuantity',
        inputMode: 'numeric',
        autoComplete: 'off',
        defaultValue: typed('pickedQuantity') ?? line.pickedQuantity ?? line.quantity,
      }}
    />
  );
}

function SubstituteSearchForm({ line, search }: { line: PickLine; search: SubstituteSearch | null }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const mine = search?.lineId === line.lineId ? search : null;
  return (
    <div className="pick-line__substitute">
      <Form method="get" preventScrollReset className="pick-line__search">
        <input type="hidden" name="fuer" value={line.lineId} />
        <label htmlFor={`search-${line.lineId}`}>{t('staff.substitute.search')}</label>
        <input id={`search-${line.lineId}`} type="search" name="suche" defaultValue={mine?.term} />
        <button type="submit" className="button button--secondary">
          {t('staff.substitute.searchButton')}
        </button>
      </Form>
      {mine?.results ? (
        mine.results.length ? (
          <SubstituteChoices line={line} choices={mine.results} money={money} />
        ) : (
          <p role="status">{t('staff.substitute.none', { term: mine.term })}</p>
        )
      ) : null}
    </div>
  );
}

function SubstituteChoices({
  line,
  choices,
  money,
}: {
  line: PickLine;
  choices: SubstituteChoice[];
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" noValidate preventScrollReset>
      <HiddenLine line={line} outcome="substituted" />
      <fieldset>
        <legend>{t('staff.substitute.choose', { name: line.name })}</legend>
        {choices.map((choice, index) => (
          <div key={choice.sku} className="form-field form-field--radio">
            <input
              type="radio"
              id={`substitute-${line.lineId}-${choice.sku}`}
              name="substituteProductId"
              value={choice.sku}
              defaultChecked={index === 0}
            />
            <label htmlFor={`substitute-${line.lineId}-${choice.sku}`}>
              {choice.name} · {money(choice.price)}
            </label>
          </div>
        ))}
      </fieldset>
      <AmountField line={line} idPrefix="substitute-amount" errors={undefined} answered={false} />
      <button type="submit" className="button">
        {t('staff.substitute.submit')}
      </button>
    </Form>
  );
}

/** One line of the pick list: what was ordered, what was done, and the forms to do it. */
export function PickLineCard({
  line,
  picking,
  search,
  answer,
}: {
  line: PickLine;
  /** The order is being picked: the forms are open. */
  picking: boolean;
  search: SubstituteSearch | null;
  answer: LineAnswer | undefined;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const done = doneText(line, t);
  const errors = answer?.result.error;
  const outcomeSent = answer?.result.initialValue?.outcome;
  const formErrorId = `line-${line.lineId}-errors`;
  return (
    <li id={`line-${line.lineId}`} className="pick-line" data-outcome={line.outcome ?? 'open'}>
      <h3>{line.name}</h3>
      <p>
        {line.isWeightArticle
          ? t('staff.pick.orderedGrams', {
              grams: line.orderedGrams ?? '',
              price: money(line.pricePerKg ?? 0),
            })
          : t('staff.pick.orderedPieces', { count: line.quantity, price: money(line.unitPrice) })}
        {' · '}
        {t(line.substitutionAllowed ? 'staff.pick.substitutionAllowed' : 'staff.pick.substitutionRefused')}
      </p>
      {done ? <p className="pick-line__done">{t('staff.pick.done', { what: done })}</p> : null}
      {picking ? (
        <>
          <Form
            method="post"
            noValidate
            preventScrollReset
            aria-describedby={errors?.[''] ? formErrorId : undefined}
          >
            <HiddenLine line={line} />
            <FormErrors
              id={formErrorId}
              errors={errors?.[''] ?? errors?.outcome ?? errors?.substituteProductId}
            />
            <AmountField
              line={line}
              idPrefix="amount"
              errors={errors}
              answered={outcomeSent !== 'substituted'}
              sent={answer?.result.initialValue}
            />
            <div className="pick-line__buttons">
              <button type="submit" name="outcome" value="picked" className="button button--primary">
                {t('staff.pick.picked')}
              </button>
              <button type="submit" name="outcome" value="missing" className="button">
                {t('staff.pick.missing')}
              </button>
            </div>
          </Form>
          {answer?.takeLess ? (
            <Form method="post" noValidate preventScrollReset className="pick-line__take-less">
              <HiddenLine line={line} outcome="picked" />
              <input type="hidden" name="pickedGrams" value={answer.takeLess} />
              <button type="submit" className="button button--secondary">
                {t('staff.pick.takeLess', { max: answer.takeLess })}
              </button>
            </Form>
          ) : null}
          {line.substitutionAllowed ? <SubstituteSearchForm line={line} search={search} /> : null}
        </>
      ) : null}
    </li>
  );
}

/** Lines by shelf, in the order the API lists them (its walk through the store). */
export function groupByShelf(lines: readonly PickLine[], noShelf: string): [string, PickLine[]][] {
  const groups = new Map<string, PickLine[]>();
  for (const line of lines) {
    const shelf = line.shelf || noShelf;
    groups.set(shelf, [...(groups.get(shelf) ?? []), line]);
  }
  return [...groups];
}
