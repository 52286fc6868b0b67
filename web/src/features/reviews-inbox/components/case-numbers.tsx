import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import type { Firestore } from 'firebase/firestore';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { ALL_PRODUCTS, getCaseStats } from '../api/cases-query';
import { inboxKeys } from '../api/query-keys';
import { caseInboxMessages, caseInboxValueMessages, caseNumberMessages } from '../case-messages';
import { caseNumbers } from '../lib/case-numbers';
import '@/components/ui/plain/plain.css';
import '@/components/ui/plain/data-view.css';
import './case-numbers.css';

export { ALL_PRODUCTS } from '../api/cases-query';

/** "Older than 48 h" is measured at the time of the read, not of the render. */
function caseNumbersQuery(firestore: Firestore, ownerId: string, productId: string) {
  return readQuery(inboxKeys.caseStats(ownerId, productId), async () =>
    caseNumbers(await getCaseStats(firestore, ownerId, productId), Date.now()),
  );
}

/**
 * The seller's case numbers for one product, or for every product (`ALL_PRODUCTS`, on the account
 * overview), from the counters the functions keep: one read (sellers/{uid}/caseStats/{scope}),
 * for every product with its shards, whatever the number of cases.
 */
export function CaseNumbers({ productId }: { productId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const firestore = useFirestore();
  const { accountId: ownerId } = useAccount();
  const read = useServerRead(ownerId ? caseNumbersQuery(firestore, ownerId, productId) : null);
  if (read.status !== 'success') return null;
  const numbers = read.data;
  const share = (value: number | null) =>
    value === null ? t(caseNumberMessages.none) : intl.formatNumber(value, { style: 'percent' });
  const median = numbers.medianFirstReplyHours;
  const tiles: [MessageDescriptor, string][] = [
    [caseNumberMessages.opened, intl.formatNumber(numbers.opened)],
    [caseNumberMessages.withContact, share(numbers.withContactShare)],
    [
      caseNumberMessages.medianReply,
      median === null
        ? t(caseNumberMessages.none)
        : median === 'more'
          ? t(caseNumberMessages.overWeek)
          : t(caseInboxValueMessages.underHours, { hours: median }),
    ],
    [caseNumberMessages.resolved, share(numbers.resolvedShare)],
    [caseNumberMessages.openOld, intl.formatNumber(numbers.openOlderThan48h)],
  ];
  return (
    <section aria-labelledby="case-numbers-title" data-testid="case-numbers">
      <h3 id="case-numbers-title" className="qr-subtitle2">
        <FormattedMessage
          {...(productId === ALL_PRODUCTS ? caseInboxMessages.title : caseNumberMessages.title)}
        />
      </h3>
      <dl className="qr-case-numbers">
        {tiles.map(([label, value]) => (
          <div key={label.id}>
            <dt className="qr-body2 qr-secondary">{t(label)}</dt>
            <dd className="qr-h6">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
