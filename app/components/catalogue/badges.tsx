import { useTranslation } from '~/utils/use-translation';
import type { Badge } from '../../../backend/src/schemas/catalogue.js';

/** Badges as words, not only colours: "Bio", "Vegan", "Regional", "Aktion", "Neu". */
export function Badges({ badges }: { badges: readonly Badge[] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className="badges" aria-label={t('badge.label')}>
      {badges.map((badge) => (
        <li key={badge} className={`badge badge--${badge}`}>
          {t(`badge.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
