import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useFirestore } from '@/lib/firebase';
import { saveSellerTimeZone } from '../api/seller-time-zone';
import { overviewMessages } from '../messages';

const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

/**
 * The seller's time zone: days on every dashboard are this zone's days, from the next counted
 * event on (days already counted stay as they were: docs/decisions.md, "Exact days in the
 * seller's time zone, decided at write time").
 */
export function TimeZoneField({
  uid,
  value,
  onSaved,
}: {
  uid: string;
  value: string;
  onSaved: (timeZone: string) => void;
}) {
  const intl = useIntl();
  const firestore = useFirestore();
  const toast = useToast();
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const options = zones.includes(value) ? zones : [value, ...zones];

  const save = async () => {
    setSaving(true);
    try {
      await saveSellerTimeZone(firestore, uid, draft);
      onSaved(draft);
      toast.success(overviewMessages.timeZoneSaved);
    } catch {
      toast.error(overviewMessages.timeZoneFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={intl.formatMessage(overviewMessages.timeZone)}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'time-zone' } }}
        helperText={intl.formatMessage(overviewMessages.timeZoneHelp)}
        sx={{ minWidth: 240 }}
      >
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => void save()} disabled={saving || draft === value}>
        <FormattedMessage {...overviewMessages.saveTimeZone} />
      </Button>
    </Stack>
  );
}
