import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomePage() {
  const { brandName } = useSettings();
  useDocumentTitle(brandName);
  return (
    <Page className="py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Pure Water, Delivered Free</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Purified drinking water for homes and offices in Islamabad and Rawalpindi.
      </p>
      <Link to="/products" className={buttonClass('primary', 'lg', 'mt-8')}>
        Order Now
      </Link>
    </Page>
  );
}
