import { useIntl } from 'react-intl';
import { Spinner } from './plain/spinner';
import '@/components/ui/plain/plain.css';

/** Centered progress for a screen waiting on the session or its data. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <div className="qr-page-spinner">
      <Spinner label={intl.formatMessage({ id: 'app.loading', defaultMessage: 'Loading…' })} />
    </div>
  );
}
