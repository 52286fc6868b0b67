import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavigateBeforeIcon, NavigateNextIcon } from '@/components/ui/plain/data-icons';
import '@/components/ui/plain/data-view.css';
import { inboxMessages } from '../messages';

/** What a list read a bounded page at a time (useCursorPages) tells its pager. */
export interface Paging {
  page: number;
  hasNext: boolean;
  goPrevious: () => void;
  goNext: () => void;
}

/**
 * Previous and Next of the reviews inbox and of the customer requests, with an optional line
 * before them ("1–20 of 134", announced politely as it changes).
 */
export function Pager({
  paging,
  status,
  'data-testid': testId,
}: {
  paging: Paging;
  status?: ReactNode;
  /** The test id of the status line. */
  'data-testid'?: string;
}) {
  const t = useIntl().formatMessage;
  const buttons = [
    {
      label: t(inboxMessages.previous),
      onClick: paging.goPrevious,
      disabled: paging.page === 0,
      Icon: NavigateBeforeIcon,
    },
    {
      label: t(inboxMessages.next),
      onClick: paging.goNext,
      disabled: !paging.hasNext,
      Icon: NavigateNextIcon,
    },
  ];
  return (
    <div className="qr-pager">
      {status ? (
        <span className="qr-body2 qr-secondary" aria-live="polite" data-testid={testId}>
          {status}
        </span>
      ) : null}
      {buttons.map(({ label, onClick, disabled, Icon }) => (
        <button
          key={label}
          type="button"
          className="qr-icon-btn"
          onClick={onClick}
          disabled={disabled}
          aria-label={label}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
