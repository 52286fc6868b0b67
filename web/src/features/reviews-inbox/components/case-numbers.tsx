import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import type { Firestore } from 'firebase/firestore';
import { useFirestore, useUser } from '@/lib/firebase';
import { getCaseStats } from '../api/cases-query';
import { caseInboxMessages, caseInboxValueMessages, caseNumberMessages } from '../case-messages';
import { caseNumbers } from '../lib/case-numbers';

/** The counters document of every product together (sellers/{uid}/caseStats/all). */
export const ALL_PRODUCTS = 'all';

/** "Older than 48 h" is measured at the time of the read, not of the render. */
function caseNumbersQuery(firestore: Firestore, ownerId: string, productId: string) {
  return readQuery(['case-stats', ownerId, productId], async () =>
    caseNumbers(await getCaseStats(firestore, ownerId, productId), Date.now()),
  );
}

/**
 * The seller's case numbers for one product, or for every product (`ALL_PRODUCTS`, on the account
 * overview), from the counters the functions keep: one read (sellers/{uid}/caseStats/{scope}),
 * whatever the number of cases.
 */
export function CaseNumbers({ productId }: { productId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const firestore = useFirestore();
  const ownerId = useUser().data?.uid ?? '';
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
    <Box component="section" aria-labelledby="case-numbers-title" data-testid="case-numbers">
      <Typography id="case-numbers-title" variant="subtitle2" component="h3">
        <FormattedMessage
          {...(productId === ALL_PRODUCTS ? caseInboxMessages.title : caseNumberMessages.title)}
        />
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
          gap: 1.5,
          m: 0,
          mt: 1,
        }}
      >
        {tiles.map(([label, value]) => (
          <Box key={label.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(label)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
