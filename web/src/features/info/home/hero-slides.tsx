import { CalendarCheck, ShoppingCart, Truck } from 'lucide-react';
import { Link } from '@/lib/link';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

type SlideProps = {
  heading: string;
  eyebrow: string;
  text: string;
  image: string;
  imageAlt: string;
  dark?: boolean;
};

function Slide({ heading, eyebrow, text, image, imageAlt, dark = false }: SlideProps) {
  const openSubscribe = useShopDialogs((s) => s.openSubscribe);
  useT();
  return (
    <div
      className={`relative flex h-full items-center ${dark ? 'bg-gradient-to-br from-slate-900 via-brand-900 to-brand-800' : 'bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700'}`}
    >
      <div
        className="absolute -end-24 -top-24 h-96 w-96 rounded-full bg-white/5"
        aria-hidden="true"
      />
      <div
        className="absolute -bottom-32 start-1/3 h-80 w-80 rounded-full bg-brand-500/10"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-8 px-5 pb-14 sm:px-16 lg:grid-cols-[1.2fr_1fr]">
        <div className="text-white">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-100 sm:text-sm">
            <Truck size={16} aria-hidden="true" /> {t(eyebrow)}
          </p>
          <h2 className="mt-4 text-[2rem] font-extrabold leading-tight tracking-tight sm:mt-5 sm:text-5xl lg:text-6xl">
            {t(heading)}
          </h2>
          <p className="mt-4 max-w-xl text-base leading-7 text-brand-50 sm:mt-5 sm:text-lg sm:leading-8">
            {t(text)}
          </p>
          <div className="mt-7 flex flex-wrap gap-3 sm:mt-8">
            <Link
              to="/products"
              className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 sm:px-6"
            >
              <ShoppingCart size={18} aria-hidden="true" /> {t('Order Now')}
            </Link>
            <button
              type="button"
              onClick={openSubscribe}
              className="inline-flex items-center gap-2 rounded-lg border-2 border-white px-5 py-[0.625rem] font-semibold text-white hover:bg-white/10 sm:px-6"
            >
              <CalendarCheck size={18} aria-hidden="true" /> {t('Subscribe')}
            </button>
          </div>
        </div>
        <div className="hidden justify-center lg:flex">
          <div className="flex h-96 w-96 items-center justify-center rounded-full bg-white/10 ring-8 ring-white/5">
            <img src={image} alt={t(imageAlt)} width="240" height="240" className="h-80 w-80" />
          </div>
        </div>
      </div>
    </div>
  );
}

export const HERO_SLIDES = [
  <Slide
    key="delivery"
    eyebrow="Free delivery in Islamabad & Rawalpindi"
    heading="Pure Water, Delivered to Your Door"
    text="Purified drinking water in 19-litre bottles, handy packs and dispensers. Order today, pay cash on delivery or from your wallet."
    image="/images/products/1.svg"
    imageAlt="19 litre AquaPure water bottle"
  />,
  <Slide
    key="plans"
    dark
    eyebrow="Monthly plans · cancel anytime"
    heading="Subscribe & Save on Every Bottle"
    text="Choose a monthly plan and we bring your water on schedule, free of charge. Change or cancel anytime."
    image="/images/products/3.svg"
    imageAlt="Pack of 500 ml AquaPure bottles"
  />,
];
