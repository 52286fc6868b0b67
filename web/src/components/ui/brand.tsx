import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { QrCodeIcon } from './plain/icons';

/** Logo + product name, linking to `to` (already localized). Takes the surrounding text colour. */
export function Brand({ to }: { to: string }) {
  return (
    <RouterLink to={to} className="qr-brand">
      <QrCodeIcon />
      <FormattedMessage id="app.name" defaultMessage="QR Reviews" />
    </RouterLink>
  );
}
