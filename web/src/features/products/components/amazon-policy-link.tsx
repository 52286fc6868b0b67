import Link from '@mui/material/Link';
import { AMAZON_REVIEW_POLICY_URL } from '@shared';
import type { ReactNode } from 'react';

/**
 * Amazon's review policy page, for the <link> of a message: the compliance field's and the
 * product list's notice. Its own module, so that the product list does not download the
 * compliance field's confirmation dialog with it.
 */
export const amazonPolicyLink = (chunks: ReactNode[]) => (
  <Link href={AMAZON_REVIEW_POLICY_URL} target="_blank" rel="noopener noreferrer">
    {chunks}
  </Link>
);
