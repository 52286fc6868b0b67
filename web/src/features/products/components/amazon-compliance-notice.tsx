import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useOneOffRead } from '@/hooks/use-one-off-read';
import { useFirestore, useUser } from '@/lib/firebase';
import {
  amazonProductsWithoutCompliance,
  dismissAmazonComplianceNotice,
} from '../api/amazon-compliance-notice';
import { amazonPolicyLink } from './amazon-policy-link';

const messages = defineMessages({
  title: { id: 'products.complianceNotice.title', defaultMessage: 'Amazon’s review rules' },
  dismiss: { id: 'products.complianceNotice.dismiss', defaultMessage: 'Got it' },
  dismissFailed: {
    id: 'products.complianceNotice.dismissFailed',
    defaultMessage: 'The notice could not be dismissed. Please try again.',
  },
});
const textMessage = defineMessage<{ count: number; link: MessageTag }>({
  id: 'products.complianceNotice.text',
  defaultMessage:
    '{count, plural, one {# of your products sold on Amazon has} other {# of your products sold on Amazon have}} compliance mode off: customers who rate below your minimum are not offered the store’s review page, which Amazon’s <link>customer review policies</link> forbid. Open a product and switch compliance mode on; nothing was changed for you.',
});

export interface AmazonComplianceNoticeViewProps {
  count: number;
  dismissing: boolean;
  onDismiss: () => void;
}

export function AmazonComplianceNoticeView(props: AmazonComplianceNoticeViewProps) {
  return (
    <Alert
      severity="warning"
      data-testid="amazon-compliance-notice"
      action={
        <Button color="inherit" size="small" onClick={props.onDismiss} loading={props.dismissing}>
          <FormattedMessage {...messages.dismiss} />
        </Button>
      }
    >
      {/* AlertTitle's look, without its module (the list's first load, issue 13). */}
      <Typography sx={{ fontWeight: 'fontWeightMedium', mt: '-2px', mb: 0.35 }}>
        <FormattedMessage {...messages.title} />
      </Typography>
      <FormattedMessage {...textMessage} values={{ count: props.count, link: amazonPolicyLink }} />
    </Alert>
  );
}

/**
 * Issue 8: existing products are never changed silently. Once, until the seller dismisses it,
 * the product list says how many of their Amazon products have compliance mode off. Reads per
 * visit: the profile document and one count() aggregation (see its api module); nothing when
 * there is nothing to say, or an error (the list stays usable).
 */
export function AmazonComplianceNotice() {
  const firestore = useFirestore();
  const toast = useToast();
  const uid = useUser().data?.uid;
  const notice = useOneOffRead(uid ? `amazon-compliance-notice:${uid}` : null, () =>
    amazonProductsWithoutCompliance(firestore, uid!),
  );
  const [dismissed, setDismissed] = useState(false);
  const [dismissing, setDismissing] = useState(false);

  const count = notice.status === 'success' && !dismissed ? notice.data : null;
  if (!uid || !count) return null;
  const dismiss = async () => {
    setDismissing(true);
    try {
      await dismissAmazonComplianceNotice(firestore, uid);
      setDismissed(true);
    } catch (error) {
      console.error(error);
      toast.error(messages.dismissFailed);
    } finally {
      setDismissing(false);
    }
  };
  return (
    <AmazonComplianceNoticeView
      count={count}
      dismissing={dismissing}
      onDismiss={() => void dismiss()}
    />
  );
}
