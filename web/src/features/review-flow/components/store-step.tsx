import type { Store } from '@shared/constants';
import type { PublicProductResponse } from '@shared/review-api';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import { StoreIcon } from '@/components/ui/plain/icons';
import { Spinner } from '@/components/ui/plain/spinner';
import { storeNames } from '@/lib/store-names';
import { reviewFlowMessages } from '../messages';
import { StepHeading } from './step-heading';

export interface StoreStepProps {
  /** null while the product is loading: a spinner where the stores will be. */
  stores: PublicProductResponse['stores'] | null;
  selected: Store | null;
  onChoose: (store: Store) => void;
  /** The product, shown below the question. */
  summary?: ReactNode;
}

/** Step 1: one large button per store the product links to; choosing moves on. */
export function StoreStep({ stores, selected, onChoose, summary }: StoreStepProps) {
  const intl = useIntl();
  return (
    <div className="qr-stack">
      <StepHeading message={reviewFlowMessages.storeQuestion} />
      {summary}
      {stores === null ? (
        <div className="review-pending">
          <Spinner label={intl.formatMessage(reviewFlowMessages.loading)} />
        </div>
      ) : stores.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage {...reviewFlowMessages.noStores} />
        </Alert>
      ) : (
        <ul className="review-stores">
          {stores.map(({ store }) => (
            <li key={store}>
              <Button
                fullWidth
                size="large"
                variant={selected === store ? 'contained' : 'outlined'}
                startIcon={<StoreIcon />}
                aria-pressed={selected === store}
                onClick={() => onChoose(store)}
                className="review-store"
                data-testid={`store-${store}`}
              >
                <FormattedMessage {...storeNames[store]} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
