import Box from '@mui/material/Box';
import { AMAZON_REVIEW_POLICY_URL } from '@shared';
import type { ReactNode } from 'react';
import { linkSx } from '@/components/ui/link-style';

/**
 * Amazon's review policy page, for the <link> of a message: the compliance field's and the
 * product list's notice. Its own module, so that the product list does not download the
 * compliance field's confirmation dialog with it.
 */
export const amazonPolicyLink = (chunks: ReactNode[]) => (
  <Box
    component="a"
    href={AMAZON_REVIEW_POLICY_URL}
    target="_blank"
    rel="noopener noreferrer"
    sx={linkSx}
  >
    {chunks}
  </Box>
);
