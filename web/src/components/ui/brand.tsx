import { FormattedMessage } from 'react-intl';
import { AppLink } from '@/i18n/locale-navigation';
import { QrCodeIcon } from './plain/icons';

/** Logo + product name, linking to `to` (already localized). Takes the surrounding text colour. */
export function Brand({ to }: { to: string }) {
  return (
    <AppLink to={to} className="qr-brand">
      <QrCodeIcon />
      <FormattedMessage id="app.name" defaultMessage="QR Reviews" />
    </AppLink>
  );
}
