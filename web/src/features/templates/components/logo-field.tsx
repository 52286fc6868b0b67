import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAccount } from '@/lib/account/account-context';
import { useStorage, useUser } from '@/lib/firebase';
import { useStorageAvailable } from '@/lib/firebase-storage';
import { LogoFileError, uploadLogo } from '../api/upload-logo';
import { checkLogoFile, type LogoFileProblem } from '../lib/logo-file';
import { templateMessages as m } from '../messages';

const problemMessages: Record<LogoFileProblem, MessageDescriptor> = {
  type: m.logoTypeError,
  size: m.logoSizeError,
  unsafe: m.logoUnsafeError,
};

/**
 * Logo upload: checked in the browser first (type, size: the storage.rules limits; SVG sanitised
 * by uploadLogo) with translated errors. Where Storage is not running (local emulators without
 * the Storage emulator, lib/firebase-storage.tsx isStorageAvailable) the button is disabled and a notice
 * says why.
 */
export function LogoField(props: { logoPath: string; onChange: (logoPath: string) => void }) {
  const { logoPath, onChange } = props;
  const intl = useIntl();
  const storage = useStorage();
  const { data: user } = useUser();
  const { accountId } = useAccount();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // null while the page asks whether Storage runs: upload stays off, no notice yet.
  const storageAvailable = useStorageAvailable();

  const choose = async (file: File | undefined) => {
    if (!file || !user) return;
    setError(null);
    const problem = checkLogoFile(file);
    if (problem) {
      setError(intl.formatMessage(problemMessages[problem]));
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadLogo(storage, accountId, file));
    } catch (failure) {
      const message: MessageDescriptor =
        failure instanceof LogoFileError ? problemMessages[failure.problem] : m.logoUploadFailed;
      setError(intl.formatMessage(message));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        <FormattedMessage {...m.logo} />
      </Typography>
      {storageAvailable === false && (
        <Alert severity="info" data-testid="logo-storage-unavailable">
          <FormattedMessage {...m.storageUnavailable} />
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/svg+xml"
          data-testid="logo-input"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={!storageAvailable || busy}
          onClick={() => input.current?.click()}
        >
          <FormattedMessage
            {...(busy ? m.logoUploading : logoPath ? m.logoReplace : m.logoUpload)}
          />
        </Button>
        {logoPath && (
          <Button size="small" color="inherit" onClick={() => onChange('')} disabled={busy}>
            <FormattedMessage {...m.logoRemove} />
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...m.logoHelp} />
        </Typography>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
