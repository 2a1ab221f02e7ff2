import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/lib/i18n/i18n';
import { DeferredSections } from './home/deferred';
import { FeaturedProducts } from './home/featured-products';
import { HeroCarousel } from './home/hero-carousel';
import { HERO_SLIDES } from './home/hero-slides';
import './home/locales';

/** Home, section by section (docs/product.md#shop-pages); the lower sections load on approach. */
export function HomePage() {
  const { brandName } = useSettings();
  const { t } = useT();
  useDocumentTitle(brandName);
  return (
    <>
      {/* Slides hidden by the carousel are inert, so the page's h1 cannot live in one. */}
      <h1 className="sr-only">
        {t('{brand}: pure drinking water delivered free in Islamabad and Rawalpindi', {
          brand: brandName,
        })}
      </h1>
      <HeroCarousel label={t('{brand} highlights', { brand: brandName })} slides={HERO_SLIDES} />
      <FeaturedProducts />
      <DeferredSections />
    </>
  );
}
