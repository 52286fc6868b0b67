import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { PRODUCT_PAGE_SIZES, type ProductPageSize } from '@shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ListParams } from '../lib/list-params';
import {
  listMessages,
  pagingAtLeastMessage,
  pagingMessage,
  pagingOpenMessage,
} from './list-messages';
import { isOneOf } from '@shared/narrow';

export type PageMove = 'first' | 'previous' | 'next' | 'last';

/** Rows `first`–`last` of the page, from its number (or, on the last page, from the total). */
export function pageRange(
  params: Pick<ListParams, 'page' | 'pageSize' | 'position'>,
  rowCount: number,
  total: number | null,
): { first: number; last: number } {
  if (rowCount === 0) return { first: 0, last: 0 };
  if (params.position.kind === 'last' && total !== null) {
    return { first: Math.max(1, total - rowCount + 1), last: total };
  }
  const first = (params.page - 1) * params.pageSize + 1;
  return { first, last: first + rowCount - 1 };
}

export interface ProductListPaginationProps {
  params: ListParams;
  rowCount: number;
  total: number | null;
  capped: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Searches checked in the page cannot jump to the end (they read it in bounded steps). */
  canJumpToLast: boolean;
  onMove: (move: PageMove) => void;
  onPageSizeChange: (pageSize: ProductPageSize) => void;
}

/** "Showing 1 to 25 of 10,016", rows per page, first / previous / next / last. */
export function ProductListPagination(props: ProductListPaginationProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const sizeId = useId();
  const { first, last } = pageRange(props.params, props.rowCount, props.total);
  const total = props.total === null ? null : Math.max(props.total, last);
  const range =
    props.rowCount === 0
      ? ''
      : total === null
        ? t(pagingOpenMessage, { first, last })
        : props.capped
          ? t(pagingAtLeastMessage, { first, last, total })
          : t(pagingMessage, { first, last, total });
  const button = (move: PageMove, enabled: boolean, icon: React.ReactNode) => {
    const label = t(
      {
        first: listMessages.firstPage,
        previous: listMessages.previousPage,
        next: listMessages.nextPage,
        last: listMessages.lastPage,
      }[move],
    );
    return (
      <IconButton
        onClick={() => props.onMove(move)}
        disabled={!enabled}
        aria-label={label}
        title={label}
      >
        {icon}
      </IconButton>
    );
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 2,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {/* A native select: TablePagination's and TextField's bring Select, Menu, Popover and
            Modal, about 25 kB gzip of the list's first load (docs/page-speed.md). */}
        <label htmlFor={sizeId}>
          <Typography variant="body2" component="span">
            {t(listMessages.rowsPerPage)}
          </Typography>
        </label>
        <Box
          component="select"
          id={sizeId}
          value={props.params.pageSize}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
            const size = Number(event.target.value);
            if (isOneOf(PRODUCT_PAGE_SIZES, size)) props.onPageSizeChange(size);
          }}
          sx={{
            font: 'inherit',
            typography: 'body2',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.5,
          }}
        >
          {PRODUCT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </Box>
      </Box>
      <Typography
        variant="body2"
        data-testid="products-range"
        aria-live="polite"
        sx={{ minHeight: '1.43em' }}
      >
        {range}
      </Typography>
      <Box>
        {button('first', props.hasPrevious, <FirstPageIcon />)}
        {button('previous', props.hasPrevious, <KeyboardArrowLeft />)}
        {button('next', props.hasNext, <KeyboardArrowRight />)}
        {button('last', props.hasNext && props.canJumpToLast, <LastPageIcon />)}
      </Box>
    </Box>
  );
}
