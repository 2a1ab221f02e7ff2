import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/** A Radix dialog's close button: the X icon, named by `label`. */
export function CloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close className={className} aria-label={label}>
      <X size={20} aria-hidden="true" />
    </Dialog.Close>
  );
}
