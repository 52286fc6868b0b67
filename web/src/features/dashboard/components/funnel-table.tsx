import type { DayTotals, FunnelStepKey, Store } from '@shared';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ToggleGroup } from '@/components/ui/plain/toggle-group';
import { storeNames } from '@/lib/store-names';
import { activeStores, funnelRows } from '../lib/funnel';
import { formatShare } from '../lib/format';
import { analyticsMessages } from '../messages';
import './dashboard.css';

export const STEP_LABELS: Record<FunnelStepKey, MessageDescriptor> = {
  opened: analyticsMessages.stepOpened,
  storeChosen: analyticsMessages.stepStoreChosen,
  rated: analyticsMessages.stepRated,
  atOrAbove: analyticsMessages.stepAtOrAbove,
  copied: analyticsMessages.stepCopied,
  sent: analyticsMessages.stepSent,
};

const ALL = 'all';

/** Page opened → … → sent to store, with each step's share and drop-off, in total or per store. */
export function FunnelTable({ totals }: { totals: DayTotals }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [store, setStore] = useState<Store | typeof ALL>(ALL);
  const stores = activeStores(totals);
  const rows = funnelRows(totals, store === ALL ? null : store);
  const dash = t(analyticsMessages.noValue);
  return (
    <div className="qr-panel">
      <h2 className="qr-h6">
        <FormattedMessage {...analyticsMessages.funnelTitle} />
      </h2>
      <p className="qr-p qr-body2 qr-secondary" style={{ marginBottom: 12 }}>
        <FormattedMessage {...analyticsMessages.funnelHelp} />
      </p>
      <ToggleGroup<Store | typeof ALL>
        label={t(analyticsMessages.funnelStoresLabel)}
        value={store}
        options={[
          { value: ALL, label: t(analyticsMessages.funnelTotal) },
          ...stores.map((option) => ({
            value: option,
            label: t(storeNames[option]),
            'data-testid': `funnel-store-${option}`,
          })),
        ]}
        onChange={setStore}
      />
      <table className="qr-table" style={{ marginTop: 12 }} data-testid="funnel-table">
        <thead>
          <tr>
            <th>{t(analyticsMessages.funnelStep)}</th>
            <th className="qr-num">{t(analyticsMessages.funnelCount)}</th>
            <th style={{ width: '35%' }}>{t(analyticsMessages.funnelShare)}</th>
            <th className="qr-num">{t(analyticsMessages.funnelDropOff)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.step} data-testid={`funnel-${row.step}`}>
              <th scope="row">{t(STEP_LABELS[row.step])}</th>
              <td className="qr-num" data-testid="funnel-count">
                {intl.formatNumber(row.count)}
              </td>
              <td>
                <span className="qr-funnel-share">
                  <span
                    aria-hidden
                    className="qr-bar qr-bar--funnel"
                    style={{
                      width: `${Math.min(100, (row.share ?? 0) * 100)}%`,
                      minWidth: row.count > 0 ? 2 : 0,
                    }}
                  />
                  <span data-testid="funnel-share">{formatShare(intl, row.share) ?? dash}</span>
                </span>
              </td>
              <td className="qr-num">{formatShare(intl, row.dropOff) ?? dash}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
