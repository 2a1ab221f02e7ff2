// "Are you sure…?" as an accessible dialog instead of window.confirm, in the shop's words.
import { useCallback, useState } from 'react';
import { Button } from '@/components/button';
import { Modal } from './modal';

type Request = {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
};

export function useConfirm() {
  const [request, setRequest] = useState<Request | null>(null);
  const ask = useCallback(
    (message: string, onConfirm: () => void, confirmLabel = 'Confirm') =>
      setRequest({ message, onConfirm, confirmLabel }),
    [],
  );
  const close = () => setRequest(null);
  const dialog = (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title="Please confirm"
      description={request?.message}
      size="sm"
      role="alertdialog"
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            request?.onConfirm();
            close();
          }}
        >
          {request?.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
  return { ask, dialog };
}
