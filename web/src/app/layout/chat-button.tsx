import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { useSettings } from '@/lib/settings';
import { coversContent } from './chat-clearance';
import './locales';

/**
 * The floating chat link, bottom right (bottom left in Urdu). It steps aside (fades out, still reachable by
 * keyboard) whenever it would cover text or a control, and comes back where the page is clear.
 */
export function ChatButton() {
  const { whatsappNumber } = useSettings();
  const ref = useRef<HTMLAnchorElement>(null);
  const [clear, setClear] = useState(true);
  const { t } = useT();

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const link = ref.current;
      if (link) setClear(!coversContent(link, link.parentElement ?? link));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages fill in after they load (products, orders): look again when the page changes.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  return (
    <aside aria-label={t('Chat')}>
      <a
        ref={ref}
        href={`https://wa.me/${whatsappNumber}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('Chat with us on WhatsApp')}
        data-clear={clear}
        className={`fixed bottom-4 end-4 z-20 inline-flex h-12 w-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition-opacity duration-200 hover:bg-green-800 focus:pointer-events-auto focus:opacity-100 sm:bottom-5 sm:end-5 sm:h-14 sm:w-14 ${clear ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      >
        <MessageCircle size={26} aria-hidden="true" />
      </a>
    </aside>
  );
}
