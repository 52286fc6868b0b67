import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import { getActivityPage, type ActivityCursor, type ActivityRow } from '../api/activity-page';
import { activityMessages as m, activityKindMessages } from '../messages';

/** Where an entry's name leads: the product, the templates screen, the imports screen. */
function subjectHref(row: ActivityRow): string | null {
  if (row.subject.type === 'product' && row.subject.id && row.kind !== 'product.deleted') {
    return paths.productEdit.getHref(row.subject.id);
  }
  if (row.subject.type === 'template' && row.kind !== 'template.deleted') {
    return paths.templates.getHref();
  }
  if (row.subject.type === 'import') return paths.imports.getHref();
  return null;
}

/**
 * /activity: who did what in the account (docs/decisions.md, "Who did what"), newest first, a page
 * at a time (cursor pagination: each page reads at most ACTIVITY_PAGE_SIZE + 1 entries). Only
 * those whose role may read activity (Owner, Manager) see it; the rules refuse everyone else.
 */
export function ActivityScreen() {
  const intl = useIntl();
  const firestore = useFirestore();
  const localizedHref = useLocalizedHref();
  const { accountId } = useAccount();
  const mayRead = useCan('activity.read');
  // The cursors of the pages shown so far: cursors[i] starts page i (null: the newest).
  const [cursors, setCursors] = useState<(ActivityCursor | null)[]>([null]);
  const page = cursors.length - 1;
  const cursor = cursors[page] ?? null;
  const read = useServerRead(
    mayRead
      ? readQuery(['activity', accountId, page, cursor?.id ?? ''], () =>
          getActivityPage(firestore, accountId, cursor),
        )
      : null,
  );

  if (!mayRead) {
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Alert severity="info">
          <FormattedMessage {...m.noAccess} />
        </Alert>
      </Container>
    );
  }

  const data = read.status === 'success' ? read.data : null;
  const what = (row: ActivityRow): ReactNode => {
    const href = subjectHref(row);
    return intl.formatMessage(activityKindMessages[row.kind], {
      name: row.subject.name,
      count: row.count ?? 0,
      link: (chunks: ReactNode[]) =>
        href ? (
          <Link component={RouterLink} to={localizedHref(href)}>
            {chunks}
          </Link>
        ) : (
          <>{chunks}</>
        ),
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        <FormattedMessage {...m.title} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage {...m.intro} />
      </Typography>
      {read.status === 'loading' || read.status === 'idle' ? <PageSpinner /> : null}
      {read.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={read.reload}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        >
          <FormattedMessage {...m.loadFailed} />
        </Alert>
      ) : null}
      {data && data.rows.length === 0 && page === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...m.empty} />
        </Typography>
      ) : null}
      {data && data.rows.length > 0 ? (
        <Table size="small" aria-label={intl.formatMessage(m.title)}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...m.when} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...m.who} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...m.what} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.id} data-testid="activity-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.at ? (
                    <time dateTime={row.at.toISOString()}>
                      {intl.formatDate(row.at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  ) : null}
                </TableCell>
                <TableCell>{row.actorName || intl.formatMessage(m.formerMember)}</TableCell>
                <TableCell>{what(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button disabled={page === 0} onClick={() => setCursors((shown) => shown.slice(0, -1))}>
          <FormattedMessage {...m.newer} />
        </Button>
        <Button
          disabled={!data?.next}
          onClick={() => {
            const next = data?.next;
            if (next) setCursors((shown) => [...shown, next]);
          }}
        >
          <FormattedMessage {...m.older} />
        </Button>
      </Stack>
    </Container>
  );
}
