import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ImportField, ImportIssue } from '@shared';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { issueText } from '../lib/issue-text';
import { importMessages as m } from '../messages';

const PAGE_SIZE = 25;

/**
 * Rows and their problems, one line per problem: the row number as the spreadsheet shows it,
 * the column, the reason in the page's language. One page at a time.
 */
export function IssuesTable({
  rows,
  columnName,
}: {
  rows: readonly { row: number; issues: readonly ImportIssue[] }[];
  /** The name of the column a field came from (the file's header), or null for the whole row. */
  columnName: (field: ImportField | null) => string;
}) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const lines = rows.flatMap(({ row, issues }) => issues.map((issue) => ({ row, issue })));
  const shown = lines.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <Table
        size="small"
        aria-label={intl.formatMessage(m.errorsHeading)}
        data-testid="import-issues"
      >
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...m.errorRow} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...m.errorColumn} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...m.errorReason} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map(({ row, issue }, index) => (
            <TableRow key={`${row}-${index}`} data-testid="import-issue">
              <TableCell>
                <FormattedNumber value={row} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{columnName(issue.field)}</TableCell>
              <TableCell>{issueText(intl, issue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {lines.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={lines.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      )}
    </>
  );
}
