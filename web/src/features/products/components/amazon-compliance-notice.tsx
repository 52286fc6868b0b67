import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { AMAZON_REVIEW_POLICY_URL } from '@shared';
import { useEffect, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useFirestore, useUser } from '@/lib/firebase';
import {
  amazonProductsWithoutCompliance,
  dismissAmazonComplianceNotice,
} from '../api/amazon-compliance-notice';

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

const policyLink = (chunks: ReactNode[]) => (
  <Link href={AMAZON_REVIEW_POLICY_URL} target="_blank" rel="noopener noreferrer">
    {chunks}
  </Link>
);

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
      <AlertTitle>
        <FormattedMessage {...messages.title} />
      </AlertTitle>
      <FormattedMessage {...textMessage} values={{ count: props.count, link: policyLink }} />
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
  const [count, setCount] = useState<number | null>(null);
  const [dismissing, setDismissing] = useState(false);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    amazonProductsWithoutCompliance(firestore, uid).then(
      (found) => current && setCount(found),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [firestore, uid]);

  if (!uid || !count) return null;
  const dismiss = async () => {
    setDismissing(true);
    try {
      await dismissAmazonComplianceNotice(firestore, uid);
      setCount(null);
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
