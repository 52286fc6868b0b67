import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { buttonClass } from '@/components/ui/plain/button';
import { useInsideMainLandmark } from '@/components/layouts/main-landmark';
import { PageTitle } from '@/components/ui/page-title';
import '@/components/ui/plain/plain.css';

const messages = defineMessages({
  notFound: { id: 'error.notFound', defaultMessage: 'Page Not Found' },
  internal: { id: 'error.internal', defaultMessage: 'Internal Server Error' },
  home: { id: 'error.backHome', defaultMessage: 'Back to home' },
  reload: { id: 'error.reload', defaultMessage: 'Reload page' },
});

export interface ErrorPageProps {
  /** HTTP-like status; spec §2: defaults to 500. */
  status?: number;
  /** Shown after 'Page Not Found' (spec: the path that matched nothing or failed validation). */
  path?: string;
  /** Link for the "back to home" button (already localized). */
  homeHref?: string;
}

/**
 * Spec §2 error page: the status code and 'Page Not Found' (404) or 'Internal Server Error'.
 * Plain CSS in the entry chunk: the router renders it when a route chunk could not be downloaded,
 * and for any unknown URL, including the customer review page's unknown products.
 */
export function ErrorPage({ status = 500, path, homeHref = '/' }: ErrorPageProps) {
  const intl = useIntl();
  const notFound = status === 404;
  const title = intl.formatMessage(notFound ? messages.notFound : messages.internal);
  // A page of its own, or a screen's error inside a layout's <main> (one main landmark a page).
  const Landmark = useInsideMainLandmark() ? 'section' : 'main';
  return (
    <Landmark className="qr-error">
      <PageTitle title={title} />
      <p className="qr-error__status" data-testid="error-status">
        {status}
      </p>
      <h1 className="qr-error__title">{title}</h1>
      {notFound && path ? (
        <p className="qr-error__path" data-testid="error-path">
          {path}
        </p>
      ) : null}
      <div className="qr-error__actions">
        {/* A plain link: after an error the app may be in a bad state, so load the page afresh. */}
        <a className={buttonClass({ variant: 'contained' })} href={homeHref}>
          <FormattedMessage {...messages.home} />
        </a>
        {notFound ? null : (
          <button
            type="button"
            className={buttonClass({ variant: 'outlined' })}
            onClick={() => window.location.reload()}
          >
            <FormattedMessage {...messages.reload} />
          </button>
        )}
      </div>
    </Landmark>
  );
}
