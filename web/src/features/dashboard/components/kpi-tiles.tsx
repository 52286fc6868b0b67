import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Kpi } from '../lib/kpis';
import { formatShare, formatStars } from '../lib/format';
import { analyticsMessages, analyticsValueMessages } from '../messages';
import '@/components/ui/plain/plain.css';
import '@/components/ui/plain/data-view.css';
import './dashboard.css';

function formatValue(intl: IntlShape, kpi: Pick<Kpi, 'key'>, value: number | null): string {
  const text =
    kpi.key === 'average'
      ? formatStars(intl, value)
      : kpi.key === 'atOrAboveShare'
        ? formatShare(intl, value)
        : value === null
          ? null
          : intl.formatNumber(value);
  return text ?? intl.formatMessage(analyticsMessages.noValue);
}

function formatChange(intl: IntlShape, kpi: Kpi): string | null {
  const { change } = kpi;
  if (!change) return null;
  const sign = { signDisplay: 'exceptZero' } as const;
  switch (change.kind) {
    case 'percent':
      return intl.formatNumber(change.value, {
        ...sign,
        style: 'percent',
        maximumFractionDigits: 0,
      });
    case 'stars':
      return intl.formatNumber(change.value, {
        ...sign,
        maximumFractionDigits: 1,
        minimumFractionDigits: 1,
      });
    case 'points':
      return intl.formatMessage(analyticsValueMessages.points, {
        value: intl.formatNumber(change.value, { ...sign, maximumFractionDigits: 1 }),
      });
  }
}

/**
 * The headline numbers with their change against the previous period of the same length. Plain
 * elements with one class each (docs/page-speed.md): they are the first thing the dashboards paint.
 */
export function KpiTiles({ kpis, visitors }: { kpis: Kpi[]; visitors: number }) {
  const intl = useIntl();
  return (
    <section
      className="qr-kpis"
      aria-label={intl.formatMessage(analyticsMessages.kpisLabel)}
      data-testid="kpi-tiles"
    >
      {kpis.map((kpi) => {
        const change = formatChange(intl, kpi);
        const direction = kpi.change ? Math.sign(kpi.change.value) : 0;
        return (
          <div key={kpi.key} className="qr-panel qr-kpi" data-testid={`kpi-${kpi.key}`}>
            <p className="qr-p qr-body2 qr-secondary">
              <FormattedMessage {...analyticsMessages[kpi.key]} />
            </p>
            <p className="qr-kpi__value" data-testid="kpi-value">
              {formatValue(intl, kpi, kpi.value)}
            </p>
            {kpi.key === 'opened' ? (
              <p className="qr-p qr-body2 qr-secondary" data-testid="kpi-visitors">
                {intl.formatMessage(analyticsValueMessages.visitors, { count: visitors })}
              </p>
            ) : null}
            <p
              className={`qr-p qr-body2 qr-kpi__change ${
                direction === 0 ? 'qr-secondary' : 'qr-kpi__change--moved'
              }`}
              data-testid="kpi-change"
              title={intl.formatMessage(analyticsValueMessages.previous, {
                value: formatValue(intl, kpi, kpi.previous),
              })}
            >
              {change ?? intl.formatMessage(analyticsMessages.noComparison)}
            </p>
          </div>
        );
      })}
    </section>
  );
}
