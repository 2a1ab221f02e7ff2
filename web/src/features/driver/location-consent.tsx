// Asks the driver, once, whether delivered stops may carry the phone's position (it places
// the customer's address on the dispatch map). The browser keeps the answer; nothing is sent
// without it.
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { t, useT } from '@/lib/i18n/i18n';
import { currentPosition, locationPermission } from './phone-position';
import './locales';

export function LocationConsent() {
  useT(); // re-render when the language changes
  const [state, setState] = useState<PermissionState | 'unsupported' | null>(null);
  useEffect(() => {
    void locationPermission().then(setState);
  }, []);
  if (state === 'prompt')
    return (
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        onClick={() => void currentPosition(15_000).then(() => locationPermission().then(setState))}
      >
        <MapPin size={16} aria-hidden="true" /> {t('Share my location with delivered stops')}
      </Button>
    );
  if (state === 'granted')
    return <p className="mt-2 text-sm text-muted">{t('Delivered stops carry your location.')}</p>;
  return null;
}
