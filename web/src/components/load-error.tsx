/** The alert a list shows when the server could not send it. */
import { t } from '@/lib/i18n/i18n';
import './shop/locales';

export function LoadError({ what, className = 'py-12' }: { what: string; className?: string }) {
  return (
    <p role="alert" className={`${className} text-center text-red-700`}>
      {t('We could not load the {what}. Please try again.', { what })}
    </p>
  );
}
