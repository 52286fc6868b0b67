import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASE_STATUSES, type CaseStatus } from '@shared/schemas/cases';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { CaseRow } from '../api/cases-query';
import { caseInboxMessages } from '../case-messages';
import { useCasesPage } from '../hooks/use-cases-page';
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
      <TextField
        select
        size="small"
        sx={{ maxWidth: 280 }}
        label={t(caseInboxMessages.statusFilter)}
        value={status ?? ALL}
        onChange={(event) =>
          setStatus(event.target.value === ALL ? null : (event.target.value as CaseStatus))
        }
      >
        <MenuItem value={ALL}>{t(caseInboxMessages.allStatuses)}</MenuItem>
        {CASE_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(statusLabels[value])}
          </MenuItem>
        ))}
      </TextField>

      {page.status === 'error' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={page.refresh}>
              <FormattedMessage {...inboxMessages.tryAgain} />
            </Button>
          }
        >
          <FormattedMessage {...caseInboxMessages.loadFailed} />
        </Alert>
      ) : null}

      <Table
        size="small"
        aria-label={t(caseInboxMessages.title)}
        aria-busy={page.status === 'loading'}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t(caseInboxMessages.colOpened)}</TableCell>
            <TableCell>{t(caseInboxMessages.colActivity)}</TableCell>
            <TableCell>{t(caseInboxMessages.colStatus)}</TableCell>
            {/* The column of "Open" buttons: each opens that conversation. */}
            <TableCell align="right">{t(caseInboxMessages.thread)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.rows.map((row) => (
            <TableRow
              key={row.id}
              data-testid="case-row"
              data-case-id={row.id}
              selected={row.id === openId}
            >
              <TableCell>{formatWhen(row.createdAt)}</TableCell>
              <TableCell>{formatWhen(row.lastActivityAt)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  data-testid="case-status"
                  // Not 'warning': white on MUI's orange is below WCAG AA contrast (3.1:1).
                  color={
                    row.status === 'customer_replied'
                      ? 'primary'
                      : row.status === 'resolved'
                        ? 'success'
                        : 'default'
                  }
                  label={t(caseStatusLabel(row))}
                />
              </TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setOpenId(row.id === openId ? null : row.id)}>
                  <FormattedMessage {...caseInboxMessages.open} />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {page.status === 'success' && page.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          <FormattedMessage {...caseInboxMessages.empty} />
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <IconButton
          onClick={page.goPrevious}
          disabled={page.page === 0}
          aria-label={t(inboxMessages.previous)}
        >
          <NavigateBefore />
        </IconButton>
        <IconButton
          onClick={page.goNext}
          disabled={!page.hasNext}
          aria-label={t(inboxMessages.next)}
        >
          <NavigateNext />
        </IconButton>
      </Stack>

      {open ? <CaseThread key={open.id} row={open} onChanged={page.refresh} /> : null}
    </Stack>
  );
}
