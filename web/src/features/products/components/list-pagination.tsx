import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { listMessages, pagingMessage } from './list-messages';

export interface ListPaginationProps {
  /** Rows in the whole list. */
  count: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The product list's paging: rows per page (a native select), 'Showing first to last of total',
 * previous and next. MUI's TablePagination looks the same but brings Select, Menu, Popover,
 * Tooltip and Popper, about 25 kB gzip of the product list's first load (issue 13).
 */
export function ListPagination(props: ListPaginationProps) {
  const { count, page, pageSize, pageSizes, onPageChange, onPageSizeChange } = props;
  const intl = useIntl();
  const selectId = useId();
  const first = count === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(count, (page + 1) * pageSize);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 1,
        px: 2,
        py: 1,
        typography: 'body2',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <label htmlFor={selectId}>{intl.formatMessage(listMessages.rowsPerPage)}</label>
        <Box
          component="select"
          id={selectId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          sx={{
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.5,
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {intl.formatMessage(pagingMessage, { first, last, total: count })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <IconButton
          onClick={() => onPageChange(page - 1)}
          disabled={page === 0}
          aria-label={intl.formatMessage(listMessages.previousPage)}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          onClick={() => onPageChange(page + 1)}
          disabled={last >= count}
          aria-label={intl.formatMessage(listMessages.nextPage)}
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
