import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { Place } from '../../../backend/src/schemas/distribution.js';
import type { loader } from '~/routes/resources.address-suggestions';

type AddressFieldIds = Record<'streetName' | 'streetNumber' | 'postalCode' | 'city', { id: string }>;

/**
 * Suggestions below the street field while the shopper types (progressive enhancement: without
 * JavaScript nothing renders and the plain form is all there is). Choosing one fills the form.
 */
export function AddressSuggestions({ fields }: { fields: AddressFieldIds }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  const streetId = fields.streetName.id;
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    const street = document.getElementById(streetId);
    if (!(street instanceof HTMLInputElement)) return;
    const suggest = () => {
      setChosen(false);
      void load(`/resources/address-suggestions?q=${encodeURIComponent(street.value)}`);
    };
    street.addEventListener('input', suggest);
    return () => street.removeEventListener('input', suggest);
  }, [streetId, load]);

  const places = fetcher.data?.places ?? [];
  if (chosen || places.length === 0) return null;
  const fill = (place: Place) => {
    const values = {
      streetName: place.streetName,
      streetNumber: place.streetNumber ?? '',
      postalCode: place.postalCode,
      city: place.city,
    };
    for (const [name, value] of Object.entries(values)) {
      const input = document.getElementById(fields[name as keyof AddressFieldIds].id);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    setChosen(true);
  };
  return (
    <div className="address-suggestions" role="group" aria-label={t('shoppingCart.service.suggestions')}>
      <ul>
        {places.map((place) => (
          <li key={place.id}>
            <button type="button" className="button button--link" onClick={() => fill(place)}>
              {place.primaryPart}, {place.secondaryPart}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
