import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { linkSx } from '@/components/ui/link-style';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { cachedContentPainted } from '@/lib/server-state/cache-first';
import { useLiveState } from '@/lib/server-state/server-state';
import {
  dismissPrivateRoutingNotice,
  privateRoutingNoticeCount,
} from '../api/private-routing-notice';
import { sellerQuery } from '../hooks/use-product-page';

const messages = defineMessages({
  title: {
    id: 'products.privateRoutingNotice.title',
    defaultMessage: 'Products that route low ratings privately',
  },
  dismiss: { id: 'products.complianceNotice.dismiss', defaultMessage: 'Got it' },
  dismissFailed: {
    id: 'products.complianceNotice.dismissFailed',
    defaultMessage: 'The notice could not be dismissed. Please try again.',
  },
});
const textMessage = defineMessage<{ count: number; link: MessageTag }>({
  id: 'products.privateRoutingNotice.text',
  defaultMessage:
    'Products that do not offer the store’s review page to customers who rate below your minimum: {count}. Amazon, Google, the US FTC rule on consumer reviews and the UK’s DMCC Act forbid asking only satisfied customers for reviews. <link>Show these products</link> and switch compliance mode on; nothing was changed for you.',
});

/** The product list filtered to compliance mode off (list-params.ts reads `compliance`). */
const FILTERED_HREF = `${paths.products.getHref()}?compliance=off`;

export interface PrivateRoutingNoticeViewProps {
  count: number;
  /** The list filtered to the products the notice is about, in the page's locale. */
  filterHref: string;
  dismissing: boolean;
  onDismiss: () => void;
}

export function PrivateRoutingNoticeView(props: PrivateRoutingNoticeViewProps) {
  const link = (chunks: ReactNode[]) => (
    <Box component={RouterLink} to={props.filterHref} sx={linkSx}>
      {chunks}
    </Box>
  );
  return (
    <Alert
      severity="warning"
      data-testid="private-routing-notice"
      // Pinned to the bottom of the screen until the list's end scrolls into view (the list screen
      // renders it last, so it shifts nothing when its count arrives after the rows).
      sx={{
        position: 'sticky',
        bottom: 8,
        zIndex: 'appBar',
        boxShadow: 3,
        maxHeight: '45vh',
        overflowY: 'auto',
      }}
      action={
        <Button color="inherit" size="small" onClick={props.onDismiss} loading={props.dismissing}>
          <FormattedMessage {...messages.dismiss} />
        </Button>
      }
    >
      {/* AlertTitle's look, without its module (the list's first load). */}
      <Typography sx={{ fontWeight: 'fontWeightMedium', mt: '-2px', mb: 0.35 }}>
        <FormattedMessage {...messages.title} />
      </Typography>
      <FormattedMessage {...textMessage} values={{ count: props.count, link }} />
    </Alert>
  );
}

/**
 * Existing products are never changed silently (docs/decisions.md, "Compliance by default"). Once,
 * until the seller dismisses it, the product list says how many of their products still route low
 * ratings privately, with a link to the list filtered to them. Reads: the seller's profile, which
 * the list listens to anyway and a returning seller's device already holds (docs/decisions.md,
 * "This device's cache"); nothing when there is nothing to say, or an error (the list stays
 * usable).
 */
export function PrivateRoutingNotice() {
  const firestore = useFirestore();
  const toast = useToast();
  const href = useLocalizedHref();
  const { accountId: uid } = useAccount();
  const profile = useLiveState(uid ? sellerQuery(firestore, uid) : null);
  const [dismissed, setDismissed] = useState(false);
  const [dismissing, setDismissing] = useState(false);

  // From this device's cache first: a dismissal made on another device removes the notice as soon
  // as the server's copy of the profile arrives (it is pinned last: nothing moves).
  const count = dismissed ? null : privateRoutingNoticeCount(profile.snapshot);
  const shown = !!uid && !!count;
  // The list's hold on the network (route-reads.ts) ends once the notice is on the screen.
  useEffect(() => {
    if (shown) cachedContentPainted();
  }, [shown]);
  if (!uid || !count) return null;
  const dismiss = async () => {
    setDismissing(true);
    try {
      await dismissPrivateRoutingNotice(firestore, uid);
      setDismissed(true);
    } catch (error) {
      console.error(error);
      toast.error(messages.dismissFailed);
    } finally {
      setDismissing(false);
    }
  };
  return (
    <PrivateRoutingNoticeView
      count={count}
      filterHref={href(FILTERED_HREF)}
      dismissing={dismissing}
      onDismiss={() => void dismiss()}
    />
  );
}
