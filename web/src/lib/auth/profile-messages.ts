import { defineMessages } from 'react-intl';

/** Shared by the login page and the signed-in screens' safety net (use-ensure-seller-profile). */
export const profileMessages = defineMessages({
  failed: {
    id: 'profile.saveFailed',
    defaultMessage:
      'You are signed in, but your seller profile could not be saved. Please reload the page.',
  },
});
