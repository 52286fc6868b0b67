import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useFirestore } from '@/lib/firebase';
import { saveEmailSetting, type EmailSettings } from '../api/seller-email-settings';
import { overviewMessages } from '../messages';

/**
 * The account overview's email settings: alert emails about unhappy customers (on unless switched
 * off) and the daily digest at 08:00 in the seller's time zone (off unless switched on). Each
 * switch saves at once; a failed save switches back and says so.
 */
export function EmailSettingsField({ uid, initial }: { uid: string; initial: EmailSettings }) {
  const intl = useIntl();
  const firestore = useFirestore();
  const toast = useToast();
  const [settings, setSettings] = useState(initial);

  const change = async (setting: keyof EmailSettings, on: boolean) => {
    setSettings((current) => ({ ...current, [setting]: on }));
    try {
      await saveEmailSetting(firestore, uid, setting, on);
    } catch {
      setSettings((current) => ({ ...current, [setting]: !on }));
      toast.error(overviewMessages.emailSettingsFailed);
    }
  };

  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={settings.alertEmails}
            onChange={(event) => void change('alertEmails', event.target.checked)}
          />
        }
        label={intl.formatMessage(overviewMessages.alertEmails)}
      />
      <FormControlLabel
        control={
          <Switch
            checked={settings.dailyDigest}
            onChange={(event) => void change('dailyDigest', event.target.checked)}
          />
        }
        label={intl.formatMessage(overviewMessages.dailyDigest)}
      />
    </Stack>
  );
}
