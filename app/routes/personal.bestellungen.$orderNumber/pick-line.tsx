import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { Field, FormErrors } from '~/components/forms';
import type { StaffPickLine as PickLine } from '../../../backend/src/schemas/fulfilment.js';
import { useFormatMoney } from '~/utils/money';
import { useTranslation } from '~/utils/use-translation';

/** A product to substitute with; `perKg` when its price is per kilogram (sold by weight). */
export type SubstituteChoice = { sku: string; name: string; price: number; perKg?: boolean };
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
      return line.pickedGrams != null
        ? t('staff.pick.doneSubstitutedWeighed', {
            name: line.substitute?.name ?? '',
            grams: line.pickedGrams,
          })
        : t('staff.pick.doneSubstituted', { name: line.substitute?.name ?? '' });
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
  gramsLabel,
  errors,
  answered,
  sent,
}: {
  line: PickLine;
  idPrefix: string;
  /** The weight field's label where it is not the line's own weight (the substitute's). */
  gramsLabel?: string;
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
        label={gramsLabel ?? t('staff.pick.grams')}
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

/** Above the allowance: the same post again with the most grams allowed. */
function TakeLessForm({ line, grams, substitute }: { line: PickLine; grams: number; substitute?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" noValidate preventScrollReset className="pick-line__take-less">
      <HiddenLine line={line} outcome={substitute ? 'substituted' : 'picked'} />
      {substitute ? <input type="hidden" name="substituteProductId" value={substitute} /> : null}
      <input type="hidden" name="pickedGrams" value={grams} />
      <button type="submit" className="button button--secondary">
        {t('staff.pick.takeLess', { max: grams })}
      </button>
    </Form>
  );
}

function SubstituteSearchForm({
  line,
  search,
  answer,
}: {
  line: PickLine;
  search: SubstituteSearch | null;
  /** The refused substitute post of this line, if it was one. */
  answer: LineAnswer | undefined;
}) {
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
          <SubstituteChoices line={line} choices={mine.results} money={money} answer={answer} />
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
  answer,
}: {
  line: PickLine;
  choices: SubstituteChoice[];
  money: (amount: number) => string;
  answer: LineAnswer | undefined;
}) {
  const { t } = useTranslation();
  const errors = answer?.result.error;
  const sent = answer?.result.initialValue?.substituteProductId;
  const chosen = choices.find((choice) => choice.sku === sent)?.sku ?? choices[0]?.sku;
  const errorId = `substitute-${line.lineId}-errors`;
  const choiceErrors = errors?.substituteProductId;
  return (
    <>
      <Form method="post" noValidate preventScrollReset>
        <HiddenLine line={line} outcome="substituted" />
        <fieldset aria-describedby={choiceErrors?.length ? errorId : undefined}>
          <legend>{t('staff.substitute.choose', { name: line.name })}</legend>
          <FormErrors id={errorId} errors={choiceErrors ?? errors?.['']} />
          {choices.map((choice) => (
            <div key={choice.sku} className="form-field form-field--radio">
              <input
                type="radio"
                id={`substitute-${line.lineId}-${choice.sku}`}
                name="substituteProductId"
                value={choice.sku}
                defaultChecked={choice.sku === chosen}
              />
              <label htmlFor={`substitute-${line.lineId}-${choice.sku}`}>
                {choice.name} ·{' '}
                {choice.perKg
                  ? t('staff.substitute.perKg', { price: money(choice.price) })
                  : money(choice.price)}
              </label>
            </div>
          ))}
        </fieldset>
        <AmountField
          line={line}
          idPrefix="substitute-amount"
          gramsLabel={t('staff.substitute.grams')}
          errors={errors}
          answered={answer !== undefined}
          sent={answer?.result.initialValue}
        />
        <button type="submit" className="button">
          {t('staff.substitute.submit')}
        </button>
      </Form>
      {answer?.takeLess && chosen ? (
        <TakeLessForm line={line} grams={answer.takeLess} substitute={chosen} />
      ) : null}
    </>
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
  // A refused substitute is answered in the substitute's form (shown again with the search's
  // choices), any other post in the line's form.
  const choicesShown = search?.lineId === line.lineId && Boolean(search.results?.length);
  const substituting = choicesShown && answer?.result.initialValue?.outcome === 'substituted';
  const lineAnswer = substituting ? undefined : answer;
  const errors = lineAnswer?.result.error;
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
              answered={lineAnswer !== undefined}
              sent={lineAnswer?.result.initialValue}
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
          {lineAnswer?.takeLess ? <TakeLessForm line={line} grams={lineAnswer.takeLess} /> : null}
          {line.substitutionAllowed ? (
            <SubstituteSearchForm line={line} search={search} answer={substituting ? answer : undefined} />
          ) : null}
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
