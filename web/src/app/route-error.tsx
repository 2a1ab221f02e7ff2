import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Page } from '@/components/page';

/** Shown when a page fails to load or render (the shop's error page). */
export function RouteError() {
  return (
    <Page className="text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted">
        Something went wrong while showing this page. Please try again.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
        <Link to="/" className={buttonClass('secondary')}>
          Go to the home page
        </Link>
      </div>
    </Page>
  );
}
