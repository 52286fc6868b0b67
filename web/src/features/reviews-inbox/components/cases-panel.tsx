import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_STATUSES, type CaseStatus } from '@shared/schemas/cases';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button as PlainButton } from '@/components/ui/plain/button';
import { SelectField } from '@/components/ui/select-field';
import { RetryAlert } from '@/components/ui/plain/retry-alert';
import '@/components/ui/plain/data-view.css';
import type { CaseRow } from '../api/cases-query';
import { caseInboxMessages } from '../case-messages';
import { useCasesPage } from '../hooks/use-cases-page';
import { Pager } from './pager';
import { inboxMessages } from '../messages';
import { CaseNumbers } from './case-numbers';
import { CaseThread } from './case-thread';

const ALL = 'all';

const statusLabels: Record<CaseStatus, MessageDescriptor> = {
  new: caseInboxMessages.statusNew,
  waiting_customer: caseInboxMessages.statusWaiting,
  customer_replied: caseInboxMessages.statusReplied,
  resolved: caseInboxMessages.statusResolved,
};

/** What the seller reads for a case: a new case whose address is unconfirmed waits for that. */
export function caseStatusLabel(row: Pick<CaseRow, 'status' | 'contact'>): MessageDescriptor {
  if (row.status === 'new' && row.contact === 'pending_confirmation') {
    return caseInboxMessages.statusPending;
  }
  return statusLabels[row.status];
}

/**
 * The product's customer requests (cases): filter by status, a bounded page (20, cursors), and the
 * chosen case's thread with the reply form. The customer's address is never read: it is not in
 * any document the seller can read.
 */
export function CasesPanel({
  productId,
  openCaseId = null,
}: {
  productId: string;
  /**
   * The case to show open (the link of a "customer answered" alert). The list is ordered by last
   * activity, so a case that just got an answer is on the first page.
   */
  openCaseId?: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [status, setStatus] = useState<CaseStatus | null>(null);
  const [openId, setOpenId] = useState<string | null>(openCaseId);
  const page = useCasesPage(productId, status);
  const open = page.rows.find((row) => row.id === openId) ?? null;
  const formatWhen = (when: Date | null) =>
    when
      ? intl.formatDate(when, { dateStyle: 'medium', timeStyle: 'short' })
      : t(inboxMessages.pending);

  return (
    <Stack spacing={2} component="section" aria-labelledby="cases-title" data-testid="cases-panel">
      <Typography id="cases-title" variant="h6" component="h2">
        <FormattedMessage {...caseInboxMessages.title} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...caseInboxMessages.intro} />
      </Typography>
      <CaseNumbers productId={productId} />
      <SelectField
        label={t(caseInboxMessages.statusFilter)}
        value={status ?? ALL}
        options={[
          { value: ALL, label: t(caseInboxMessages.allStatuses) },
          ...CASE_STATUSES.map((value) => ({ value, label: t(statusLabels[value]) })),
        ]}
        onChange={(next) => setStatus(next === ALL ? null : next)}
        sx={{ maxWidth: 280 }}
      />

      {page.status === 'error' ? (
        <RetryAlert
          message={caseInboxMessages.loadFailed}
          retryLabel={inboxMessages.tryAgain}
          onRetry={page.refresh}
        />
      ) : null}

      <table
        className="qr-table"
        aria-label={t(caseInboxMessages.title)}
        aria-busy={page.status === 'loading'}
      >
        <thead>
          <tr>
            <th>{t(caseInboxMessages.colOpened)}</th>
            <th>{t(caseInboxMessages.colActivity)}</th>
            <th>{t(caseInboxMessages.colStatus)}</th>
            {/* The column of "Open" buttons: each opens that conversation. */}
            <th className="qr-num">{t(caseInboxMessages.thread)}</th>
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr
              key={row.id}
              data-testid="case-row"
              data-case-id={row.id}
              className={row.id === openId ? 'qr-row-selected' : undefined}
            >
              <td>{formatWhen(row.createdAt)}</td>
              <td>{formatWhen(row.lastActivityAt)}</td>
              <td>
                <span
                  data-testid="case-status"
                  // Not the warning colour: white on MUI's orange is below WCAG AA contrast (3.1:1).
                  className={`qr-chip${
                    row.status === 'customer_replied'
                      ? ' qr-chip--primary'
                      : row.status === 'resolved'
                        ? ' qr-chip--success'
                        : ''
                  }`}
                >
                  {t(caseStatusLabel(row))}
                </span>
              </td>
              <td className="qr-num">
                <PlainButton
                  className="qr-btn--small"
                  onClick={() => setOpenId(row.id === openId ? null : row.id)}
                >
                  <FormattedMessage {...caseInboxMessages.open} />
                </PlainButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.status === 'success' && page.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          <FormattedMessage {...caseInboxMessages.empty} />
        </Typography>
      ) : null}
      <Pager paging={page} />

      {open ? <CaseThread key={open.id} row={open} onChanged={page.refresh} /> : null}
    </Stack>
  );
}
