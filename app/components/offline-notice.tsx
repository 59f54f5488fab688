import { useEffect } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { useToast } from '~/utils/toast';

// §8 Offline: a warning with the text of internet.offline; navigation carries on as it can.
export function OfflineNotice() {
  const showToast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    const warn = () => showToast({ id: 'internet-offline', type: 'warning', message: t('internet.offline') });
    window.addEventListener('offline', warn);
    return () => window.removeEventListener('offline', warn);
  }, [showToast, t]);
  return null;
}
