import './plain.css';

/** A spinning ring (MUI CircularProgress look); with a `label` it is a named progressbar. */
export function Spinner({ label, small = false }: { label?: string; small?: boolean }) {
  const a11y = label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true };
  return <span className={small ? 'qr-spinner qr-spinner--small' : 'qr-spinner'} {...a11y} />;
}
