import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { importMessages as m } from '../messages';

const PAGE_SIZE = 25;

/** Rows imported without a title: the row number and the title made from its code. */
export function UntitledTable({ rows }: { rows: readonly { row: number; title: string }[] }) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <Table
        size="small"
        aria-label={intl.formatMessage(m.untitledHeading)}
        data-testid="import-untitled"
      >
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...m.errorRow} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...m.untitledTitle} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map(({ row, title }) => (
            <TableRow key={row}>
              <TableCell>
                <FormattedNumber value={row} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{title}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      )}
    </>
  );
}
