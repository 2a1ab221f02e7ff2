// Asks the driver, once, whether delivered stops may carry the phone's position (it places
// the customer's address on the dispatch map). The browser keeps the answer; nothing is sent
// without it.
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { currentPosition, locationPermission } from './phone-position';

export function LocationConsent() {
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
        <MapPin size={16} aria-hidden="true" /> Share my location with delivered stops
      </Button>
    );
  if (state === 'granted')
    return <p className="mt-2 text-sm text-muted">Delivered stops carry your location.</p>;
  return null;
}
