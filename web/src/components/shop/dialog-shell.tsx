import * as Dialog from '@radix-ui/react-dialog';
import { t } from '@/lib/i18n/i18n';
import type { ReactNode } from 'react';
import { CloseButton } from './close-button';
import { returnFocus } from './shop-dialogs-store';
import './locales';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  wide?: boolean;
  /** Shop dialogs hand focus back to whatever opened the first of them; others use Radix's. */
  shopFocus?: boolean;
  children: ReactNode;
};

/** A centred Radix dialog: focus trap, Escape, scroll lock and an overlay click close it. */
// The close button sits at the end of the title row (left in Urdu).
export function DialogShell({
  open,
  onClose,
  title,
  description,
  wide = false,
  shopFocus = true,
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-50 bg-slate-900/50"
          data-testid="dialog-backdrop"
        />
        <Dialog.Content
          onCloseAutoFocus={shopFocus ? returnFocus : undefined}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-7 ${wide ? 'max-w-5xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold leading-snug text-ink sm:text-2xl">
              <bdi>{title}</bdi>
            </Dialog.Title>
            <CloseButton
              label={t('Close')}
              className="-me-2 -mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            />
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted sm:text-base">
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
