import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { useHydrated } from '~/utils/use-hydrated';
import { useTranslation } from '~/utils/use-translation';

/** Only once hydrated (a position has no form); a plain GET, so the result is a link to share. */
export function LocateButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  if (!hydrated || !('geolocation' in navigator)) return null;
  function locate() {
    setMessage(t('storeFinder.locating'));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setMessage('');
        navigate(`?lat=${coords.latitude.toFixed(5)}&lng=${coords.longitude.toFixed(5)}`);
      },
      (error) =>
        setMessage(
          t(
            error.code === error.PERMISSION_DENIED
              ? 'storeFinder.locateDenied'
              : 'storeFinder.locateUnavailable',
          ),
        ),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }
  return (
    <div className="store-finder__locate">
      <button type="button" className="button button--secondary" onClick={locate}>
        {t('storeFinder.locate')}
      </button>
      <p role="status" className="store-finder__locate-message">
        {message}
      </p>
    </div>
  );
}
