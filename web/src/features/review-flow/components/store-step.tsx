import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Store } from '@shared/constants';
import type { PublicProductResponse } from '@shared/review-api';
import { FormattedMessage } from 'react-intl';
import { storeNames } from '@/lib/store-names';
import { reviewFlowMessages } from '../messages';
import { StepHeading } from './step-heading';

export interface StoreStepProps {
  stores: PublicProductResponse['stores'];
  selected: Store | null;
  onChoose: (store: Store) => void;
}

/** Step 1: one large button per store the product links to; choosing moves on. */
export function StoreStep({ stores, selected, onChoose }: StoreStepProps) {
  return (
    <Stack spacing={2}>
      <StepHeading message={reviewFlowMessages.storeQuestion} />
      {stores.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage {...reviewFlowMessages.noStores} />
        </Alert>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {stores.map(({ store }) => (
            <li key={store}>
              <Button
                fullWidth
                size="large"
                variant={selected === store ? 'contained' : 'outlined'}
                startIcon={<StorefrontOutlined aria-hidden />}
                aria-pressed={selected === store}
                onClick={() => onChoose(store)}
                sx={{ justifyContent: 'flex-start', py: 1.75, fontSize: '1.05rem' }}
                data-testid={`store-${store}`}
              >
                <FormattedMessage {...storeNames[store]} />
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
