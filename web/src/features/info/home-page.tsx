import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredSections } from './home/deferred';
import { FeaturedProducts } from './home/featured-products';
import { HeroCarousel } from './home/hero-carousel';
import { HERO_SLIDES } from './home/hero-slides';

/** SPEC.md 'Home', section by section in SPEC order; the lower sections load on approach. */
export function HomePage() {
  const { brandName } = useSettings();
  useDocumentTitle(brandName);
  return (
    <>
      <HeroCarousel label={`${brandName} highlights`} slides={HERO_SLIDES} />
      <FeaturedProducts />
      <DeferredSections />
    </>
  );
}
