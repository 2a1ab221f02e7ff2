import { MessageCircle } from 'lucide-react';
import { useSettings } from '@/lib/settings';

export function ChatButton() {
  const { whatsappNumber } = useSettings();
  return (
    <aside aria-label="Chat">
      <a
        href={`https://wa.me/${whatsappNumber}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="fixed bottom-5 right-5 z-20 inline-flex h-14 w-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
      >
        <MessageCircle size={26} aria-hidden="true" />
      </a>
    </aside>
  );
}
