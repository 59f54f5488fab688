import { useFetcher } from '@remix-run/react';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useHydrated } from '~/utils/use-hydrated';
import type { Place } from '../../../backend/src/schemas/distribution.js';
import type { loader } from '~/routes/resources.address-suggestions';

type AddressFieldIds = Record<'streetName' | 'streetNumber' | 'postalCode' | 'city', { id: string }>;

type StreetComboboxProps = {
  inputProps: ComponentProps<'input'> & { id: string };
  fields: AddressFieldIds;
};

function valuesOf(place: Place): Record<keyof AddressFieldIds, string> {
  return {
    streetName: place.streetName,
    streetNumber: place.streetNumber ?? '',
    postalCode: place.postalCode,
    city: place.city,
  };
}

/** WAI-ARIA APG list autocomplete; a plain field before hydration and without JavaScript. */
export function StreetCombobox({ inputProps, fields }: StreetComboboxProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof loader>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const places = fetcher.data?.places ?? [];
  const expanded = hydrated && open && places.length > 0;
  const listboxId = `${inputProps.id}-suggestions`;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const choose = (place: Place) => {
    for (const [name, value] of Object.entries(valuesOf(place))) {
      const input = document.getElementById(fields[name as keyof AddressFieldIds].id);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      // From the field, Down goes to the first suggestion and Up to the last; both wrap around.
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : places.length - 1) : (current + step + places.length) % places.length,
      );
    } else if (event.key === 'Enter' && expanded && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // The same field before and after hydration, so nothing typed meanwhile is lost.
  const comboboxProps: ComponentProps<'input'> = hydrated
    ? {
        role: 'combobox',
        autoComplete: 'off',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        onInput: (event) => {
          setOpen(true);
          setActive(-1);
          const query = event.currentTarget.value;
          void fetcher.load(`/resources/address-suggestions?q=${encodeURIComponent(query)}`);
        },
        onKeyDown,
        onBlur: () => setOpen(false),
      }
    : { autoComplete: 'address-line1' };
  return (
    <div className="street-combobox">
      <input {...inputProps} type="text" {...comboboxProps} />
      {hydrated ? (
        <SuggestionList
          id={listboxId}
          label={t('shoppingCart.service.suggestions')}
          places={expanded ? places : []}
          active={active}
          optionId={optionId}
          onChoose={choose}
        />
      ) : null}
      <p role="status" className="visually-hidden">
        {open && fetcher.state === 'idle' && fetcher.data
          ? t('servicePrompt.suggestionCount', { count: places.length })
          : ''}
      </p>
    </div>
  );
}

type SuggestionListProps = {
  id: string;
  label: string;
  places: Place[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (place: Place) => void;
};

function SuggestionList({ id, label, places, active, optionId, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="street-combobox__list" hidden={!places.length}>
      {places.map((place, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's (APG)
        <li
          key={place.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className="street-combobox__option"
          // The field keeps the focus while a pointer chooses (APG: focus stays on the combobox).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(place)}
        >
          {place.primaryPart}, {place.secondaryPart}
        </li>
      ))}
    </ul>
  );
}
